// Signing in on a Spanish page (/es/auth, /es/auth/two-factor, /es/auth/set-password): the portal and a
// refused password's reason follow the page's language (the code page and the welcome take the language
// in two-factor-sign-in.server.ts). English keeps the spec's behaviour untouched.
import * as auth from '~/locales/auth'
import { copyIn, localePath, type Lang } from './i18n'
import { safeRedirect } from './misc'
import { PASSWORD_PROBLEMS } from './password-policy.server'

/** Pages outside the `($lang)+` folder: never given an /es prefix. */
const NOT_LOCALISED = /^\/(internal-admin|reminders)(\/|$|\?)/

/** Where a sign-in leads: the asked-for page of this site (in the page's language), or the portal. */
export function portalPath(lang: Lang, redirectTo: string | null | undefined) {
  const target = safeRedirect(redirectTo, '/dashboard')
  return lang === 'en' || NOT_LOCALISED.test(target) ? target : localePath(lang, target)
}

/** A refused password's reason (password-policy.server.ts) in the page's language. */
export function weaknessIn(lang: Lang, weakness: string | null) {
  if (!weakness || lang === 'en') return weakness
  const key = (Object.keys(PASSWORD_PROBLEMS) as Array<keyof typeof PASSWORD_PROBLEMS>).find((k) => PASSWORD_PROBLEMS[k] === weakness)
  return key ? copyIn(auth, lang).weakPassword[key] : weakness
}
