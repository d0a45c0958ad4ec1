// The purchase flow's jobs: envelopes, signed PDFs, payment verification and the buyer's account.
// Each is idempotent: every change to a signup goes through a transition of
// app/models/signup-transitions.server.ts, which checks the state first and answers a replay without
// writing, so BullMQ's at-least-once delivery, duplicate webhooks and reloads never do anything twice.
import { reminderEvents } from '~/models/reminder-schedule.server'
import fs from 'node:fs/promises'
import path from 'node:path'
import { UnrecoverableError } from 'bullmq'
import { renderDocument } from '~/content/engagement-letter'
import { getFirm } from '~/content/firm.server'
import { enqueue } from '~/jobs/outbox.server'
import { getSignatureProvider, PermanentSignatureError, type EnvelopePurpose } from '~/integrations/signatures/index.server'
import { renderSignedPdf } from '~/integrations/signatures/pdf.server'
import { verifyCheckout } from '~/models/signup-payment.server'
import { ensureClientProfile } from '~/models/clients.server'
import { ENVELOPE_PATIENCE_MS, POST_ENVELOPE_PATIENCE_MS } from '~/models/signup-signing.server'
import { engagementLetterFor, getSignup, isPaid, letterParty, postPaymentAgreementFor } from '~/models/signups.server'
import {
  documentSha256,
  envelopeFailed,
  envelopeReady,
  markProvisioned,
  postEnvelopeFailed,
  postEnvelopeReady,
} from '~/models/signup-transitions.server'
import { accountForPurchase } from '~/models/accounts.server'
import { writeTransaction, type Db } from '~/utils/db.server'
import { env } from '~/utils/env.server'
import { storedLang } from '~/utils/i18n.server'
import type { JobHandler } from './types'

async function jobAgeMs(db: Db, outboxId: string) {
  const row = await db.selectFrom('outbox').select('created_at').where('id', '=', outboxId).executeTakeFirst()
  return row ? Date.now() - Date.parse(row.created_at) : 0
}

// ---- create-envelope ----

export const createEnvelope: JobHandler<'create-envelope'> = async (payload, { db, outboxId }) => {
  const signup = await getSignup(payload.signupId)
  if (!signup) throw new UnrecoverableError(`No signup ${payload.signupId}`)
  const purpose: EnvelopePurpose = payload.purpose
  const engagement = purpose === 'engagement-letter'
  if (engagement ? signup.state !== 'letter_preparing' : signup.post_envelope_status !== 'requested') {
    return { skipped: 'not requested' }
  }
  const document = engagement ? engagementLetterFor(signup) : postPaymentAgreementFor(signup)
  if (!document) throw new UnrecoverableError('Unknown letter version')
  const provider = getSignatureProvider()
  const request = {
    signupId: signup.id,
    purpose,
    signerName: signup.name,
    signerEmail: signup.email,
    companyName: signup.company_name,
    document,
    returnUrl: `${env().APP_URL}/growth-score?step=sign&signup_id=${encodeURIComponent(signup.id)}`,
  }
  try {
    if (engagement) {
      // DocuSign's signing URLs are short-lived: an existing envelope gets a fresh one, not a second envelope.
      const existing = provider.name === 'docusign' && signup.envelope_id?.length ? signup.envelope_id : null
      const envelope = existing
        ? { envelopeId: existing, signingUrl: await provider.signingUrl(request, existing) }
        : await provider.createEnvelope(request)
      if (!envelope.signingUrl) throw new PermanentSignatureError('No signing URL received from the signature provider')
      const signingUrl = envelope.signingUrl
      await writeTransaction((tx) => envelopeReady(tx, signup.id, { envelopeId: envelope.envelopeId, signingUrl }), db)
      return { envelopeId: envelope.envelopeId }
    }
    const envelope = await provider.createEnvelope(request)
    await writeTransaction((tx) => postEnvelopeReady(tx, signup.id, envelope.envelopeId), db)
    return { envelopeId: envelope.envelopeId }
  } catch (error) {
    const message = (error as Error).message
    const patience = engagement ? ENVELOPE_PATIENCE_MS : POST_ENVELOPE_PATIENCE_MS
    const final = error instanceof PermanentSignatureError || (await jobAgeMs(db, outboxId)) > patience
    if (!final) throw error
    await writeTransaction((tx) => (engagement ? envelopeFailed(tx, signup.id, message) : postEnvelopeFailed(tx, signup.id)), db)
    throw new UnrecoverableError(message)
  }
}

// ---- render-signed-pdf ----

export function signedPdfDir() {
  return path.join(env().dataDir, 'signed-letters')
}

