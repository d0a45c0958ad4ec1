// Reminders against the real compiled web and worker, with a fake clock: the test moves time forward
// by writing FAKE_CLOCK_FILE (read by web, worker and this process alike), and the worker's sweep, a
// BullMQ job scheduler running every 300 ms here, sends what has fallen due.
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { ReminderKind } from '~/utils/db-schema'
import type { ReceivedMail } from '../fakes/smtp-sink'
import { waitUntil } from '../support/app-process'
import {
  BUYER,
  HttpBrowser,
  proceedToPayment,
  signUpAndSign,
  startPurchaseStack,
  visibleText,
  type PurchaseStack,
} from '../support/purchase-stack'

let stack: PurchaseStack
let clockFile: string
let models: {
  reminders: typeof import('~/models/reminders.server')
  reminderSchedule: typeof import('~/models/reminder-schedule.server')
  adminClients: typeof import('~/models/admin-clients.server')
  clients: typeof import('~/models/clients.server')
  db: typeof import('~/utils/db.server')
  sendReminder: typeof import('../../worker/processors/reminders').sendReminder
}

beforeAll(async () => {
  clockFile = path.join(fs.mkdtempSync(path.join((await import('node:os')).tmpdir(), 'clock-')), 'offset')
  fs.writeFileSync(clockFile, '0')
  stack = await startPurchaseStack({
    env: { FAKE_CLOCK_FILE: clockFile, REMINDER_SWEEP_MS: '300', BACKUP_INTERVAL_MS: String(24 * 3600 * 1000) },
  })
  models = {
    reminders: await import('~/models/reminders.server'),
    reminderSchedule: await import('~/models/reminder-schedule.server'),
    adminClients: await import('~/models/admin-clients.server'),
    clients: await import('~/models/clients.server'),
    db: await import('~/utils/db.server'),
    sendReminder: (await import('../../worker/processors/reminders')).sendReminder,
  }
}, 120_000)

afterAll(async () => {
  await stack?.stop()
})

const HOUR = 3600 * 1000

/** Moves every process's clock to just past the given instant. */
function advanceTo(iso: string) {
  fs.writeFileSync(clockFile, String(Date.parse(iso) + 60_000 - Date.now()))
}

function reminderFor(subjectId: string, kind: ReminderKind) {
  return stack.db.selectFrom('reminders').selectAll().where('subject_id', '=', subjectId).where('kind', '=', kind).executeTakeFirstOrThrow()
}

function mailsTo(email: string, subject: RegExp) {
  return stack.smtp.messages.filter((m) => m.to.includes(email) && subject.test(m.subject))
}

/** The reminder jobs the sweeps queued for a reminder, in the outbox (every email goes through it). */
async function queuedJobs(reminderId: string) {
  return stack.db.selectFrom('outbox').selectAll().where('subject_type', '=', 'reminder').where('subject_id', '=', reminderId).execute()
}

function header(mail: ReceivedMail, name: string) {
  const unfolded = mail.raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ')
  return new RegExp(`^${name}: (.*)$`, 'mi').exec(unfolded)?.[1]?.trim() ?? null
}

async function startSignup(browser: HttpBrowser, email: string) {
  const created = await browser.post(
    '/growth-score?index',
    { intent: 'details', name: BUYER.name, email, company: BUYER.company, phone: BUYER.phone, message: '' },
    false,
  )
  expect(created.status).toBe(302)
  return new URL(created.location!).searchParams.get('signup_id')!
}

