// GET /internal-admin/content/preview?page=/about — the Site content section's `Preview` button: opens
// the chosen public page with the draft (`?preview=draft`, which only an admin may see).
import type { LoaderFunctionArgs } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { previewPath } from '~/models/site-content.server'
import { requireAdmin } from '~/utils/auth.server'

const PAGES = new Set([
  '/',
  '/about',
  '/growth-score',
  '/apex-growth-score-info',
  '/sell-side',
  '/buy-side',
  '/deal-portfolio',
  '/es',
  '/es/about',
])

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  const page = new URL(request.url).searchParams.get('page') ?? '/about'
  return redirect(previewPath(PAGES.has(page) ? page : '/about'))
}
