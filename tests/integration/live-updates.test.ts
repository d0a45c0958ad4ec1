// Issue 14, finding 8: the live-update stream (/changes) against the real web process and a private
// Redis. A client hears only their own changes, without the firm's notes or any extra field; the
// stream ends when its session is signed out, revoked or expired; a session keeps at most three open.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startPrivateRedis, freePort } from '../fakes/redis-server'
import { useFreshDatabase, waitUntil } from '../support/app-process'
import { startWeb, type WebProcess } from '../support/purchase-stack'

let web: WebProcess
/** A second web process whose periodic check is 5 minutes away: what it does at once, the per-event check did. */
let webEventCheck: WebProcess
let redis: Awaited<ReturnType<typeof startPrivateRedis>>
let publisher: import('ioredis').Redis
let channel: string
let db: import('~/utils/db.server').Db
let auth: typeof import('~/utils/auth.server')
let clients: typeof import('~/models/clients.server')

beforeAll(async () => {
  redis = await startPrivateRedis()
  const port = await freePort()
  const { vars } = useFreshDatabase({
    REDIS_URL: redis.url,
    APP_URL: `http://localhost:${port}`,
    BUILD_DIR: process.env.BUILD_DIR ?? 'build',
    LIVE_SESSION_CHECK_MS: '300',
    LOG_LEVEL: 'warn',
  })
  const { resetEnvForTests } = await import('~/utils/env.server')
  resetEnvForTests()
  const { migrate } = await import('~/utils/migrate.server')
  const dbm = await import('~/utils/db.server')
  migrate(dbm.getSqlite())
  db = dbm.getDb()
  auth = await import('~/utils/auth.server')
  clients = await import('~/models/clients.server')
  const { Redis } = await import('ioredis')
  publisher = new Redis(redis.url)
  channel = `${vars.QUEUE_PREFIX}:changes`
  web = await startWeb(vars, port)
  webEventCheck = await startWeb({ ...vars, LIVE_SESSION_CHECK_MS: '300000' }, await freePort())
}, 120_000)

afterAll(async () => {
  await web?.stop()
  await webEventCheck?.stop()
  publisher?.disconnect()
  await redis?.stop()
})

/** A client with a profile and a signed-in session; returns the cookie a browser would send. */
async function signedInClient(name: string) {
  const { id } = await auth.upsertUser({ email: `${name}-${Math.random().toString(36).slice(2)}@client.example`, firstName: name })
  const profile = await clients.ensureClientProfile({ id, firstName: name, lastName: null, companyName: `${name} Co`, phone: null })
  const setCookie = await auth.createSession(id, new Request('http://localhost/'))
  const cookie = setCookie.split(';')[0]
  const session = await db.selectFrom('sessions').select('id').where('user_id', '=', id).executeTakeFirstOrThrow()
  return { userId: id, clientId: profile.id, cookie, sessionId: session.id }
}

type Stream = {
  status: number
  text: string
  location: string | null
  events: Array<Record<string, unknown>>
  ended: Promise<void>
  isEnded: () => boolean
  close: () => void
}

/** Opens /changes as EventSource would and collects its `change` events until it ends. */
async function openStream(cookie: string, base = web.url): Promise<Stream> {
  const controller = new AbortController()
  const response = await fetch(`${base}/changes`, {
    headers: { cookie, accept: 'text/event-stream' },
    signal: controller.signal,
    redirect: 'manual',
  })
  const events: Array<Record<string, unknown>> = []
  if (response.status !== 200) {
    return {
      status: response.status,
      text: await response.text(),
      location: response.headers.get('location'),
      events,
      ended: Promise.resolve(),
      isEnded: () => true,
      close: () => {},
    }
  }
  let ended = false
  const reader = response.body!.getReader()
  const decoder = new TextDecoder()
  const done = (async () => {
    let buffer = ''
    try {
      for (;;) {
        const { value, done } = await reader.read()
        if (done) break
        buffer += decoder.decode(value, { stream: true })
        let cut
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut)
          buffer = buffer.slice(cut + 2)
          if (!block.split('\n').includes('event: change')) continue
          const data = block.split('\n').find((l) => l.startsWith('data: '))
          if (data) events.push(JSON.parse(data.slice(6)) as Record<string, unknown>)
        }
      }
    } catch {
      // aborted by the test
    } finally {
      ended = true
    }
  })()
  return { status: 200, text: '', location: null, events, ended: done, isEnded: () => ended, close: () => controller.abort() }
}

const publish = (change: Record<string, unknown> | string) =>
  publisher.publish(channel, typeof change === 'string' ? change : JSON.stringify(change))

