// The site's top navigation (spec section 2, shared layout), used by the header and the mobile menu.
export const primaryNav = [
  { to: '/our-mission', label: 'Our Mission' },
  { to: '/about', label: 'Attorney Profile' },
  { to: '/international-presence', label: 'International Presence' },
  { to: '/deal-portfolio', label: 'Deal Portfolio' },
  { to: '/contact', label: 'Contact Us' },
]

export function loginLink(signedIn: boolean) {
  return signedIn ? { to: '/dashboard', label: 'Client Portal' } : { to: '/auth', label: 'Client Login' }
}
