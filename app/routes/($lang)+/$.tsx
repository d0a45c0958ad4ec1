import type { MetaFunction } from '@remix-run/node'
import { NotFoundPage } from '~/components/marketing/not-found'

export const handle = { hydrate: false }

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
