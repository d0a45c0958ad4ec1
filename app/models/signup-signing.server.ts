// Step 2 of the Growth Score purchase: the signing envelope (asked of the worker, never made in the
// request), the built-in and DocuSign signatures of the engagement letter and of the post-payment
// agreement, and the public lookup of a signature by its verification code.
import type { RequestMeta } from '~/utils/request-meta.server'
import { getDb, now, writeTransaction } from '~/utils/db.server'
import type { Signup } from '~/utils/db-schema'
import { isPaidState, isSignedState } from './signup-states'
import { latestJob, loadSignup, requestEnvelope, sign, signAgreement } from './signup-transitions.server'
import { consentFor, isSigned, isPaid, engagementLetterFor, postPaymentAgreementFor } from './signups.server'

/** How long a buyer waits on 'Preparing your document…' before a failing provider counts as failed. */
export const ENVELOPE_PATIENCE_MS = 2 * 60 * 1000
/** After payment the agreement may take longer; past this the page says 'Document Creation Failed'. */
export const POST_ENVELOPE_PATIENCE_MS = 10 * 60 * 1000

export type EnvelopeRequestResult = 'requested' | 'already-requested' | 'signed' | 'paid' | 'missing'

/**
 * 'I Agree and Sign': asks the worker for a signing envelope (never created in the request). A second
 * press while one is being prepared does not queue another.
 */
export async function requestEngagementEnvelope(signupId: string): Promise<EnvelopeRequestResult> {
  const result = await writeTransaction((tx) => requestEnvelope(tx, signupId))
  if (!result.ok) return result.refusal === 'missing' ? 'missing' : 'signed'
  if (isPaidState(result.to)) return 'paid'
  if (isSignedState(result.to)) return 'signed'
  return result.changed ? 'requested' : 'already-requested'
}

export type EnvelopeProgress = {
  state: 'none' | 'preparing' | 'ready' | 'failed' | 'completed'
  error: string | null
  signingUrl: string | null
}

/** Where the engagement envelope stands, including a job that gave up without writing back. */
export async function engagementEnvelopeProgress(signup: Signup): Promise<EnvelopeProgress> {
  const db = getDb()
  if (isSigned(signup)) return { state: 'completed', error: null, signingUrl: null }
  if (signup.state === 'awaiting_signature' && signup.signing_url) return { state: 'ready', error: null, signingUrl: signup.signing_url }
  if (signup.state === 'letter_failed') return { state: 'failed', error: signup.envelope_error, signingUrl: null }
  if (signup.state === 'letter_preparing') {
    const job = await latestJob('create-envelope', 'signup', signup.id)
    if (job?.failed_at) {
      // `signup` was read before the job: the worker records the error on the signup and then fails the
      // job, so read the error again rather than show the fallback text in that window.
      const fresh = await db.selectFrom('signups').select('envelope_error').where('id', '=', signup.id).executeTakeFirst()
      return { state: 'failed', error: fresh?.envelope_error ?? null, signingUrl: null }
    }
    return { state: 'preparing', error: null, signingUrl: null }
  }
  return { state: 'none', error: null, signingUrl: null }
}

// ---- signing ----

export type SignatureInput = {
  signerName: string
  consent: boolean
  shownSha256: string
  meta: RequestMeta
}

export type SignResult =
  | { ok: true; signatureId: string }
  | { ok: false; reason: 'missing' | 'already-signed' | 'paid' | 'letter-changed' | 'no-consent' | 'no-name' }

