// Signing in on a Spanish page (/es/auth, /es/auth/two-factor, /es/auth/set-password): the portal, the
// code page and the welcome follow the page's language. English keeps the spec's behaviour untouched:
// every helper here leaves an English sign-in exactly as two-factor-sign-in.server.ts makes it.
import * as auth from '~/locales/auth'
import { isAdmin } from './auth.server'
import { copyIn, localePath, type Lang } from './i18n'
import { safeRedirect } from './misc'
import { PASSWORD_PROBLEMS } from './password-policy.server'
import { createToastHeaders } from './toast.server'
import { TWO_FACTOR_PATH } from './two-factor-sign-in.server'

/** Pages outside the `($lang)+` folder: never given an /es prefix. */
const NOT_LOCALISED = /^\/(internal-admin|reminders)(\/|$|\?)/

/** Where a sign-in leads: the asked-for page of this site (in the page's language), or the portal. */
export function portalPath(lang: Lang, redirectTo: string | null | undefined) {
  const target = safeRedirect(redirectTo, '/dashboard')
  return lang === 'en' || NOT_LOCALISED.test(target) ? target : localePath(lang, target)
}

/** The welcome after a Spanish sign-in (undefined in English: continueSignIn's own). */
export async function welcomeToast(lang: Lang, userId: string) {
  if (lang === 'en') return undefined
  const t = copyIn(auth, lang).signIn.welcome
  return { title: t.title, description: (await isAdmin(userId)) ? t.admin : t.client }
}

/** continueSignIn's answer on a Spanish page: its way to the code page goes to /es/auth/two-factor. */
export function localizeSignIn(lang: Lang, response: Response) {
  if (lang !== 'en' && response.headers.get('location') === TWO_FACTOR_PATH) {
    response.headers.set('location', localePath(lang, TWO_FACTOR_PATH))
  }
  return response
}

/** finishSignIn's answer on a Spanish page: its welcome toast replaced by the Spanish one (the later cookie wins). */
export async function localizeWelcome(lang: Lang, userId: string, response: Response) {
  const toast = await welcomeToast(lang, userId)
  if (!toast) return response
  const headers = await createToastHeaders(toast)
  for (const cookie of headers.getSetCookie()) response.headers.append('set-cookie', cookie)
  return response
}

/** A refused password's reason (password-policy.server.ts) in the page's language. */
export function weaknessIn(lang: Lang, weakness: string | null) {
  if (!weakness || lang === 'en') return weakness
  const key = (Object.keys(PASSWORD_PROBLEMS) as Array<keyof typeof PASSWORD_PROBLEMS>).find((k) => PASSWORD_PROBLEMS[k] === weakness)
  return key ? copyIn(auth, lang).weakPassword[key] : weakness
}
