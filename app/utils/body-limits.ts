// Sizes: how large each upload may be, and how large a request body each route takes. A route that reads
// more than a form declares its body limit next to its action, as an export of the route module:
//
//   export const bodyLimit = uploadBodyLimit(MAX_TEMPLATE_BYTES)
//
// The web process reads these declarations from the Remix build and refuses a larger body with 413
// before anything reads it (server/body-limit.ts); a route that declares none takes FORM_BODY_LIMIT.
// A route that calls the upload reader (app/utils/upload-parsing.server.ts) must declare one: a test
// fails otherwise (tests/unit/body-limit.test.ts). This module is not .server: the browser's bundle of a
// route module evaluates the declaration too (and drops it), so it must be computable there.

const KB = 1024
const MB = 1024 * KB

export const MAX_TEMPLATE_BYTES = 10 * MB
export const MAX_REPORT_BYTES = 25 * MB
/** A client's checklist uploads: each file, each upload (one post), and everything a client keeps with us. */
export const MAX_DOCUMENT_BYTES = 25 * MB
export const MAX_DOCUMENT_FILES_PER_UPLOAD = 10
export const MAX_DOCUMENT_UPLOAD_BYTES = 100 * MB
export const MAX_CLIENT_DOCUMENT_BYTES = 500 * MB

/** Room for the multipart framing and the small fields beside the uploaded files. */
const MULTIPART_OVERHEAD = 64 * KB

/** Every form: the longest field is 5,000 characters, 45 KB even when each is a 3-byte character. */
export const FORM_BODY_LIMIT = 64 * KB
/** The payment and signature providers' webhooks (their events are a few KB). */
export const WEBHOOK_BODY_LIMIT = 1024 * KB

/**
 * A form with one file of at most maxFileBytes. The reader streams the file to disk and stops at its
 * limit, so the body may be larger than the file allowed: up to twice that, a file just over the limit
 * gets the page's own message ("larger than 10 MB") in place of a bare refusal; past it, the 413.
 */
export function uploadBodyLimit(maxFileBytes: number) {
  return 2 * maxFileBytes + MULTIPART_OVERHEAD
}

/** A form with several files: all of them together up to their limit, and one file's worth more so that a post just over it gets the page's message. */
export function uploadsBodyLimit(maxTotalBytes: number, maxFileBytes: number) {
  return maxTotalBytes + maxFileBytes + MULTIPART_OVERHEAD
}
