// The public site, the forms, the purchase and the portal in both languages (issue 28): the optional
// first segment is `es` for Spanish and absent for English, at the spec's own URLs. Any other first
// segment is not a language, so the page does not exist.
import type { LoaderFunctionArgs } from '@remix-run/node'
import { Outlet } from '@remix-run/react'

export async function loader({ params }: LoaderFunctionArgs) {
  if (params.lang !== undefined && params.lang !== 'es') throw new Response('Not Found', { status: 404 })
  return null
}

export default function LanguageLayout() {
  return <Outlet />
}
