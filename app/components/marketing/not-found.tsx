import { Link } from '@remix-run/react'
import { ArrowLink, ctaClass } from './ui'

const suggestions = [
  { to: '/solutions', label: 'Services and fees' },
  { to: '/contracts', label: 'Contracts catalog' },
  { to: '/about', label: 'Attorney Profile' },
]

/** The 404 page: status 404, a way home, a way to reach the firm. */
export function NotFoundPage() {
  return (
    <div className="mx-auto w-full max-w-6xl px-5 py-20 sm:px-8 sm:py-28">
      <p className="font-serif text-7xl font-semibold leading-none text-brass sm:text-8xl">404</p>
      <h1 className="mt-6 font-serif text-4xl font-semibold tracking-tight sm:text-5xl">Page Not Found</h1>
      <p className="mt-5 max-w-xl text-lg leading-relaxed text-ink-soft">
        The page you are looking for does not exist or has moved. The links below will take you somewhere useful.
      </p>
      <div className="mt-10 flex flex-col gap-3 sm:flex-row">
        <Link className={ctaClass('ink')} to="/">
          Return to the home page
        </Link>
        <Link className={ctaClass('outline')} to="/contact">
          Contact us
        </Link>
      </div>
      <nav aria-label="Popular pages" className="mt-14 border-t border-paper-line pt-8">
        <ul className="flex flex-col gap-1 sm:flex-row sm:gap-8">
          {suggestions.map((s) => (
            <li key={s.to}>
              <ArrowLink to={s.to}>{s.label}</ArrowLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  )
}
