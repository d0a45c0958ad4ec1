import { Link, NavLink } from '@remix-run/react'
import { firm } from '~/content/firm'

export const primaryNav = [
  { to: '/our-mission', label: 'Our Mission' },
  { to: '/about', label: 'Attorney Profile' },
  { to: '/international-presence', label: 'International Presence' },
  { to: '/deal-portfolio', label: 'Deal Portfolio' },
  { to: '/contact', label: 'Contact Us' },
]

export function SiteHeader({ signedIn }: { signedIn: boolean }) {
  return (
    <header className="bg-ink text-paper">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-6 px-6 py-4">
        <Link to="/" className="font-serif text-xl">{firm.name}</Link>
        <nav aria-label="Main">
          <ul className="flex flex-wrap gap-4 text-sm">
            {primaryNav.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={({ isActive }) => (isActive ? 'text-brass-light underline' : '')}>
                  {item.label}
                </NavLink>
              </li>
            ))}
            <li>
              <NavLink to={signedIn ? '/dashboard' : '/auth'}>{signedIn ? 'Client Portal' : 'Client Login'}</NavLink>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  )
}
