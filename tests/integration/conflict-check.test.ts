// The conflict check against the built app, the real worker and the fake Stripe: the job writes its
// result while the buyer reads the letter; a possible conflict keeps payment from starting (no checkout
// by form or URL, no place of the month held) until the firm clears it; a declined signup can never pay;
// a check the worker has not run holds payment too and the operations summary counts it.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { waitUntil } from '../support/app-process'
import {
  HttpBrowser,
  proceedToPayment,
  signUpAndSign,
  startPurchaseStack,
  visibleText,
  type PurchaseStack,
} from '../support/purchase-stack'

let stack: PurchaseStack
let admin: { id: string; email: string }

beforeAll(async () => {
  stack = await startPurchaseStack({ capacity: 5 })
  const { upsertUser } = await import('~/utils/auth.server')
  const { ensureClientProfile } = await import('~/models/clients.server')
  const { addParty } = await import('~/models/matter-parties.server')
  const user = await upsertUser({ email: 'staff@firm.example', password: 'correct horse battery staple' })
  admin = { id: user.id, email: 'staff@firm.example' }
  // An existing client whose matter has an adverse party, and a person who co-owns the client's company.
  const clientUser = await upsertUser({ email: 'matter-client@client.example', firstName: 'Marta', lastName: 'Client' })
  const profile = await ensureClientProfile({
    id: clientUser.id,
    firstName: 'Marta',
    lastName: 'Client',
    companyName: 'Client Co',
  })
  await addParty(admin, profile.id, { name: 'Quillfeather Holdings, L.L.C.', kind: 'company', role: 'adverse', note: null })
  await addParty(admin, profile.id, { name: 'Brambleton Ventures Inc', kind: 'company', role: 'counterparty', note: null })
}, 120_000)

afterAll(async () => {
  await stack?.stop()
})

async function checkOf(signupId: string) {
  const { currentCheck } = await import('~/models/conflicts.server')
  return currentCheck('signup', signupId)
}

async function held() {
  const { monthUsage } = await import('~/models/capacity.server')
  return (await monthUsage(5)).held
}

async function settled(signupId: string) {
  return waitUntil(
    async () => {
      const c = await checkOf(signupId)
      return c && c.status !== 'pending' ? c : null
    },
    20_000,
    'the conflict check to run',
  )
}

