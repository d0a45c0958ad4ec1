import { NavLink } from '@remix-run/react'
import * as common from '~/locales/common'
import { useCopy, useLocalePath } from '~/utils/i18n'
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
  const t = useCopy(common)
  const to = useLocalePath()
  return (
    <ul className={className}>
      {primaryNav.map((item) => (
        <li key={item.to}>
          <NavLink to={to(item.to)} prefetch={prefetch} className={({ isActive }) => linkClass(isActive)}>
            {t.nav[item.label]}
          </NavLink>
        </li>
      ))}
    </ul>
  )
}
