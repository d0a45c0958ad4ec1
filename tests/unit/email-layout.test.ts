// Every email the firm sends, rendered from sample records: one layout built the way mail clients read
// it (letterhead, signature, address footer, inline-styled layout tables, dark mode), a plain-text part
// without markup, and the firm's lead notification naming the form and linking to the lead.
import fs from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, test } from 'vitest'
import { useFreshDatabase } from '../support/app-process'
import { insertPaidSignup } from '../support/seed'
import type { RenderedEmail } from '~/emails/layout.server'

type TemplateName = import('~/emails/templates.server').TemplateName
let render: (name: TemplateName, params: Record<string, string>) => Promise<RenderedEmail>
let others: Array<[string, () => Promise<RenderedEmail>]>

const FIRM_NOTIFY = 'desk@firm.example'
const at = '2026-03-02T15:30:00.000Z'
const stamps = { created_at: at, updated_at: at }

beforeAll(async () => {
  const { dir } = useFreshDatabase({ APP_URL: 'https://firm.example', FIRM_NOTIFY_EMAIL: FIRM_NOTIFY })
  const { migrate } = await import('~/utils/migrate.server')
  const { getDb, getSqlite } = await import('~/utils/db.server')
  migrate(getSqlite())
  const db = getDb()
  const { upsertUser } = await import('~/utils/auth.server')
  const { ensureClientProfile } = await import('~/models/clients.server')
  const { renderEmail } = await import('~/emails/templates.server')
  const { documentsUploadedEmail } = await import('~/emails/documents.server')
  const { renderReminder } = await import('~/emails/reminders.server')

  await db
    .insertInto('alerts')
    .values({
      cause: 'disk-low',
      opened_at: at,
      detail: 'Free space on the data volume is 150 MB, under the floor of 200 MB.',
      updated_at: at,
    })
    .execute()
  const user = await upsertUser({ email: 'grace@northwind.example', password: 'a long enough password', firstName: 'Grace' })
  const profile = await ensureClientProfile({ id: user.id, firstName: 'Grace', lastName: 'Hopper', companyName: 'Northwind Inc.' })
  await db
    .insertInto('leads')
    .values({
      id: 'lead1',
      form_type: 'growth-score-booking',
      name: 'Grace Hopper',
      email: 'grace@northwind.example',
      company_name: 'Northwind Inc.',
      phone: '(305) 555-0199',
      message: null,
      agreement_needed: null,
      signup_id: null,
      ip: null,
      user_agent: null,
      ...stamps,
    })
    .execute()
  await insertPaidSignup(db, {
    id: 'signup1',
    name: 'Grace Hopper',
    email: 'grace@northwind.example',
    companyName: 'Northwind Inc.',
    userId: user.id,
    at,
  })
  const pdf = path.join(dir, 'signed.pdf')
  fs.writeFileSync(pdf, '%PDF-1.4 sample')
  await db
    .insertInto('signatures')
    .values({
      id: 'sig1',
      signup_id: 'signup1',
      purpose: 'engagement-letter',
      provider: 'builtin',
      signer_name: 'Grace Hopper',
      signer_email: 'grace@northwind.example',
      signed_at: at,
      ip: null,
      user_agent: null,
      consent_text: 'I agree',
      document_version: 'v1',
      document_sha256: 'x',
      verification_code: 'ABCD-1234',
      pdf_path: pdf,
    })
    .execute()
  await db
    .insertInto('contact_messages')
    .values({
      id: 'msg1',
      client_id: profile.id,
      name: 'Grace Hopper',
      email: 'grace@northwind.example',
      message: 'Can we talk on Friday?',
      created_at: at,
    })
    .execute()
  await db
    .insertInto('circle_memberships')
    .values({
      id: 'mem1',
      source: 'invitation',
      user_id: null,
      email: 'grace@northwind.example',
      name: 'Grace Hopper',
      company_name: 'Northwind Inc.',
      lead_id: null,
      browser_key_hash: null,
      terms_signed_at: at,
      checkout_session_id: null,
      customer_id: null,
      subscription_id: null,
      current_period_end: '2026-04-02T15:30:00.000Z',
      started_at: at,
      ended_at: null,
      welcomed_at: null,
      ...stamps,
    })
    .execute()
  await db
    .insertInto('circle_deliverables')
    .values({
      id: 'del1',
      membership_id: 'mem1',
      month: '2026-03',
      title: 'Advisor agreement',
      description: 'A two-page advisor agreement.',
      ...stamps,
    })
    .execute()
  await db
    .insertInto('circle_invitations')
    .values({
      id: 'inv1',
      lead_id: null,
      email: 'grace@northwind.example',
      name: 'Grace Hopper',
      company_name: null,
      token_hash: 'pending',
      expires_at: '2026-12-31T00:00:00.000Z',
      used_at: null,
      membership_id: null,
      created_by: null,
      created_at: at,
    })
    .execute()

  render = (name, params) => renderEmail(db, name, params)
  const reminder = (kind: 'missing-documents' | 'letter-unsigned' | 'checkout-abandoned', subject: string) => ({
    id: `rem-${kind}`,
    kind,
    subject_id: subject,
    recipient: 'grace@northwind.example',
    ref: null,
    due_at: at,
    sent_count: 0,
    last_sent_at: null,
    status: 'scheduled' as const,
    status_reason: null,
    ...stamps,
  })
  others = [
    [
      'documents uploaded',
      () =>
        documentsUploadedEmail(db, profile.id, [
          { item_key: 'articles', original_name: 'articles.pdf', size_bytes: 52_000, removed_at: null },
        ]),
    ],
    ...(['missing-documents', 'letter-unsigned', 'checkout-abandoned'] as const).map(
      (kind) =>
        [`reminder ${kind}`, () => renderReminder(db, reminder(kind, kind === 'missing-documents' ? profile.id : 'signup1'), 1)] as [
          string,
          () => Promise<RenderedEmail>,
        ],
    ),
  ]
})

