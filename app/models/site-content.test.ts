// The site content model against a fresh SQLite file: the example content (with the FIRM_* first-start
// defaults) until a version is published; drafts, publish, restore, their audit rows; the per-process
// cache seeing a publish (also one made through another connection, as the worker's); the schema's
// limits and messages; and the form helpers.
import Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { useFreshDatabase } from '../../tests/support/app-process'

const { vars } = useFreshDatabase()
const { migrate } = await import('~/utils/migrate.server')
const dbModule = await import('~/utils/db.server')
migrate(dbModule.getSqlite())
const db = dbModule.getDb()
const model = await import('./site-content.server')
const { getFirm } = await import('~/content/firm.server')
const { resetEnvForTests } = await import('~/utils/env.server')
const { exampleContent } = await import('~/content/site-content-example')
const { SiteContentSchema, AttorneySectionSchema, TestimonialSchema, FirmSectionSchema } = await import('~/schemas/site-content.server')
const form = await import('~/schemas/site-content-form')
const { onContentPublished } = await import('~/utils/content-events.server')
const { upsertUser, makeAdmin } = await import('~/utils/auth.server')

let actor: { id: string; email: string }
const attorneyForm = (overrides: Record<string, string> = {}) => {
  const fd = new FormData()
  for (const [k, v] of Object.entries({ ...form.attorneyValues(exampleContent.attorney), ...overrides })) fd.set(k, v)
  return form.attorneyInput(fd)
}

beforeAll(async () => {
  const user = await upsertUser({ email: 'partner@content.example' })
  await makeAdmin(user.id)
  actor = { id: user.id, email: 'partner@content.example' }
})

afterAll(async () => {
  const { producerRedis } = await import('~/utils/redis.server')
  producerRedis().disconnect()
})

describe('example content', () => {
  test('is valid under the schema and adds up: the portfolio’s seventeen industries make the attorney’s transactions', () => {
    const parsed = SiteContentSchema.parse(exampleContent)
    expect(parsed.portfolio.industries.map((i) => i.name)).toHaveLength(17)
    expect(parsed.portfolio.industries.reduce((s, i) => s + i.deals, 0)).toBe(parsed.attorney.transactionsClosed)
  })

  test('is live while nothing is published, with FIRM_* and capacity as first-start defaults', () => {
    expect(model.getPublished().version).toBeNull()
    expect(getFirm().name).toBe(exampleContent.firm.name)
    Object.assign(process.env, { FIRM_NAME: 'Ortega Law', FIRM_ATTORNEY_NAME: 'Ana Ortega', GROWTH_SCORE_MONTHLY_CAPACITY: '3' })
    resetEnvForTests()
    try {
      const firm = getFirm()
      expect(firm.name).toBe('Ortega Law')
      expect(firm.attorney.name).toBe('Ana Ortega')
      expect(firm.attorney.summary.join(' ')).not.toContain('Elena Vale')
      expect(firm.phone).toBe(exampleContent.firm.phone)
      expect(model.monthlyCapacity()).toBe(3)
    } finally {
      for (const k of ['FIRM_NAME', 'FIRM_ATTORNEY_NAME', 'GROWTH_SCORE_MONTHLY_CAPACITY']) delete process.env[k]
      Object.assign(process.env, vars)
      resetEnvForTests()
    }
    expect(getFirm().name).toBe(exampleContent.firm.name)
  })
})

test('a first-start default the schema refuses is left out instead of breaking every page', () => {
  Object.assign(process.env, { FIRM_NAME: 'N'.repeat(200), GROWTH_SCORE_MONTHLY_CAPACITY: '1000' })
  resetEnvForTests()
  try {
    expect(getFirm().name).toBe(exampleContent.firm.name)
  } finally {
    for (const k of ['FIRM_NAME', 'GROWTH_SCORE_MONTHLY_CAPACITY']) delete process.env[k]
    resetEnvForTests()
  }
})

