import { Link, NavLink } from '@remix-run/react'
import { useFirm } from '~/content/firm'
import * as common from '~/locales/common'
import { useAlternate, useCopy, useLocalePath } from '~/utils/i18n'
import { cn } from '~/utils/misc'
import { MobileMenu } from './mobile-menu'
import { loginLink, primaryNav } from './nav'
import { PrimaryNavList } from './primary-nav-list'
import { SiteScript } from './site-script'

export { primaryNav }

export function FirmMark({ className }: { className?: string }) {
  const firm = useFirm()
  const t = useCopy(common)
  return (
    <span className={cn('flex flex-col leading-none', className)}>
      <span className="font-serif text-[22px] font-semibold tracking-tight">{firm.name}</span>
      <span className="mt-1 whitespace-nowrap text-[11px] font-semibold uppercase tracking-[0.22em] opacity-80">{t.firmKind}</span>
    </span>
  )
}

/**
 * The link to the same page in the other language (header and footer, CONTRACT.md: `Español` /
 * `English`). With JavaScript the site script also remembers the choice in the `lang` cookie.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const alternate = useAlternate()
  return (
    <a href={alternate.href} hrefLang={alternate.lang} lang={alternate.lang} data-lang-switch={alternate.lang} className={className}>
      {alternate.label}
    </a>
  )
}

export function SiteHeader({ signedIn }: { signedIn: boolean }) {
  const t = useCopy(common)
  const to = useLocalePath()
  const login = loginLink(signedIn)
  return (
    <header className="relative bg-ink text-paper">
      <SiteScript />
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 px-5 sm:px-8 xl:flex-nowrap xl:gap-x-4">
        <Link to={to('/')} className="-mx-1 flex min-h-[64px] items-center px-1 md:min-h-[72px]">
          <FirmMark />
          <span className="sr-only">{t.homePage}</span>
        </Link>
        <nav
          aria-label={t.mainNav}
          className="order-last hidden w-full border-t border-paper/15 md:block xl:order-none xl:w-auto xl:border-0"
        >
          <PrimaryNavList
            className="-mx-3 flex items-center justify-between xl:mx-0 xl:justify-end xl:gap-1"
            prefetch="intent"
            linkClass={(isActive) =>
              cn(
                'relative flex min-h-[48px] items-center whitespace-nowrap px-3 text-[14.5px] xl:px-2.5 font-medium tracking-wide text-paper/85 transition-colors hover:text-paper',
                'after:absolute after:inset-x-3 after:bottom-2 xl:after:inset-x-2.5 after:h-[2px] after:bg-brass-light after:opacity-0 after:transition-opacity',
                isActive && 'text-brass-light after:opacity-100 hover:text-brass-light',
              )
            }
          />
        </nav>
        <div className="flex items-center gap-2">
          <LanguageSwitch className="inline-flex min-h-[44px] items-center px-2 text-[14.5px] font-medium tracking-wide text-paper/85 underline-offset-4 hover:text-paper hover:underline" />
          <NavLink
            to={to(login.to)}
            className={({ isActive }) =>
              cn(
                'hidden min-h-[44px] items-center whitespace-nowrap border px-5 text-[14.5px] font-semibold tracking-wide transition-colors md:inline-flex',
                isActive
                  ? 'border-brass-light bg-brass-light text-ink'
                  : 'border-paper/50 text-paper hover:border-paper hover:bg-paper hover:text-ink',
              )
            }
          >
            {t[login.label]}
          </NavLink>
          <MobileMenu login={{ to: to(login.to), label: t[login.label] }} />
        </div>
      </div>
    </header>
  )
}
