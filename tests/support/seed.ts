// Rows that tests seed directly, written once: a paid Growth Score signup with every column set.
import type { Db } from '~/utils/db.server'

export async function insertPaidSignup(
  db: Db,
  row: { id: string; name: string; email: string; companyName: string; userId: string; at: string; state?: 'paid' },
) {
  await db
    .insertInto('signups')
    .values({
      id: row.id,
      name: row.name,
      email: row.email,
      company_name: row.companyName,
      phone: '(305) 555-0199',
      message: null,
      payment_status: 'paid',
      signed_document_url: null,
      browser_key_hash: null,
      letter_version: null,
      envelope_id: null,
      envelope_status: null,
      signing_url: null,
      envelope_error: null,
      post_envelope_status: null,
      post_envelope_id: null,
      checkout_session_id: null,
      checkout_url: null,
      verification_status: 'paid',
      paid_at: row.at,
      amount_cents: 400_000,
      currency: 'usd',
      user_id: row.userId,
      over_capacity_at: null,
      ...(row.state ? { state: row.state } : {}),
      created_at: row.at,
      updated_at: row.at,
    })
    .execute()
}
