// POST /auth/sign-out: deletes the session row (the old cookie stops working everywhere) and clears it.
import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { logout } from '~/utils/auth.server'
import { createToastHeaders } from '~/utils/toast.server'

export async function loader() {
  return redirect('/dashboard')
}

export async function action({ request }: ActionFunctionArgs) {
  const toast = await createToastHeaders({
    title: 'Signed Out',
    description: 'You have been signed out of the client portal.',
    type: 'info',
  })
  return logout(request, '/auth', { headers: toast })
}
