// Public pages, served like static files. A page whose route says `Cache-Control: public`
// (app/utils/public-page.ts) ships no bundle and allows its one inline script by hash, so the page an
// anonymous visitor gets is the same bytes for everyone. It is rendered once through Remix's own
// request handler, kept with its gzip and brotli forms and an ETag, and answered from memory until it
// is as old as its s-maxage allows (five minutes for most pages; a CDN in front is given the same).
//
// - Only GET and HEAD requests that are not personal (server/security.ts: no session, notice or
//   purchase cookie, not a portal, admin, sign-in or purchase URL) use it; everyone else goes to the app.
// - A page is kept only if Remix answered 200 with HTML, `public` in its Cache-Control, no Set-Cookie,
//   and a body without this request's nonce (a page that hydrates needs the nonce, so it cannot be shared).
// - Entries are keyed by URL within one process, so one build: a deploy starts empty.
// - When an entry runs out, the next request renders the page again; requests that arrive while that
//   render is under way get the old copy (as a CDN does under stale-while-revalidate) instead of each
//   rendering it too (under load, every open connection would otherwise render and compress it).
// It earns its place by measurement (decision 0017): `bench/throughput.mjs` against a static server, and
// bench/README.md, "Issue 24: the benchmarking devices", for the same pages rendered on every request.
import crypto from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import zlib from 'node:zlib'
import { createRequestHandler, writeReadableStreamToWritable, type ServerBuild } from '@remix-run/node'
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from 'express'
import { isPersonalRequest } from './security'

type Encoding = 'identity' | 'gzip' | 'br'
type Entry = {
  /** Until when (ms since the epoch) the page may be answered from memory: its s-maxage, at most ttlMs. */
  expires: number
  etag: string
  cacheControl: string
  vary: string
  /** Each encoding's body with its complete response headers, prepared once. */
  bodies: Record<Encoding, { body: Buffer; headers: Record<string, string> }>
}

export type PublicPagesOptions = {
  build: ServerBuild
  mode: 'production' | 'development'
  /** Requests are rendered for this origin, whatever Host a client sends. */
  origin: string
  /** The Content-Security-Policy of a page without a nonce. */
  sharedPolicy: string
  ttlMs?: number
  maxEntries?: number
}

// Headers of one response's transport or of one visitor, never stored.
const NOT_STORED = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'etag',
  'vary',
  'set-cookie',
])

export function createPublicPages({ build, mode, origin, sharedPolicy, ttlMs = 5 * 60_000, maxEntries = 500 }: PublicPagesOptions) {
  const handleRequest = createRequestHandler(build, mode)
  const entries = new Map<string, Entry>()
  /** URLs being rendered again right now: their old copy still answers meanwhile. */
  const refreshing = new Set<string>()
  const base = new URL(origin).origin

  function shared(method: string | undefined, url: string, cookie: string | undefined) {
    if (method !== 'GET' && method !== 'HEAD') return false
    const query = url.indexOf('?')
    return !isPersonalRequest(query >= 0 ? url.slice(0, query) : url, query >= 0 ? url.slice(query) : '', cookie)
  }

  /**
   * The HTTP server's listener calls this first: a stored page is answered without entering Express.
   * The first request to find its page run out goes on to render it again (render, below); the URL is
   * marked from here, before Express, so that requests arriving meanwhile get the old copy.
   */
  function serve(req: IncomingMessage, res: ServerResponse) {
    const url = req.url ?? '/'
    if (!shared(req.method, url, req.headers.cookie)) return false
    const entry = entries.get(url)
    if (!entry) return false
    if (Date.now() < entry.expires || refreshing.has(url)) {
      send(req, res, entry)
      return true
    }
    refreshing.add(url)
    res.on('close', () => refreshing.delete(url))
    return false
  }

  /**
   * The last middleware before the app's Remix handler: renders a shared request through Remix, keeps
   * the page if it is public, and answers either way.
   */
  async function render(req: ExpressRequest, res: ExpressResponse, next: NextFunction) {
    if (req.method !== 'GET' || !shared(req.method, req.originalUrl, req.headers.cookie)) return next()
    const url = req.originalUrl
    try {
      const nonce = String(res.locals.cspNonce ?? '')
      const controller = new AbortController()
      res.on('close', () => controller.abort())
      const headers = new Headers()
      for (const [name, value] of Object.entries(req.headers)) {
        if (typeof value === 'string') headers.set(name, value)
        else if (value) for (const v of value) headers.append(name, v)
      }
      const request = new Request(new URL(base + req.originalUrl), { headers, signal: controller.signal })
      const response = await handleRequest(request, { cspNonce: nonce })
      if (isPublic(response)) {
        const body = Buffer.from(await response.arrayBuffer())
        if (!nonce || !body.includes(nonce)) {
          const entry = store(url, res, response, body)
          send(req, res, entry)
          return
        }
        entries.delete(url)
        return void sendResponse(res, response, body)
      }
      entries.delete(url)
      await sendResponse(res, response)
    } catch (error) {
      next(error)
    }
  }

  function store(url: string, res: ExpressResponse, response: Response, body: Buffer) {
    const headers: Record<string, string> = {}
    // The headers the app set for every page (helmet's, Permissions-Policy), then the page's own.
    for (const [name, value] of Object.entries(res.getHeaders())) {
      if (value !== undefined && !NOT_STORED.has(name)) headers[name] = [value].flat().map(String).join(', ')
    }
    for (const [name, value] of response.headers) if (!NOT_STORED.has(name)) headers[name] = value
    headers['content-security-policy'] = sharedPolicy
    // The home page also depends on the `lang` cookie (a visitor who chose Spanish is sent to /es,
    // rememberedLanguageRedirect below): a CDN must not answer one visitor with another's. Every other
    // page says its language in its URL and stays one copy for everyone.
    headers['vary'] = isHomePage(url) ? 'Accept-Encoding, Cookie' : 'Accept-Encoding'
    headers['etag'] = `"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`
    const encoded = {
      identity: body,
      gzip: zlib.gzipSync(body, { level: 9 }),
      br: zlib.brotliCompressSync(body, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      }),
    }
    const variant = (encoding: Encoding) => ({
      body: encoded[encoding],
      headers: {
        ...headers,
        'content-length': String(encoded[encoding].length),
        ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
      },
    })
    const sMaxAge = /(?:^|,)\s*s-maxage=(\d+)/.exec(headers['cache-control'] ?? '')
    const entry: Entry = {
      expires: Date.now() + Math.min(ttlMs, sMaxAge ? Number(sMaxAge[1]) * 1000 : ttlMs),
      etag: headers['etag'],
      cacheControl: headers['cache-control'] ?? '',
      vary: headers['vary'],
      bodies: { identity: variant('identity'), gzip: variant('gzip'), br: variant('br') },
    }
    entries.delete(url)
    entries.set(url, entry)
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string)
    return entry
  }

  return { serve, render, clear: () => entries.clear(), size: () => entries.size }
}

