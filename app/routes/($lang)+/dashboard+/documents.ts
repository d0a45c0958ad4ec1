// POST /dashboard/documents: the checklist's forms. A multipart post uploads files to one item (or marks
// it not applicable, from the same form); a plain post removes a file. The item and the client the form
// was drawn for travel in the address (?item=…&for=…), so a wrong one is refused before a byte of the
// body is read. Answers a redirect with a notice (post/redirect/get), or JSON to the page's upload script.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { MAX_DOCUMENT_BYTES, MAX_DOCUMENT_UPLOAD_BYTES, uploadsBodyLimit } from '~/utils/body-limits'

import { handleDocumentsPost } from './__documents-actions.server'
import { localePath } from '~/utils/i18n'
import { requestLang } from '~/utils/i18n.server'

export function loader({ request }: LoaderFunctionArgs) {
  return redirect(localePath(requestLang(request), '/dashboard?checklist=open#documents'))
}

/** Several files at once (server/body-limit.ts reads this). */
export const bodyLimit = uploadsBodyLimit(MAX_DOCUMENT_UPLOAD_BYTES, MAX_DOCUMENT_BYTES)

export async function action({ request }: ActionFunctionArgs) {
  return handleDocumentsPost(request)
}
