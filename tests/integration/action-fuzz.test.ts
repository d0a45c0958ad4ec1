// Acceptance 2 of issue 14: every action route, listed from app/routes when the test runs, is posted
// bodies that are not its form (JSON, text, empty, no content type, cut-off multipart, chunked, 2 MB)
// as a visitor, a signed-in client and an admin, through the real web process: never a 5xx. Then one
// 100 MB body and four parallel 50 MB ones: refused with 413 before they are read, /healthz answers
// meanwhile, and the web process's memory stays within 100 MB of where it started.
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { ServerBuild } from '@remix-run/node'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { freePort, startPrivateRedis } from '../fakes/redis-server'
import { useFreshDatabase } from '../support/app-process'
import { startWeb, type WebProcess } from '../support/purchase-stack'
import { listActionRoutes, type ActionRoute } from '../support/route-files'
import { routeBodyLimits } from '../../server/body-limit'

const root = path.resolve(__dirname, '../..')
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? 'build')
const MB = 1024 * 1024

type Reply = { status: number; body: string }

/** One request over a fresh connection; a server that answers early and closes is not an error. */
function send(
  url: string,
  opts: {
    method?: string
    headers?: Record<string, string>
    body?: Buffer
    chunked?: Buffer
    stream?: { bytes: number }
  },
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { ...opts.headers }
    if (opts.body) headers['content-length'] = String(opts.body.length)
    if (opts.stream) headers['content-length'] = String(opts.stream.bytes)
    // A connection of its own, kept alive as a browser's is (a client that asks to close it is cut off
    // right after the answer, while it may still be sending).
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    const req = http.request(url, {
      method: opts.method ?? 'POST',
      headers,
      agent,
    })
    req.on('close', () => agent.destroy())
    let answered = false
    req.on('response', (res) => {
      answered = true
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (d) => {
        if (body.length < 100_000) body += d
      })
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, body })
        // A body cut short by an early answer leaves the connection waiting for the rest.
        req.destroy()
      })
      res.on('error', () => resolve({ status: res.statusCode ?? 0, body }))
    })
    req.on('error', (error) => {
      if (!answered) reject(error)
    })
    if (opts.stream) {
      // Written as it goes, the way a client uploads: 1 MB at a time, waiting whenever the socket is full.
      const chunk = Buffer.alloc(MB, 0x61)
      let sent = 0
      const pump = () => {
        while (sent < opts.stream!.bytes && !answered && !req.destroyed) {
          sent += chunk.length
          if (!req.write(chunk)) return void req.once('drain', pump)
        }
        req.end()
      }
      pump()
    } else {
      if (opts.chunked) req.write(opts.chunked)
      req.end(opts.body)
    }
  })
}