/** Normalises what people type into the verification form (case, spaces, missing dashes). */
export function normalizeVerificationCode(input: string) {
  const raw = input
    .toUpperCase()
    .replace(/[^0-9A-Z]/g, '')
    .replace(/^GS/, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1')
  if (raw.length !== 15) return null
  return `GS-${raw.slice(0, 5)}-${raw.slice(5, 10)}-${raw.slice(10, 15)}`
}

/**
 * 'Confirm Signature' on the built-in page: the signature's audit record and the spec's
 * signed-{timestamp} marker in one transaction, then the PDF. The hash the page showed must match the
 * letter as it stands, so the signer signs exactly what they read. Only a letter made ready for
 * signing (the built-in "envelope") can be signed this way.
 */
export async function confirmBuiltinSignature(signupId: string, input: SignatureInput): Promise<SignResult> {
  if (!input.consent) return { ok: false, reason: 'no-consent' }
  if (!input.signerName.trim()) return { ok: false, reason: 'no-name' }
  return writeTransaction(async (tx) => {
    const signup = await loadSignup(signupId, tx)
    if (!signup) return { ok: false, reason: 'missing' } as const
    if (isPaid(signup)) return { ok: false, reason: 'paid' } as const
    if (isSigned(signup)) return { ok: false, reason: 'already-signed' } as const
    const letter = engagementLetterFor(signup)
    if (!letter || signup.state !== 'awaiting_signature') return { ok: false, reason: 'letter-changed' } as const
    const result = await sign(tx, signupId, {
      provider: 'builtin',
      signerName: input.signerName,
      signerEmail: signup.email,
      signedAt: now(),
      meta: input.meta,
      consent: consentFor('engagement-letter', letter),
      document: letter,
      shownSha256: input.shownSha256,
    })
    if (!result.ok) return { ok: false, reason: result.refusal === 'missing' ? 'missing' : 'letter-changed' } as const
    if (!result.changed || !result.signatureId) return { ok: false, reason: 'already-signed' } as const
    return { ok: true, signatureId: result.signatureId } as const
  })
}

/** The built-in post-payment agreement: same controls, reached through the emailed link. */
export async function confirmAgreementSignature(signupId: string, input: SignatureInput): Promise<SignResult> {
  if (!input.consent) return { ok: false, reason: 'no-consent' }
  if (!input.signerName.trim()) return { ok: false, reason: 'no-name' }
  return writeTransaction(async (tx) => {
    const signup = await loadSignup(signupId, tx)
    if (!signup || !isPaid(signup)) return { ok: false, reason: 'missing' } as const
    const agreement = postPaymentAgreementFor(signup)
    if (!agreement) return { ok: false, reason: 'letter-changed' } as const
    const result = await signAgreement(tx, signupId, {
      provider: 'builtin',
      signerName: input.signerName,
      signerEmail: signup.email,
      signedAt: now(),
      meta: input.meta,
      consent: consentFor('post-payment-agreement', agreement),
      document: agreement,
      shownSha256: input.shownSha256,
    })
    if (!result.ok)
      return {
        ok: false,
        reason: result.refusal === 'already-signed' ? 'already-signed' : result.refusal === 'missing' ? 'missing' : 'letter-changed',
      } as const
    return { ok: true, signatureId: result.signatureId! } as const
  })
}

/** DocuSign Connect said an envelope was completed: record it like a built-in signature (once). */
export async function completeDocusignEnvelope(
  envelopeId: string,
  signer: { name?: string | null; email?: string | null; signedAt?: string | null },
) {
  return writeTransaction(async (tx) => {
    const signup = await tx
      .selectFrom('signups')
      .selectAll()
      .where((eb) => eb.or([eb('envelope_id', '=', envelopeId), eb('post_envelope_id', '=', envelopeId)]))
      .executeTakeFirst()
    if (!signup) return 'unknown-envelope' as const
    const engagement = signup.envelope_id === envelopeId
    const document = engagement ? engagementLetterFor(signup) : postPaymentAgreementFor(signup)
    if (!document) return 'unknown-envelope' as const
    const signedAt = signer.signedAt && !Number.isNaN(Date.parse(signer.signedAt)) ? new Date(signer.signedAt).toISOString() : now()
    const record = {
      provider: 'docusign',
      signerName: signer.name || signup.name,
      signerEmail: signer.email || signup.email,
      signedAt,
      meta: { ip: null, userAgent: null },
      consent: `Electronic Record and Signature Disclosure accepted in DocuSign (envelope ${envelopeId})`,
      document,
    }
    const result = engagement ? await sign(tx, signup.id, record) : await signAgreement(tx, signup.id, record)
    if (result.ok && result.changed) return 'recorded' as const
    if (result.ok || result.refusal === 'already-signed') return 'already-recorded' as const
    return 'not-allowed' as const
  })
}

/** The public verification page's lookup: no personal data beyond what the PDF itself prints. */
export async function findSignatureByCode(code: string) {
  const db = getDb()
  const normalized = normalizeVerificationCode(code)
  if (!normalized) return null
  return db
    .selectFrom('signatures')
    .select(['signer_name', 'signed_at', 'document_sha256', 'document_version', 'purpose', 'provider', 'verification_code'])
    .where('verification_code', '=', normalized)
    .executeTakeFirst()
}

export type PostEnvelopeProgress = 'none' | 'preparing' | 'ready' | 'failed'

export async function postEnvelopeProgress(signup: Signup): Promise<PostEnvelopeProgress> {
  const status = signup.post_envelope_status
  if (status === 'ready' || status === 'completed') return 'ready'
  if (status === 'failed') return 'failed'
  if (status === 'requested') {
    const job = await latestJob('create-envelope', 'signup-post', signup.id)
    return job?.failed_at ? 'failed' : 'preparing'
  }
  return isPaid(signup) ? 'preparing' : 'none'
}
