// Request-body limits, applied before anything reads a body (Remix's adapter hands the request stream to
// the route, and request.formData() buffers all of it: one 100 MB post took the process past 1 GB).
//
// The limit is checked on Content-Length, at once, without reading a byte. That is enough because
// Node's HTTP parser never delivers more body than Content-Length announces (the bytes after it are
// read as the next request), and it rejects a request that carries both Content-Length and
// Transfer-Encoding. The only bodies without a length are chunked ones; no form of this site is sent
// that way (a browser knows the size of a urlencoded or multipart form, and sends it, with or without
// JavaScript), nor are the payment and signature providers' webhooks, so such a body is refused with
// 411 instead of being counted as it streams: counting it would mean reading it ahead of Remix, which
// reads the same stream.
//
// After a refusal the rest of the body is read and thrown away for up to LINGER_MS, then the connection
// is cut if it is still arriving. Cutting it at once loses the answer: a client still sending gets a
// reset before it has read the 413 (what web servers call a lingering close). A cap in bytes instead of
// time raced a fast client the same way. Nothing read is kept, so memory does not grow.
import type express from 'express'
import { MAX_DOCUMENT_BYTES, MAX_DOCUMENT_UPLOAD_BYTES, MAX_REPORT_BYTES, MAX_TEMPLATE_BYTES } from '~/utils/upload-parsing.server'
import { formPageOf, sendRefusal } from './refusal-page'

const KB = 1024
const LINGER_MS = 5_000
/** Room for the multipart framing and the small fields beside an uploaded file. */
const MULTIPART_OVERHEAD = 64 * KB

export const BODY_LIMITS = {
  /** Every form: the longest field is 5,000 characters, 45 KB even when each is a 3-byte character. */
  form: 64 * KB,
  /** The payment and signature providers' webhooks (their events are a few KB). */
  webhook: 1024 * KB,
  // Upload routes stream the file to disk and stop at its limit, so the body may be larger than the
  // file allowed: up to twice that, a file just over the limit gets the page's own message ("larger than
  // 10 MB") in place of a bare refusal; past it, the 413.
  templateUpload: 2 * MAX_TEMPLATE_BYTES + MULTIPART_OVERHEAD,
  reportUpload: 2 * MAX_REPORT_BYTES + MULTIPART_OVERHEAD,
  // A client's checklist upload carries several files: all of them together up to their limit, and one
  // file's worth more so that a post just over it gets the page's message.
  documentUpload: MAX_DOCUMENT_UPLOAD_BYTES + MAX_DOCUMENT_BYTES + MULTIPART_OVERHEAD,
} as const

// Remix matches paths without regard to case, so these do too; an odd spelling (e.g. percent-encoded)
// falls to the smallest limit, which is the safe side. `.data` is the address a page's JavaScript posts to.
const LIMITED_PATHS: Array<[RegExp, number]> = [
  [/^\/webhooks\/(stripe|docusign)\/?$/i, BODY_LIMITS.webhook],
  [/^\/internal-admin\/templates(\.data)?\/?$/i, BODY_LIMITS.templateUpload],
  // Site content: the portrait and the sample report page (10 MB images, the templates' limit).
  [/^\/internal-admin\/content(\.data)?\/?$/i, BODY_LIMITS.templateUpload],
  [/^\/internal-admin\/clients\/[^/]+\/?$/i, BODY_LIMITS.reportUpload],
  [/^\/dashboard\/documents(\.data)?\/?$/i, BODY_LIMITS.documentUpload],
  // The Circle: a member's request with its attachment, and the firm's deliverable.
  [/^\/dashboard\/apex-circle\/request(\.data)?\/?$/i, BODY_LIMITS.templateUpload],
  [/^\/internal-admin\/circle\/deliverables\/[^/.]+(\.data)?\/?$/i, BODY_LIMITS.templateUpload],
]

export function bodyLimitFor(path: string) {
  return LIMITED_PATHS.find(([pattern]) => pattern.test(path))?.[1] ?? BODY_LIMITS.form
}

function size(bytes: number) {
  return bytes >= 1024 * KB ? `${Math.round(bytes / (1024 * KB))} MB` : `${Math.round(bytes / KB)} KB`
}

/** Discards what the client is still sending, within bounds, so that it can read the refusal. */
function discardRest(req: express.Request) {
  const timer = setTimeout(() => req.socket.destroy(), LINGER_MS).unref()
  req.resume()
  req.once('end', () => clearTimeout(timer))
  req.socket.once('close', () => clearTimeout(timer))
}

/** Express middleware: 413 for a body over its route's limit, 411 for one of unknown length. */
export function limitRequestBodies(firmName: () => string) {
  return (req: express.Request, res: express.Response, next: express.NextFunction) => {
    // Remix gives GET and HEAD requests no body; Node discards one if sent.
    if (req.method === 'GET' || req.method === 'HEAD') return next()
    const back = formPageOf(req)
    if (req.headers['transfer-encoding'] !== undefined) {
      discardRest(req)
      return sendRefusal(req, res, {
        status: 411,
        firmName: firmName(),
        title: 'Form not sent',
        paragraphs: [
          'Your browser sent this form without saying how large it is, which this site does not accept. Nothing was saved.',
          `Please go back and send it again: <a href="${back}" style="color:#1c2430">open the form</a>.`,
        ],
        text: 'Request body refused: send a Content-Length (chunked bodies are not accepted). Nothing was saved.',
      })
    }
    const length = Number(req.headers['content-length'] ?? 0)
    const limit = bodyLimitFor(req.path)
    if (length <= limit) return next()
    discardRest(req)
    return sendRefusal(req, res, {
      status: 413,
      firmName: firmName(),
      title: 'Too large to send',
      paragraphs: [
        `What you sent is larger than this form accepts (${size(limit)}), so we did not read it. Nothing was saved.`,
        `Please go back, shorten it or choose a smaller file, and send it again: <a href="${back}" style="color:#1c2430">open the form</a>.`,
      ],
      text: `Request body too large: this address accepts at most ${limit} bytes. Nothing was saved.`,
    })
  }
}