/** Resident memory of the web process and any children it has. */
function rssMb(pid: number): number {
  const kb = (p: number) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0)
  const children = (p: number): number[] =>
    fs
      .readdirSync(`/proc/${p}/task`)
      .flatMap((t) => fs.readFileSync(`/proc/${p}/task/${t}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number))
  const tree = (p: number): number[] => [p, ...children(p).flatMap(tree)]
  return tree(pid).reduce((sum, p) => sum + kb(p), 0) / 1024
}

const truncatedMultipart = Buffer.from(
  '--fuzzboundary\r\nContent-Disposition: form-data; name="intent"\r\n\r\nsign-in\r\n--fuzzboundary\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7 cut off here',
)

/** The bodies every action is sent: none of them is the form the action expects. */
const hostileBodies: Array<{
  name: string
  headers: Record<string, string>
  body?: Buffer
  chunked?: Buffer
  expect?: number
}> = [
  {
    name: 'JSON',
    headers: { 'content-type': 'application/json' },
    body: Buffer.from('{"intent":"sign-in","email":"a@b.example","password":["x"]}'),
  },
  {
    name: 'text/plain',
    headers: { 'content-type': 'text/plain' },
    body: Buffer.from('intent=sign-in\nemail=a@b.example'),
  },
  {
    name: 'an empty form',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: Buffer.alloc(0),
  },
  {
    name: 'an empty body without a content type',
    headers: {},
    body: Buffer.alloc(0),
  },
  {
    name: 'a body without a content type',
    headers: {},
    body: Buffer.from('intent=sign-in&email=a%40b.example'),
  },
  { name: 'no body at all', headers: {} },
  {
    name: 'cut-off multipart',
    headers: { 'content-type': 'multipart/form-data; boundary=fuzzboundary' },
    body: truncatedMultipart,
  },
  {
    name: 'multipart without a boundary',
    headers: { 'content-type': 'multipart/form-data' },
    body: truncatedMultipart,
  },
  {
    name: 'a chunked body',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    chunked: Buffer.from('intent=sign-in'),
    expect: 411,
  },
  {
    name: 'garbage urlencoded',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: Buffer.from('%%%&&&==\u0000\u00ff'.repeat(50), 'latin1'),
  },
]

let redis: Awaited<ReturnType<typeof startPrivateRedis>>
let web: WebProcess
let routes: ActionRoute[]
/** Each route's body limit as its module declares it, read the way the web process reads it. */
let bodyLimitFor: ReturnType<typeof routeBodyLimits>
let dataDir: string
const identities: Array<{ who: string; cookie: string | null }> = [{ who: 'a visitor', cookie: null }]

beforeAll(async () => {
  const buildFile = path.join(buildDir, 'server/index.js')
  if (!fs.existsSync(buildFile)) throw new Error(`${buildFile} is missing: build the app first (npm run build)`)
  const build = (await import(pathToFileURL(buildFile).href)) as ServerBuild
  routes = listActionRoutes(build)
  bodyLimitFor = routeBodyLimits(build)

  redis = await startPrivateRedis()
  const port = await freePort()
  const { vars, dir } = useFreshDatabase({
    REDIS_URL: redis.url,
    APP_URL: `http://localhost:${port}`,
    RATE_LIMIT_MULTIPLIER: '1000',
    BUILD_DIR: process.env.BUILD_DIR ?? 'build',
    LOG_LEVEL: 'warn',
  })
  dataDir = dir
  const { resetEnvForTests } = await import('~/utils/env.server')
  resetEnvForTests()
  const { migrate } = await import('~/utils/migrate.server')
  const { getSqlite } = await import('~/utils/db.server')
  migrate(getSqlite())
  const auth = await import('~/utils/auth.server')
  const request = new Request('http://localhost/')
  const client = await auth.upsertUser({
    email: 'fuzz-client@client.example',
    password: 'a long enough passphrase 1',
  })
  identities.push({
    who: 'a signed-in client',
    cookie: (await auth.createSession(client.id, request)).split(';')[0]!,
  })
  const admin = await auth.upsertUser({
    email: 'fuzz-admin@firm.example',
    password: 'a long enough passphrase 2',
  })
  await auth.makeAdmin(admin.id)
  // With two-factor sign-in for staff, an admin without a second factor is sent to enrolment, which is
  // also not a 5xx; where the helper exists the admin is enrolled, so the admin actions read the bodies.
  const twoFactor = await import('../support/two-factor').catch(() => null)
  await twoFactor?.enrolSecondFactor({
    id: admin.id,
    email: 'fuzz-admin@firm.example',
  })
  identities.push({
    who: 'an admin',
    cookie: (await auth.createSession(admin.id, request)).split(';')[0]!,
  })

  web = await startWeb(vars, port)
}, 180_000) // argon2 hashing, the build import and a web start: minutes on a loaded 2-core machine

afterAll(async () => {
  await web?.stop()
  await redis?.stop()
})

