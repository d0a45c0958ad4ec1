// Buying a Growth Score end to end in the browser, with and without JavaScript, in sandbox mode (no
// STRIPE_SECRET_KEY: the test-mode checkout stands in). Every notice of spec section 8 met on the way
// is checked word for word; the buyer then sets a password from the emailed link and lands on the
// dashboard with six stages and five tasks.
import type { Page } from '@playwright/test'
import { appDb, axeViolations, expect, mailbox, test, waitForMail } from './fixtures'

function unique(prefix: string) {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@client.example`
}

async function notice(page: Page, title: string, description: string) {
  const box = page.getByTestId('flow-notice').filter({ hasText: title })
  await expect(box).toBeVisible({ timeout: 20_000 })
  await expect(box.getByText(title, { exact: true })).toBeVisible()
  await expect(box.getByText(description, { exact: true })).toBeVisible()
}

async function fillDetails(page: Page, d: { name: string; email: string; company: string; phone: string }) {
  const flow = page.locator('#start')
  await flow.getByLabel('Name', { exact: true }).fill(d.name)
  await flow.getByLabel('Email', { exact: true }).fill(d.email)
  await flow.getByLabel('Company', { exact: true }).fill(d.company)
  await flow.getByLabel('Phone', { exact: true }).fill(d.phone)
}

test('the sales page: hero, value stack with each value, Choose Your Path, the interest forms and Legacy', async ({ page }) => {
  await page.goto('/growth-score')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('worth to a buyer')
  await expect(page.getByText('$15,000+').first()).toBeVisible()
  for (const [item, value] of [
    ['40+ point legal and business audit', '$5,000'],
    ['12-month growth roadmap', '$3,000'],
    ['Essential legal templates', '$2,000'],
    ['Private strategy session', '$1,500'],
    ['Risk & Opportunity Map', '$2,000'],
    ['Exit Readiness Snapshot', '$1,500'],
  ]) {
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: item }) })
    await expect(row).toContainText(value)
  }
  await expect(page.getByRole('heading', { name: 'Choose Your Path' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Membership interest' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Exit Suite consultation' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Legacy Access' })).toBeVisible()
  await expect(page.getByText('Legacy Access is by invitation only and cannot be purchased separately.')).toBeVisible()
  await expect(page.getByTestId('capacity')).toContainText('Growth Score engagements a month.')
})

test('a buyer purchases the Growth Score end to end and reaches the portal', async ({ page }) => {
  test.setTimeout(120_000)
  const email = unique('buyer')
  const buyer = { name: 'Grace Hopper', email, company: 'Compiler Works LLC', phone: '305-555-0123' }
  await page.goto('/growth-score')

  // Step 1 with blank (space-only) required fields: the spec's 'Missing Information'.
  await fillDetails(page, { name: ' ', email, company: ' ', phone: ' ' })
  await page.getByRole('button', { name: 'Continue to Engagement Letter' }).click()
  await notice(page, 'Missing Information', 'Please fill in all required fields.')

  await fillDetails(page, buyer)
  await page.getByRole('button', { name: 'Continue to Engagement Letter' }).click()

  // Step 2: the letter, with the terms the issue names.
  const letter = page.getByRole('article', { name: 'Engagement Letter: Growth Score Diagnostic' })
  await expect(letter).toBeVisible()
  await expect(letter).toContainText('flat $4,000')
  await expect(letter).toContainText('non-refundable and fully earned upon signing')
  await expect(letter).toContainText('5–7 business days')
  // Typeset as a letter: the firm's letterhead, the addressee, the firm's signature block.
  await expect(letter).toContainText('Harbor & Vale Law, PLLC')
  await expect(letter).toContainText('Dear Grace Hopper:')
  await expect(letter).toContainText('Managing Attorney')
  await expect(letter).toContainText('Accepted and agreed:')
  await expect(letter).toContainText('bonus clarity session')
  await expect(letter).toContainText('Compiler Works LLC')
  const signupId = new URL(page.url()).searchParams.get('signup_id')!
  expect(signupId).toMatch(/^[A-Za-z0-9_-]{22}$/)
  // The firm was notified of the signup (through the queue).
  await waitForMail((m) => m.subject.startsWith('Growth Score signup: Grace Hopper'))

  // Go Back keeps the details; continuing returns to the letter.
  await page.getByRole('button', { name: 'Go Back' }).click()
  await expect(page.locator('#start').getByLabel('Company', { exact: true })).toHaveValue('Compiler Works LLC')
  await page.getByRole('button', { name: 'Continue to Engagement Letter' }).click()
  await expect(letter).toBeVisible()

  await page.getByRole('button', { name: 'I Agree and Sign' }).click()
  // The worker prepares the envelope; the page moves on by itself (revalidation or meta refresh).
  await expect(page).toHaveURL(/\/growth-score\/sign\?signup_id=/, { timeout: 20_000 })
  await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue('Grace Hopper')
  await expect(page.getByText(email).first()).toBeVisible()
  await page.getByRole('checkbox', { name: 'I agree to sign this engagement letter electronically' }).check()
  await page.getByRole('button', { name: 'Confirm Signature' }).click()
  // Confirming goes to the spec's ?document=signed URL, which the payment step answers.
  await expect(page).toHaveURL(new RegExp(`/growth-score/payment\\?signup_id=${signupId}&notice=document-signed`))
  await notice(page, 'Document Signed Successfully!', 'You can now proceed to payment.')

  const signature = appDb().prepare('select * from signatures where signup_id = ?').get(signupId) as Record<string, string>
  expect(signature.signer_name).toBe('Grace Hopper')
  expect(signature.document_sha256).toMatch(/^[0-9a-f]{64}$/)
  expect(signature.user_agent).toBeTruthy()
  // Anyone with the PDF can check its code on the public page.
  const verify = await page.context().newPage()
  await verify.goto(`/growth-score/verify?code=${encodeURIComponent(signature.verification_code)}`)
  await expect(verify.getByRole('heading', { name: 'This code matches a signature on record' })).toBeVisible()
  await expect(verify.getByText(signature.document_sha256)).toBeVisible()
  await verify.close()

  // Step 3, cancelled once at the checkout.
  await page.getByRole('button', { name: 'Proceed to Payment' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/test mode/i)
  await expect(page.getByText('$4,000.00')).toBeVisible()
  await page.getByRole('link', { name: 'Cancel payment' }).click()
  await notice(page, 'Payment Cancelled', 'Your payment was cancelled. You can try again anytime.')

  await page.getByRole('button', { name: 'Proceed to Payment' }).click()
  await page.getByRole('button', { name: 'Complete test payment' }).click()
  // The spec's ?payment=success&session_id= URL, answered by the confirming and then the complete step.
  await expect(page).toHaveURL(new RegExp(`/growth-score/(confirming|complete)\\?signup_id=${signupId}`))
  await expect(page.getByRole('heading', { name: 'Process Complete' })).toBeVisible({ timeout: 30_000 })
  await notice(page, 'Payment Successful!', "Thank you for your purchase. We'll be in touch soon to begin your Growth Score analysis.")
  await expect(page.getByText('Our analysis begins within 24 hours.')).toBeVisible()
  await expect(page.getByText('Your report arrives within 5–7 business days.')).toBeVisible()
  await expect(page.getByText(/confirmation email is sent/)).toBeVisible()
  // Our own provider asks for the authorization on this page: no notice sends them to their email instead.
  await expect(page.getByText('Please check your email for the agreement to sign.')).toHaveCount(0)

  const row = appDb().prepare('select payment_status, amount_cents, user_id from signups where id = ?').get(signupId) as Record<
    string,
    unknown
  >
  expect(row).toMatchObject({ payment_status: 'paid', amount_cents: 400_000 })

  const confirmation = await waitForMail((m) => m.to.includes(email) && m.subject.startsWith('Your Growth Score is confirmed'))
  expect(confirmation.text).toContain('within 24 hours')
  expect(confirmation.text).toContain('5–7 business days')
  expect(confirmation.text).toContain('30 days of priority email access')
  // The signed letter travels with the confirmation, and so does the authorization's signing link.
  expect(confirmation.raw).toContain('application/pdf')
  expect(confirmation.text).toMatch(/https?:\/\/\S+\/growth-score\/agreement\?\S+/)
  const setPassword = await waitForMail((m) => m.to.includes(email) && m.subject === 'Set the password for your client portal')
  // The buyer gets two emails, no more: the confirmation (the signed letter attached, once) and the
  // portal password. Paid within the hour, no 'Continue to payment' email with a second copy goes out.
  await new Promise((r) => setTimeout(r, 2000))
  const afterPayment = mailbox()
    .filter((m) => m.to.includes(email) && !m.subject.startsWith('Growth Score signup'))
    .map((m) => m.subject.split(' | ')[0])
  expect(afterPayment.sort()).toEqual(['Set the password for your client portal', 'Your Growth Score is confirmed'])
  expect(mailbox().filter((m) => m.to.includes(email) && m.raw.includes('application/pdf'))).toHaveLength(1)
  // The firm hears of the payment at once, with the time's zone.
  const paidNotice = await waitForMail((m) => m.subject.startsWith('Paid: Grace Hopper, Compiler Works LLC, $4,000, analysis due by'))
  expect(paidNotice.subject).toMatch(/ at \d{1,2}:\d{2} [AP]M Eastern/)
  expect(paidNotice.text).toMatch(/Paid on:? +\S.* at \d{1,2}:\d{2} [AP]M Eastern/)

  // The browser that paid is signed in: the portal button opens this purchase, no password asked.
  await page.getByRole('link', { name: 'Go to the client portal' }).click()
  await expect(page).toHaveURL(new RegExp(`/growth-score/portal\\?signup_id=${signupId}`))
  await expect(page.getByRole('heading', { level: 1, name: 'Your Growth Score, Grace' })).toBeVisible({ timeout: 20_000 })
  await expect(page.getByText('Compiler Works LLC')).toBeVisible()
  await expect(page.getByText(/Until then, this browser shows this purchase only/)).toBeVisible()
  // The portal's own address leads there too (signed in, not the sign-in form).
  await page.goto('/dashboard')
  await expect(page).toHaveURL(new RegExp(`/growth-score/portal\\?signup_id=${signupId}`))
  // A password only when they choose one: the link comes by email.
  await page.getByRole('button', { name: 'Choose a password' }).click()
  await expect(page.getByText(`We emailed a link to ${email}. Open it to choose your password.`)).toBeVisible()

  // The emailed link: set a password, land on the dashboard with six stages and five tasks.
  const link = /https?:\/\/\S+\/auth\/set-password\?token=[A-Za-z0-9_%-]+/.exec(setPassword.text)?.[0]
  expect(link).toBeTruthy()
  await page.goto(new URL(link!).pathname + new URL(link!).search)
  await page.getByLabel('New password', { exact: true }).fill('a long and careful passphrase')
  await page.getByLabel('Repeat the password', { exact: true }).fill('a long and careful passphrase')
  await page.getByRole('button', { name: 'Save Password' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('list', { name: 'Stages' }).getByRole('listitem')).toHaveCount(6)
  await expect(page.getByTestId('task')).toHaveCount(5)
  await expect(page.getByText(/Grace/).first()).toBeVisible()
})

test('the emailed agreement link opens the addendum in any browser and signs it once', async ({ page, browser }) => {
  test.setTimeout(90_000)
  // A paid buyer from a previous test may not exist in this worker: make one through the flow's emails.
  const email = unique('addendum')
  await page.goto('/growth-score')
  await fillDetails(page, { name: 'Alan Turing', email, company: 'Bombe Ltd', phone: '305-555-0142' })
  await page.getByRole('button', { name: 'Continue to Engagement Letter' }).click()
  await page.getByRole('button', { name: 'I Agree and Sign' }).click()
  await page.getByRole('checkbox', { name: 'I agree to sign this engagement letter electronically' }).check({ timeout: 20_000 })
  await page.getByRole('button', { name: 'Confirm Signature' }).click()
  await page.getByRole('button', { name: 'Proceed to Payment' }).click()
  await page.getByRole('button', { name: 'Complete test payment' }).click()
  await expect(page.getByRole('heading', { name: 'Process Complete' })).toBeVisible({ timeout: 30_000 })
  const mail = await waitForMail((m) => m.to.includes(email) && m.subject.startsWith('Your Growth Score is confirmed'))
  const link = /https?:\/\/\S+\/growth-score\/agreement\?\S+/.exec(mail.text)?.[0]
  expect(link).toBeTruthy()

  const other = await browser.newContext({ javaScriptEnabled: false })
  const phone = await other.newPage()
  const url = new URL(link!)
  await phone.goto(`${url.pathname}${url.search}`)
  await expect(phone.getByRole('article', { name: /Document Review Authorization/ })).toBeVisible()
  await expect(phone.getByRole('textbox', { name: 'Full name' })).toHaveValue('Alan Turing')
  await phone.getByRole('checkbox', { name: 'I agree to sign this document review authorization electronically' }).check()
  await phone.getByRole('button', { name: 'Confirm Signature' }).click()
  await expect(phone.getByRole('heading', { name: 'Signed. Thank you.' })).toBeVisible()
  // Its signed copy is a download there, not another email.
  await expect(phone.getByRole('link', { name: 'Download the signed authorization (PDF)' })).toBeVisible()
  await other.close()
})

test('a stranger with the signup URL sees only Start Over, which returns to step 1', async ({ page, browser }) => {
  const email = unique('private')
  await page.goto('/growth-score')
  await fillDetails(page, { name: 'Hedy Lamarr', email, company: 'Frequency Hopping Inc', phone: '305-555-0177' })
  await page.getByRole('button', { name: 'Continue to Engagement Letter' }).click()
  await expect(page.getByRole('button', { name: 'I Agree and Sign' })).toBeVisible()
  const url = page.url()

  const stranger = await (await browser.newContext()).newPage()
  await stranger.goto(new URL(url).pathname + new URL(url).search)
  await expect(stranger.getByRole('heading', { name: 'Please start the process from the beginning' })).toBeVisible()
  await expect(stranger.getByText('Frequency Hopping Inc')).toHaveCount(0)
  await expect(stranger.getByText(email)).toHaveCount(0)
  await stranger.getByRole('button', { name: 'Start Over' }).click()
  await expect(stranger.getByRole('button', { name: 'Continue to Engagement Letter' })).toBeVisible()
  await expect(stranger.locator('#start').getByLabel('Name', { exact: true })).toHaveValue('')

  // Parameters that lead nowhere give the same state.
  await page.goto('/growth-score?payment=success')
  await expect(page.getByRole('heading', { name: 'Please start the process from the beginning' })).toBeVisible()
})

test('busy buttons read Processing...', async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, 'the pending label is shown by a script (React on the steps, the site script on /growth-score)')
  await page.goto('/growth-score')
  // /growth-score ships no React (it is served from the public-page cache): the site script, which marks
  // <html> with `js` when it runs, shows the pending label of its plain form post.
  await expect(page.locator('html[data-static].js')).toBeAttached({ timeout: 20_000 })
  await fillDetails(page, { name: 'Busy Buyer', email: unique('busy'), company: 'Slow Co', phone: '305-555-0100' })
  // Slow the step 1 post down (with JavaScript it goes to /growth-score.data?index) so the pending label can be seen.
  await page.route(
    (url) => url.pathname.startsWith('/growth-score') && url.searchParams.has('index'),
    async (route) => {
      if (route.request().method() === 'POST') await new Promise((r) => setTimeout(r, 1500))
      await route.continue()
    },
  )
  // A plain form post is a navigation, and Playwright's locators wait for it to finish, so the button is
  // read in the page while the post is held: by a submit listener that runs after the site script's.
  const pressed = page.evaluate(
    () =>
      new Promise<{ name: string; busy: string | null }>((resolve) =>
        document.addEventListener(
          'submit',
          (e) => {
            const button = e.submitter as HTMLButtonElement
            resolve({ name: button.textContent ?? '', busy: button.getAttribute('aria-disabled') })
          },
          { once: true },
        ),
      ),
  )
  await page.getByRole('button', { name: 'Continue to Engagement Letter' }).click({ noWaitAfter: true })
  expect(await pressed).toEqual({ name: 'Processing...', busy: 'true' })
  await expect(page.getByRole('button', { name: 'I Agree and Sign' })).toBeVisible({ timeout: 15_000 })
})

test('every page of the purchase has no WCAG 2.2 AA violations (axe), on a phone and a desktop', async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, 'axe-core runs as a script inside the page')
  test.setTimeout(120_000)
  const check = async (what: string) => {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      expect(await axeViolations(page), `${what} @${width}`).toEqual([])
    }
  }
  await page.goto('/growth-score')
  await check('sales page and step 1')
  await fillDetails(page, { name: 'Axe Tester', email: unique('axe'), company: 'Contrast Co', phone: '305-555-0101' })
  await page.getByRole('button', { name: 'Continue to Engagement Letter' }).click()
  await expect(page.getByRole('button', { name: 'I Agree and Sign' })).toBeVisible()
  await check('letter')
  await page.getByRole('button', { name: 'I Agree and Sign' }).click()
  await expect(page.getByRole('button', { name: 'Confirm Signature' })).toBeVisible({ timeout: 20_000 })
  await check('signing')
  await page.getByRole('checkbox', { name: 'I agree to sign this engagement letter electronically' }).check()
  await page.getByRole('button', { name: 'Confirm Signature' }).click()
  await expect(page.getByRole('button', { name: 'Proceed to Payment' })).toBeVisible()
  await check('payment')
  await page.getByRole('button', { name: 'Proceed to Payment' }).click()
  await expect(page.getByRole('button', { name: 'Complete test payment' })).toBeVisible()
  await check('test checkout')
  await page.getByRole('button', { name: 'Complete test payment' }).click()
  await expect(page.getByRole('heading', { name: 'Process Complete' })).toBeVisible({ timeout: 30_000 })
  await check('complete')
  await page.goto('/growth-score?payment=cancelled')
  await check('start over')
  await page.goto('/growth-score/verify?code=GS-00000-00000-00000')
  await check('verification')
})
