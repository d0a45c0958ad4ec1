// The public site, the forms, the purchase and the portal in both languages (issue 28): the optional
// first segment is `es` for Spanish and absent for English, at the spec's own URLs. Any other first
// segment is not a language, so the page does not exist: 404, told by the site's error boundary inside
// its frame, as every other error of a page without a boundary of its own. (Not the full not-found page
// of `$.tsx`: this layout is in every page's JavaScript, and that page's parts would add 2.5 KB to each.)
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { isRouteErrorResponse, Outlet } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import * as common from '~/locales/common'
import { langOf, metaCopy } from '~/utils/i18n'
import { spanishCopy } from '~/utils/i18n.server'

export async function loader({ params }: LoaderFunctionArgs) {
  if (params.lang !== undefined && params.lang !== 'es') throw new Response('Not Found', { status: 404 })
  // The Spanish of the site's frame that every page of the folder shares (the not-found page, bylines).
  return { spanish: spanishCopy(langOf(params.lang), 'marketing') }
}

export const meta: MetaFunction = (args) =>
  isRouteErrorResponse(args.error) && args.error.status === 404
    ? [{ title: metaCopy(args, common).notFound.title }, { name: 'robots', content: 'noindex' }]
    : []

export default function LanguageLayout() {
  return <Outlet />
}

export function ErrorBoundary() {
  return (
    <div className="mx-auto max-w-2xl px-6 py-24">
      <GeneralErrorBoundary />
    </div>
  )
}
