// The Circle against a Stripe-compatible server (STRIPE_API_BASE) with signed webhooks, JavaScript on
// and off: an approved applicant joins, signs, pays in subscription mode, sets a password, requests two
// deliverables and is refused a third; the firm delivers one and the member downloads it; the member
// cancels in the (fake) customer portal and keeps access until the period ends. Like purchase-stripe,
// this spec runs its own web process, worker, SMTP sink and fake Stripe on a fresh database.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { freePort } from '../fakes/redis-server'
import { startSmtpSink } from '../fakes/smtp-sink'
import { startFakeStripe, type FakeStripe } from '../fakes/stripe-server'
import { compiled } from '../support/compiled'
import { expect, health, test } from './fixtures'

type Stack = {
  url: string
  stripe: FakeStripe
  smtp: Awaited<ReturnType<typeof startSmtpSink>>
  db: Database.Database
  children: ChildProcess[]
  dir: string
  adminCookie: string
}

let stack: Stack
const root = path.resolve(import.meta.dirname, '../..')

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(120_000)
  const port = await freePort()
  const dir = path.join(root, `tests/.tmp/e2e-circle-stripe-${port}`)
  fs.rmSync(dir, { recursive: true, force: true })
  fs.mkdirSync(dir, { recursive: true })
  const smtp = await startSmtpSink()
  const stripe = await startFakeStripe()
  stripe.addPrice('price_circle_monthly', 200_000)
  const url = `http://localhost:${port}`
  stripe.setAppUrl(url)
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    APP_URL: url,
    DATABASE_PATH: path.join(dir, 'app.db'),
    QUEUE_PREFIX: `e2ec${port}`,
    SMTP_URL: smtp.url,
    SESSION_SECRET: 'e2e-circle-secret-e2e-circle-secret',
    RATE_LIMIT_MULTIPLIER: '1000',
    JOB_BACKOFF_MS: '300',
    RELAY_INTERVAL_MS: '500',
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_BASE: stripe.url,
    CIRCLE_STRIPE_PRICE_ID: 'price_circle_monthly',
    LOG_LEVEL: 'warn',
  }
  const web = spawn(process.execPath, [compiled('server/web')], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] })
  await expect.poll(() => health(url), { timeout: 60_000 }).toBeTruthy()
  const worker = spawn(process.execPath, [compiled('worker/index')], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] })
  await expect.poll(async () => (await health(url))?.worker, { timeout: 30_000 }).toBe('ok')
  const adminCookie = execFileSync(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'tests/support/admin-session.ts'], {
    cwd: root,
    env,
  }).toString()
  const db = new Database(env.DATABASE_PATH!)
  db.pragma('busy_timeout = 5000')
  stack = { url, stripe, smtp, db, children: [web, worker], dir, adminCookie }
})

test.afterAll(async () => {
  for (const child of stack?.children ?? []) child.kill('SIGTERM')
  await Promise.all((stack?.children ?? []).map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null)))
  stack?.db.close()
  await stack?.stripe.close()
  await stack?.smtp.close()
  if (stack?.dir) fs.rmSync(stack.dir, { recursive: true, force: true })
})

