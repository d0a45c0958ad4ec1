import { NavLink } from '@remix-run/react'
import { primaryNav } from './nav'

/** The primary navigation's links, styled by the header at desk width or by the menu on a phone. */
export function PrimaryNavList({
  className,
  linkClass,
  prefetch,
}: {
  className: string
  linkClass: (isActive: boolean) => string
  prefetch?: 'intent'
}) {
  return (
    <ul className={className}>
      {primaryNav.map((item) => (
        <li key={item.to}>
          <NavLink to={item.to} prefetch={prefetch} className={({ isActive }) => linkClass(isActive)}>
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  )
}
