// A render cache for public pages. Their HTML depends on nothing per visitor except the notice
// (toast cookie) and the signed-in state (session cookie), so for an anonymous GET without either
// cookie the page rendered for one visitor is the page for all: it is stored once and replayed.
//
// - Opt-in: only responses whose route sets `x-render-cache: public` (app/utils/public-page.ts), with
//   status 200, HTML, and no Set-Cookie, are stored. The marker header never reaches the browser.
// - The CSP nonce differs per request: the stored HTML and CSP header are kept split at the nonce of
//   the request that rendered them, and every hit is joined with that request's own fresh nonce.
// - Gzip without compressing per hit: each piece between nonces is deflated once (ending on a sync
//   flush), and a hit splices them with the nonce in an uncompressed ("stored") deflate block, then
//   adds the gzip header and CRC. A hit costs a CRC over the page, not a compression.
// - Invalidation: entries belong to one build (the build's asset version is part of the key), live
//   at most `ttlMs`, and the cache holds at most `maxEntries` URLs.
//
// `wrap(app)` is the HTTP server's listener: a hit replays the stored headers (helmet's included)
// and body without entering Express. `capture` goes last in the Express chain, right before the
// Remix handler, so it sees the uncompressed body of a miss.
import crypto from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import zlib from 'node:zlib'
import type { NextFunction, Request, Response } from 'express'

const MARKER = 'x-render-cache'
const PER_VISITOR_COOKIE = /(?:^|;\s*)(?:__Host-)?en_(?:session|toast)=/
// Headers that belong to one response's transport, not to the page.
const NOT_STORED = new Set([
  MARKER,
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'vary',
  'etag',
])

type Entry = {
  created: number
  status: number
  /** Header name and value, the CSP value split at the nonce. */
  headers: Array<[string, string[]]>
  /** The body split at the nonce: raw, and each piece deflated ending on a sync flush. */
  raw: Buffer[]
  deflated: Buffer[]
  /** Each raw piece's CRC-32 and the operator that shifts a CRC past that many bytes (for combining). */
  crcs: number[]
  shifts: number[]
  rawLength: number
  nonceLength: number
}

export type RenderCacheOptions = { version: string; maxEntries?: number; ttlMs?: number; enabled?: boolean }

export function createRenderCache({ version, maxEntries = 500, ttlMs = 10 * 60_000, enabled = true }: RenderCacheOptions) {
  const entries = new Map<string, Entry>()
  let hits = 0
  let stores = 0

  const keyOf = (req: IncomingMessage) => `${version} ${req.url}`

  function eligible(req: IncomingMessage) {
    if (!enabled || req.method !== 'GET') return false
    const cookie = req.headers.cookie
    return !(cookie && PER_VISITOR_COOKIE.test(cookie))
  }

  /** Answers from the cache when it can; false means the request is the app's to handle. */
  function tryServe(req: IncomingMessage, res: ServerResponse) {
    if (!eligible(req)) return false
    const key = keyOf(req)
    const entry = entries.get(key)
    if (!entry) return false
    if (Date.now() - entry.created > ttlMs) {
      entries.delete(key)
      return false
    }
    // Keep recently used entries at the end, so eviction drops the oldest.
    entries.delete(key)
    entries.set(key, entry)
    const nonce = freshNonce()
    if (nonce.length !== entry.nonceLength) return false
    hits++
    send(req, res, entry, nonce)
    return true
  }

  /**
   * The HTTP server's request listener: hits are answered here, before Express runs at all (its
   * per-request cost is most of a hit's), and everything else goes to the app.
   */
  function wrap(app: (req: IncomingMessage, res: ServerResponse) => void) {
    return (req: IncomingMessage, res: ServerResponse) => {
      if (!tryServe(req, res)) app(req, res)
    }
  }

  /** On a miss, records the page the rest of the chain renders, if it may be shared. */
  function capture(req: Request, res: Response, next: NextFunction) {
    if (!eligible(req)) return next()
    const nonce = String(res.locals.cspNonce ?? '')
    const key = keyOf(req)
    let chunks: Buffer[] = []
    // Undecided until the headers go out; the first write comes before them, so it is kept provisionally.
    let storing: boolean | undefined
    let headers: Array<[string, string | number | string[]]> = []

    const writeHead = res.writeHead
    res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
      const marked = this.getHeader(MARKER) === 'public'
      this.removeHeader(MARKER)
      const status = typeof args[0] === 'number' ? args[0] : this.statusCode
      const contentType = String(this.getHeader('content-type') ?? '')
      storing =
        marked &&
        nonce.length > 0 &&
        status === 200 &&
        !this.hasHeader('set-cookie') &&
        contentType.startsWith('text/html') &&
        typeof args[1] !== 'object' // headers passed inline are not seen by getHeaders()
      if (!storing) chunks = []
      if (storing) {
        headers = Object.entries(this.getHeaders())
          .filter(([name, value]) => value !== undefined && !NOT_STORED.has(name))
          .map(([name, value]) => [name, value as string | number | string[]])
      }
      return writeHead.apply(this, args as Parameters<typeof writeHead>)
    } as typeof res.writeHead

    const write = res.write
    res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
      if (storing !== false && chunk) chunks.push(toBuffer(chunk, rest[0]))
      return write.apply(this, [chunk, ...rest] as Parameters<typeof write>)
    } as typeof res.write

    const end = res.end
    res.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
      if (storing !== false && chunk && typeof chunk !== 'function') chunks.push(toBuffer(chunk, rest[0]))
      const result = end.apply(this, [chunk, ...rest] as Parameters<typeof end>)
      // The headers have gone out by now (end sends them when nothing was written before).
      if (storing) store(key, headers, Buffer.concat(chunks), nonce)
      return result
    } as typeof res.end

    next()
  }

  function store(key: string, headers: Array<[string, string | number | string[]]>, body: Buffer, nonce: string) {
    const html = body.toString('utf8')
    const raw = html.split(nonce).map((piece) => Buffer.from(piece, 'utf8'))
    entries.set(key, {
      created: Date.now(),
      status: 200,
      headers: headers.map(([name, value]) => [name, [value].flat().map(String).join(', ').split(nonce)]),
      raw,
      deflated: raw.map((piece) => zlib.deflateRawSync(piece, { level: 9, finishFlush: zlib.constants.Z_SYNC_FLUSH })),
      crcs: raw.map((piece) => zlib.crc32(piece)),
      shifts: raw.map((piece) => x8nmodp(piece.length)),
      rawLength: raw.reduce((n, piece) => n + piece.length, 0),
      nonceLength: nonce.length,
    })
    stores++
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string)
  }

  return {
    wrap,
    tryServe,
    capture,
    clear: () => entries.clear(),
    stats: () => ({ entries: entries.size, hits, stores }),
  }
}

