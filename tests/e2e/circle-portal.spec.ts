// The Circle member's path and portal in sandbox mode, with JavaScript on and off: a client joins (terms
// typeset as a letter, a payment summary, the test checkout), sees the receipt with the card and the next
// billing date, opens billing, sees the invoice, cancels at period end, and the portal home, the membership
// page and the admin panel say so. A Circle-only member's portal shows no Growth Score tracker, and the
// sidebar no longer offers the Circle to a member; a client with both sees both. The Circle pages fit a
// 375 px phone.
//
// With CIRCLE_SHOTS_DIR set, the js project also saves 375 and 1280 px screenshots of each step there
// (docs/screenshots/circle-after/).
import fs from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { appDb, expect, signIn, test, waitForMail } from './fixtures'

function unique(tag: string) {
  return `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@member.example`
}

const shotsDir = process.env.CIRCLE_SHOTS_DIR

/** Screenshots of the page as it is now, at a phone's and a desk's width (only with CIRCLE_SHOTS_DIR, JS on). */
async function shoot(page: Page, name: string, js: boolean) {
  if (!shotsDir || !js) return
  fs.mkdirSync(shotsDir, { recursive: true })
  const original = page.viewportSize()
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 })
    await page.waitForTimeout(150)
    await page.screenshot({ path: path.join(shotsDir, `${name}-${width}.png`), fullPage: true })
  }
  if (original) await page.setViewportSize(original)
}

/** No sideways scrolling at a phone's width. */
async function fitsPhone(page: Page, url: string) {
  const original = page.viewportSize()
  await page.setViewportSize({ width: 375, height: 812 })
  await page.goto(url)
  const { width, widest } = await page.evaluate(() => {
    // The element reaching furthest right, to name in the failure.
    let widest = ''
    let right = 0
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      const r = el.getBoundingClientRect().right
      if (r > right) {
        right = r
        widest = `${el.tagName.toLowerCase()}.${String(el.getAttribute('class') ?? '').slice(0, 60)} (${Math.round(r)}px)`
      }
    }
    return { width: document.documentElement.scrollWidth, widest }
  })
  if (original) await page.setViewportSize(original)
  expect(width, `${url} is ${width}px wide at 375px; widest: ${widest}`).toBeLessThanOrEqual(375)
}

