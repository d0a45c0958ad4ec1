// The copy check (issue 16): the visible text of every public page, intake form, purchase step reachable
// without a signup and the sign-in pages, and the plain-text part of every email template rendered from a
// seeded database, read as a reader would, with no British spellings, straight quotes, hyphenated ranges,
// doubled periods, raw ids or kebab-case enum values. Pages go through the built app's request handler
// (BUILD_DIR, default build), as intake-fuzz does.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { createRequestHandler, type ServerBuild } from '@remix-run/node'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startPrivateRedis } from '../fakes/redis-server'
import { useFreshDatabase } from '../support/app-process'
import { insertPaidSignup } from '../support/seed'
import { checkCopy, visibleText } from '../support/copy-rules'
import { LEAD_FORM_TYPES } from '~/utils/db-schema'

const pages = [
  '/',
  '/about',
  '/our-mission',
  '/services',
  '/solutions',
  '/scale',
  '/buy-sell',
  '/buy-side',
  '/sell-side',
  '/contracts',
  '/deal-portfolio',
  '/international-presence',
  '/apex-circle',
  '/apex-growth-score-info',
  '/privacy',
  '/terms',
  '/contact',
  '/book-growth-score',
  '/apply-apex-circle',
  '/apply-sell-side',
  '/apply-buy-side',
  '/request-contract',
  '/interest/circle',
  '/interest/exit-suite',
  '/growth-score',
  '/growth-score/details',
  '/growth-score/verify',
  '/growth-score/verify?code=GS-00000-00000-00000',
  '/auth',
  '/auth/forgot-password',
  '/auth/set-password',
  '/reminders/unsubscribe',
  '/no-such-page',
]

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

