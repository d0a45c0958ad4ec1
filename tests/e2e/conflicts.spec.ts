// The conflict check in the browser, with and without JavaScript (issue 26, acceptance 2): the firm
// records a party on a client's matter; a buyer whose company is that party, spelled differently, signs
// the letter and finds 'Conflict check in progress' where payment would be, cannot reach a checkout by
// URL and holds no place; the firm clears it and the emailed link leads to payment, which completes.
// A second buyer is declined: the courteous email goes out and no checkout can ever be created.
import type { Page } from '@playwright/test'
import { appDb, expect, signIn, test, waitForMail } from './fixtures'

const letters = () => Array.from({ length: 6 }, () => 'bcdfghjklmnpqrstvwz'[Math.floor(Math.random() * 19)]).join('')

function unique(prefix: string) {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@client.example`
}

async function createClient() {
  const t = letters()
  const { upsertUser } = await import('~/utils/auth.server')
  const { ensureClientProfile } = await import('~/models/clients.server')
  const email = `matter.${t}@client.example`
  const user = await upsertUser({ email, password: 'correct horse battery', firstName: 'Marta', lastName: `Matter${t}` })
  const profile = await ensureClientProfile({
    id: user.id,
    firstName: 'Marta',
    lastName: `Matter${t}`,
    companyName: `Matter ${t} Co`,
  })
  return { id: profile.id, name: `Marta Matter${t}`, email }
}

/** Steps 1 and 2 as a buyer: details, the letter, the built-in signature. Returns the signup id. */
async function buyAndSign(page: Page, buyer: { name: string; email: string; company: string }) {
  await page.goto('/growth-score')
  const flow = page.locator('#start')
  await flow.getByLabel('Name', { exact: true }).fill(buyer.name)
  await flow.getByLabel('Email', { exact: true }).fill(buyer.email)
  await flow.getByLabel('Company', { exact: true }).fill(buyer.company)
  await flow.getByLabel('Phone', { exact: true }).fill('305-555-0144')
  await page.getByRole('button', { name: 'Continue to Engagement Letter' }).click()
  // The buyer can read the letter and sign it: the check does not stop them.
  await expect(page.getByRole('article', { name: 'Engagement Letter: Growth Score Diagnostic' })).toBeVisible()
  const signupId = new URL(page.url()).searchParams.get('signup_id')!
  await page.getByRole('button', { name: 'I Agree and Sign' }).click()
  await expect(page).toHaveURL(/\/growth-score\/sign\?signup_id=/, { timeout: 20_000 })
  await page.getByRole('checkbox', { name: 'I agree to sign this engagement letter electronically' }).check()
  await page.getByRole('button', { name: 'Confirm Signature' }).click()
  await expect(page).toHaveURL(/\/growth-score\/payment\?/)
  return signupId
}

function checkStatus(signupId: string) {
  const row = appDb()
    .prepare(`select status from conflict_checks where subject_type = 'signup' and subject_id = ? and status != 'superseded'`)
    .get(signupId) as { status: string } | undefined
  return row?.status
}

/** What a POST to the payment step answers (never a checkout while the check is not clear). */
async function postPayment(page: Page, signupId: string) {
  const response = await page.request.post(`/growth-score/payment?signup_id=${signupId}`, {
    form: { signup_id: signupId, intent: 'pay' },
    maxRedirects: 0,
  })
  return response.headers()['location'] ?? ''
}

function sandboxSessions(signupId: string) {
  return (appDb().prepare('select count(*) as n from sandbox_checkout_sessions where signup_id = ?').get(signupId) as { n: number }).n
}

function holds(signupId: string) {
  return (appDb().prepare('select count(*) as n from capacity_reservations where signup_id = ?').get(signupId) as { n: number }).n
}

async function decide(admin: Page, buyerName: string, button: 'Clear' | 'Decline', reason: string) {
  await admin.goto('/internal-admin/conflicts')
  const check = admin.getByRole('article', { name: new RegExp(buyerName) })
  await expect(check).toBeVisible()
  await expect(check.getByRole('list', { name: 'Hits' })).toContainText('adverse party in the matter of')
  // The reason is required.
  await check.getByRole('button', { name: button, exact: true }).click()
  await expect(admin.getByRole('article', { name: new RegExp(buyerName) })).toBeVisible()
  await check.getByLabel(/Reason/).fill(reason)
  await check.getByRole('button', { name: button, exact: true }).click()
  await expect(admin.getByTestId('toast')).toContainText(button === 'Clear' ? 'Check cleared' : 'Check declined')
  await expect(admin.getByRole('article', { name: new RegExp(buyerName) })).toHaveCount(0)
}

test('a party on a client’s matter holds a buyer’s payment until the firm clears it; a declined buyer never pays', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000)
  const t = letters()
  const partyName = `Quill${t} Holdings, L.L.C.`

  // The firm records the adverse party on a client's matter, in the client view's 'Related parties'.
  await signIn(page, { admin: true })
  const client = await createClient()
  await page.goto(`/internal-admin/clients/${client.id}`)
  const parties = page.locator('#parties')
  await expect(parties.getByRole('heading', { name: 'Related parties' })).toBeVisible()
  await parties.getByLabel('Party name').last().fill(partyName)
  await parties.getByLabel('Kind').last().selectOption('company')
  await parties.getByLabel('Role').last().selectOption('adverse')
  await parties.getByRole('button', { name: 'Add party' }).click()
  await expect(page.getByTestId('toast')).toContainText('Party added')
  await expect(page.getByRole('list', { name: 'Related parties' })).toContainText(partyName)
  await expect(page.getByRole('list', { name: 'Changes by admins, newest first' })).toContainText('Related party added')

  // A buyer whose company is that party, written differently.
  const buyerContext = await browser.newContext()
  const buyer = await buyerContext.newPage()
  const email = unique('conflicted')
  const name = `Quentin ${t}`
  const signupId = await buyAndSign(buyer, { name, email, company: `QUILL${t.toUpperCase()} HOLDING LLC` })
  await expect(buyer.getByText('Conflict check in progress')).toBeVisible()
  await expect(buyer.getByRole('button', { name: 'Proceed to Payment' })).toHaveCount(0)
  await expect.poll(() => checkStatus(signupId), { timeout: 20_000 }).toBe('open')
  // No checkout by URL or form post, and no place of the month held.
  expect(await postPayment(buyer, signupId)).not.toContain('/checkout/')
  expect(sandboxSessions(signupId)).toBe(0)
  expect(holds(signupId)).toBe(0)

  // The firm clears it; the buyer's emailed link leads to payment, and the purchase completes.
  await decide(page, name, 'Clear', 'A different Quill company, no relation to the matter')
  const cleared = await waitForMail((m) => m.to.includes(email) && m.subject.startsWith('You can complete your Growth Score'))
  const link = cleared.text.match(/Continue to payment: (\S+)/)![1]
  await buyer.goto(link)
  await buyer.getByRole('button', { name: 'Proceed to Payment' }).click()
  await buyer.getByRole('button', { name: 'Complete test payment' }).click()
  await expect(buyer.getByText('Process Complete')).toBeVisible({ timeout: 30_000 })
  await buyerContext.close()

  // A second buyer with the same company is declined.
  const secondContext = await browser.newContext()
  const second = await secondContext.newPage()
  const secondEmail = unique('declined')
  const secondName = `Delia ${t}`
  const secondId = await buyAndSign(second, { name: secondName, email: secondEmail, company: `Quill ${t} Holdings Inc.` })
  await expect(second.getByText('Conflict check in progress')).toBeVisible()
  await expect.poll(() => checkStatus(secondId), { timeout: 20_000 }).toBe('open')
  await decide(page, secondName, 'Decline', 'The other side of Marta’s dispute')
  const declined = await waitForMail((m) => m.to.includes(secondEmail) && m.subject.startsWith('About your Growth Score request'))
  expect(declined.text).toContain('unable to take on this matter')
  expect(declined.text).not.toContain('dispute')
  await second.goto(`/growth-score/payment?signup_id=${secondId}`)
  await expect(second.getByText('We are unable to take on this matter')).toBeVisible()
  await expect(second.getByRole('button', { name: 'Proceed to Payment' })).toHaveCount(0)
  expect(await postPayment(second, secondId)).not.toContain('/checkout/')
  expect(sandboxSessions(secondId)).toBe(0)
  expect(holds(secondId)).toBe(0)
  await secondContext.close()

  // Both decisions are on the matter's client's record: who, when, why.
  await page.goto(`/internal-admin/clients/${client.id}`)
  const audit = page.getByRole('list', { name: 'Changes by admins, newest first' })
  await expect(audit).toContainText('Conflict check cleared')
  await expect(audit).toContainText('Conflict check declined')
  await expect(audit).toContainText('The other side of Marta’s dispute')
})
