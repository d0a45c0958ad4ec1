// Buying against a Stripe-compatible server (STRIPE_API_BASE) with a signed webhook, with JavaScript on
// and off. The shared harness runs the app in sandbox mode, so this spec starts its own web process,
// worker, SMTP sink and fake Stripe on free ports and a fresh database.
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import Database from 'better-sqlite3'
import { freePort } from '../fakes/redis-server'
import { startSmtpSink } from '../fakes/smtp-sink'
import { startFakeStripe, type FakeStripe } from '../fakes/stripe-server'
import { expect, test } from './fixtures'
import { compiled } from '../support/compiled'

type Stack = {
  url: string
  stripe: FakeStripe
  smtp: Awaited<ReturnType<typeof startSmtpSink>>
  db: Database.Database
  children: ChildProcess[]
  dir: string
}

let stack: Stack

test.describe.configure({ mode: 'serial' })

async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error('process exited before it answered')
    try {
      const body = (await (await fetch(`${url}/healthz`)).json()) as { worker?: string }
      if (body) return body
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`${url} did not answer`)
}

test.beforeAll(async () => {
  test.setTimeout(120_000)
  const root = path.resolve(import.meta.dirname, '../..')
  const port = await freePort()
  const dir = path.join(root, `tests/.tmp/e2e-stripe-${port}`)
  fs.rmSync(dir, { recursive: true, force: true })
  fs.mkdirSync(dir, { recursive: true })
  const smtp = await startSmtpSink()
  const stripe = await startFakeStripe()
  const url = `http://localhost:${port}`
  stripe.setAppUrl(url)
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    APP_URL: url,
    DATABASE_PATH: path.join(dir, 'app.db'),
    QUEUE_PREFIX: `e2es${port}`,
    SMTP_URL: smtp.url,
    SESSION_SECRET: 'e2e-stripe-secret-e2e-stripe-secret',
    RATE_LIMIT_MULTIPLIER: '1000',
    JOB_BACKOFF_MS: '300',
    RELAY_INTERVAL_MS: '500',
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_BASE: stripe.url,
    GROWTH_SCORE_MONTHLY_CAPACITY: '50',
    LOG_LEVEL: 'warn',
  }
  // The web process migrates the fresh database first; the worker starts after it answers.
  const web = spawn(process.execPath, [compiled('server/web')], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] })
  await waitForHealth(url, web)
  const worker = spawn(process.execPath, [compiled('worker/index')], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] })
  await expect.poll(async () => ((await waitForHealth(url, web)) as { worker?: string }).worker, { timeout: 30_000 }).toBe('ok')
  const db = new Database(env.DATABASE_PATH!)
  db.pragma('busy_timeout = 5000')
  stack = { url, stripe, smtp, db, children: [web, worker], dir }
})

test.afterAll(async () => {
  for (const child of stack?.children ?? []) child.kill('SIGTERM')
  await Promise.all((stack?.children ?? []).map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null)))
  stack?.db.close()
  await stack?.stripe.close()
  await stack?.smtp.close()
  if (stack?.dir) fs.rmSync(stack.dir, { recursive: true, force: true })
})

async function notice(page: Page, title: string, description: string) {
  const box = page.getByTestId('flow-notice').filter({ hasText: title })
  await expect(box).toBeVisible({ timeout: 20_000 })
  await expect(box.getByText(title, { exact: true })).toBeVisible()
  await expect(box.getByText(description, { exact: true })).toBeVisible()
}

async function signUpAndSign(page: Page, buyer: { name: string; email: string; company: string }) {
  await page.goto(`${stack.url}/growth-score`)
  const flow = page.locator('#start')
  await flow.getByLabel('Name', { exact: true }).fill(buyer.name)
  await flow.getByLabel('Email', { exact: true }).fill(buyer.email)
  await flow.getByLabel('Company', { exact: true }).fill(buyer.company)
  await flow.getByLabel('Phone', { exact: true }).fill('305-555-0150')
  await page.getByRole('button', { name: 'Continue to Engagement Letter' }).click()
  await page.getByRole('button', { name: 'I Agree and Sign' }).click()
  await page.getByRole('checkbox', { name: 'I agree to sign this engagement letter electronically' }).check({ timeout: 20_000 })
  await page.getByRole('button', { name: 'Confirm Signature' }).click()
  await notice(page, 'Document Signed Successfully!', 'You can now proceed to payment.')
  return new URL(page.url()).searchParams.get('signup_id')!
}

