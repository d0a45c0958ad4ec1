import { Link } from '@remix-run/react'
import { telHref, useFirm } from '~/content/firm'
import { sentence } from '~/utils/misc'
import { primaryNav } from './nav'

const footerLink = 'inline-flex min-h-[44px] items-center text-paper/85 underline-offset-4 hover:text-paper hover:underline'

export function SiteFooter() {
  const firm = useFirm()
  return (
    <footer className="border-t border-paper/10 bg-ink text-paper">
      <div className="mx-auto max-w-6xl px-5 pb-10 pt-16 sm:px-8">
        <div className="grid gap-12 md:grid-cols-[1.4fr_1fr_1fr]">
          <div>
            <p className="font-serif text-2xl font-semibold">{firm.name}</p>
            <p className="mt-4 max-w-sm font-serif text-lg leading-snug text-paper/85">{firm.tagline}</p>
          </div>
          <nav aria-label="Footer">
            <h2 className="font-sans text-xs font-semibold uppercase tracking-[0.2em] text-paper/70">The firm</h2>
            <ul className="mt-3">
              {primaryNav.map((item) => (
                <li key={item.to}>
                  <Link className={footerLink} to={item.to}>
                    {item.label}
                  </Link>
                </li>
              ))}
              <li>
                <Link className={footerLink} to="/solutions">
                  Services
                </Link>
              </li>
            </ul>
          </nav>
          <div>
            <h2 className="font-sans text-xs font-semibold uppercase tracking-[0.2em] text-paper/70">Office</h2>
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
          <p>© 2024 {sentence(firm.legalName)} All rights reserved.</p>
          <p className="flex gap-6">
            <Link className={footerLink} to="/terms">
              Terms and Conditions
            </Link>
            <Link className={footerLink} to="/privacy">
              Privacy Policy
            </Link>
          </p>
        </div>
        <p className="mt-6 max-w-3xl text-[13px] leading-relaxed text-paper/70">
          Attorney advertising. The information on this site is general and is not legal advice. Contacting the firm does not create an
          attorney-client relationship.
        </p>
      </div>
    </footer>
  )
}
