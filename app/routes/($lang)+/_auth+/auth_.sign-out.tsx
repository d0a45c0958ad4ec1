// POST /auth/sign-out: deletes the session row (the old cookie stops working everywhere) and clears it.
// From a Spanish page (/es/auth/sign-out) the notice is in Spanish and the way back is /es/auth.
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { logout } from '~/utils/auth.server'
import { localePath } from '~/utils/i18n'
import { requestLang, serverT } from '~/utils/i18n.server'
import { createToastHeaders } from '~/utils/toast.server'

export async function loader({ request }: LoaderFunctionArgs) {
  return redirect(localePath(requestLang(request), '/dashboard'))
}

export async function action({ request }: ActionFunctionArgs) {
  const lang = requestLang(request)
  const t = serverT(lang, 'auth')
  const toast = await createToastHeaders({
    title: t('signIn.signedOut.title'),
    description: t('signIn.signedOut.description'),
    type: 'info',
  })
  return logout(request, localePath(lang, '/auth'), { headers: toast })
}
