// The sandbox checkout: without STRIPE_SECRET_KEY (never in production) sessions live in SQLite and are
// paid on a test-mode page inside the site, which returns to the same success and cancel URLs.
import crypto from 'node:crypto'
import { getDb, now, type Db } from '~/utils/db.server'
import { env } from '~/utils/env.server'
import type { Selectable } from 'kysely'
import type { SandboxCheckoutSessionsTable } from '~/utils/db-schema'
import type { CheckoutSession, PaymentProvider } from './types'

type Row = Selectable<SandboxCheckoutSessionsTable>

export function sandboxCheckoutPath(id: string) {
  return `/growth-score/checkout/${id}`
}

function toSession(row: Row, at = new Date()): CheckoutSession {
  const expired = row.status === 'open' && Date.parse(row.expires_at) <= at.getTime()
  return {
    id: row.id,
    url: `${env().APP_URL}${sandboxCheckoutPath(row.id)}`,
    status: expired ? 'expired' : row.status,
    paymentStatus: row.payment_status,
    amountTotal: row.amount_total,
    currency: row.currency,
    signupId: row.signup_id,
  }
}

async function load(db: Db, id: string) {
  const row = await db.selectFrom('sandbox_checkout_sessions').selectAll().where('id', '=', id).executeTakeFirst()
  if (!row) throw new Error(`No such checkout session: ${id}`)
  return row
}

export function sandboxProvider(db: Db = getDb()): PaymentProvider {
  return {
    name: 'sandbox',
    async createCheckout(input) {
      const existing = await db
        .selectFrom('sandbox_checkout_sessions')
        .selectAll()
        .where('idempotency_key', '=', input.idempotencyKey)
        .executeTakeFirst()
      if (existing) return toSession(existing)
      const row = {
        id: `cs_sandbox_${crypto.randomBytes(24).toString('base64url')}`,
        signup_id: input.signupId,
        idempotency_key: input.idempotencyKey,
        amount_total: input.amountCents,
        currency: input.currency,
        customer_email: input.customerEmail,
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        expires_at: new Date(input.expiresAt * 1000).toISOString(),
        created_at: now(),
      }
      await db
        .insertInto('sandbox_checkout_sessions')
        .values(row)
        .onConflict((oc) => oc.column('idempotency_key').doNothing())
        .execute()
      return toSession(
        await db
          .selectFrom('sandbox_checkout_sessions')
          .selectAll()
          .where('idempotency_key', '=', input.idempotencyKey)
          .executeTakeFirstOrThrow(),
      )
    },
    retrieveCheckout: async (id) => toSession(await load(db, id)),
    async expireCheckout(id) {
      await db
        .updateTable('sandbox_checkout_sessions')
        .set({ status: 'expired' })
        .where('id', '=', id)
        .where('status', '=', 'open')
        .execute()
      return toSession(await load(db, id))
    },
  }
}

/** The test-mode page's session, with what the page shows and where it returns to. */
export async function getSandboxSession(id: string, db: Db = getDb()) {
  const row = await db.selectFrom('sandbox_checkout_sessions').selectAll().where('id', '=', id).executeTakeFirst()
  return row ? { ...row, session: toSession(row) } : null
}

/** 'Complete test payment': an open, unexpired session becomes complete and paid. */
export async function completeSandboxPayment(id: string, db: Db = getDb()) {
  const result = await db
    .updateTable('sandbox_checkout_sessions')
    .set({ status: 'complete', payment_status: 'paid', completed_at: now() })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .where('expires_at', '>', now())
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** Stripe's success URL carries the literal {CHECKOUT_SESSION_ID}; the sandbox fills it in the same way. */
export function fillSessionId(url: string, id: string) {
  return url.replace('{CHECKOUT_SESSION_ID}', id)
}
