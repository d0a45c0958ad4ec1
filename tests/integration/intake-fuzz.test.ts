// Property-based abuse of every intake action (fast-check): random and hostile values, markup, 10k
// strings, control characters, SQL fragments, odd bodies. Never a 5xx; what is stored renders inertly
// in the firm's email and in the re-rendered page. The page checks go through the built app's request
// handler (BUILD_DIR, default build), as the browser would see it.
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { createRequestHandler, type ServerBuild } from '@remix-run/node'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startPrivateRedis } from '../fakes/redis-server'
import { intakeRouteModules, postAction, type Action } from '../support/actions'
import { useFreshDatabase } from '../support/app-process'

type FormSpec = { route: keyof typeof routeModules; path: string; fields: string[]; action?: Action }

const routeModules = intakeRouteModules

const forms: FormSpec[] = [
  { route: 'contact', path: '/contact', fields: ['name', 'email', 'message'] },
  { route: 'book-growth-score', path: '/book-growth-score', fields: ['fullName', 'companyName', 'email', 'phone'] },
  { route: 'apply-apex-circle', path: '/apply-apex-circle', fields: ['fullName', 'companyName', 'email', 'phone'] },
  { route: 'apply-sell-side', path: '/apply-sell-side', fields: ['fullName', 'companyName', 'email', 'phone'] },
  { route: 'apply-buy-side', path: '/apply-buy-side', fields: ['fullName', 'companyName', 'email', 'phone'] },
  { route: 'request-contract', path: '/request-contract', fields: ['fullName', 'companyName', 'email', 'phone', 'agreementNeeded'] },
  { route: 'interest.circle', path: '/interest/circle', fields: ['name', 'email', 'company'] },
  { route: 'interest.exit-suite', path: '/interest/exit-suite', fields: ['name', 'email', 'company', 'message'] },
]

// Markup that must never come back as markup. The fz- tags cannot occur in our own HTML, so finding
// "<fz" anywhere in a page or an email means something was not escaped.
const hostileConstants = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  "'><iframe src=javascript:alert(1)>",
  "Robert'); DROP TABLE leads;--",
  "' OR '1'='1",
  '\u0000\u0007\u001b[31mred\u007f',
  'line\r\nBcc: victim@example.com',
  '\u202egnp.exe',
  '{{7*7}}${7*7}<%= 7*7 %>',
  '</textarea><fz-break>',
  '<!--',
  ']]><![CDATA[',
  '\uD800',
  'x'.repeat(10_000),
  '<fz-big>'.repeat(1_300),
]
const fzTag = fc
  .tuple(fc.stringMatching(/^[a-z]{1,8}$/), fc.string({ maxLength: 20 }))
  .map(([name, attr]) => `<fz-${name} title="${attr}">`)