describe('conflict check on a purchase', () => {
  test('no hit: the check is clear by the time the letter is signed and payment starts as before', async () => {
    const browser = new HttpBrowser(stack.web.url)
    const signupId = await signUpAndSign(browser, 'clear-buyer@client.example', 'Clara Clear', { company: 'Harmless Widgets LLC' })
    const check = await settled(signupId)
    expect(check.status).toBe('clear')
    const page = await browser.get(`/growth-score/payment?signup_id=${signupId}`)
    expect(visibleText(page.html)).toContain('Proceed to Payment')
    expect(visibleText(page.html)).not.toContain('Conflict check in progress')
    const { checkoutUrl } = await proceedToPayment(browser, signupId)
    expect(checkoutUrl).toContain('/pay/')
  })

  test('a possible conflict: step 3 shows the notice, no checkout by form or URL, no place held; cleared, the emailed link leads to payment', async () => {
    const browser = new HttpBrowser(stack.web.url)
    const email = 'conflicted-buyer@client.example'
    const signupId = await signUpAndSign(browser, email, 'Quentin Buyer', { company: 'QUILLFEATHER HOLDING LLC' })
    const check = await settled(signupId)
    expect(check.status).toBe('open')
    const hits = JSON.parse(check.hits_json ?? '[]') as { reason: string }[]
    expect(hits.map((h) => h.reason)).toContain(
      `company name the same as 'Quillfeather Holdings, L.L.C.', adverse party in the matter of Marta Client, since ${new Date().getFullYear()}`,
    )

    const page = visibleText((await browser.get(`/growth-score/payment?signup_id=${signupId}`)).html)
    expect(page).toContain('Conflict check in progress')
    expect(page).not.toContain('Proceed to Payment')

    const sessionsBefore = stack.stripe.sessions.size
    const heldBefore = await held()
    const attempt = await proceedToPayment(browser, signupId)
    expect(attempt.checkoutUrl).toBeNull()
    expect(visibleText(attempt.page.html)).toContain('Conflict check in progress')
    // The spec's old URLs lead to the same step and change nothing either.
    await browser.get(`/growth-score?document=signed&signup_id=${signupId}`)
    expect(stack.stripe.sessions.size).toBe(sessionsBefore)
    expect(await held()).toBe(heldBefore)
    expect((await stack.db.selectFrom('capacity_reservations').select('id').where('signup_id', '=', signupId).execute()).length).toBe(0)

    const { decideCheck } = await import('~/models/conflict-decisions.server')
    expect(await decideCheck(admin, check.id, 'clear', 'Different company: Quillfeather of Ohio, no relation')).toBe('done')
    const mail = await stack.smtp.waitFor((m) => m.to.includes(email) && m.subject.startsWith('You can complete your Growth Score'))
    const link = mail.text.match(/Continue to payment: (\S+)/)?.[1]
    expect(link).toContain('/growth-score/payment?signup_id=')
    // The link works in any browser (the emailed access token), and now payment starts.
    const other = new HttpBrowser(stack.web.url)
    const url = new URL(link!)
    const landing = await other.get(`${url.pathname}${url.search}`)
    expect(visibleText(landing.html)).toContain('Proceed to Payment')
    const paid = await proceedToPayment(other, signupId)
    expect(paid.checkoutUrl).toContain('/pay/')

    const audit = await stack.db.selectFrom('audit_log').selectAll().where('action', '=', 'conflict.clear').execute()
    expect(audit.some((a) => a.actor_user_id === admin.id && a.after_json?.includes('no relation'))).toBe(true)
  })

  test('declined: the courteous email goes out, the letter is void and no checkout can ever be created', async () => {
    const browser = new HttpBrowser(stack.web.url)
    const email = 'declined-buyer@client.example'
    // Named as the other side of the deal: a company the firm has on a client's matter is not a hit
    // here (it is the client who is checked against), but the buyer's own email domain is.
    const signupId = await signUpAndSign(browser, email.replace('client.example', 'brambletonventures.com'), 'Dana Decline', {
      company: 'Totally Unrelated Co',
    })
    const check = await settled(signupId)
    expect(check.status).toBe('open')
    const { decideCheck } = await import('~/models/conflict-decisions.server')
    expect(await decideCheck(admin, check.id, 'decline', 'Works for the counterparty in Marta’s deal')).toBe('done')
    const mail = await stack.smtp.waitFor((m) => m.subject.startsWith('About your Growth Score request'))
    expect(mail.text).toContain('unable to take on this matter')
    expect(mail.text).not.toContain('counterparty')
    const signup = await stack.db.selectFrom('signups').selectAll().where('id', '=', signupId).executeTakeFirstOrThrow()
    expect(signup.voided_at).not.toBeNull()
    // Deciding again changes nothing; payment stays refused.
    expect(await decideCheck(admin, check.id, 'clear', 'changed my mind')).toBe('already-decided')
    const sessionsBefore = stack.stripe.sessions.size
    const attempt = await proceedToPayment(browser, signupId)
    expect(attempt.checkoutUrl).toBeNull()
    expect(visibleText(attempt.page.html)).toContain('We are unable to take on this matter')
    expect(stack.stripe.sessions.size).toBe(sessionsBefore)
    const { startPayment } = await import('~/models/signup-payment.server')
    expect(await startPayment(signupId, { ip: null })).toEqual({ kind: 'conflict', gate: 'declined' })
  })

  test('the worker down: the check waits, payment waits, the operations summary counts it; the worker back, payment starts', async () => {
    await stack.stopWorker()
    try {
      const browser = new HttpBrowser(stack.web.url)
      const email = 'waiting-buyer@client.example'
      const created = await browser.post(
        '/growth-score?index',
        { intent: 'details', name: 'Wanda Wait', email, company: 'Patience Partners', phone: '305-555-0111', message: '' },
        false,
      )
      const signupId = new URL(created.location!).searchParams.get('signup_id')!
      const { paymentGate } = await import('~/models/conflicts.server')
      const { waitingChecks } = await import('~/models/conflict-decisions.server')
      const signup = await stack.db.selectFrom('signups').selectAll().where('id', '=', signupId).executeTakeFirstOrThrow()
      expect(await paymentGate(signup)).toBe('pending')
      expect((await waitingChecks()).count).toBeGreaterThanOrEqual(1)
    } finally {
      await stack.startWorker()
    }
    const browser = new HttpBrowser(stack.web.url)
    const signupId = await signUpAndSign(browser, 'after-wait@client.example', 'Walt Later', { company: 'Patience Partners' })
    expect((await settled(signupId)).status).toBe('clear')
  })
})

