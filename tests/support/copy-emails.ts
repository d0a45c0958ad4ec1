// The records the copy check renders every email template from (tests/integration/copy-check.test.ts):
// a client, their paid signup and signed letters, a lead of each form, a Circle membership, and each
// template rendered from them. `lang` is the records' `language`: a Spanish pass renders the
// client-facing templates in Spanish (CLIENT_FACING), the firm's notifications stay English.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { insertPaidSignup } from './seed'
import { LEAD_FORM_TYPES } from '~/utils/db-schema'
import type { Lang } from '~/utils/i18n'

type Db = Awaited<ReturnType<(typeof import('~/utils/db.server'))['getDb']>>
export type Render = readonly [string, () => Promise<{ subject: string; text: string }>]

/** The templates a client reads (by the names below): the rest go to the firm or its operator. */
export const CLIENT_FACING = [
  'lead-acknowledgement',
  'signed-letter',
  'post-payment-signing-link',
  'purchase-confirmation',
  'set-password',
  'reset-password',
  'circle-member-notice',
  'reminder',
]

/** Seeds the records in `lang` (their own addresses, so both languages fit one database) and lists every email. */
export async function seedEmails(db: Db, dir: string, lang: Lang, alertEmails: Render[] = []): Promise<Render[]> {
  const { renderEmail } = await import('~/emails/templates.server')
  const { documentsUploadedEmail } = await import('~/emails/documents.server')
  const { renderReminder } = await import('~/emails/reminders.server')
  const { newVerificationCode } = await import('~/models/signup-transitions.server')
  const address = lang === 'en' ? 'dana@reyes.example' : `dana.${lang}@reyes.example`
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
      email: address,
      password_hash: null,
      first_name: 'Dana',
      last_name: 'Reyes',
      email_verified_at: now,
      language: lang,
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
      email: address,
      message: 'Could we move our call to Thursday?',
      created_at: now,
    })
    .execute()

  const signupId = id()
  await insertPaidSignup(db, {
    id: signupId,
    name: 'Dana Reyes',
    email: address,
    companyName: company,
    userId,
    at: now,
    state: 'paid',
  })
  await db.updateTable('signups').set({ language: lang }).where('id', '=', signupId).execute()
  const pdf = path.join(dir, `signed-${lang}.pdf`)
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
        signer_email: address,
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
        email: address,
        company_name: company,
        phone: '(305) 555-0199',
        message: 'We are weighing a sale within two years.',
        agreement_needed: formType === 'contract-request' ? 'Mutual NDA' : null,
        signup_id: formType === 'apex-growth-score' ? signupId : null,
        ip: null,
        user_agent: null,
        language: lang,
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
      email: address,
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
      language: lang,
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
      email: address,
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

  const emails: Render[] = [
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
                recipient: address,
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
    ...alertEmails,
  ]
  return emails
}