/**
 * Waits until the stream is subscribed (it subscribes as it opens): publishes until one change comes
 * through, then one 'stages' change as a barrier (Redis delivers in order, so the retries before it
 * have all arrived once it has), and empties the list.
 */
async function untilListening(stream: Stream, clientId: string) {
  await waitUntil(
    async () => {
      await publish({ clientId, kind: 'profile' })
      return stream.events.length > 0
    },
    10_000,
    'the stream listening',
  )
  await publish({ clientId, kind: 'stages' })
  await waitUntil(() => stream.events.some((e) => e.kind === 'stages'), 10_000, 'the barrier')
  stream.events.length = 0
}

describe('what a client hears', () => {
  test('only their own stages, tasks and profile changes, as their id and the kind: never the firm’s notes, another client’s, or extra fields', async () => {
    const a = await signedInClient('Ada')
    const b = await signedInClient('Bea')
    const stream = await openStream(a.cookie)
    expect(stream.status).toBe(200)
    try {
      await untilListening(stream, a.clientId)
      await publish({ clientId: b.clientId, kind: 'tasks' })
      await publish({ clientId: a.clientId, kind: 'notes', body: 'Client seems nervous about the fee' })
      await publish({ clientId: a.clientId, kind: 'tasks', body: 'Private: check their bank statements', adminId: 'u_admin' })
      await publish('{"not": "a change"')
      await publish({ clientId: b.clientId, kind: 'stages' })
      // Redis delivers in order: once this last one arrives, everything before it was handled.
      await publish({ clientId: a.clientId, kind: 'stages' })
      await waitUntil(() => stream.events.some((e) => e.kind === 'stages'), 10_000, 'the last change')
      expect(stream.events).toEqual([
        { clientId: a.clientId, kind: 'tasks' },
        { clientId: a.clientId, kind: 'stages' },
      ])
    } finally {
      stream.close()
    }
  })

  test('without a session there is no stream, only the way to sign in', async () => {
    const stream = await openStream('')
    expect(stream.status).toBe(302)
    expect(stream.location).toBe('/auth?redirectTo=%2Fchanges')
  })
})

describe('the stream ends with its session', () => {
  test('signed out: the next change is not sent and the stream closes at once (checked before the event), and reconnecting is refused', async () => {
    const a = await signedInClient('Cleo')
    const stream = await openStream(a.cookie, webEventCheck.url)
    await untilListening(stream, a.clientId)
    const signOut = await fetch(`${web.url}/auth/sign-out`, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: a.cookie, origin: web.url, 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    })
    expect(signOut.status).toBe(302)
    expect(await db.selectFrom('sessions').select('id').where('id', '=', a.sessionId).executeTakeFirst()).toBeUndefined()
    expect(stream.isEnded()).toBe(false)
    await publish({ clientId: a.clientId, kind: 'tasks' })
    await waitUntil(() => stream.isEnded(), 10_000, 'the stream closed')
    expect(stream.events).toHaveLength(0)
    expect((await openStream(a.cookie, webEventCheck.url)).status).toBe(302)
  })

  test('revoked (every session of the user deleted) with no event coming: closed by the periodic check', async () => {
    const a = await signedInClient('Dora')
    const stream = await openStream(a.cookie)
    expect(stream.status).toBe(200)
    await auth.revokeSessions(a.userId)
    await waitUntil(() => stream.isEnded(), 15_000, 'the stream closed')
  })

  test('expired: closed by the periodic check', async () => {
    const a = await signedInClient('Edna')
    const stream = await openStream(a.cookie)
    expect(stream.status).toBe(200)
    await db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', a.sessionId)
      .execute()
    await waitUntil(() => stream.isEnded(), 15_000, 'the stream closed')
    expect(stream.events).toHaveLength(0)
  })
})

describe('open streams per session', () => {
  test('three at once; the fourth gets 429 with a message; another session is unaffected; a closed one frees its slot', async () => {
    const a = await signedInClient('Faye')
    const b = await signedInClient('Gus')
    const streams = [await openStream(a.cookie), await openStream(a.cookie), await openStream(a.cookie)]
    try {
      expect(streams.map((s) => s.status)).toEqual([200, 200, 200])
      const fourth = await openStream(a.cookie)
      expect(fourth.status).toBe(429)
      expect(fourth.text).toContain('Too many live-update connections are open for this sign-in (at most 3).')
      const other = await openStream(b.cookie)
      expect(other.status).toBe(200)
      other.close()
      streams[0].close()
      const next = await waitUntil(
        async () => {
          const s = await openStream(a.cookie)
          return s.status === 200 ? s : null
        },
        10_000,
        'a slot given back',
      )
      streams.push(next)
    } finally {
      for (const s of streams) s.close()
    }
  })
})