describe('conflict check beyond purchases', () => {
  test('a sell-side application naming an adverse party is flagged for the firm, without holding anything up', async () => {
    const { createLead } = await import('~/models/leads.server')
    const { currentCheck } = await import('~/models/conflicts.server')
    const { leadFlags } = await import('~/models/conflict-decisions.server')
    const { id } = await createLead(
      {
        formType: 'sell-side-application',
        name: 'Sam Seller',
        email: 'sam@seller.example',
        companyName: 'Brambleton Venture LLC',
        phone: '305-555-0100',
      },
      {},
    )
    const check = await waitUntil(
      async () => {
        const c = await currentCheck('lead', id)
        return c && c.status !== 'pending' ? c : null
      },
      20_000,
      'the application check',
    )
    expect(check.status).toBe('open')
    expect(check.blocking).toBe(0)
    const flags = await leadFlags([id])
    expect(flags.get(id)?.hits[0].reason).toContain("'Brambleton Ventures Inc', counterparty in the matter of Marta Client")
  })

  test('a check undecided for one business day reminds the firm once', async () => {
    const { remindUndecidedChecks } = await import('~/models/conflict-decisions.server')
    const { queueConflictCheck } = await import('~/models/conflicts.server')
    const { writeTransaction } = await import('~/utils/db.server')
    const lead = await stack.db.selectFrom('leads').select('id').executeTakeFirstOrThrow()
    await writeTransaction((tx) => queueConflictCheck(tx, { type: 'lead', id: lead.id }), stack.db)
    // Nothing is due the same day; a week later every undecided check is, once.
    expect(await remindUndecidedChecks(new Date())).toBe(0)
    const later = new Date(Date.now() + 7 * 24 * 3600 * 1000)
    const first = await remindUndecidedChecks(later)
    expect(first).toBeGreaterThanOrEqual(1)
    expect(await remindUndecidedChecks(later)).toBe(0)
    await stack.smtp.waitFor((m) => /conflict checks? (is|are) waiting for a decision/.test(m.subject))
  })

  test('changing and removing a related party is audited with before and after', async () => {
    const { addParty, updateParty, removeParty } = await import('~/models/matter-parties.server')
    const client = await stack.db.selectFrom('client_profiles').select('id').executeTakeFirstOrThrow()
    const partyId = (await addParty(admin, client.id, {
      name: 'Temp Party LLC',
      kind: 'company',
      role: 'investor',
      note: 'seed round',
    }))!
    expect(await updateParty(admin, client.id, partyId, { name: 'Temp Partners LLC', kind: 'company', role: 'co-owner', note: null })).toBe(
      true,
    )
    expect(await removeParty(admin, client.id, partyId)).toBe(true)
    // Another client's party cannot be changed through this client.
    expect(await removeParty(admin, 'someone-else', partyId)).toBe(false)
    const rows = await stack.db
      .selectFrom('audit_log')
      .select(['action', 'before_json', 'after_json', 'actor_user_id'])
      .where('client_id', '=', client.id)
      .where('action', 'in', ['party.edit', 'party.remove'])
      .execute()
    expect(rows.find((r) => r.action === 'party.edit')?.before_json).toContain('Temp Party LLC')
    expect(rows.find((r) => r.action === 'party.edit')?.after_json).toContain('Temp Partners LLC')
    expect(rows.find((r) => r.action === 'party.remove')?.before_json).toContain('Temp Partners LLC')
    expect(rows.every((r) => r.actor_user_id === admin.id)).toBe(true)
    const indexed = await stack.db.selectFrom('conflict_index').select('id').where('source_id', '=', partyId).execute()
    expect(indexed).toHaveLength(0)
  })
})
