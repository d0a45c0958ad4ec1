// POST /auth/sign-out: deletes the session row (the old cookie stops working everywhere) and clears it.
import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { logout } from '~/utils/auth.server'
import { createToastHeaders } from '~/utils/toast.server'

export async function loader() {
  return redirect('/dashboard')
}

export async function action({ request }: ActionFunctionArgs) {
  try {
    await logout(request, '/auth')
  } catch (response) {
    if (!(response instanceof Response)) throw response
    const toast = await createToastHeaders({
      title: 'Signed Out',
      description: 'You have been signed out of the client portal.',
      type: 'info',
    })
    for (const cookie of toast.getSetCookie()) response.headers.append('set-cookie', cookie)
    throw response
  }
}