const samples: Array<[TemplateName, Record<string, string>]> = [
  ['lead-notification', { leadId: 'lead1' }],
  ['lead-acknowledgement', { leadId: 'lead1' }],
  ['client-message-notification', { messageId: 'msg1' }],
  ['signed-letter', { signatureId: 'sig1' }],
  ['post-payment-signing-link', { signupId: 'signup1' }],
  ['purchase-confirmation', { signupId: 'signup1' }],
  ['purchase-firm-notice', { signupId: 'signup1' }],
  ['set-password', { userId: 'placeholder' }],
  ['reset-password', { userId: 'placeholder' }],
  ['operator-test', { to: 'ops@firm.example' }],
  ['conflict-cleared', { signupId: 'signup1' }],
  ['conflict-declined', { signupId: 'signup1' }],
  ['conflict-reminder', { count: '2' }],
  ...(['raised', 'cleared'] as const).map(
    (event) => ['operator-alert', { to: 'ops@firm.example', cause: 'disk-low', event, at }] as [TemplateName, Record<string, string>],
  ),
  ['circle-invitation', { invitationId: 'inv1' }],
  ...(['welcome', 'payment-failed', 'ended', 'delivered'] as const).map(
    (notice) => ['circle-member-notice', { membershipId: 'mem1', notice, deliverableId: 'del1' }] as [TemplateName, Record<string, string>],
  ),
  ...(['joined', 'payment-failed', 'ended', 'deliverable-requested'] as const).map(
    (notice) => ['circle-firm-notice', { membershipId: 'mem1', notice, deliverableId: 'del1' }] as [TemplateName, Record<string, string>],
  ),
]

async function renderAll() {
  const { getDb } = await import('~/utils/db.server')
  const userId = (await getDb().selectFrom('users').select('id').executeTakeFirstOrThrow()).id
  const out: Array<[string, RenderedEmail]> = []
  for (const [name, params] of samples) {
    const p = params.userId ? { userId } : params
    out.push([`${name}${p.notice ? ` (${p.notice})` : ''}`, await render(name, p)])
  }
  for (const [name, make] of others) out.push([name, await make()])
  return out
}

