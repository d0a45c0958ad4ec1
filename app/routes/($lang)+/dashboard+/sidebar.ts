// POST /dashboard/sidebar: the no-JavaScript way to collapse or expand the portal sidebar. Sets the
// same cookie the browser sets itself when JavaScript runs, then goes back to the page (in its language).
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { requireUser } from '~/utils/auth.server'
import { env } from '~/utils/env.server'
import { localePath } from '~/utils/i18n'
import { requestLang } from '~/utils/i18n.server'
import { safeRedirect } from '~/utils/misc'
import { sidebarCookie } from '~/utils/sidebar'
import { readFormData } from '~/utils/form-data.server'

export async function loader({ request }: LoaderFunctionArgs) {
  return redirect(localePath(requestLang(request), '/dashboard'))
}

export async function action({ request }: ActionFunctionArgs) {
  await requireUser(request)
  const home = localePath(requestLang(request), '/dashboard')
  const form = await readFormData(request)
  const open = form.get('open') !== 'false'
  const back = safeRedirect(form.get('redirectTo'), home)
  return redirect(back.startsWith('/dashboard') || back.startsWith('/es/dashboard') ? back : home, {
    headers: { 'set-cookie': sidebarCookie(open, env().production) },
  })
}