export const renderSignedPdfJob: JobHandler<'render-signed-pdf'> = async (payload, { db }) => {
  const signature = await db.selectFrom('signatures').selectAll().where('id', '=', payload.signatureId).executeTakeFirst()
  if (!signature) throw new UnrecoverableError(`No signature ${payload.signatureId}`)
  const signup = await getSignup(signature.signup_id)
  if (!signup) throw new UnrecoverableError(`No signup ${signature.signup_id}`)
  const firm = getFirm()
  const document = renderDocument(signature.document_version, letterParty(signup), firm)
  if (!document) throw new UnrecoverableError(`Unknown document version ${signature.document_version}`)
  // The PDF prints the text that was signed: if the text no longer hashes the same, stop rather than lie.
  if (documentSha256(document) !== signature.document_sha256)
    throw new UnrecoverableError('The letter text no longer matches the signed hash')
  const bytes = await renderSignedPdf(document, {
    signerName: signature.signer_name,
    signerEmail: signature.signer_email,
    signedAt: signature.signed_at,
    ip: signature.ip,
    userAgent: signature.user_agent,
    consentText: signature.consent_text,
    documentVersion: signature.document_version,
    documentSha256: signature.document_sha256,
    verificationCode: signature.verification_code,
    verifyUrl: `${env().APP_URL}/growth-score/verify`,
    provider: signature.provider,
    firmName: firm.legalName,
    letterhead: [
      `${firm.address.street}, ${firm.address.locality}, ${firm.address.region} ${firm.address.postalCode}`,
      `${firm.phone}  \u00b7  ${firm.email}`,
    ],
  })
  await fs.mkdir(signedPdfDir(), { recursive: true })
  const file = path.join(signedPdfDir(), `${signature.id}.pdf`)
  await fs.writeFile(file, bytes)
  await writeTransaction(async (trx) => {
    const result = await trx
      .updateTable('signatures')
      .set({ pdf_path: file })
      .where('id', '=', signature.id)
      .where('pdf_path', 'is', null)
      .executeTakeFirst()
    // The signed letter travels once: with the purchase confirmation when the buyer pays within the
    // hour, else with the 'Continue to payment' email an hour after signing (payment-nudge, delayed).
    // The post-payment authorization is never emailed: the buyer downloads it from the page where they
    // signed it and from the confirmation's link.
    if (Number(result.numUpdatedRows) === 1 && signature.purpose === 'engagement-letter') {
      await enqueue(trx, 'payment-nudge', { signatureId: signature.id }, { type: 'signature-nudge', id: signature.id })
    }
  }, db)
  return { file, bytes: bytes.length }
}

// ---- payment-nudge ----

/**
 * An hour after signing: a buyer who has not paid gets the signed letter with 'Continue to payment'
 * (the signed-letter email); one who paid gets nothing more here, the confirmation carries the letter.
 */
export const paymentNudge: JobHandler<'payment-nudge'> = async (payload, { db }) => {
  return writeTransaction(async (trx) => {
    const signature = await trx
      .selectFrom('signatures')
      .select(['id', 'signup_id', 'pdf_path'])
      .where('id', '=', payload.signatureId)
      .executeTakeFirst()
    if (!signature) throw new UnrecoverableError(`No signature ${payload.signatureId}`)
    const signup = await getSignup(signature.signup_id, trx)
    if (!signup) throw new UnrecoverableError(`No signup ${signature.signup_id}`)
    if (isPaid(signup)) return { skipped: 'paid' }
    if (await letterEmailed(trx, signature.id)) return { skipped: 'already sent' }
    await enqueue(
      trx,
      'send-email',
      { template: 'signed-letter', params: { signatureId: signature.id } },
      { type: 'signature', id: signature.id },
    )
    return { nudged: true }
  }, db)
}

/** Whether the signed letter's own email was queued (then the confirmation does not attach it again). */
export async function letterEmailed(db: Db, signatureId: string) {
  const row = await db
    .selectFrom('outbox')
    .select('id')
    .where('kind', '=', 'send-email')
    .where('subject_type', '=', 'signature')
    .where('subject_id', '=', signatureId)
    .executeTakeFirst()
  return Boolean(row)
}

// ---- verify-payment ----

/** What became of a Checkout Session, decided and acted on by the model (verifyCheckout). */
export const verifyPayment: JobHandler<'verify-payment'> = async (payload) => {
  const outcome = await verifyCheckout(payload.checkoutSessionId)
  if ('wrongAmount' in outcome) throw new UnrecoverableError(outcome.wrongAmount)
  return outcome
}

// ---- provision-client ----

function splitName(name: string) {
  const parts = name.trim().split(/\s+/)
  return { firstName: parts[0] || 'Client', lastName: parts.slice(1).join(' ') || null }
}

/**
 * The buyer's portal: their user (created, or reused by email), client profile, six stages and five
 * tasks, then the set-password link (always: see accountForPurchase) and the confirmation.
 */
export const provisionClient: JobHandler<'provision-client'> = async (payload, { db }) => {
  return writeTransaction(async (trx) => {
    const signup = await getSignup(payload.signupId, trx)
    if (!signup) throw new UnrecoverableError(`No signup ${payload.signupId}`)
    if (!isPaid(signup)) throw new UnrecoverableError(`Signup ${signup.id} is not paid`)
    if (signup.state === 'complete' && signup.user_id) return { skipped: 'already provisioned', userId: signup.user_id }
    const { firstName, lastName } = splitName(signup.name)
    // A new account follows the purchase's language: its set-password email and its portal.
    const user = await accountForPurchase(trx, { email: signup.email, firstName, lastName, language: storedLang(signup.language) })
    const profile = await ensureClientProfile(
      { id: user.id, firstName, lastName, companyName: signup.company_name, phone: signup.phone },
      { signupId: signup.id, paidAt: signup.paid_at },
      trx,
    )
    const moved = await markProvisioned(trx, signup.id, user.id)
    if (!moved.ok) throw new UnrecoverableError(`Signup ${signup.id} cannot be provisioned from its state (${moved.refusal})`)
    await reminderEvents.clientStarted(trx, { id: profile.id, email: signup.email })
    // Always: the link is what proves the buyer owns the address (see accountForPurchase).
    await enqueue(trx, 'send-email', { template: 'set-password', params: { userId: user.id } }, { type: 'user', id: user.id })
    await enqueue(
      trx,
      'send-email',
      { template: 'purchase-confirmation', params: { signupId: signup.id } },
      { type: 'signup', id: signup.id },
    )
    return { userId: user.id, clientId: profile.id, createdUser: user.created }
  }, db)
}