function toBuffer(chunk: unknown, encoding: unknown) {
  if (Buffer.isBuffer(chunk)) return chunk
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
  return Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
}

// Nonces for hits come from a pool of random bytes, refilled 4 KiB at a time.
let pool = Buffer.alloc(0)
let poolOffset = 0
function freshNonce() {
  if (poolOffset + 16 > pool.length) {
    pool = crypto.randomBytes(4096)
    poolOffset = 0
  }
  poolOffset += 16
  return pool.toString('base64', poolOffset - 16, poolOffset)
}

function send(req: IncomingMessage, res: ServerResponse, entry: Entry, nonce: string) {
  const nonceBytes = Buffer.from(nonce, 'latin1')
  const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))
  const gaps = entry.raw.length - 1
  const headers: Record<string, string> = {}
  for (const [name, pieces] of entry.headers) headers[name] = pieces.length === 1 ? pieces[0] : pieces.join(nonce)
  headers['vary'] = 'Accept-Encoding'
  // Written piece by piece (corked into one send), so the page is never copied per request.
  const parts: Buffer[] = []
  if (gzip) {
    const stored = Buffer.allocUnsafe(5 + nonceBytes.length)
    stored[0] = 0x00 // a stored block, not final; byte-aligned after the previous piece's sync flush
    stored.writeUInt16LE(nonceBytes.length, 1)
    stored.writeUInt16LE(~nonceBytes.length & 0xffff, 3)
    nonceBytes.copy(stored, 5)
    const nonceCrc = zlib.crc32(nonceBytes)
    const nonceShift = x8nmodp(nonceBytes.length)
    let crc = entry.crcs[0]
    parts.push(GZIP_HEADER, entry.deflated[0])
    for (let i = 1; i <= gaps; i++) {
      crc = (multmodp(nonceShift, crc) ^ nonceCrc) >>> 0
      crc = (multmodp(entry.shifts[i], crc) ^ entry.crcs[i]) >>> 0
      parts.push(stored, entry.deflated[i])
    }
    const trailer = Buffer.allocUnsafe(8)
    trailer.writeUInt32LE(crc, 0)
    trailer.writeUInt32LE((entry.rawLength + gaps * nonceBytes.length) >>> 0, 4)
    parts.push(FINAL_EMPTY_BLOCK, trailer)
    headers['content-encoding'] = 'gzip'
  } else {
    parts.push(entry.raw[0])
    for (let i = 1; i <= gaps; i++) parts.push(nonceBytes, entry.raw[i])
  }
  let length = 0
  for (const part of parts) length += part.length
  headers['content-length'] = String(length)
  res.writeHead(entry.status, headers)
  res.cork()
  for (let i = 0; i < parts.length - 1; i++) res.write(parts[i])
  res.end(parts[parts.length - 1])
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff])
const FINAL_EMPTY_BLOCK = Buffer.from([0x03, 0x00])

// CRC-32 combination (zlib's crc32_combine, in its x^(2^n) mod p form): the CRC of A followed by B
// is multmodp(x8nmodp(len(B)), crc(A)) ^ crc(B). With the pieces' CRCs and shifts stored, a hit's
// CRC costs a few dozen operations per nonce instead of a pass over the whole page.
const POLY = 0xedb88320
function multmodp(a: number, b: number) {
  let m = 0x80000000
  let p = 0
  for (;;) {
    if (a & m) {
      p ^= b
      if ((a & (m - 1)) === 0) break
    }
    m >>>= 1
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1
  }
  return p >>> 0
}
const X2N = new Uint32Array(32)
{
  let p = 0x40000000 // x^1
  X2N[0] = p
  for (let n = 1; n < 32; n++) X2N[n] = p = multmodp(p, p)
}
/** x^(8n) mod p: the operator that moves a CRC past n zero bytes. */
function x8nmodp(n: number) {
  let xp = 0x80000000 // x^0
  let k = 3
  while (n) {
    if (n & 1) xp = multmodp(X2N[k & 31], xp)
    n >>>= 1
    k++
  }
  return xp
}
