import { Link } from '@remix-run/react'
import * as common from '~/locales/common'
import { useCopy, useLocalePath } from '~/utils/i18n'
// The button system itself, not the marketing page kit: this page is in every page's JavaScript (the
// language layout's boundary shows it), so it brings nothing a form page does not already load.
import { ButtonLink, buttonClass } from '~/components/ui/button'

const suggestions = [
  { to: '/solutions', label: 'services' },
  { to: '/contracts', label: 'contracts' },
  { to: '/about', label: 'about' },
] as const

/** The 404 page: status 404, a way home, a way to reach the firm. */
export function NotFoundPage() {
  const t = useCopy(common).notFound
  const to = useLocalePath()
  return (
    <div className="mx-auto w-full max-w-6xl px-5 py-20 sm:px-8 sm:py-28">
      <p className="font-serif text-7xl font-semibold leading-none text-brass sm:text-8xl">404</p>
      <h1 className="mt-6 font-serif text-4xl font-semibold tracking-tight sm:text-5xl">{t.title}</h1>
      <p className="mt-5 max-w-xl text-lg leading-relaxed text-ink-soft">{t.text}</p>
      <div className="mt-10 flex flex-col gap-3 sm:flex-row">
        <Link className={buttonClass('primary')} to={to('/')}>
          {t.home}
        </Link>
        <Link className={buttonClass('secondary')} to={to('/contact')}>
          {t.contact}
        </Link>
      </div>
      <nav aria-label={t.popular} className="mt-14 border-t border-paper-line pt-8">
        <ul className="flex flex-col gap-1 sm:flex-row sm:gap-8">
          {suggestions.map((s) => (
            <li key={s.to}>
              <ButtonLink to={to(s.to)} variant="quiet">
                {t.suggestions[s.label]}
              </ButtonLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  )
}
