// Intake's abuse controls and the pieces around them: per-IP rate limit (Redis-backed, with the values
// kept for the person who hit it), the honeypot's quiet success, the scheduling embed switch, and the
// leads list the admin reads.
import { createElement, type ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startPrivateRedis } from '../fakes/redis-server'
import { postAction, type Action } from '../support/actions'
import { useFreshDatabase } from '../support/app-process'

let redis: Awaited<ReturnType<typeof startPrivateRedis>>
let contact: Action
let sellSide: typeof import('~/routes/($lang)+/_intake+/apply-sell-side')
let db: typeof import('~/utils/db.server')
let leads: typeof import('~/models/leads.server')

beforeAll(async () => {
  redis = await startPrivateRedis()
  // The production limit (multiplier 1): ten public form posts per minute per address.
  useFreshDatabase({ REDIS_URL: redis.url, RATE_LIMIT_MULTIPLIER: '1' })
  const { migrate } = await import('~/utils/migrate.server')
  db = await import('~/utils/db.server')
  migrate(db.getSqlite())
  leads = await import('~/models/leads.server')
  contact = (await import('~/routes/($lang)+/_intake+/contact')).action
  sellSide = await import('~/routes/($lang)+/_intake+/apply-sell-side')
})

afterAll(async () => {
  await redis?.stop()
})

const message = (n: number) => ({ name: `Visitor ${n}`, email: `visitor${n}@founder.example`, message: `Message ${n}` })

describe('rate limit', () => {
  test('the eleventh post in a minute from one address gets a clear message and keeps its values; others are unaffected', async () => {
    const ip = { 'x-client-address': '203.0.113.7' }
    for (let n = 1; n <= 10; n++) {
      expect((await postAction(contact, '/contact', message(n), ip)).status).toBe(302)
    }
    const limited = await postAction(contact, '/contact', message(11), ip)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    const { result } = limited.data as { result: { error: Record<string, string[]>; initialValue: Record<string, string> } }
    expect(result.error[''][0]).toMatch(/^You have sent several forms in a short time\. Please wait \d+ seconds and try again\./)
    expect(result.initialValue).toMatchObject(message(11))
    const stored = await db.getDb().selectFrom('leads').select('id').where('email', '=', 'visitor11@founder.example').execute()
    expect(stored).toHaveLength(0)

    expect((await postAction(contact, '/contact', message(12), { 'x-client-address': '198.51.100.9' })).status).toBe(302)
  })

  test('an address that used its posts through another web instance is refused here too', async () => {
    // Another instance's limiter: the same Redis keys, its own process memory.
    const { RateLimiterRedis } = await import('rate-limiter-flexible')
    const { Redis } = await import('ioredis')
    const client = new Redis(redis.url)
    try {
      const { env } = await import('~/utils/env.server')
      const other = new RateLimiterRedis({
        storeClient: client,
        points: 10,
        duration: 60,
        keyPrefix: `${env().QUEUE_PREFIX}:rl:publicForm`,
      })
      const ip = '203.0.113.99'
      for (let n = 0; n < 10; n++) await other.consume(ip)

      // This instance has seen nothing from the address: it decides on the shared count in Redis.
      const refused = await postAction(contact, '/contact', message(200), { 'x-client-address': ip })
      expect(refused.status).toBe(429)
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
      const stored = await db.getDb().selectFrom('leads').select('id').where('email', '=', 'visitor200@founder.example').execute()
      expect(stored).toHaveLength(0)
      expect(await other.get(ip)).toMatchObject({ consumedPoints: 11 })
    } finally {
      client.disconnect()
    }
  })

  test('with Redis down the limit still holds (in memory) and nobody waits for Redis', async () => {
    await redis.stop()
    try {
      const ip = { 'x-client-address': '192.0.2.44' }
      const outcomes = []
      for (let n = 0; n < 11; n++) outcomes.push(await postAction(contact, '/contact', message(100 + n), ip))
      expect(outcomes.slice(0, 10).map((o) => o.status)).toEqual(Array(10).fill(302))
      expect(outcomes[10].status).toBe(429)
      expect(Math.max(...outcomes.map((o) => o.ms))).toBeLessThan(1000)
    } finally {
      await redis.start()
    }
  })
})

