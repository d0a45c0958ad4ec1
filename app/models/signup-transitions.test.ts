// The purchase flow's transitions against a fresh SQLite file: every transition from every state it
// allows, a typed refusal from every state it does not, and replays (a webhook twice, a job redelivered)
// that change nothing and queue nothing more.
import { afterAll, describe, expect, test } from 'vitest'
import { useFreshDatabase } from '../../tests/support/app-process'
import { SIGNUP_STATES } from '~/utils/db-enums'

useFreshDatabase()
const { migrate } = await import('~/utils/migrate.server')
const dbModule = await import('~/utils/db.server')
migrate(dbModule.getSqlite())
const db = dbModule.getDb()
const { writeTransaction, createId } = dbModule
const t = await import('./signup-transitions.server')
const states = await import('./signup-states')
const { engagementLetterFor, postPaymentAgreementFor } = await import('./signups.server')
const { upsertUser } = await import('~/utils/auth.server')
type SignupState = import('~/utils/db-schema').SignupState
type TransitionName = import('./signup-states').TransitionName
type Tx = import('~/utils/db.server').Tx

afterAll(async () => {
  const { producerRedis } = await import('~/utils/redis.server')
  producerRedis().disconnect()
})

const SIGNED: SignupState[] = ['signed', 'checkout_open', 'paid', 'complete']
const PAID: SignupState[] = ['paid', 'complete']

/** A signup as the flow leaves it in `state`, with a live hold tied to its current checkout. */
async function signupIn(state: SignupState) {
  const id = createId()
  const at = new Date().toISOString()
  await db
    .insertInto('signups')
    .values({
      id,
      name: 'Ada Lovelace',
      email: `${id}@client.example`,
      company_name: 'Analytical Engines LLC',
      phone: '305-555-0100',
      state,
      payment_status: PAID.includes(state) ? 'paid' : 'pending',
      signed_document_url: SIGNED.includes(state) ? `signed-${Date.now()}` : null,
      envelope_status:
        state === 'letter_preparing' ? 'requested' : state === 'awaiting_signature' ? 'ready' : state === 'letter_failed' ? 'failed' : null,
      envelope_id: state === 'awaiting_signature' ? `env-${id}` : null,
      checkout_session_id: ['checkout_open', ...PAID].includes(state) ? `cs_${id}` : null,
      post_envelope_status: PAID.includes(state) ? 'requested' : null,
      paid_at: PAID.includes(state) ? at : null,
      created_at: at,
      updated_at: at,
    })
    .execute()
  await db
    .insertInto('capacity_reservations')
    .values({
      id: `hold-${id}`,
      signup_id: id,
      month: at.slice(0, 7),
      expires_at: new Date(Date.now() + 30 * 60_000).toISOString(),
      released_at: null,
      created_at: at,
      checkout_session_id: state === 'checkout_open' ? `cs_${id}` : null,
      network_key: '203.0.113.7',
      email_key: `${id}@client.example`,
    })
    .execute()
  return id
}

const row = (id: string) => db.selectFrom('signups').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
const jobs = (kind: string) => db.selectFrom('outbox').select('id').where('kind', '=', kind).execute()
const hold = (id: string) => db.selectFrom('capacity_reservations').selectAll().where('signup_id', '=', id).executeTakeFirstOrThrow()

async function signature(tx: Tx, id: string, purpose: 'letter' | 'agreement') {
  const stub = {
    letter_version: null,
    name: 'Nobody',
    email: 'nobody@client.example',
    company_name: 'None',
    created_at: new Date().toISOString(),
  }
  const signup = (await t.loadSignup(id, tx)) ?? (stub as unknown as import('~/utils/db-schema').Signup)
  const document = purpose === 'letter' ? engagementLetterFor(signup)! : postPaymentAgreementFor(signup)!
  return {
    provider: 'builtin',
    signerName: 'Ada Lovelace',
    signerEmail: signup.email,
    signedAt: new Date().toISOString(),
    meta: { ip: '203.0.113.7', userAgent: 'test' },
    consent: 'I agree',
    document,
  }
}

