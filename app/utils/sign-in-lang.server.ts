// Signing in on a Spanish page (/es/auth, /es/auth/two-factor, /es/auth/set-password): the portal follows
// the page's language (the code page and the welcome take the language in two-factor-sign-in.server.ts,
// a refused password's reason in password-policy.server.ts). English keeps the spec's behaviour untouched.
import { localePath, type Lang } from './i18n'
import { safeRedirect } from './misc'

/** Pages outside the `($lang)+` folder: never given an /es prefix. */
const NOT_LOCALISED = /^\/(internal-admin|reminders)(\/|$|\?)/

/** Where a sign-in leads: the asked-for page of this site (in the page's language), or the portal. */
export function portalPath(lang: Lang, redirectTo: string | null | undefined) {
  const target = safeRedirect(redirectTo, '/dashboard')
  return lang === 'en' || NOT_LOCALISED.test(target) ? target : localePath(lang, target)
}
