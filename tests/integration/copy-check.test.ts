// The copy check (issue 16): the visible text of every public page, intake form, purchase step reachable
// without a signup and the sign-in pages, and the plain-text part of every email template rendered from a
// seeded database, read as a reader would, with no British spellings, straight quotes, hyphenated ranges,
// doubled periods, raw ids or kebab-case enum values. Pages go through the built app's request handler
// (BUILD_DIR, default build), as intake-fuzz does.
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { createRequestHandler, type ServerBuild } from '@remix-run/node'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startPrivateRedis } from '../fakes/redis-server'
import { useFreshDatabase } from '../support/app-process'
import { CLIENT_FACING, seedEmails } from '../support/copy-emails'
import { checkCopy, checkSpanishCopy, visibleText } from '../support/copy-rules'
import { publicPages } from '../support/public-pages'

describe('the checker itself', () => {
  test('flags each kind of problem and passes good copy', () => {
    const rules = (s: string) => checkCopy(s).map((f) => f.rule)
    expect(rules('Recognised for candour and sound judgement.')).toEqual(['British spelling', 'British spelling', 'British spelling'])
    expect(rules('We’ll reply in 5–7 business days. Call (305) 555-0100 by 2026-01-05. Acme Inc.')).toEqual([])
    expect(rules("We'll reply")).toEqual(['straight quote'])
    expect(rules("Shareholders' or Partnership Agreement; the owners' votes")).toEqual(['straight quote'])
    expect(rules('within 5-7 business days')).toEqual(['hyphen in a range (use an en dash)'])
    expect(rules('Acme Inc..')).toEqual(['doubled period'])
    expect(rules('Processing...')).toEqual([])
    expect(rules('Reference: _IDCAsEcJl3CaYb6PKT-wQ')).toEqual(['raw id'])
    expect(rules('Form type: apex-growth-score')).toEqual(['raw enum value'])
    expect(rules('Optimization, organized, promise, expertise, organism, analyses, check mark')).toEqual([])
    expect(visibleText('<p title="it&#x27;s">Acme <b>Inc.</b><!-- -->.</p><script>var a="x"</script>').trim()).toBe('Acme Inc..')
  })
})

let handler: (request: Request) => Promise<Response>
let redis: Awaited<ReturnType<typeof startPrivateRedis>>
let dir: string

beforeAll(async () => {
  redis = await startPrivateRedis()
  ;({ dir } = useFreshDatabase({ REDIS_URL: redis.url, RATE_LIMIT_MULTIPLIER: '1000000', LOG_LEVEL: 'silent' }))
  const { migrate } = await import('~/utils/migrate.server')
  const { getSqlite } = await import('~/utils/db.server')
  migrate(getSqlite())
  const buildFile = path.resolve(process.env.BUILD_DIR ?? 'build', 'server/index.js')
  if (!fs.existsSync(buildFile)) throw new Error(`${buildFile} is missing: build the app first (npm run build)`)
  const build = (await import(pathToFileURL(buildFile).href)) as ServerBuild
  const handle = createRequestHandler(build, 'production')
  handler = (request) => handle(request, { cspNonce: 'copy-nonce' })
})

afterAll(async () => {
  await redis?.stop()
})

// The same pages under /es (the reminders' unsubscribe page is outside the `($lang)+` folder: not one of them).
const spanishPages = publicPages.filter((p) => !p.startsWith('/reminders/')).map((p) => (p === '/' ? '/es' : `/es${p}`))

test('every public page reads cleanly', async () => {
  const problems: string[] = []
  for (const page of publicPages) {
    const response = await handler(new Request(`http://localhost${page}`))
    // a page that moved (a redirect) is checked where it lands, under its own name in this list
    if (response.status >= 300 && response.status < 400) continue
    // 4xx pages (a missing page, an expired link) are read too: visitors see them
    expect(response.status, page).toBeLessThan(500)
    for (const f of checkCopy(visibleText(await response.text()))) problems.push(`${page}: ${f.rule}: ${f.snippet}`)
  }
  expect(problems, problems.join('\n')).toEqual([])
}, 120_000)