// Created before any transaction: upsertUser opens its own, and transactions never nest.
const buyer = await upsertUser({ email: 'buyer@client.example' })
const call: Record<TransitionName, (tx: Tx, id: string) => Promise<import('./signup-states').TransitionResult>> = {
  editDetails: (tx, id) =>
    t.editDetails(tx, id, { name: 'Ada King', email: `${id}@client.example`, company: 'Engines Ltd', phone: '305-555-0101' }),
  requestEnvelope: (tx, id) => t.requestEnvelope(tx, id),
  envelopeReady: (tx, id) => t.envelopeReady(tx, id, { envelopeId: `env-${id}`, signingUrl: `/growth-score/sign?signup_id=${id}` }),
  envelopeFailed: (tx, id) => t.envelopeFailed(tx, id, 'provider down'),
  sign: async (tx, id) => t.sign(tx, id, await signature(tx, id, 'letter')),
  openCheckout: (tx, id) =>
    t.openCheckout(tx, id, { reservationId: `hold-${id}`, sessionId: `cs_new_${id}`, url: 'https://checkout.example/x' }),
  closeCheckout: (tx, id) => t.closeCheckout(tx, id, { sessionId: `cs_${id}`, reason: 'cancelled' }),
  markPaid: (tx, id) => t.markPaid(tx, id, { sessionId: `cs_${id}`, amountCents: 400_000, currency: 'usd' }),
  recordVerification: (tx, id) => t.recordVerification(tx, id, 'unpaid'),
  markProvisioned: (tx, id) => t.markProvisioned(tx, id, buyer.id),
  postEnvelopeReady: (tx, id) => t.postEnvelopeReady(tx, id, `post-${id}`),
  postEnvelopeFailed: (tx, id) => t.postEnvelopeFailed(tx, id),
  signAgreement: async (tx, id) => t.signAgreement(tx, id, await signature(tx, id, 'agreement')),
}

const names = Object.keys(states.TRANSITIONS) as TransitionName[]

describe('the transitions table', () => {
  const allowed = names.flatMap((name) => states.TRANSITIONS[name].from.map((from) => [name, from] as const))
  test.each(allowed)('%s from %s moves to its state', async (name, from) => {
    const id = await signupIn(from)
    const result = await writeTransaction((tx) => call[name](tx, id))
    expect(result).toMatchObject({ ok: true, changed: true, from, to: states.TRANSITIONS[name].to ?? from })
    expect((await row(id)).state).toBe(states.TRANSITIONS[name].to ?? from)
  })

  const refused = names.flatMap((name) =>
    SIGNUP_STATES.filter((s) => !states.canTransition(s, name)).map((state) => [name, state] as const),
  )
  test.each(refused)('%s from %s is refused and writes nothing', async (name, state) => {
    const id = await signupIn(state)
    const before = await row(id)
    const outbox = (await db.selectFrom('outbox').select('id').execute()).length
    const result = await writeTransaction((tx) => call[name](tx, id))
    expect(result).toEqual({ ok: false, refusal: 'not-allowed', transition: name, state })
    expect(await row(id)).toEqual(before)
    expect((await db.selectFrom('outbox').select('id').execute()).length).toBe(outbox)
  })

  test('every transition refuses a signup that does not exist', async () => {
    for (const name of names) {
      expect(await writeTransaction((tx) => call[name](tx, 'no-such-signup'))).toMatchObject({
        ok: false,
        refusal: 'missing',
        transition: name,
      })
    }
  })

  test('no payment before signing, no signing after paying, no second payment', () => {
    for (const s of ['details', 'letter_preparing', 'letter_failed', 'awaiting_signature'] as const) {
      expect(states.canTransition(s, 'openCheckout')).toBe(false)
      expect(states.canTransition(s, 'markPaid')).toBe(false)
    }
    for (const s of PAID) {
      expect(states.canTransition(s, 'editDetails')).toBe(false)
      expect(states.canTransition(s, 'openCheckout')).toBe(false)
    }
  })
})

