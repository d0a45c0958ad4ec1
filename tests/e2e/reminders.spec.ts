// Reminders in the admin (scheduled ones on the lead and client views, Stop) and the recipient's
// unsubscribe page. JS on and off.
import { request as playwrightRequest } from '@playwright/test'
import { appDb, expect, signIn, test } from './fixtures'

const tag = () => Math.random().toString(36).slice(2, 8)

/** A buyer who stopped before signing: a signup, its lead and its letter reminder, straight into the database. */
async function unsignedBuyer() {
  const t = tag()
  const { writeTransaction, createId } = await import('~/utils/db.server')
  const { reminderEvents } = await import('~/models/reminder-schedule.server')
  const at = new Date().toISOString()
  const signup = { id: createId(), email: `buyer.${t}@client.example`, name: `Rosa Parkes ${t}` }
  await writeTransaction(async (trx) => {
    await trx
      .insertInto('signups')
      .values({
        id: signup.id,
        name: signup.name,
        email: signup.email,
        company_name: `Parkes ${t} LLC`,
        phone: '305-555-0101',
        created_at: at,
        updated_at: at,
      })
      .execute()
    await trx
      .insertInto('leads')
      .values({
        id: createId(),
        form_type: 'apex-growth-score',
        name: signup.name,
        email: signup.email,
        signup_id: signup.id,
        created_at: at,
        updated_at: at,
      })
      .execute()
    await reminderEvents.letterOffered(trx, signup)
  })
  return signup
}

/** A client in stage 1 with the missing-documents reminder scheduled. */
async function clientInStageOne() {
  const t = tag()
  const { upsertUser } = await import('~/utils/auth.server')
  const { ensureClientProfile } = await import('~/models/clients.server')
  const { writeTransaction } = await import('~/utils/db.server')
  const { reminderEvents } = await import('~/models/reminder-schedule.server')
  const email = `docs.${t}@client.example`
  const user = await upsertUser({ email, password: 'correct horse battery', firstName: `Mae${t}`, lastName: `Jemison${t}` })
  const id = await writeTransaction(async (trx) => {
    const profile = await ensureClientProfile({ id: user.id, firstName: `Mae${t}`, lastName: `Jemison${t}` }, {}, trx)
    await reminderEvents.clientStarted(trx, { id: profile.id, email })
    return profile.id
  })
  return { id, userId: user.id, email, name: `Mae${t} Jemison${t}` }
}

function reminderRow(subjectId: string) {
  const db = appDb()
  try {
    return db.prepare('select id, status, status_reason from reminders where subject_id = ?').get(subjectId) as {
      id: string
      status: string
      status_reason: string | null
    }
  } finally {
    db.close()
  }
}

function auditRows(action: string, clientId: string | null) {
  const db = appDb()
  try {
    return db.prepare('select * from audit_log where action = ? and client_id is ?').all(action, clientId) as unknown[]
  } finally {
    db.close()
  }
}

test('the client view lists the scheduled reminder, and Stop cancels it with an audit row', async ({ page }) => {
  const client = await clientInStageOne()
  await signIn(page, { admin: true })
  await page.goto(`/internal-admin/clients/${client.id}`)
  const section = page.getByRole('region', { name: 'Reminders' })
  await expect(section).toContainText('Documents missing')
  await expect(section).toContainText('sent 0 of 3')
  await section.getByRole('button', { name: 'Stop' }).click()
  await expect(page.getByTestId('toast')).toContainText('Reminder stopped')
  await expect(page.getByRole('region', { name: 'Reminders' })).toContainText('No reminders scheduled.')
  expect(reminderRow(client.id)).toMatchObject({ status: 'cancelled' })
  expect(auditRows('reminder.stop', client.id)).toHaveLength(1)
})

test('the leads view lists a buyer’s letter reminder, and Stop cancels it', async ({ page }) => {
  const buyer = await unsignedBuyer()
  await signIn(page, { admin: true })
  await page.goto('/internal-admin/leads?type=apex-growth-score')
  const item = page.getByRole('rowgroup').filter({ has: page.getByRole('heading', { name: buyer.name }) })
  await expect(item).toContainText('Engagement letter not signed')
  await item.getByRole('button', { name: 'Stop' }).click()
  await expect(page.getByTestId('toast')).toContainText('Reminder stopped')
  await expect(page.getByRole('rowgroup').filter({ has: page.getByRole('heading', { name: buyer.name }) })).toContainText(
    'No reminders scheduled.',
  )
  expect(reminderRow(buyer.id)).toMatchObject({ status: 'cancelled' })
})

test('visitors and clients cannot stop a reminder', async ({ javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, 'HTTP-level checks: one run is enough')
  const client = await clientInStageOne()
  const buyer = await unsignedBuyer()
  const { createSession } = await import('~/utils/auth.server')
  const cookie = (await createSession(client.userId, new Request('http://localhost/'))).split(';')[0]
  const baseURL = test.info().project.use.baseURL!
  for (const headers of [{ origin: baseURL }, { origin: baseURL, cookie }] as Array<Record<string, string>>) {
    const ctx = await playwrightRequest.newContext({ baseURL })
    const clientPost = await ctx.post(`/internal-admin/clients/${client.id}`, {
      form: { intent: 'stop-reminder', reminderId: reminderRow(client.id).id },
      maxRedirects: 0,
      headers,
    })
    expect([302, 303]).toContain(clientPost.status())
    const leadPost = await ctx.post('/internal-admin/leads', {
      form: { intent: 'stop-reminder', reminderId: reminderRow(buyer.id).id, leadId: 'x' },
      maxRedirects: 0,
      headers,
    })
    expect([302, 303]).toContain(leadPost.status())
    await ctx.dispose()
  }
  expect(reminderRow(client.id).status).toBe('scheduled')
  expect(reminderRow(buyer.id).status).toBe('scheduled')
})

test('the unsubscribe link asks first, then stops that reminder', async ({ page }) => {
  const buyer = await unsignedBuyer()
  const { unsubscribeToken } = await import('~/models/reminders.server')
  const url = `/reminders/unsubscribe?token=${encodeURIComponent(unsubscribeToken(reminderRow(buyer.id).id))}`
  await page.goto(url)
  await expect(page.getByRole('heading', { name: 'Stop these reminders?' })).toBeVisible()
  expect(reminderRow(buyer.id).status).toBe('scheduled')
  await page.getByRole('button', { name: 'Unsubscribe' }).click()
  await expect(page.getByRole('heading', { name: 'You’re unsubscribed' })).toBeVisible()
  expect(reminderRow(buyer.id)).toMatchObject({ status: 'unsubscribed' })
})
