import type { MetaFunction } from '@remix-run/node'
import { Link } from '@remix-run/react'

export async function loader() {
  throw new Response('Not Found', { status: 404 })
}

export const meta: MetaFunction = () => [{ title: 'Page Not Found' }, { name: 'robots', content: 'noindex' }]

export default function NotFound() {
  return <NotFoundPage />
}

export function ErrorBoundary() {
  return <NotFoundPage />
}

function NotFoundPage() {
  return (
    <div className="mx-auto max-w-2xl px-6 py-24">
      <p className="font-serif text-6xl text-brass">404</p>
      <h1 className="mt-4 text-4xl">Page Not Found</h1>
      <p className="mt-4 text-ink-muted">The page you are looking for does not exist or has moved.</p>
      <p className="mt-8 flex flex-wrap gap-6">
        <Link className="underline underline-offset-4" to="/">Return to the home page</Link>
        <Link className="underline underline-offset-4" to="/contact">Contact us</Link>
      </p>
    </div>
  )
}