describe('schema', () => {
  test('every text has a limit with a message naming the field', () => {
    const long = 'x'.repeat(81)
    const r = AttorneySectionSchema.safeParse(attorneyForm({ name: long }))
    expect(r.success).toBe(false)
    expect(model.fieldErrors(r.error!.issues)).toEqual({ name: 'Attorney name must be at most 80 characters' })
    const empty = AttorneySectionSchema.safeParse(attorneyForm({ title: '  ' }))
    expect(model.fieldErrors(empty.error!.issues)).toEqual({ title: 'Attorney title is required' })
    const future = AttorneySectionSchema.safeParse(attorneyForm({ practicingSince: String(new Date().getFullYear() + 1) }))
    expect(model.fieldErrors(future.error!.issues).practicingSince).toBe('Practicing since cannot be in the future')
    const words = AttorneySectionSchema.safeParse(attorneyForm({ transactionsClosed: 'many' }))
    expect(model.fieldErrors(words.error!.issues).transactionsClosed).toBe('Transactions closed must be a whole number')
  })

  test('a testimonial needs the client’s agreement to be quoted', () => {
    const r = TestimonialSchema.safeParse({ quote: 'Clear and quick.', name: 'A. Client', role: 'CEO', company: 'Acme', consent: false })
    expect(model.fieldErrors(r.error!.issues)).toEqual({ consent: 'Confirm that the client agreed to be quoted' })
  })

  test('a scheduling link must be https and the email valid', () => {
    const base = { ...exampleContent.firm }
    expect(model.fieldErrors(FirmSectionSchema.safeParse({ ...base, email: 'office@' }).error!.issues)).toEqual({
      email: 'Email must be a valid address',
    })
    expect(model.fieldErrors(FirmSectionSchema.safeParse({ ...base, phone: '<script>' }).error!.issues).phone).toMatch(/digits/)
  })

  test('form rows: empty rows dropped, errors named by the form’s row', () => {
    const fd = new FormData()
    fd.set('deals.0.summary', '')
    fd.set('deals.2.industry', 'Software')
    fd.set('deals.2.side', 'sell')
    fd.set('deals.2.sizeRange', '$5–10 million')
    fd.set('deals.2.year', '1900')
    fd.set('deals.2.summary', 'A sale.')
    fd.set('deals.2.sizeRangeEs', '$5–10 millones')
    const { input, rows } = form.portfolioInput(fd)
    expect(input.deals).toHaveLength(1)
    expect(input.deals[0].sizeRangeEs).toBe('$5–10 millones')
    expect(rows).toEqual([2])
    expect(form.errorsByRow({ 'deals.0.year': 'Deal year must be at least 1950' }, 'deals', rows)).toEqual({
      'deals.2.year': 'Deal year must be at least 1950',
    })
    expect(form.attorneyInput(Object.assign(new FormData(), {})).languages).toEqual([])
  })
})

describe('draft, publish, restore', () => {
  test('a saved draft is not live until published; publish and restore are versions with audit rows', async () => {
    const heard: number[] = []
    const stop = onContentPublished((v) => heard.push(v))
    try {
      expect(await model.saveAttorneySection(actor, attorneyForm({ name: 'Marisol Reyes' }))).toEqual({ ok: true })
      expect((await model.getDraft()).changed).toBe(true)
      expect(getFirm().attorney.name).toBe('Elena M. Vale')

      const first = await model.publishDraft(actor)
      expect(first).toMatchObject({ ok: true })
      expect(getFirm().attorney.name).toBe('Marisol Reyes')
      expect((await model.getDraft()).changed).toBe(false)
      expect(await model.publishDraft(actor)).toEqual({ ok: false, error: 'There are no changes to publish.' })

      await model.saveAttorneySection(actor, attorneyForm({ name: 'Tomás Ibarra' }))
      const second = await model.publishDraft(actor)
      expect(getFirm().attorney.name).toBe('Tomás Ibarra')

      const restored = await model.restoreVersion(actor, (first as { version: number }).version)
      expect(restored).toMatchObject({ ok: true })
      expect(getFirm().attorney.name).toBe('Marisol Reyes')
      expect(await model.restoreVersion(actor, 9999)).toEqual({ ok: false, error: 'That version does not exist.' })

      const versions = await model.listVersions()
      expect(versions.map((v) => [v.attorneyName, v.live, v.restoredFrom, v.example])).toEqual([
        ['Marisol Reyes', true, (first as { version: number }).version, false],
        ['Tomás Ibarra', false, null, false],
        ['Marisol Reyes', false, null, false],
        // The first publish kept the example content it replaced, to be restored like any version.
        ['Elena M. Vale', false, null, true],
      ])
      expect(model.liveIsExample()).toBe(false)
      await model.restoreVersion(actor, versions[3].id)
      expect(getFirm().attorney.name).toBe('Elena M. Vale')
      expect(model.liveIsExample()).toBe(true)
      await model.restoreVersion(actor, (first as { version: number }).version)
      // Each publish and restore told the listeners (the web process's page cache) its version.
      expect(heard.slice(0, 3)).toEqual([
        (first as { version: number }).version,
        (second as { version: number }).version,
        (restored as { version: number }).version,
      ])
      expect(heard).toHaveLength(5)

      const audit = await db
        .selectFrom('audit_log')
        .select(['action', 'actor_user_id', 'after_json'])
        .where('action', 'like', 'content.%')
        .orderBy('created_at')
        .execute()
      expect(audit.map((a) => a.action)).toEqual([
        'content.publish',
        'content.publish',
        'content.restore',
        'content.restore',
        'content.restore',
      ])
      expect(audit.every((a) => a.actor_user_id === actor.id)).toBe(true)
      expect(JSON.parse(audit[2].after_json!)).toMatchObject({ 'Attorney name': 'Marisol Reyes' })
    } finally {
      stop()
    }
  })

  test('another connection (the worker’s) sees a publish at its next read', async () => {
    const other = new Database(vars.DATABASE_PATH)
    try {
      expect(model.getPublished(other).content.attorney.name).toBe('Marisol Reyes')
      await model.saveFirmSection(actor, { ...exampleContent.firm, name: 'Reyes & Partners' })
      await model.publishDraft(actor)
      expect(model.getPublished(other).content.firm.name).toBe('Reyes & Partners')
    } finally {
      other.close()
    }
  })

  test('an invalid section is refused with messages and leaves the draft alone', async () => {
    const before = (await model.getDraft()).content
    const result = await model.saveAttorneySection(actor, attorneyForm({ name: '' }))
    expect(result).toEqual({ ok: false, errors: { name: 'Attorney name is required' } })
    expect((await model.getDraft()).content).toEqual(before)
  })
})
