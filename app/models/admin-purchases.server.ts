// The purchases view: every Growth Score signup with where it stands, its signature audit records,
// its Stripe Checkout session, and how many of this month's places are taken.
import { monthlyCapacity } from '~/models/site-content.server'
import { listPage, rowsByParent } from './admin.server'
import { monthUsage } from './capacity.server'
import { getDb } from '~/utils/db.server'

export const SIGNUPS_PAGE_SIZE = 25
export function monthLabel(month: string) {
  const [y, m] = month.split('-').map(Number)
  return new Date(Date.UTC(y, m - 1, 15)).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' })
}

/** This month's places (firm's time zone), counted exactly as the purchase flow counts them. */
export async function monthlyPlaces(at = new Date()) {
  const usage = await monthUsage(monthlyCapacity(), at)
  return { ...usage, monthLabel: monthLabel(usage.month), used: usage.paid + usage.held }
}

export async function listSignups(opts: { page?: number }) {
  const db = getDb()
  const { rows, total, page, pageCount } = await listPage(db.selectFrom('signups'), SIGNUPS_PAGE_SIZE, opts.page, (q) =>
    q
      .select([
        'id',
        'name',
        'email',
        'company_name',
        'phone',
        'state',
        'signed_document_url',
        'checkout_session_id',
        'verification_status',
        'envelope_status',
        'paid_at',
        'amount_cents',
        'currency',
        'over_capacity_at',
        'created_at',
      ])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc'),
  )
  const signaturesOf = await rowsByParent(
    rows.map((r) => r.id),
    'signup_id',
    (ids) =>
      db
        .selectFrom('signatures')
        .select([
          'id',
          'signup_id',
          'purpose',
          'provider',
          'signer_name',
          'signer_email',
          'signed_at',
          'ip',
          'user_agent',
          'consent_text',
          'document_version',
          'document_sha256',
          'verification_code',
          'pdf_path',
        ])
        .where('signup_id', 'in', ids)
        .orderBy('signed_at')
        .execute(),
  )
  const signups = rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    company: r.company_name,
    phone: r.phone,
    /** The purchase flow's own state column (app/models/signup-transitions.server.ts). */
    state: r.state,
    signedMarker: r.signed_document_url,
    checkoutSessionId: r.checkout_session_id,
    verificationStatus: r.verification_status,
    envelopeStatus: r.envelope_status,
    paidAt: r.paid_at,
    amount: r.amount_cents === null ? null : { cents: r.amount_cents, currency: (r.currency ?? 'usd').toUpperCase() },
    createdAt: r.created_at,
    /** Paid after its month had filled (its hold had lapsed): honoured, for the firm to schedule. */
    overCapacityAt: r.over_capacity_at,
    signatures: (signaturesOf.get(r.id) ?? []).map(({ pdf_path, signup_id: _signupId, ...s }) => ({ ...s, hasPdf: Boolean(pdf_path) })),
  }))
  return { signups, total, page, pageCount }
}

export async function getSignaturePdfPath(signatureId: string) {
  const row = await getDb()
    .selectFrom('signatures')
    .select(['pdf_path', 'signup_id', 'purpose'])
    .where('id', '=', signatureId)
    .executeTakeFirst()
  return row?.pdf_path ? row : null
}
