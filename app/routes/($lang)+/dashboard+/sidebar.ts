// POST /dashboard/sidebar: the no-JavaScript way to collapse or expand the portal sidebar. Sets the
// same cookie the browser sets itself when JavaScript runs, then goes back to the page.
import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { requireUser } from '~/utils/auth.server'
import { env } from '~/utils/env.server'
import { safeRedirect } from '~/utils/misc'
import { sidebarCookie } from '~/utils/sidebar'
import { readFormData } from '~/utils/form-data.server'

export async function loader() {
  return redirect('/dashboard')
}

export async function action({ request }: ActionFunctionArgs) {
  await requireUser(request)
  const form = await readFormData(request)
  const open = form.get('open') !== 'false'
  const back = safeRedirect(form.get('redirectTo'), '/dashboard')
  return redirect(back.startsWith('/dashboard') ? back : '/dashboard', {
    headers: { 'set-cookie': sidebarCookie(open, env().production) },
  })
}
