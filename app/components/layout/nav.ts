// The site's top navigation (spec section 2, shared layout), used by the header, the mobile menu and the
// footer. Labels come from the page's language (app/locales/common.ts); paths are the English ones,
// localised where they are drawn.
import type { en as common } from '~/locales/common'

export const primaryNav: ReadonlyArray<{ to: string; label: keyof (typeof common)['nav'] }> = [
  { to: '/our-mission', label: 'mission' },
  { to: '/about', label: 'about' },
  { to: '/international-presence', label: 'international' },
  { to: '/deal-portfolio', label: 'deals' },
  { to: '/contact', label: 'contact' },
]

export function loginLink(signedIn: boolean) {
  return signedIn ? { to: '/dashboard', label: 'portal' as const } : { to: '/auth', label: 'login' as const }
}