describe('side-effects and replays', () => {
  test('the payment confirmed twice (success URL and webhook) is recorded once and queues the account once', async () => {
    const id = await signupIn('checkout_open')
    const provisionBefore = (await jobs('provision-client')).length
    const first = await writeTransaction((tx) => call.markPaid(tx, id))
    const second = await writeTransaction((tx) => call.markPaid(tx, id))
    expect(first).toMatchObject({ ok: true, changed: true, to: 'paid' })
    expect(second).toMatchObject({ ok: true, changed: false, from: 'paid', to: 'paid' })
    expect((await jobs('provision-client')).length).toBe(provisionBefore + 1)
    const paid = await row(id)
    expect(paid).toMatchObject({
      payment_status: 'paid',
      verification_status: 'paid',
      amount_cents: 400_000,
      post_envelope_status: 'requested',
    })
    // After the account exists, a late webhook still changes nothing.
    await writeTransaction((tx) => call.markProvisioned(tx, id))
    expect(await writeTransaction((tx) => call.markPaid(tx, id))).toMatchObject({ ok: true, changed: false, to: 'complete' })
    expect((await jobs('provision-client')).length).toBe(provisionBefore + 1)
  })

  test('a signature recorded twice (DocuSign Connect redelivered) keeps one signature and one PDF job', async () => {
    const id = await signupIn('awaiting_signature')
    const pdfBefore = (await jobs('render-signed-pdf')).length
    const first = await writeTransaction((tx) => call.sign(tx, id))
    const second = await writeTransaction((tx) => call.sign(tx, id))
    expect(first).toMatchObject({ ok: true, changed: true, to: 'signed' })
    expect(second).toMatchObject({ ok: true, changed: false, to: 'signed' })
    expect(await db.selectFrom('signatures').select('id').where('signup_id', '=', id).execute()).toHaveLength(1)
    expect((await jobs('render-signed-pdf')).length).toBe(pdfBefore + 1)
    expect((await row(id)).signed_document_url).toMatch(/^signed-\d+$/)
  })

  test('a signature over a letter other than the one shown is refused', async () => {
    const id = await signupIn('awaiting_signature')
    const result = await writeTransaction(async (tx) =>
      t.sign(tx, id, { ...(await signature(tx, id, 'letter')), shownSha256: 'f'.repeat(64) }),
    )
    expect(result).toEqual({ ok: false, refusal: 'letter-changed', transition: 'sign', state: 'awaiting_signature' })
    expect((await row(id)).state).toBe('awaiting_signature')
  })

  test('the post-payment agreement is signed once', async () => {
    const id = await signupIn('paid')
    expect(await writeTransaction((tx) => call.signAgreement(tx, id))).toMatchObject({ ok: true, changed: true })
    expect(await writeTransaction((tx) => call.signAgreement(tx, id))).toMatchObject({ ok: false, refusal: 'already-signed' })
    expect((await row(id)).post_envelope_status).toBe('completed')
  })

  test('I Agree and Sign pressed twice while the envelope is prepared queues one job', async () => {
    const id = await signupIn('details')
    const before = (await jobs('create-envelope')).length
    expect(await writeTransaction((tx) => call.requestEnvelope(tx, id))).toMatchObject({ changed: true, to: 'letter_preparing' })
    expect(await writeTransaction((tx) => call.requestEnvelope(tx, id))).toMatchObject({ ok: true, changed: false, to: 'letter_preparing' })
    expect((await jobs('create-envelope')).length).toBe(before + 1)
  })

  test('the preparing page read before the worker failed the envelope still shows the provider’s error', async () => {
    const { engagementEnvelopeProgress } = await import('./signup-signing.server')
    const id = await signupIn('details')
    await writeTransaction((tx) => call.requestEnvelope(tx, id))
    const seenByThePage = await row(id)
    // What the worker does after the page read the signup: the error on the signup, then the job failed.
    await writeTransaction((tx) => t.envelopeFailed(tx, id, 'DocuSign envelope creation answered 400'))
    await db
      .updateTable('outbox')
      .set({ failed_at: new Date().toISOString() })
      .where('subject_id', '=', id)
      .where('kind', '=', 'create-envelope')
      .execute()
    expect(await engagementEnvelopeProgress(seenByThePage)).toEqual({
      state: 'failed',
      error: 'DocuSign envelope creation answered 400',
      signingUrl: null,
    })
  })

  test('a cancelled checkout frees its place and payment can start again; an expiry replayed changes nothing', async () => {
    const id = await signupIn('checkout_open')
    expect(await writeTransaction((tx) => call.closeCheckout(tx, id))).toMatchObject({ changed: true, to: 'signed' })
    expect((await hold(id)).released_at).not.toBeNull()
    expect(states.canTransition((await row(id)).state, 'openCheckout')).toBe(true)
    const expired = await writeTransaction((tx) => t.closeCheckout(tx, id, { sessionId: `cs_${id}`, reason: 'expired' }))
    expect(expired).toMatchObject({ ok: true, changed: false, to: 'signed' })
  })

  test('an older session expiring leaves the newer checkout and its state alone', async () => {
    const id = await signupIn('checkout_open')
    const result = await writeTransaction((tx) => t.closeCheckout(tx, id, { sessionId: 'cs_older', reason: 'expired' }))
    expect(result).toMatchObject({ ok: true, changed: false, to: 'checkout_open' })
    expect((await hold(id)).released_at).toBeNull()
  })

  test('a checkout whose hold was released meanwhile is refused, not opened', async () => {
    const id = await signupIn('signed')
    await db.updateTable('capacity_reservations').set({ released_at: new Date().toISOString() }).where('signup_id', '=', id).execute()
    expect(await writeTransaction((tx) => call.openCheckout(tx, id))).toEqual({
      ok: false,
      refusal: 'hold-released',
      transition: 'openCheckout',
      state: 'signed',
    })
    expect((await row(id)).state).toBe('signed')
  })

  test('editing the details drops a letter prepared for the old ones', async () => {
    const id = await signupIn('awaiting_signature')
    await writeTransaction((tx) => call.editDetails(tx, id))
    expect(await row(id)).toMatchObject({
      state: 'details',
      company_name: 'Engines Ltd',
      envelope_id: null,
      signing_url: null,
      envelope_status: null,
    })
  })
})