/** A signed-in client joins the Circle from the portal and pays in the sandbox. */
async function joinCircle(page: Page, js: boolean) {
  await page.goto('/dashboard/apex-circle')
  await page.getByRole('button', { name: 'Join the Circle' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Sign the membership terms' })).toBeVisible()
  const terms = page.getByRole('article', { name: 'Membership Terms: The Apex Circle' })
  // Typeset as the engagement letter: letterhead, date, addressee, numbered terms, the firm's signature.
  await expect(terms).toContainText('Re: Membership Terms: The Apex Circle')
  await expect(terms).toContainText('1. What the membership includes')
  await expect(terms).toContainText('Accepted and agreed:')
  await expect(terms).toContainText('Sincerely,')
  await shoot(page, 'circle-1-terms', js)
  await page.getByRole('checkbox', { name: 'I agree to sign the membership terms electronically' }).check()
  await page.getByRole('button', { name: 'Confirm Signature' }).click()
  const summary = page.getByRole('region', { name: 'Payment summary' })
  await expect(summary).toContainText('$2,000 a month')
  await expect(summary).toContainText(/First charge\s*\$2,000 today/)
  await expect(summary).toContainText(/Next charge\s*\$2,000 on [A-Z][a-z]+ \d{1,2}, \d{4}, then monthly/)
  await expect(summary).toContainText('Any time from your portal')
  await shoot(page, 'circle-2-payment', js)
  await page.getByRole('button', { name: 'Proceed to Payment' }).click()
  await shoot(page, 'circle-3-test-checkout', js)
  await page.getByRole('button', { name: 'Complete test payment' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to the Circle' })).toBeVisible()
}

test('a Circle member joins, sees the receipt, opens billing and cancels at period end; portal and admin say so', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000)
  const js = testInfo.project.name === 'js'
  const email = unique('joiner')
  await signIn(page, { email, firstName: 'Cora' })
  await joinCircle(page, js)

  // The receipt: amount, date, card from the provider, the next billing date and what comes next.
  const receipt = page.getByRole('region', { name: 'Receipt' })
  await expect(receipt).toContainText(/Amount paid\s*\$2,000/)
  await expect(receipt).toContainText('Visa ending 4242')
  await expect(receipt).toContainText(/Paid on\s*[A-Z][a-z]+ \d{1,2}, \d{4}/)
  const nextBilling = (await page.getByTestId('next-billing-date').textContent())!.trim()
  expect(nextBilling).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/)
  await expect(page.getByRole('heading', { name: 'What happens next' })).toBeVisible()
  await shoot(page, 'circle-4-welcome', js)
  await waitForMail((m) => m.to.includes(email) && m.subject === 'Welcome to the Apex Circle' && m.text.includes('Visa ending 4242'))

  // The portal's home leads with the membership; no Growth Score tracker for a Circle-only member.
  await page.goto('/dashboard')
  await expect(page.getByRole('heading', { name: 'Your Circle membership' })).toBeVisible()
  await expect(page.getByTestId('home-membership-state')).toHaveText('Active')
  await expect(page.getByTestId('home-next-billing')).toHaveText(nextBilling)
  await expect(page.getByText('0 of 2 used')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Growth Score' })).toHaveCount(0)
  await expect(page.getByTestId('growth-score')).toHaveCount(0)
  await expect(page.getByRole('list', { name: /progress/i })).toHaveCount(0)
  await expect(page.getByText('Here is where your Growth Score stands')).toHaveCount(0)
  // The sidebar speaks of the membership, not of joining it.
  const sidebar = page.getByRole('navigation', { name: 'Portal' }).first()
  await expect(sidebar.getByRole('link', { name: 'Join Apex Circle' })).toHaveCount(0)
  await expect(sidebar.getByRole('link', { name: 'Your Circle Membership' })).toBeVisible()
  await expect(sidebar.getByRole('link', { name: 'Portal Home' })).toBeVisible()
  await shoot(page, 'portal-home-circle-only', js)

  // The membership page lists the payment.
  await page.goto('/dashboard/apex-circle')
  const payments = page.getByRole('region', { name: 'Payments' })
  await expect(payments.getByRole('listitem')).toHaveCount(1)
  await expect(payments).toContainText('$2,000')
  await expect(payments).toContainText('Paid')
  await shoot(page, 'circle-5-membership', js)

  // Billing, from the home's 'Manage billing' (a plain form that redirects): the sandbox's portal.
  await page.goto('/dashboard')
  await page.getByRole('button', { name: 'Manage billing' }).click()
  await expect(page.getByRole('heading', { name: 'Test mode billing' })).toBeVisible()
  await expect(page.getByText('Visa ending 4242')).toBeVisible()
  // The invoice downloads as a PDF.
  const invoiceLink = page.getByRole('link', { name: /^Download invoice of / })
  await expect(invoiceLink).toHaveCount(1)
  const pdf = await page.request.get((await invoiceLink.getAttribute('href'))!)
  expect(pdf.status()).toBe(200)
  expect(pdf.headers()['content-type']).toBe('application/pdf')
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-')
  // A new card: a wrong number is refused with a message, a test number replaces it.
  await page.getByLabel('New card number').fill('4242 4242 4242 4241')
  await page.getByRole('button', { name: 'Update card' }).click()
  await expect(page.getByText('That card number is not valid.')).toBeVisible()
  await page.getByLabel('New card number').fill('5555 5555 5555 4444')
  await page.getByRole('button', { name: 'Update card' }).click()
  await expect(page.getByText('Mastercard ending 4444')).toBeVisible()
  await shoot(page, 'circle-6-billing', js)
  await page.getByRole('button', { name: 'Cancel membership' }).click()
  await expect(page.getByText('Cancelled at period end')).toBeVisible()
  await page.getByRole('link', { name: 'Return to your membership' }).click()
  await expect(page.getByTestId('membership-state')).toHaveText('Cancelled at period end')

  // The home says so too: the membership ends on the date that was the next billing date.
  await page.goto('/dashboard')
  await expect(page.getByTestId('home-membership-state')).toHaveText('Cancelled at period end')
  await expect(page.getByText('Membership ends on')).toBeVisible()
  await expect(page.getByTestId('home-next-billing')).toHaveText(nextBilling)
  await shoot(page, 'portal-home-circle-cancelled', js)

  // And the admin panel: the Circle's members and the client list.
  const admin = await (await browser.newContext({ javaScriptEnabled: js })).newPage()
  await signIn(admin, { admin: true })
  await admin.goto('/internal-admin/circle')
  await expect(admin.getByRole('row').filter({ hasText: email })).toContainText('Cancelled at period end')
  await admin.goto(`/internal-admin?q=${encodeURIComponent(email)}`)
  await expect(admin.getByRole('row').filter({ hasText: email })).toContainText('Circle (cancelled at period end)')
  await expect(admin.getByRole('row').filter({ hasText: email })).not.toContainText('Growth Score')
})

test('the portal home follows what the client bought: Growth Score, Circle or both', async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000)
  const js = testInfo.project.name === 'js'
  // A Growth Score client (a paid signup on the profile) who then joins the Circle: both, membership first.
  const both = unique('both')
  const client = await signIn(page, { email: both, firstName: 'Bo' })
  await page.goto('/dashboard')
  await expect(page.getByTestId('growth-score')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Your Circle membership' })).toHaveCount(0)
  const db = appDb()
  db.prepare('UPDATE client_profiles SET paid_at = ? WHERE user_id = ?').run(new Date().toISOString(), client.id)
  db.close()
  await shoot(page, 'portal-home-growth-score', js)
  await expect(page.getByRole('navigation', { name: 'Portal' }).first().getByRole('link', { name: 'Join Apex Circle' })).toBeVisible()

  await joinCircle(page, js)
  await page.goto('/dashboard')
  const membership = page.getByRole('heading', { name: 'Your Circle membership' })
  const score = page.getByTestId('growth-score')
  await expect(membership).toBeVisible()
  await expect(score).toBeVisible()
  // The membership comes first.
  const [m, s] = await Promise.all([membership.boundingBox(), score.boundingBox()])
  expect(m!.y).toBeLessThan(s!.y)
  await expect(page.getByRole('navigation', { name: 'Portal' }).first().getByRole('link', { name: 'To-Do List' })).toBeVisible()
  await shoot(page, 'portal-home-both', js)

  const admin = await (await browser.newContext({ javaScriptEnabled: js })).newPage()
  await signIn(admin, { admin: true })
  await admin.goto(`/internal-admin?q=${encodeURIComponent(both)}`)
  const row = admin.getByRole('row').filter({ hasText: both })
  await expect(row).toContainText('Growth Score')
  await expect(row).toContainText('Circle')
  await shoot(admin, 'admin-clients', js)
})

test('the Circle pages fit a 375 px phone', async ({ page, browser }, testInfo) => {
  test.setTimeout(90_000)
  const js = testInfo.project.name === 'js'
  await signIn(page, { email: unique('phone'), firstName: 'Pia' })
  await joinCircle(page, js)
  await fitsPhone(page, new URL(page.url()).pathname)
  // A request with a long unbroken title, so the admin's list has something wide in it.
  await page.goto('/dashboard/apex-circle/request')
  await page.getByLabel('Title').fill(`Shareholder-agreement-amendment-${'x'.repeat(40)}`)
  await page.getByLabel('Description').fill('Please draft it.')
  await page.getByRole('button', { name: 'Send request' }).click()
  await expect(page).toHaveURL(/\/dashboard\/apex-circle$/)
  for (const url of ['/dashboard', '/dashboard/apex-circle', '/circle/billing', '/dashboard/apex-circle/request'])
    await fitsPhone(page, url)
  await shoot(page, 'circle-request', js)
  const admin = await (await browser.newContext({ javaScriptEnabled: js })).newPage()
  await signIn(admin, { admin: true })
  await fitsPhone(admin, '/internal-admin/circle')
  await shoot(admin, 'admin-circle', js)
})