describe('honeypot', () => {
  test('a filled honeypot gets the same success and nothing is stored or queued', async () => {
    const before = await db
      .getDb()
      .selectFrom('outbox')
      .select(db.sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow()
    const outcome = await postAction(
      sellSide.action,
      '/apply-sell-side',
      { fullName: 'Spam Bot', companyName: 'Spam', email: 'bot@spam.example', phone: '1', company_website: 'http://spam.example' },
      { 'x-client-address': '203.0.113.99' },
    )
    expect(outcome.status).toBe(302)
    expect(outcome.location).toBe('/apply-sell-side?submitted=1#schedule')
    expect(outcome.headers.get('set-cookie')).toContain('en_toast=')
    expect(await db.getDb().selectFrom('leads').selectAll().where('email', '=', 'bot@spam.example').execute()).toHaveLength(0)
    const after = await db
      .getDb()
      .selectFrom('outbox')
      .select(db.sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow()
    expect(after.n).toBe(before.n)
  })
})

describe('scheduling section', () => {
  // Rendered inside a route, as on the page: its copy comes from the route data (useCopy).
  function renderInPage(element: ReactElement) {
    const router = createMemoryRouter([{ path: '/', Component: () => element }], { initialEntries: ['/'] })
    return renderToString(createElement(RouterProvider, { router }))
  }

  async function withEmbed(url: string | undefined) {
    const { resetEnvForTests } = await import('~/utils/env.server')
    if (url) process.env.SCHEDULING_EMBED_URL = url
    else delete process.env.SCHEDULING_EMBED_URL
    resetEnvForTests()
    const { scheduling } = await import('~/routes/($lang)+/_intake+/__intake.server')
    return scheduling()
  }

  test('a Cal.com or Calendly URL becomes an embedded calendar; another service a link; none the placeholder', async () => {
    const { SchedulingSection } = await import('~/components/intake')
    const cal = await withEmbed('https://cal.com/harbor-vale/strategy-session')
    expect(cal).toEqual({ kind: 'embed', url: 'https://cal.com/harbor-vale/strategy-session' })
    const html = renderInPage(createElement(SchedulingSection, { scheduling: cal }))
    expect(html).toContain('<iframe src="https://cal.com/harbor-vale/strategy-session"')
    expect(html).toContain('Select a Time')

    expect(await withEmbed('https://calendly.com/harbor-vale/30min')).toMatchObject({ kind: 'embed' })
    const other = await withEmbed('https://book.example.com/harbor')
    expect(other).toMatchObject({ kind: 'link' })
    expect(renderInPage(createElement(SchedulingSection, { scheduling: other }))).toContain('href="https://book.example.com/harbor"')

    const none = await withEmbed(undefined)
    expect(none).toBeNull()
    const placeholder = renderInPage(createElement(SchedulingSection, { scheduling: none }))
    expect(placeholder).toContain('Our online scheduling calendar will appear here.')
    expect(placeholder).not.toContain('<iframe')
  })

  test('the page is in its submitted state only after a submission', async () => {
    const load = (url: string) => sellSide.loader({ request: new Request(url), params: {}, context: { cspNonce: 'test' } })
    expect(load('http://localhost/apply-sell-side').submitted).toBe(false)
    expect(load('http://localhost/apply-sell-side?submitted=1').submitted).toBe(true)
  })
})

describe('leads for the admin', () => {
  test('listLeads pages newest first and filters; updateLeadStatus moves a lead', async () => {
    const ids: string[] = []
    for (let n = 0; n < 7; n++) {
      const { id } = await leads.createLead({
        formType: 'buy-side-application',
        name: `Buyer ${n}`,
        email: `buyer${n}@list.example`,
        companyName: 'Co',
        phone: '1',
      })
      ids.push(id)
    }
    // Newest first, id breaking ties (several leads can share a millisecond): pages follow one order.
    const all = await leads.listLeads({ formType: 'buy-side-application', perPage: 100 })
    // Byte order, as SQLite compares text (localeCompare would fold case).
    const byteOrder = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0)
    const expected = [...all.leads].sort((a, b) => byteOrder(b.created_at, a.created_at) || byteOrder(b.id, a.id))
    expect(all.leads.map((l) => l.id)).toEqual(expected.map((l) => l.id))
    const first = await leads.listLeads({ formType: 'buy-side-application', perPage: 3 })
    expect(first.total).toBe(7)
    expect(first.pageCount).toBe(3)
    expect(first.leads.map((l) => l.id)).toEqual(expected.slice(0, 3).map((l) => l.id))
    const last = await leads.listLeads({ formType: 'buy-side-application', perPage: 3, page: 3 })
    expect(last.leads.map((l) => l.id)).toEqual(expected.slice(6).map((l) => l.id))

    expect(await leads.updateLeadStatus(ids[0], 'contacted')).toBe(true)
    expect(await leads.updateLeadStatus('no-such-lead', 'closed')).toBe(false)
    const contacted = await leads.listLeads({ status: 'contacted' })
    expect(contacted.leads.map((l) => l.id)).toEqual([ids[0]])
    expect((await leads.listLeads({ status: 'new', formType: 'buy-side-application' })).total).toBe(6)
  })

  test('every page of the list reads through an index, with no sort step', async () => {
    const plan = async (options: Parameters<typeof leads.leadListQuery>[0]) => {
      const query = leads
        .leadListQuery(options)
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(25)
        .offset(50)
        .compile()
      return db
        .getSqlite()
        .prepare(`explain query plan ${query.sql}`)
        .all(...(query.parameters as unknown[]))
        .map((r) => (r as { detail: string }).detail)
        .join(' | ')
    }
    const byStatus = await plan({ status: 'new' })
    expect(byStatus).toMatch(/USING INDEX leads_status_created_id/)
    const byBoth = await plan({ status: 'new', formType: 'contact' })
    expect(byBoth).toMatch(/USING INDEX leads_type_status_created_id/)
    const all = await plan({})
    expect(all).toMatch(/USING INDEX leads_created_id/)
    for (const p of [byStatus, byBoth, all]) expect(p).not.toMatch(/TEMP B-TREE/)
  })
})