test('an approved applicant joins and pays through Stripe, uses the membership and cancels in the customer portal', async ({
  browser,
}, testInfo) => {
  test.setTimeout(150_000)
  const js = testInfo.project.name === 'js'
  const email = `stripe-member-${Date.now()}@applicant.example`
  const at = new Date().toISOString()
  stack.db
    .prepare(
      `INSERT INTO leads (id, form_type, name, email, company_name, phone, status, created_at, updated_at) VALUES ('lead-stripe', 'apex-circle-application', 'Mae Jemison', ?, 'Orbit Works', '305-555-0123', 'new', ?, ?)`,
    )
    .run(email, at, at)

  // The firm approves the application.
  const firm = await (await browser.newContext({ javaScriptEnabled: js })).newPage()
  const [name, value] = stack.adminCookie.split('=')
  await firm.context().addCookies([{ name, value, domain: 'localhost', path: '/', httpOnly: true, sameSite: 'Lax' }])
  await firm.goto(`${stack.url}/internal-admin/leads`)
  await firm.getByRole('rowgroup').filter({ hasText: email }).getByRole('button', { name: 'Invite to the Circle' }).click()
  const invitation = await stack.smtp.waitFor((m) => m.to.includes(email) && m.subject === 'Your invitation to the Apex Circle', 30_000)
  const link = /https?:\/\/\S+\/circle\/invitation\/[A-Za-z0-9_-]+/.exec(invitation.text)![0]

  // The applicant accepts, signs and pays at (fake) Stripe; the events come after the redirect.
  const member = await (await browser.newContext({ javaScriptEnabled: js })).newPage()
  await member.goto(link)
  await member.getByRole('button', { name: 'Accept invitation' }).click()
  await member.getByRole('checkbox', { name: 'I agree to sign the membership terms electronically' }).check()
  await member.getByRole('button', { name: 'Confirm Signature' }).click()
  stack.stripe.setWebhookTiming('after-redirect')
  await member.getByRole('button', { name: 'Proceed to Payment' }).click()
  await expect(member.getByRole('heading', { name: 'Fake Stripe Checkout' })).toBeVisible()
  await expect(member.getByText('Amount: 2000.00 USD')).toBeVisible()
  const created = stack.stripe.requests.find((r) => r.path === '/v1/checkout/sessions' && r.method === 'POST')!
  expect(created.body.get('mode')).toBe('subscription')
  expect(created.body.get('line_items[0][price]')).toBe('price_circle_monthly')
  await member.getByRole('button', { name: 'Pay' }).click()
  await expect(member).toHaveURL(/\/circle\/[^/?]+\?payment=success&session_id=cs_test_/)
  await expect(member.getByRole('heading', { level: 1, name: 'Welcome to the Circle' })).toBeVisible({ timeout: 30_000 })

  const setPassword = await stack.smtp.waitFor(
    (m) => m.to.includes(email) && m.subject === 'Set the password for your client portal',
    30_000,
  )
  await stack.smtp.waitFor((m) => m.to.includes(email) && m.subject === 'Welcome to the Apex Circle', 30_000)
  await member.goto(/https?:\/\/\S+\/auth\/set-password\?token=[A-Za-z0-9_%-]+/.exec(setPassword.text)![0])
  await member.getByLabel('New password', { exact: true }).fill('a member of the circle at last')
  await member.getByLabel('Repeat the password', { exact: true }).fill('a member of the circle at last')
  await member.getByRole('button', { name: 'Save Password' }).click()
  await expect(member).toHaveURL(/\/dashboard$/)

  // Two requests; the third is refused.
  for (const title of ['Shareholder agreement', 'Option plan', 'One too many']) {
    await member.goto(`${stack.url}/dashboard/apex-circle/request`)
    await member.getByLabel('Title').fill(title)
    await member.getByLabel('Description').fill(`Please prepare the ${title.toLowerCase()}.`)
    await member.getByRole('button', { name: 'Send request' }).click()
  }
  await expect(member.getByRole('alert')).toContainText('You have used this month’s 2 deliverable requests.')

  // The firm delivers one; the member downloads it.
  await firm.goto(`${stack.url}/internal-admin/circle`)
  await expect(firm.getByRole('row').filter({ hasText: email })).toContainText('2 of 2')
  await expect(firm.getByTestId('circle-mrr')).toHaveText('$2,000')
  const item = firm.getByRole('listitem', { name: 'Shareholder agreement' })
  await item
    .getByLabel('Deliverable for Shareholder agreement')
    .setInputFiles({ name: 'Shareholder agreement.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% signed off\n') })
  await item.getByRole('button', { name: 'Upload and deliver' }).click()
  // 'Delivered' is also an option of the status menu: the file's link shows the upload went through
  // before the member looks for it.
  await expect(item.getByRole('link', { name: 'Deliverable: Shareholder agreement.pdf' })).toBeVisible()
  await expect(firm.getByRole('listitem', { name: 'Shareholder agreement' })).toContainText('Delivered')
  await member.goto(`${stack.url}/dashboard/apex-circle`)
  const href = await member.getByRole('link', { name: 'Download Shareholder agreement.pdf' }).getAttribute('href')
  const download = await member.request.get(`${stack.url}${href}`)
  expect(download.status()).toBe(200)
  expect(download.headers()['content-disposition']).toMatch(/^attachment;/)

  // Cancel in the customer portal: Stripe's event marks it; access stays until the period ends.
  await member.getByRole('button', { name: 'Manage billing' }).click()
  await expect(member.getByRole('heading', { name: 'Fake Stripe Billing' })).toBeVisible()
  await member.getByRole('button', { name: 'Cancel plan' }).click()
  await expect(member).toHaveURL(/\/dashboard\/apex-circle$/)
  await expect(member.getByTestId('membership-state')).toHaveText('Cancelled at period end')
  await expect(member.getByText(/It stays active until .+, and no further payment will be taken\./)).toBeVisible()
  await firm.goto(`${stack.url}/internal-admin/circle`)
  await expect(firm.getByTestId('circle-mrr')).toHaveText('$0')
})