test('every public page reads cleanly', async () => {
  const problems: string[] = []
  for (const page of pages) {
    const response = await handler(new Request(`http://localhost${page}`))
    // a page that moved (a redirect) is checked where it lands, under its own name in this list
    if (response.status >= 300 && response.status < 400) continue
    // 4xx pages (a missing page, an expired link) are read too: visitors see them
    expect(response.status, page).toBeLessThan(500)
    for (const f of checkCopy(visibleText(await response.text()))) problems.push(`${page}: ${f.rule}: ${f.snippet}`)
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
  const { renderEmail } = await import('~/emails/templates.server')
  const { documentsUploadedEmail } = await import('~/emails/documents.server')
  const { renderReminder } = await import('~/emails/reminders.server')
  const { newVerificationCode } = await import('~/models/signup-transitions.server')
  const db = getDb()
  const id = () => crypto.randomBytes(16).toString('base64url').slice(0, 21)
  const now = new Date().toISOString()
  const stamps = { created_at: now, updated_at: now }
  // A company name ending in a period, the case that once gave "Inc.."
  const company = 'Reyes Logistics Inc.'

  const userId = id()
  await db
    .insertInto('users')
    .values({
      id: userId,
      email: 'dana@reyes.example',
      password_hash: null,
      first_name: 'Dana',
      last_name: 'Reyes',
      email_verified_at: now,
      ...stamps,
    })
    .execute()
  const clientId = id()
  await db
    .insertInto('client_profiles')
    .values({
      id: clientId,
      user_id: userId,
      first_name: 'Dana',
      last_name: 'Reyes',
      company_name: company,
      phone: '(305) 555-0199',
      apex_growth_score: null,
      signup_id: null,
      paid_at: null,
      ...stamps,
    })
    .execute()
  const messageId = id()
  await db
    .insertInto('contact_messages')
    .values({
      id: messageId,
      client_id: clientId,
      name: 'Dana Reyes',
      email: 'dana@reyes.example',
      message: 'Could we move our call to Thursday?',
      created_at: now,
    })
    .execute()

  const signupId = id()
  await insertPaidSignup(db, {
    id: signupId,
    name: 'Dana Reyes',
    email: 'dana@reyes.example',
    companyName: company,
    userId,
    at: now,
    state: 'paid',
  })
  const pdf = path.join(dir, 'signed.pdf')
  fs.writeFileSync(pdf, '%PDF-1.4\n%%EOF\n')
  const signatureIds: string[] = []
  for (const purpose of ['engagement-letter', 'post-payment-agreement'] as const) {
    const signatureId = id()
    signatureIds.push(signatureId)
    await db
      .insertInto('signatures')
      .values({
        id: signatureId,
        signup_id: signupId,
        purpose,
        provider: 'builtin',
        signer_name: 'Dana Reyes',
        signer_email: 'dana@reyes.example',
        signed_at: now,
        ip: null,
        user_agent: null,
        consent_text: 'I agree',
        document_version: 'v1',
        document_sha256: 'a'.repeat(64),
        verification_code: newVerificationCode(),
        pdf_path: pdf,
      })
      .execute()
  }

  const leadIds: string[] = []
  for (const formType of LEAD_FORM_TYPES) {
    const leadId = id()
    leadIds.push(leadId)
    await db
      .insertInto('leads')
      .values({
        id: leadId,
        form_type: formType,
        name: 'Dana Reyes',
        email: 'dana@reyes.example',
        company_name: company,
        phone: '(305) 555-0199',
        message: 'We are weighing a sale within two years.',
        agreement_needed: formType === 'contract-request' ? 'Mutual NDA' : null,
        signup_id: formType === 'apex-growth-score' ? signupId : null,
        ip: null,
        user_agent: null,
        ...stamps,
      })
      .execute()
  }

  const membershipId = id()
  await db
    .insertInto('circle_memberships')
    .values({
      id: membershipId,
      source: 'client',
      user_id: userId,
      email: 'dana@reyes.example',
      name: 'Dana Reyes',
      company_name: company,
      lead_id: null,
      browser_key_hash: null,
      terms_signed_at: now,
      checkout_session_id: null,
      customer_id: null,
      subscription_id: null,
      status: 'active',
      current_period_end: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      started_at: now,
      ended_at: null,
      welcomed_at: null,
      ...stamps,
    })
    .execute()
  const deliverableId = id()
  await db
    .insertInto('circle_deliverables')
    .values({
      id: deliverableId,
      membership_id: membershipId,
      month: now.slice(0, 7),
      title: 'Vendor agreement review',
      description: 'Review our main supplier’s renewal terms.',
      ...stamps,
    })
    .execute()
  const invitationId = id()
  await db
    .insertInto('circle_invitations')
    .values({
      id: invitationId,
      lead_id: null,
      email: 'dana@reyes.example',
      name: 'Dana Reyes',
      company_name: company,
      token_hash: 'x',
      expires_at: new Date(Date.now() + 86_400_000).toISOString(),
      used_at: null,
      membership_id: null,
      created_by: null,
      created_at: now,
    })
    .execute()

  const emails: Array<readonly [string, () => Promise<{ subject: string; text: string }>]> = [
    ...leadIds.flatMap((leadId, i) => [
      [`lead-notification (${LEAD_FORM_TYPES[i]})`, () => renderEmail(db, 'lead-notification', { leadId })] as const,
      [`lead-acknowledgement (${LEAD_FORM_TYPES[i]})`, () => renderEmail(db, 'lead-acknowledgement', { leadId })] as const,
    ]),
    ['client-message-notification', () => renderEmail(db, 'client-message-notification', { messageId })],
    ...signatureIds.map(
      (signatureId) =>
        [
          `signed-letter ${signatureId === signatureIds[0] ? 'engagement' : 'agreement'}`,
          () => renderEmail(db, 'signed-letter', { signatureId }),
        ] as const,
    ),
    ['post-payment-signing-link', () => renderEmail(db, 'post-payment-signing-link', { signupId })],
    ['purchase-confirmation', () => renderEmail(db, 'purchase-confirmation', { signupId })],
    ['set-password', () => renderEmail(db, 'set-password', { userId })],
    ['reset-password', () => renderEmail(db, 'reset-password', { userId })],
    ['operator-test', () => renderEmail(db, 'operator-test', { to: 'ops@firm.example' })],
    ['circle-invitation', () => renderEmail(db, 'circle-invitation', { invitationId })],
    ...['welcome', 'payment-failed', 'payment-recovered', 'duplicate-refunded', 'ended', 'delivered'].map(
      (notice) =>
        [`circle-member-notice ${notice}`, () => renderEmail(db, 'circle-member-notice', { membershipId, notice, deliverableId })] as const,
    ),
    ...['joined', 'payment-failed', 'payment-recovered', 'duplicate-refunded', 'duplicate-failed', 'ended', 'deliverable-requested'].map(
      (notice) =>
        [`circle-firm-notice ${notice}`, () => renderEmail(db, 'circle-firm-notice', { membershipId, notice, deliverableId })] as const,
    ),
    ...(['missing-documents', 'letter-unsigned', 'checkout-abandoned'] as const).map(
      (kind) =>
        [
          `reminder ${kind}`,
          () =>
            renderReminder(
              db,
              {
                id: id(),
                kind,
                subject_id: kind === 'missing-documents' ? clientId : signupId,
                recipient: 'dana@reyes.example',
                ref: null,
                due_at: now,
                sent_count: 0,
                last_sent_at: null,
                status: 'scheduled',
                status_reason: null,
                ...stamps,
              },
              1,
            ),
        ] as const,
    ),
    [
      'documents uploaded',
      () =>
        documentsUploadedEmail(db, clientId, [
          { item_key: 'owner-list', original_name: 'cap-table.xlsx', size_bytes: 48_000, removed_at: null },
        ]),
    ],
    ...(await alertEmails(db)),
  ]
  const problems: string[] = []
  for (const [name, render] of emails) {
    const email = await render()
    for (const f of checkCopy(`${email.subject}\n${email.text}`)) problems.push(`${name}: ${f.rule}: ${f.snippet}`)
  }
  expect(problems, problems.join('\n')).toEqual([])
}, 120_000)