describe('every email uses the one layout', () => {
  test('every registered template has a sample here', async () => {
    const { emailTemplateNames } = await import('~/jobs/definitions')
    const covered = new Set(samples.map(([name]) => name))
    // signup-notification is a name kept for old queued jobs; no template renders it.
    expect(emailTemplateNames.filter((n) => !covered.has(n) && n !== 'signup-notification')).toEqual([])
  })

  test('letterhead, signature, address footer, inline-styled tables, dark mode and a plain-text part', async () => {
    for (const [name, mail] of await renderAll()) {
      const { html, text } = mail
      // Letterhead, signature and address footer.
      expect(html, name).toContain('>Harbor &amp; Vale</p>')
      expect(html, name).toContain('Harbor &amp; Vale Law, PLLC')
      expect(html, name).toContain('8200 NW 41st Street, Suite 200, Doral, FL 33166')
      expect(html, name).toContain('(305) 555-0142')
      expect(html, name).toContain('href="https://firm.example"')
      // The firm's own notices and the operator's alerts are signed by the website, not the attorney.
      if (mail.to === FIRM_NOTIFY || name.startsWith('operator-alert')) expect(html, name).toContain('Harbor &amp; Vale website')
      else {
        expect(html, name).toContain('Elena M. Vale')
        expect(html, name).toContain('Managing Attorney')
      }
      // Built for mail clients: the layout does not depend on the <style> block.
      expect(html, name).toMatch(/<meta name="color-scheme" content="light dark">/)
      expect(html, name).toMatch(/<meta name="supported-color-schemes" content="light dark">/)
      expect(html, name).toContain('@media (prefers-color-scheme:dark)')
      for (const table of html.match(/<table\b[^>]*>/g) ?? []) {
        expect(table, name).toContain('role="presentation"')
        expect(table, name).toMatch(/style="[^"]+"/)
      }
      expect(html, name).toMatch(/max-width:600px/)
      expect(html.match(/<style>/g), name).toHaveLength(1)
      // Every element that carries text sets its font inline.
      for (const tag of html.match(/<(p|th)\b[^>]*>/g) ?? []) expect(tag, name).toMatch(/style="[^"]*font-family:/)
      // No raw ids for the client, and no doubled periods after a name ending in "Inc.".
      if (mail.to !== FIRM_NOTIFY) expect(text.replace(/https?:\/\/\S+/g, '<link>'), name).not.toMatch(/Reference:|signup1|lead1/)
      expect(text, name).not.toContain('..')
      // A number range ("5–7 business days") never breaks after its dash in a narrow client.
      const body = html.slice(html.indexOf('<body'))
      expect(body.replace(/<span style="white-space:nowrap">\d+–\d+<\/span>/g, ''), name).not.toMatch(/\d–\d/)
      // A plain-text part with the same content and no markup.
      expect(text, name).not.toMatch(/<\/?[a-z][^>]*>/i)
      expect(text, name).toContain('Harbor & Vale Law, PLLC')
      expect(text, name).toContain('8200 NW 41st Street, Suite 200, Doral, FL 33166')
      expect(text, name).toContain('https://firm.example')
      for (const href of html.match(/href="https:[^"]+"/g) ?? []) {
        const url = href.slice(6, -1).replace(/&amp;/g, '&')
        expect(text, `${name}: ${url}`).toContain(url)
      }
    }
  })

  test('the lead notification names the form in words and links to the lead in the admin panel', async () => {
    const mail = await render('lead-notification', { leadId: 'lead1' })
    expect(mail.text).toContain('Form: Growth Score strategy session booking')
    expect(mail.text).not.toContain('growth-score-booking')
    const link = 'https://firm.example/internal-admin/leads?lead=lead1#lead-lead1'
    expect(mail.text).toContain(link)
    expect(mail.html).toContain(`href="${link}"`)
  })

  test('the link opens the admin leads list narrowed to that lead', async () => {
    const { getDb } = await import('~/utils/db.server')
    const { listLeadsWithDeliveries } = await import('~/models/admin-leads.server')
    await getDb()
      .insertInto('leads')
      .values({
        id: 'lead2',
        form_type: 'contact',
        name: 'Ada Byron',
        email: 'ada@example.com',
        company_name: null,
        phone: null,
        message: 'Hello',
        agreement_needed: null,
        signup_id: null,
        ip: null,
        user_agent: null,
        ...stamps,
      })
      .execute()
    expect((await listLeadsWithDeliveries({})).leads.map((l) => l.id).sort()).toEqual(['lead1', 'lead2'])
    expect((await listLeadsWithDeliveries({ lead: 'lead1' })).leads.map((l) => l.id)).toEqual(['lead1'])
  })
})
