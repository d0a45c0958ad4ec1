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
// `serve` goes first in the Express chain (after the nonce is made, before helmet and compression):
// a hit replays the stored headers (helmet's included) and ends there. `capture` goes last, right
// before the Remix handler, so it sees the uncompressed body of a miss.
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

  /** Replays a stored page, or passes the request on. */
  function serve(req: Request, res: Response, next: NextFunction) {
    if (!eligible(req)) return next()
    const key = keyOf(req)
    const entry = entries.get(key)
    if (!entry) return next()
    if (Date.now() - entry.created > ttlMs) {
      entries.delete(key)
      return next()
    }
    // Keep recently used entries at the end, so eviction drops the oldest.
    entries.delete(key)
    entries.set(key, entry)
    hits++
    const nonce = String(res.locals.cspNonce ?? crypto.randomBytes(16).toString('base64'))
    if (nonce.length !== entry.nonceLength) return next()
    send(req, res, entry, nonce)
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
      nonceLength: nonce.length,
    })
    stores++
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string)
  }

  return {
    serve,
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

function send(req: IncomingMessage, res: ServerResponse, entry: Entry, nonce: string) {
  const nonceBytes = Buffer.from(nonce, 'latin1')
  const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))
  const body = gzip ? gzipSplice(entry, nonceBytes) : joinWith(entry.raw, nonceBytes)
  const headers: Record<string, string> = {}
  for (const [name, pieces] of entry.headers) headers[name] = pieces.join(nonce)
  headers['vary'] = 'Accept-Encoding'
  headers['content-length'] = String(body.length)
  if (gzip) headers['content-encoding'] = 'gzip'
  res.writeHead(entry.status, headers)
  res.end(body)
}

function joinWith(pieces: Buffer[], separator: Buffer) {
  const parts: Buffer[] = []
  pieces.forEach((piece, i) => {
    if (i > 0) parts.push(separator)
    parts.push(piece)
  })
  return Buffer.concat(parts)
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff])
const FINAL_EMPTY_BLOCK = Buffer.from([0x03, 0x00])

/** A gzip member made of the pre-deflated pieces with the nonce between them in stored blocks. */
function gzipSplice(entry: Entry, nonce: Buffer) {
  const stored = Buffer.alloc(5 + nonce.length)
  stored[0] = 0x00 // not final, stored block; byte-aligned after a sync flush
  stored.writeUInt16LE(nonce.length, 1)
  stored.writeUInt16LE(~nonce.length & 0xffff, 3)
  nonce.copy(stored, 5)
  const parts: Buffer[] = [GZIP_HEADER]
  let crc = 0
  let size = 0
  entry.raw.forEach((piece, i) => {
    if (i > 0) {
      parts.push(stored)
      crc = zlib.crc32(nonce, crc)
      size += nonce.length
    }
    parts.push(entry.deflated[i])
    crc = zlib.crc32(piece, crc)
    size += piece.length
  })
  parts.push(FINAL_EMPTY_BLOCK)
  const trailer = Buffer.alloc(8)
  trailer.writeUInt32LE(crc >>> 0, 0)
  trailer.writeUInt32LE(size >>> 0, 4)
  parts.push(trailer)
  return Buffer.concat(parts)
}
