import { Link } from '@remix-run/react'
import { telHref, useFirm } from '~/content/firm'
import * as common from '~/locales/common'
import { useCopy, useLocalePath } from '~/utils/i18n'
import { sentence } from '~/utils/misc'
import { LanguageSwitch } from './site-header'
import { primaryNav } from './nav'

const footerLink = 'inline-flex min-h-[44px] items-center text-paper/85 underline-offset-4 hover:text-paper hover:underline'

export function SiteFooter() {
  const firm = useFirm()
  const t = useCopy(common)
  const to = useLocalePath()
  return (
    <footer className="border-t border-paper/10 bg-ink text-paper">
      <div className="mx-auto max-w-6xl px-5 pb-10 pt-16 sm:px-8">
        <div className="grid gap-12 md:grid-cols-[1.4fr_1fr_1fr]">
          <div>
            <p className="font-serif text-2xl font-semibold">{firm.name}</p>
            <p className="mt-4 max-w-sm font-serif text-lg leading-snug text-paper/85">{firm.tagline}</p>
          </div>
          <nav aria-label={t.footerNav}>
            <h2 className="font-sans text-xs font-semibold uppercase tracking-[0.2em] text-paper/70">{t.theFirm}</h2>
            <ul className="mt-3">
              {primaryNav.map((item) => (
                <li key={item.to}>
                  <Link className={footerLink} to={to(item.to)}>
                    {t.nav[item.label]}
                  </Link>
                </li>
              ))}
              <li>
                <Link className={footerLink} to={to('/solutions')}>
                  {t.nav.services}
                </Link>
              </li>
            </ul>
          </nav>
          <div>
            <h2 className="font-sans text-xs font-semibold uppercase tracking-[0.2em] text-paper/70">{t.office}</h2>
            <address className="mt-4 not-italic leading-relaxed text-paper/85">
              {firm.address.street}
              <br />
              {firm.address.locality}, {firm.address.region} {firm.address.postalCode}
              <br />
              {firm.serving}
            </address>
            <p className="mt-3 flex flex-col">
              <a className={footerLink} href={`mailto:${firm.email}`}>
                {firm.email}
              </a>
              <a className={footerLink} href={telHref(firm.phone)}>
                {firm.phone}
              </a>
            </p>
          </div>
        </div>
        <div className="mt-14 flex flex-col gap-4 border-t border-paper/15 pt-6 text-sm text-paper/75 md:flex-row md:items-center md:justify-between">
          <p>
            © 2024 {sentence(firm.legalName)} {t.rights}
          </p>
          <p className="flex flex-wrap gap-x-6">
            <Link className={footerLink} to={to('/terms')}>
              {t.terms}
            </Link>
            <Link className={footerLink} to={to('/privacy')}>
              {t.privacy}
            </Link>
            <LanguageSwitch className={footerLink} />
          </p>
        </div>
        <p className="mt-6 max-w-3xl text-[13px] leading-relaxed text-paper/70">{t.disclaimer}</p>
      </div>
    </footer>
  )
}