function unique(prefix: string) {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@client.example`
}

test('buying through Stripe Checkout with a signed webhook, then into the portal', async ({ page }) => {
  test.setTimeout(120_000)
  const email = unique('stripe')
  const signupId = await signUpAndSign(page, { name: 'Katherine Johnson', email, company: 'Orbital Mechanics LLC' })

  // Cancelled once at Stripe's page.
  await page.getByRole('button', { name: 'Proceed to Payment' }).click()
  await expect(page.getByRole('heading', { name: 'Fake Stripe Checkout' })).toBeVisible()
  await page.getByRole('link', { name: 'Back' }).click()
  await notice(page, 'Payment Cancelled', 'Your payment was cancelled. You can try again anytime.')

  stack.stripe.setWebhookTiming('before-redirect')
  await page.getByRole('button', { name: 'Proceed to Payment' }).click()
  await expect(page.getByText('Amount: 4000.00 USD')).toBeVisible()
  await page.getByRole('button', { name: 'Pay' }).click()
  await expect(page).toHaveURL(new RegExp(`/growth-score/(confirming|complete)\\?signup_id=${signupId}`))
  await expect(page.getByRole('heading', { name: 'Process Complete' })).toBeVisible({ timeout: 30_000 })
  await notice(page, 'Payment Successful!', "Thank you for your purchase. We'll be in touch soon to begin your Growth Score analysis.")
  // The built-in provider's panel asks for the authorization on the page: no notice says to check email.
  await expect(page.getByRole('link', { name: 'Review and sign the authorization' })).toBeVisible({ timeout: 20_000 })
  await expect(page.getByText('Please check your email for the agreement to sign.')).toHaveCount(0)

  const sessions = stack.stripe.sessionFor(signupId)
  expect(sessions).toHaveLength(2)
  expect(sessions.map((s) => s.status).sort()).toEqual(['complete', 'expired'])
  expect(stack.stripe.webhooksSent.filter((w) => w.sessionId === sessions.find((s) => s.status === 'complete')!.id)).toEqual([
    expect.objectContaining({ type: 'checkout.session.completed', status: 200 }),
  ])
  const row = stack.db.prepare('select payment_status, amount_cents, currency from signups where id = ?').get(signupId)
  expect(row).toEqual({ payment_status: 'paid', amount_cents: 400_000, currency: 'usd' })

  const mail = await stack.smtp.waitFor((m) => m.to.includes(email) && m.subject === 'Set the password for your client portal', 30_000)
  await stack.smtp.waitFor((m) => m.to.includes(email) && m.subject.startsWith('Your Growth Score is confirmed'), 30_000)
  // At most two emails to the buyer after payment: the confirmation and the portal password.
  await new Promise((r) => setTimeout(r, 2000))
  const afterPayment = stack.smtp.messages
    .filter((m) => m.to.includes(email) && !m.subject.startsWith('Your signed engagement letter'))
    .map((m) => m.subject.split(' | ')[0])
  expect(afterPayment.sort()).toEqual(['Set the password for your client portal', 'Your Growth Score is confirmed'])
  const link = /https?:\/\/\S+\/auth\/set-password\?token=[A-Za-z0-9_%-]+/.exec(mail.text)![0]
  await page.goto(link)
  await page.getByLabel('New password', { exact: true }).fill('orbital mechanics are fun')
  await page.getByLabel('Repeat the password', { exact: true }).fill('orbital mechanics are fun')
  await page.getByRole('button', { name: 'Save Password' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('list', { name: 'Stages' }).getByRole('listitem')).toHaveCount(6)
  await expect(page.getByTestId('task')).toHaveCount(5)
})

test('the webhook arriving after the redirect: the confirming state, then the paid state', async ({ page }) => {
  test.setTimeout(90_000)
  const email = unique('late-hook')
  await signUpAndSign(page, { name: 'Dorothy Vaughan', email, company: 'Fortran Group' })
  stack.stripe.setWebhookTiming('after-redirect')
  await page.getByRole('button', { name: 'Proceed to Payment' }).click()
  await page.getByRole('button', { name: 'Pay' }).click()
  await expect(page.getByRole('heading', { name: 'Process Complete' })).toBeVisible({ timeout: 30_000 })
  await notice(page, 'Payment Successful!', "Thank you for your purchase. We'll be in touch soon to begin your Growth Score analysis.")
  await expect.poll(() => stack.stripe.webhooksSent.filter((w) => w.status === 200).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(2)
  await new Promise((r) => setTimeout(r, 1500))
  expect(stack.smtp.messages.filter((m) => m.to.includes(email) && m.subject.startsWith('Your Growth Score is confirmed'))).toHaveLength(1)
})

test('Stripe down at Proceed to Payment: Payment Failed, and the buyer can try again', async ({ page }) => {
  test.setTimeout(90_000)
  await signUpAndSign(page, { name: 'Mary Jackson', email: unique('outage'), company: 'Wind Tunnel Co' })
  stack.stripe.setDown(true)
  try {
    await page.getByRole('button', { name: 'Proceed to Payment' }).click()
    const toast = page.getByTestId('toast')
    await expect(toast.getByText('Payment Failed', { exact: true })).toBeVisible({ timeout: 20_000 })
    await expect(toast.getByText('Please try again or contact support.', { exact: true })).toBeVisible()
  } finally {
    stack.stripe.setDown(false)
  }
  await page.getByRole('button', { name: 'Proceed to Payment' }).click()
  await expect(page.getByRole('heading', { name: 'Fake Stripe Checkout' })).toBeVisible()
})