function isPublic(response: Response) {
  return (
    response.status === 200 &&
    (response.headers.get('content-type') ?? '').startsWith('text/html') &&
    /(?:^|,)\s*public\s*(?:,|$)/.test(response.headers.get('cache-control') ?? '') &&
    !response.headers.has('set-cookie')
  )
}

function send(req: IncomingMessage, res: ServerResponse, entry: Entry) {
  const tags = req.headers['if-none-match']
  if (tags && tags.split(',').some((tag) => tag.trim().replace(/^W\//, '') === entry.etag)) {
    res.writeHead(304, { etag: entry.etag, 'cache-control': entry.cacheControl, vary: entry.vary })
    res.end()
    return
  }
  const accepts = req.headers['accept-encoding'] ?? ''
  const { body, headers } = entry.bodies[/\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : 'identity']
  res.writeHead(200, headers)
  res.end(req.method === 'HEAD' ? undefined : body)
}

/** Sends a Remix response through Express (its compression and header rules still apply). */
async function sendResponse(res: ExpressResponse, response: Response, body?: Buffer) {
  res.statusMessage = response.statusText
  res.status(response.status)
  for (const [name, value] of response.headers) if (name !== 'set-cookie') res.setHeader(name, value)
  const cookies = response.headers.getSetCookie()
  if (cookies.length) res.setHeader('Set-Cookie', cookies)
  if (body) return void res.end(body)
  if (!response.body) return void res.end()
  await writeReadableStreamToWritable(response.body, res)
}

/**
 * The language a visitor chose, remembered (issue 28): the switch in the header and footer sets the
 * `lang` cookie (app/components/layout/site-script.tsx), and the home page typed or bookmarked as `/`
 * then opens in Spanish for whoever chose Spanish. Only the home page, and only on that explicit
 * choice: every other URL says its language itself, and Accept-Language never redirects.
 * Returns where to send the request, or null.
 */
export function rememberedLanguageRedirect(method: string | undefined, url: string, cookie: string | undefined): string | null {
  if (method !== 'GET' && method !== 'HEAD') return null
  if (!isHomePage(url)) return null
  const query = url.indexOf('?')
  return /(?:^|;\s*)lang=es(?:;|$)/.test(cookie ?? '') ? `/es${query >= 0 ? url.slice(query) : ''}` : null
}

/** The home page, `/`, with or without a query: the one URL whose answer depends on the `lang` cookie. */
function isHomePage(url: string) {
  const query = url.indexOf('?')
  return (query >= 0 ? url.slice(0, query) : url) === '/'
}

/** Answers a request `rememberedLanguageRedirect` redirects; false for every other. */
export function redirectToRememberedLanguage(req: IncomingMessage, res: ServerResponse) {
  const location = rememberedLanguageRedirect(req.method, req.url ?? '/', req.headers.cookie)
  if (!location) return false
  res.writeHead(302, { Location: location, 'Cache-Control': 'private, no-store', Vary: 'Cookie' })
  res.end()
  return true
}
