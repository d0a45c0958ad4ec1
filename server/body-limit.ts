// Request-body limits, each route's as its module declares it (app/utils/body-limit.server.ts), applied
// before anything reads a body (Remix's adapter hands the request stream to the route, and
// request.formData() buffers all of it: one 100 MB post took the process past 1 GB).
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
import type { ServerBuild } from '@remix-run/node'
import { matchRoutes } from '@remix-run/react'
import type express from 'express'
import { FORM_BODY_LIMIT } from '~/utils/body-limits'
import { fill } from '~/utils/i18n'
import { refusalWords, sendRefusal } from './refusal-page'

const KB = 1024
const LINGER_MS = 5_000

type RouteNode = { id: string; path?: string; index?: boolean; caseSensitive?: boolean; children?: RouteNode[] }

/** The build's routes as the tree Remix's server matches a request against (its createRoutes). */
function routeTree(build: ServerBuild, parentId?: string): RouteNode[] {
  return Object.values(build.routes)
    .filter((route) => route.parentId === parentId)
    .map(({ id, path, index, caseSensitive }) => {
      const children = routeTree(build, id)
      return { id, path, index, caseSensitive, ...(children.length ? { children } : {}) }
    })
}

/**
 * Each route's body limit, as its module declares it (`export const bodyLimit`, app/utils/body-limit.server.ts),
 * found the way Remix finds the route whose action a post runs: the same matching (case-insensitive, the
 * path decoded), `.data` being the address a page's JavaScript posts to, and an index route only with
 * `?index`. Anything else, or a route without a declaration, gets the form limit.
 */
export function routeBodyLimits(build: ServerBuild) {
  const routes = routeTree(build)
  return (pathname: string, search = '') => {
    let path = pathname
    if (path.endsWith('.data')) path = path.slice(0, -'.data'.length).replace(/^\/_root$/, '/')
    const matches = matchRoutes(routes as Parameters<typeof matchRoutes>[0], path)
    if (!matches) return FORM_BODY_LIMIT
    const last = matches[matches.length - 1]!
    const withPath = matches.filter((m, i) => i === 0 || Boolean(m.route.path))
    const target = last.route.index && new URLSearchParams(search).getAll('index').includes('') ? last : withPath[withPath.length - 1]!
    const declared = (build.routes[target.route.id!]?.module as { bodyLimit?: unknown } | undefined)?.bodyLimit
    return typeof declared === 'number' ? declared : FORM_BODY_LIMIT
  }
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
export function limitRequestBodies(build: ServerBuild, firmName: () => string) {
  const bodyLimitFor = routeBodyLimits(build)
  return (req: express.Request, res: express.Response, next: express.NextFunction) => {
    // Remix gives GET and HEAD requests no body; Node discards one if sent.
    if (req.method === 'GET' || req.method === 'HEAD') return next()
    const { lang, t, formNotSent, link } = refusalWords(req)
    if (req.headers['transfer-encoding'] !== undefined) {
      discardRest(req)
      return sendRefusal(req, res, {
        status: 411,
        lang,
        firmName: firmName(),
        title: formNotSent,
        paragraphs: [t.noLength, `${t.noLengthBack} ${link}.`],
        text: 'Request body refused: send a Content-Length (chunked bodies are not accepted). Nothing was saved.',
      })
    }
    const length = Number(req.headers['content-length'] ?? 0)
    const limit = bodyLimitFor(req.path, new URL(req.originalUrl, 'http://localhost').search)
    if (length <= limit) return next()
    discardRest(req)
    return sendRefusal(req, res, {
      status: 413,
      lang,
      firmName: firmName(),
      title: t.tooLargeTitle,
      paragraphs: [fill(t.tooLarge, { size: size(limit) }), `${t.tooLargeBack} ${link}.`],
      text: `Request body too large: this address accepts at most ${limit} bytes. Nothing was saved.`,
    })
  }
}
