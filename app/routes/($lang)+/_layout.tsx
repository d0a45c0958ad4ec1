// The public site, the forms, the purchase and the portal in both languages (issue 28): the optional
// first segment is `es` for Spanish and absent for English, at the spec's own URLs. Any other first
// segment is not a language, so the page does not exist: 404 with the site's not-found page, as an
// unknown path gets from `$.tsx` (`/no-such-page/here` reaches this layout with `no-such-page` as its
// language). Other errors of pages without a boundary of their own are shown as the root shows them,
// inside the site's frame.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { isRouteErrorResponse, Outlet, useRouteError } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { NotFoundPage } from '~/components/marketing/not-found'
import * as common from '~/locales/common'
import { langOf, metaCopy } from '~/utils/i18n'
import { spanishCopy } from '~/utils/i18n.server'

export async function loader({ params }: LoaderFunctionArgs) {
  if (params.lang !== undefined && params.lang !== 'es') throw new Response('Not Found', { status: 404 })
  // The Spanish of the marketing parts many pages of the folder share (bylines, figures, steps).
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
  const error = useRouteError()
  if (isRouteErrorResponse(error) && error.status === 404 && typeof error.data === 'string' && /^not found$/i.test(error.data.trim()))
    return <NotFoundPage />
  return (
    <div className="mx-auto max-w-2xl px-6 py-24">
      <GeneralErrorBoundary />
    </div>
  )
}
