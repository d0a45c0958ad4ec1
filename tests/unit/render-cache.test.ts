// The render cache behind public pages: stored once, replayed with a fresh nonce, gzip spliced
// correctly, and never used for visitors with a session or a pending notice.
import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'
import compression from 'compression'
import express from 'express'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createRenderCache } from '../../server/render-cache'

let renders = 0
let base = ''
let close: () => void

beforeAll(async () => {
  const app = express()
  app.use((_req, res, next) => {
    res.locals.cspNonce = crypto.randomBytes(16).toString('base64')
    next()
  })
  const cache = createRenderCache({ version: 'test-build' })
  app.use((_req, res, next) => {
    res.setHeader('content-security-policy', `script-src 'nonce-${res.locals.cspNonce}'`)
    next()
  })
  app.use(compression({ threshold: 0 }))
  app.use(cache.capture)
  app.get('/page', (req, res) => {
    renders++
    const nonce = res.locals.cspNonce as string
    res.setHeader('x-render-cache', 'public')
    res.setHeader('content-type', 'text/html; charset=utf-8')
    if (req.query.cookie) res.setHeader('set-cookie', 'en_toast=; Max-Age=0')
    res.write(`<!DOCTYPE html><html><head><script nonce="${nonce}">1</script></head>`)
    res.end(`<body>${'Grüße, '.repeat(2000)}<script nonce="${nonce}">2</script></body></html>`)
  })
  app.get('/private', (_req, res) => {
    renders++
    res.type('html').send('<p>per visitor</p>')
  })
  await new Promise<void>((resolve) => {
    const server = http.createServer(cache.wrap(app)).listen(0, '127.0.0.1', () => {
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
      close = () => server.close()
      resolve()
    })
  })
})
afterAll(() => close())

function nonces(html: string) {
  return [...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1])
}

async function get(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(base + path, { headers })
  return { res, html: await res.text() }
}

describe('render cache', () => {
  test('renders once, then replays the page with a fresh nonce in the body and the CSP', async () => {
    const before = renders
    const first = await get('/page')
    const second = await get('/page')
    const third = await get('/page', { 'accept-encoding': 'gzip' })
    expect(renders - before).toBe(1)
    expect(second.res.headers.get('x-render-cache')).toBeNull()
    expect(first.res.headers.get('x-render-cache')).toBeNull()
    const [n1, n2, n3] = [first, second, third].map((r) => nonces(r.html))
    expect(new Set(n2).size).toBe(1)
    expect(n2[0]).not.toBe(n1[0])
    expect(n3[0]).not.toBe(n2[0])
    expect(second.res.headers.get('content-security-policy')).toBe(`script-src 'nonce-${n2[0]}'`)
    expect(third.res.headers.get('content-security-policy')).toBe(`script-src 'nonce-${n3[0]}'`)
    const strip = (s: string) => s.replace(/nonce="[^"]+"/g, '')
    expect(strip(second.html)).toBe(strip(first.html))
    expect(strip(third.html)).toBe(strip(first.html))
  })

  test('a gzip hit is a valid gzip stream of the exact page', async () => {
    await get('/page')
    const res = await fetch(base + '/page', { headers: { 'accept-encoding': 'gzip' } })
    expect(res.headers.get('content-encoding')).toBe('gzip')
    // fetch decodes transparently; check the raw bytes with zlib as a strict decoder too.
    const raw = await new Promise<Buffer>((resolve, reject) => {
      import('node:http').then(({ get: httpGet }) =>
        httpGet(base + '/page', { headers: { 'accept-encoding': 'gzip' } }, (r) => {
          const parts: Buffer[] = []
          r.on('data', (c: Buffer) => parts.push(c))
          r.on('end', () => resolve(Buffer.concat(parts)))
        }).on('error', reject),
      )
    })
    const html = zlib.gunzipSync(raw).toString('utf8')
    expect(html).toContain('Grüße')
    expect(new Set(nonces(html)).size).toBe(1)
  })

  test('visitors with a session or a notice always get a fresh render', async () => {
    await get('/page')
    const before = renders
    await get('/page', { cookie: 'en_session=abc' })
    await get('/page', { cookie: 'theme=dark; en_toast=xyz' })
    await get('/page', { cookie: '__Host-en_session=abc' })
    expect(renders - before).toBe(3)
  })

  test('pages that do not opt in, or set a cookie, are never stored', async () => {
    const before = renders
    await get('/private')
    await get('/private')
    await get('/page?cookie=1')
    await get('/page?cookie=1')
    expect(renders - before).toBe(4)
  })
})
