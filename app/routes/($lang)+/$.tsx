import type { MetaFunction } from '@remix-run/node'
import { NotFoundPage } from '~/components/marketing/not-found'
import * as common from '~/locales/common'
import { metaCopy } from '~/utils/i18n'

export const handle = { hydrate: false }

export async function loader() {
  throw new Response('Not Found', { status: 404 })
}

export const meta: MetaFunction = (args) => [{ title: metaCopy(args, common).notFound.title }, { name: 'robots', content: 'noindex' }]

export default function NotFound() {
  return <NotFoundPage />
}

export function ErrorBoundary() {
  return <NotFoundPage />
}
