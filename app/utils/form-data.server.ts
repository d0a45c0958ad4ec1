// Every action that reads a form reads it here. Only the two encodings an HTML form sends are accepted
// (a page's JavaScript submits the same encodings); anything else is a 415, and a form body that
// cannot be read (a cut-off multipart body, a missing boundary) a 400, each with a sentence saying what
// happened, instead of the 500 that request.formData() throws into. The size of the body is bounded
// before Remix sees it (server/body-limit.ts), so reading it here is cheap.

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data']

export const FORM_REFUSED = {
  unsupported: 'This address only accepts a form sent from our pages. Nothing was saved.',
  unreadable: 'The form arrived incomplete or could not be read. Nothing was saved. Please go back and send it again.',
}

/** The media type of a request's body, lower case, without parameters ('' when there is none). */
export function mediaType(request: Request) {
  return (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
}

export function isFormEncoded(request: Request) {
  return FORM_TYPES.includes(mediaType(request))
}

function refusal(status: 400 | 415, message: string) {
  return new Response(message, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } })
}

/** The posted form; throws a 415 or 400 Response (which Remix renders as the error page) otherwise. */
export async function readFormData(request: Request): Promise<FormData> {
  if (!isFormEncoded(request)) throw refusal(415, FORM_REFUSED.unsupported)
  try {
    return await request.formData()
  } catch {
    throw refusal(400, FORM_REFUSED.unreadable)
  }
}

/** As readFormData, but answers null instead of throwing, for actions that show their own notice. */
export async function tryReadFormData(request: Request): Promise<FormData | null> {
  try {
    return await readFormData(request)
  } catch (error) {
    if (error instanceof Response) return null
    throw error
  }
}