const hostile = fc.oneof(
  fc.constantFrom(...hostileConstants),
  fzTag,
  fc.string({ maxLength: 120 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.tuple(fc.string({ maxLength: 30 }), fc.constantFrom(...hostileConstants.slice(0, 13)), fzTag).map((p) => p.join(' ')),
)
// Values that pass validation, so hostile content also reaches the database and the email.
const plausible = (field: string) => {
  if (field === 'email') return fc.oneof(fc.emailAddress(), fc.constant('founder@company.example'))
  if (field === 'phone')
    return fc.oneof(
      fc.constant('305 555 0100'),
      fc.string({ minLength: 1, maxLength: 19 }).filter((s) => s.trim() !== ''),
    )
  return fc.oneof(
    fc
      .tuple(fc.constantFrom('Ana', 'Li', 'Ørjan', 'José'), fc.constantFrom(...hostileConstants.slice(0, 12)), fzTag)
      .map(([a, b, c]) => `${a} ${b} ${c}`.slice(0, 90)),
    fc.constantFrom('<script>alert(1)</script>', '<img src=x onerror=alert(1)>', "Robert'); DROP TABLE leads;--", '<fz-x>'),
  )
}
const randomValues = (form: FormSpec) =>
  fc.record(
    Object.fromEntries(
      form.fields.map((f) => [
        f,
        fc.oneof(
          { weight: 2, arbitrary: plausible(f) },
          { weight: 3, arbitrary: hostile },
          { weight: 1, arbitrary: fc.constant(undefined) },
        ),
      ]),
    ),
    { requiredKeys: [] },
  )
const validValues = (form: FormSpec) => fc.record(Object.fromEntries(form.fields.map((f) => [f, plausible(f)])))

type Body = { kind: 'urlencoded' | 'multipart'; values: Record<string, string | undefined>; extra: Array<[string, string]> }
const kind = fc.constantFrom<'urlencoded' | 'multipart'>('urlencoded', 'multipart')
const body = (form: FormSpec): fc.Arbitrary<Body> =>
  fc.oneof(
    // Anything at all: unknown names, repeated names, the JavaScript marker and returnTo, hostile values.
    fc.record({
      kind,
      values: randomValues(form),
      extra: fc.array(
        fc.tuple(fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('__js', 'returnTo', 'name', 'email', 'intent')), hostile),
        { maxLength: 3 },
      ),
    }),
    // Valid forms carrying markup and SQL, so hostile content also reaches the database and the email.
    fc.record({
      kind,
      values: validValues(form),
      extra: fc.array(fc.tuple(fc.constantFrom('__js', 'returnTo', 'x-extra'), hostile), { maxLength: 2 }),
    }),
  )

function encode({ kind, values, extra }: Body) {
  const entries = [...Object.entries(values).filter((e): e is [string, string] => e[1] !== undefined), ...extra]
  if (kind === 'multipart') {
    const data = new FormData()
    for (const [k, v] of entries) data.append(k, v)
    return data
  }
  const params = new URLSearchParams()
  for (const [k, v] of entries) params.append(k, v)
  return params
}

let handler: (request: Request) => Promise<Response>
let getDb: typeof import('~/utils/db.server').getDb
let sql: typeof import('~/utils/db.server').sql
let renderEmail: typeof import('~/emails/templates.server').renderEmail
let redis: Awaited<ReturnType<typeof startPrivateRedis>>

beforeAll(async () => {
  redis = await startPrivateRedis()
  useFreshDatabase({ REDIS_URL: redis.url, RATE_LIMIT_MULTIPLIER: '1000000', LOG_LEVEL: 'silent' })
  const { migrate } = await import('~/utils/migrate.server')
  const db = await import('~/utils/db.server')
  migrate(db.getSqlite())
  getDb = db.getDb
  sql = db.sql
  ;({ renderEmail } = await import('~/emails/templates.server'))
  for (const form of forms) form.action = (await routeModules[form.route]()).action

  const buildFile = path.resolve(process.env.BUILD_DIR ?? 'build', 'server/index.js')
  if (!fs.existsSync(buildFile)) throw new Error(`${buildFile} is missing: build the app first (npm run build)`)
  const build = (await import(pathToFileURL(buildFile).href)) as ServerBuild
  const handle = createRequestHandler(build, 'production')
  handler = (request) => handle(request, { cspNonce: 'fuzz-nonce' })
})

afterAll(async () => {
  await redis?.stop()
})

async function lastLeadId() {
  const row = await getDb()
    .selectFrom('leads')
    .select(['id', sql<number>`rowid`.as('rowid')])
    .orderBy(sql`rowid`, 'desc')
    .limit(1)
    .executeTakeFirst()
  return row?.id ?? null
}

function expectInert(html: string, where: string) {
  expect(html, where).not.toMatch(/<fz/i)
  for (const needle of ['<script>alert(1)', '<img src=x onerror', '<svg onload', '<iframe src=javascript', '<fz-break>']) {
    expect(html.includes(needle), `${where} contains ${needle}`).toBe(false)
  }
}

describe.each(forms)('$path under fuzzing', (form) => {
  test('the action never fails with a 5xx, and a stored lead mails inertly', async () => {
    let stored = 0
    await fc.assert(
      fc.asyncProperty(body(form), async (b) => {
        const before = await lastLeadId()
        const outcome = await postAction(form.action!, form.path, encode(b))
        expect(outcome.status, JSON.stringify(outcome.data)?.slice(0, 300)).toBeLessThan(500)
        expect([302, 200, 400]).toContain(outcome.status)
        if (outcome.location) expect(outcome.location.startsWith('/') && !outcome.location.startsWith('//')).toBe(true)
        const after = await lastLeadId()
        if (after && after !== before) {
          stored++
          expect(outcome.status === 302 || outcome.status === 200).toBe(true)
          const email = await renderEmail(getDb(), 'lead-notification', { leadId: after })
          expectInert(email.html, 'notification email')
          expect(email.subject).not.toMatch(/[\r\n]/)
          const ack = await renderEmail(getDb(), 'lead-acknowledgement', { leadId: after })
          expectInert(ack.html, 'acknowledgement email')
        }
      }),
      { numRuns: 150 },
    )
    // The generators must reach the database too, not only the validation errors.
    expect(stored).toBeGreaterThan(20)
  })

  test('the re-rendered page shows hostile values as text, never as markup', async () => {
    let echoed = 0
    await fc.assert(
      fc.asyncProperty(body(form), async (b) => {
        const response = await handler(new Request(`http://localhost${form.path}`, { method: 'POST', body: encode(b) }))
        expect(response.status).toBeLessThan(500)
        const html = await response.text()
        expectInert(html, `page after POST ${form.path}`)
        if (html.includes('&lt;fz')) echoed++
      }),
      { numRuns: 40 },
    )
    // Some pages did show the hostile values back (as text), so the check above had something to check.
    expect(echoed).toBeGreaterThan(3)
  })
})

describe('bodies that are not forms', () => {
  test.each(forms)('$path answers 400 to garbage, never 5xx', async (form) => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: 'binary', maxLength: 400 }),
        fc.constantFrom(
          'multipart/form-data; boundary=zz',
          'multipart/form-data',
          'application/json',
          'text/plain',
          'application/x-www-form-urlencoded',
        ),
        async (raw, type) => {
          const outcome = await postAction(form.action!, form.path, raw, { 'content-type': type })
          expect(outcome.status).toBeLessThan(500)
        },
      ),
      { numRuns: 40 },
    )
  })
})