test('every public page reads cleanly in Spanish, under /es', async () => {
  const problems: string[] = []
  for (const page of spanishPages) {
    const response = await handler(new Request(`http://localhost${page}`))
    if (response.status >= 300 && response.status < 400) continue
    expect(response.status, page).toBeLessThan(500)
    const text = visibleText(await response.text())
    for (const f of [...checkSpanishCopy(text), ...checkCopy(text).filter((f) => f.rule !== 'British spelling')])
      problems.push(`${page}: ${f.rule}: ${f.snippet}`)
  }
  expect(problems, problems.join('\n')).toEqual([])
}, 120_000)

/** Every alert cause, raised and cleared, from conditions made true the way the site records them. */
async function alertEmails(db: Awaited<ReturnType<(typeof import('~/utils/db.server'))['getDb']>>) {
  const { renderEmail } = await import('~/emails/templates.server')
  const { evaluateAlerts, ALERT_CAUSES } = await import('~/models/alerts.server')
  const { createId } = await import('~/utils/db.server')
  const at = new Date()
  const ago = (ms: number) => new Date(at.getTime() - ms).toISOString()
  const email = (template: string) => JSON.stringify({ template, params: {} })
  await db
    .insertInto('outbox')
    .values([
      {
        id: createId(),
        kind: 'send-email',
        payload: email('lead-notification'),
        created_at: ago(3600_000),
        failed_at: ago(60_000),
        attempts: 12,
      },
      { id: createId(), kind: 'send-email', payload: email('signed-letter'), created_at: ago(11 * 60_000), attempts: 2 },
    ])
    .execute()
  await db
    .insertInto('backups')
    .values({ id: createId(), started_at: ago(1000), finished_at: ago(500), ok: 0, error: 'ENOSPC: no space left on device, copyfile' })
    .execute()
  const deps = {
    diskSpace: async () => ({ freeBytes: 150 * 2 ** 20, totalBytes: 2 ** 30, floorBytes: 200 * 2 ** 20, low: true }),
    redisAnswers: async () => false,
  }
  await evaluateAlerts({ at, deps, operatorEmail: null })
  await evaluateAlerts({ at: new Date(at.getTime() + 61_000), deps, operatorEmail: null })
  return ALERT_CAUSES.flatMap((cause) =>
    (['raised', 'cleared'] as const).map(
      (event) =>
        [
          `operator-alert ${cause} ${event}`,
          () => renderEmail(db, 'operator-alert', { to: 'ops@firm.example', cause, event, at: at.toISOString() }),
        ] as const,
    ),
  )
}

test('every email reads cleanly', async () => {
  const { getDb } = await import('~/utils/db.server')
  const db = getDb()
  const emails = await seedEmails(db, dir, 'en', await alertEmails(db))
  const problems: string[] = []
  for (const [name, render] of emails) {
    const email = await render()
    for (const f of checkCopy(`${email.subject}\n${email.text}`)) problems.push(`${name}: ${f.rule}: ${f.snippet}`)
  }
  expect(problems, problems.join('\n')).toEqual([])
}, 120_000)

test('every client-facing email reads cleanly in Spanish, for a Spanish record', async () => {
  const { getDb } = await import('~/utils/db.server')
  const emails = (await seedEmails(getDb(), dir, 'es')).filter(([name]) => CLIENT_FACING.includes(name.split(' ')[0]!))
  expect(emails.length).toBeGreaterThan(10)
  const problems: string[] = []
  for (const [name, render] of emails) {
    const email = await render()
    const text = `${email.subject}\n${email.text}`
    for (const f of [...checkSpanishCopy(text), ...checkCopy(text).filter((f) => f.rule !== 'British spelling')])
      problems.push(`${name}: ${f.rule}: ${f.snippet}`)
  }
  expect(problems, problems.join('\n')).toEqual([])
}, 120_000)