describe('every action route answers bodies that are not its form with a 4xx', () => {
  test('the routes are listed from app/routes', () => {
    // A sanity floor, so that a listing that finds nothing cannot pass: the site has two dozen forms.
    expect(routes.length).toBeGreaterThan(20)
    expect(routes.map((r) => r.url)).toEqual(
      expect.arrayContaining(['/contact', '/growth-score?index', '/webhooks/stripe', '/internal-admin/clients/fuzz-id']),
    )
  })

  test('JSON, text, empty, typeless, cut-off multipart, chunked and garbage bodies: never a 5xx', async () => {
    const failures: string[] = []
    const posts = identities.flatMap(({ who, cookie }) =>
      routes.flatMap((route) =>
        // Each route's own address, and the `.data` one a page's JavaScript posts to.
        [route.url, route.url.replace(/^([^?]*)/, (p) => `${p === '/' ? '/_root' : p}.data`)].flatMap((url) =>
          hostileBodies.map((b) => ({
            signOut: route.url.includes('sign-out'),
            run: async () => {
              const reply = await send(`${web.url}${url}`, {
                headers: { ...b.headers, ...(cookie ? { cookie } : {}) },
                body: b.body,
                chunked: b.chunked,
              })
              if (reply.status >= 500 || (b.expect && reply.status !== b.expect))
                failures.push(`${who}: ${b.name} to ${url} (${route.file}) → ${reply.status} ${reply.body.slice(0, 120)}`)
            },
          })),
        ),
      ),
    )
    // Signing out ends the session the other posts use, so those posts go last.
    for (const batch of [posts.filter((p) => !p.signOut), posts.filter((p) => p.signOut)]) {
      const queue = [...batch]
      await Promise.all(
        Array.from({ length: 16 }, async () => {
          for (let post = queue.shift(); post; post = queue.shift()) await post.run()
        }),
      )
    }
    expect(failures).toEqual([])
  }, 180_000) // about a hundred routes × identities × bodies

  test('a JSON post is told what happened, in words', async () => {
    const reply = await send(`${web.url}/growth-score?index`, {
      headers: { 'content-type': 'application/json', accept: 'text/html' },
      body: Buffer.from('{}'),
    })
    expect(reply.status).toBe(415)
    expect(reply.body).toContain('Form not sent')
    expect(reply.body).toContain('Nothing was saved')
  })

  test('a 2 MB body is refused with 413 on every action route, without being read', async () => {
    const big = Buffer.alloc(2 * MB, 0x61)
    const failures: string[] = []
    for (const route of routes) {
      const reply = await send(`${web.url}${route.url}`, {
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'text/html',
        },
        body: big,
      })
      // The upload routes take files up to 10 and 25 MB (each declares its limit next to its action): there 2 MB is within the limit.
      const url = new URL(route.url, web.url)
      const uploads = bodyLimitFor(url.pathname, url.search) >= big.length
      if (reply.status >= 500 || (!uploads && reply.status !== 413)) failures.push(`${route.url} → ${reply.status}`)
      if (!uploads && !reply.body.includes('Nothing was saved')) failures.push(`${route.url}: the 413 page does not say nothing was saved`)
    }
    expect(failures).toEqual([])
  })

  test('the plain-text answer for clients that do not ask for HTML', async () => {
    const reply = await send(`${web.url}/contact`, {
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: Buffer.alloc(100 * 1024, 0x61),
    })
    expect(reply).toEqual({
      status: 413,
      body: expect.stringContaining('Request body too large'),
    })
  })

  test('an admin upload whose file is not a document leaves no temporary file behind', async () => {
    const admin = identities.find((i) => i.who === 'an admin')!
    const boundary = 'uploadboundary'
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="templateKey"\r\n\r\nnda\r\n`),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="nda.docx"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      Buffer.from([0x50, 0x4b, 0x03, 0x04]),
      Buffer.alloc(3 * MB, 0x61),
      Buffer.from(
        `\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="extra.docx"\r\n\r\nPK\u0003\u0004 second\r\n--${boundary}--\r\n`,
      ),
    ])
    const reply = await send(`${web.url}/internal-admin/templates`, {
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        cookie: admin.cookie!,
      },
      body,
    })
    expect(reply.status).toBeLessThan(500)
    const incoming = path.join(dataDir, 'uploads/.incoming')
    expect(fs.existsSync(incoming) ? fs.readdirSync(incoming) : []).toEqual([])
  })
})

describe('large bodies do not reach memory', () => {
  test('one 100 MB post and four parallel 50 MB posts: 413, /healthz answers, memory within 100 MB', async () => {
    const pid = web.child.pid!
    // Warm up the paths involved, so that loading code does not count as the bodies' memory.
    await send(`${web.url}/contact`, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: Buffer.from('name=a'),
    })
    await fetch(`${web.url}/healthz`)
    const before = rssMb(pid)
    let peak = before
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb(pid))
    }, 20)
    try {
      const form = { 'content-type': 'application/x-www-form-urlencoded' }
      const single = send(`${web.url}/contact`, {
        headers: form,
        stream: { bytes: 100 * MB },
      })
      const health = await fetch(`${web.url}/healthz`)
      expect(health.status).toBe(200)
      expect((await single).status).toBe(413)
      const parallel = await Promise.all(
        ['/contact', '/growth-score?index', '/auth', '/apply-buy-side'].map((url) =>
          send(`${web.url}${url}`, {
            headers: form,
            stream: { bytes: 50 * MB },
          }),
        ),
      )
      expect(parallel.map((r) => r.status)).toEqual([413, 413, 413, 413])
      // The same without a length (chunked), to an upload route whose limit is the largest: 411.
      const chunked = await send(`${web.url}/internal-admin/clients/fuzz-id`, {
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        chunked: Buffer.alloc(4 * MB, 0x61),
      })
      expect(chunked.status).toBe(411)
      expect((await fetch(`${web.url}/healthz`)).status).toBe(200)
    } finally {
      clearInterval(sampler)
    }
    const after = rssMb(pid)
    console.info(`[action-fuzz] web RSS: ${before.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB, ${after.toFixed(0)} MB after`)
    expect(peak - before).toBeLessThan(100)
    expect(after - before).toBeLessThan(100)
  })

  test('a leads page number too large for the database is read as the last page', async () => {
    const { listLeadsWithDeliveries } = await import('~/models/admin-leads.server')
    await expect(listLeadsWithDeliveries({ page: 1e20 })).resolves.toMatchObject({ page: 1 })
    const admin = identities.find((i) => i.who === 'an admin')!
    const reply = await send(`${web.url}/internal-admin/leads?page=1e20`, {
      method: 'GET',
      headers: { cookie: admin.cookie! },
    })
    expect(reply.status).toBeLessThan(500)
  })
})