describe('reminders', () => {
  test('an unsigned letter is reminded 24 hours after it was offered, then daily, three times at most, with unsubscribe headers', async () => {
    const email = 'unsigned@client.example'
    const signupId = await startSignup(new HttpBrowser(stack.web.url), email)
    const first = await reminderFor(signupId, 'letter-unsigned')
    expect(first.status).toBe('scheduled')
    expect(Date.parse(first.due_at) - Date.now()).toBeGreaterThan(23.9 * HOUR)

    // 23 hours on, the sweep finds nothing due.
    fs.writeFileSync(clockFile, String(23 * HOUR))
    expect(await models.reminders.sweepReminders()).toBe(0)
    expect(await queuedJobs(first.id)).toHaveLength(0)

    for (const n of [1, 2, 3]) {
      const row = await reminderFor(signupId, 'letter-unsigned')
      advanceTo(row.due_at)
      await stack.smtp.waitFor((m) => m.to.includes(email) && mailsTo(email, /engagement letter/).length === n, 30_000)
    }
    const [mail] = mailsTo(email, /engagement letter/)
    expect(mail.text).toContain('reminder 1 of at most 3')
    expect(header(mail, 'List-Unsubscribe')).toMatch(/^<http:\/\/localhost:\d+\/reminders\/unsubscribe\?token=[^>]+>$/)
    expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')

    // Used up: days later nothing more is queued, and the row says so.
    const done = await reminderFor(signupId, 'letter-unsigned')
    expect(done).toMatchObject({ status: 'sent', sent_count: 3 })
    fs.writeFileSync(clockFile, String(10 * 24 * HOUR))
    expect(await models.reminders.sweepReminders()).toBe(0)
    expect(await queuedJobs(done.id)).toHaveLength(3)
    expect(mailsTo(email, /engagement letter/)).toHaveLength(3)
  })

  test('signing cancels the letter reminder, and a reminder already queued is not sent once the letter is signed', async () => {
    fs.writeFileSync(clockFile, '0')
    const email = 'signer@client.example'
    const browser = new HttpBrowser(stack.web.url)
    const signupId = await signUpAndSign(browser, email)
    const row = await reminderFor(signupId, 'letter-unsigned')
    expect(row).toMatchObject({ status: 'cancelled', status_reason: 'signed', sent_count: 0 })
    advanceTo(row.due_at)
    expect(await models.reminders.sweepReminders()).toBe(0)
    expect(await queuedJobs(row.id)).toHaveLength(0)
    // The send job checks again: a job queued before the signature sends nothing.
    const result = await models.sendReminder({ reminderId: row.id, number: 1 }, { db: stack.db, outboxId: 'check', attempt: 1 })
    expect(result).toEqual({ skipped: 'cancelled' })
    expect(mailsTo(email, /engagement letter/)).toHaveLength(0)
  })

  test('a cancelled checkout is reminded after 24 hours; a retry stops it; unsubscribing (one click) stops it for good', async () => {
    fs.writeFileSync(clockFile, '0')
    const email = 'checkout@client.example'
    const browser = new HttpBrowser(stack.web.url)
    const signupId = await signUpAndSign(browser, email)
    const { checkoutUrl } = await proceedToPayment(browser, signupId)
    expect(checkoutUrl).toBeTruthy()
    await browser.get(`/growth-score?payment=cancelled&signup_id=${signupId}`)
    const left = await reminderFor(signupId, 'checkout-abandoned')
    expect(left.status).toBe('scheduled')

    advanceTo(left.due_at)
    const mail = await stack.smtp.waitFor((m) => m.to.includes(email) && /checkout/i.test(m.subject), 30_000)
    expect(mail.text).toContain('Return to payment')

    // Retried: the reminder is cancelled at once and nothing follows.
    fs.writeFileSync(clockFile, '0')
    await proceedToPayment(browser, signupId)
    const retried = await reminderFor(signupId, 'checkout-abandoned')
    expect(retried).toMatchObject({ status: 'cancelled', status_reason: 'checkout retried', sent_count: 1 })

    // Cancelled again: scheduled again, keeping its count.
    await browser.get(`/growth-score?payment=cancelled&signup_id=${signupId}`)
    const again = await reminderFor(signupId, 'checkout-abandoned')
    expect(again).toMatchObject({ status: 'scheduled', sent_count: 1 })

    // The mail client's one-click unsubscribe: a POST to the List-Unsubscribe URL.
    const url = header(mail, 'List-Unsubscribe')!.slice(1, -1)
    const page = await fetch(url)
    expect(page.headers.get('cache-control')).toContain('no-store')
    expect(visibleText(await page.text())).toContain('Stop these reminders?')
    expect((await reminderFor(signupId, 'checkout-abandoned')).status).toBe('scheduled')
    const posted = await fetch(url, {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      redirect: 'manual',
    })
    expect(posted.status).toBe(303)
    expect((await reminderFor(signupId, 'checkout-abandoned')).status).toBe('unsubscribed')
    expect(visibleText(await (await fetch(url)).text())).toContain('You’re unsubscribed')

    advanceTo(again.due_at)
    expect(await models.reminders.sweepReminders()).toBe(0)
    expect(await queuedJobs(again.id)).toHaveLength(1)
    // Leaving the checkout once more does not bring it back.
    await models.db.writeTransaction((trx) =>
      models.reminderSchedule.reminderEvents.checkoutLeft(trx, { id: signupId, email }, 'another-session'),
    )
    expect((await reminderFor(signupId, 'checkout-abandoned')).status).toBe('unsubscribed')
    expect(mailsTo(email, /checkout/i)).toHaveLength(1)
  })

  test('a forged or altered unsubscribe token is refused', async () => {
    const row = await stack.db.selectFrom('reminders').select('id').executeTakeFirstOrThrow()
    const forged = `${stack.web.url}/reminders/unsubscribe?token=${row.id}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`
    expect((await fetch(forged)).status).toBe(404)
    expect(
      (
        await fetch(forged, {
          method: 'POST',
          body: 'List-Unsubscribe=One-Click',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        })
      ).status,
    ).toBe(404)
  })

  test('missing documents are reminded every 3 business days while the client is in stage 1, listing what is missing, and stop when the stage moves on', async () => {
    fs.writeFileSync(clockFile, '0')
    const email = 'documents@client.example'
    const at = new Date().toISOString()
    const clientId = await models.db.writeTransaction(async (trx) => {
      await trx
        .insertInto('users')
        .values({
          id: 'u-docs',
          email,
          password_hash: null,
          first_name: 'Grace',
          last_name: 'Hopper',
          email_verified_at: at,
          created_at: at,
          updated_at: at,
        })
        .execute()
      const profile = await models.clients.ensureClientProfile({ id: 'u-docs', firstName: 'Grace', lastName: 'Hopper' }, {}, trx)
      await models.reminderSchedule.reminderEvents.clientStarted(trx, { id: profile.id, email })
      return profile.id
    })
    const row = await reminderFor(clientId, 'missing-documents')
    // Three business days: never less than three calendar days, and it lands on a weekday.
    expect(Date.parse(row.due_at) - Date.now()).toBeGreaterThanOrEqual(3 * 24 * HOUR - 60_000)
    advanceTo(row.due_at)
    const mail = await stack.smtp.waitFor((m) => m.to.includes(email) && /Documents we still need/.test(m.subject), 30_000)
    expect(mail.text).toContain('We still need 27 of them')
    expect(mail.text).toContain('Bylaws or operating agreement')
    const second = await reminderFor(clientId, 'missing-documents')
    expect(second).toMatchObject({ status: 'scheduled', sent_count: 1 })

    // The firm moves the client to stage 2: the reminder stops.
    await models.adminClients.adminSetStage({ id: 'u-docs', email: 'admin@firm.example' }, clientId, 2)
    expect(await reminderFor(clientId, 'missing-documents')).toMatchObject({ status: 'cancelled', status_reason: 'stage moved on' })
    advanceTo(second.due_at)
    expect(await models.reminders.sweepReminders()).toBe(0)
    expect(mailsTo(email, /Documents we still need/)).toHaveLength(1)
  })

  test('a reminder whose reason went away without its event is cancelled by the sweep, not sent', async () => {
    fs.writeFileSync(clockFile, '0')
    const email = 'quietly-signed@client.example'
    const signupId = await startSignup(new HttpBrowser(stack.web.url), email)
    // Signed by a path that did not call the reminder hook.
    await stack.db.updateTable('signups').set({ state: 'signed', signed_document_url: 'signed-1' }).where('id', '=', signupId).execute()
    const row = await reminderFor(signupId, 'letter-unsigned')
    fs.writeFileSync(clockFile, String(Date.parse(row.due_at) + 60_000 - Date.now()))
    await waitUntil(async () => (await reminderFor(signupId, 'letter-unsigned')).status === 'cancelled', 30_000, 'the sweep cancelling it')
    expect((await reminderFor(signupId, 'letter-unsigned')).status_reason).toBe('signed')
    expect(await queuedJobs(row.id)).toHaveLength(0)
  })
})
