// The Circle in sandbox mode, with JavaScript on and off: an applicant approved by the firm joins through
// the emailed invitation, signs the terms, pays, sets a password, requests two deliverables and is
// refused a third; the firm delivers one and the member downloads it; the member cancels and keeps
// access until the period ends. And the invitation link: once, until it expires, for one account only.
import type { Browser, Page } from '@playwright/test'
import { appDb, expect, signIn, test, waitForMail } from './fixtures'

function unique(tag: string) {
  return `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@applicant.example`
}

/** A Circle application as the intake form stores it (the form itself is covered by intake-applications.spec.ts). */
function insertApplication(email: string, name: string) {
  const db = appDb()
  const id = `lead-${Math.random().toString(36).slice(2)}`
  const at = new Date().toISOString()
  db.prepare(
    `INSERT INTO leads (id, form_type, name, email, company_name, phone, message, status, created_at, updated_at)
     VALUES (?, 'apex-circle-application', ?, ?, 'Harbor Tools LLC', '305-555-0199', 'We would like to join.', 'new', ?, ?)`,
  ).run(id, name, email, at, at)
  db.close()
  return id
}

/** The firm presses 'Invite to the Circle' on the application; returns the emailed link's path. */
export async function inviteFromAdmin(page: Page, email: string) {
  await signIn(page, { admin: true })
  await page.goto('/internal-admin/leads?type=apex-circle-application')
  const entry = page.getByRole('rowgroup').filter({ hasText: email })
  await entry.getByRole('button', { name: 'Invite to the Circle' }).click()
  await expect(page.getByText('Invitation sent').first()).toBeVisible()
  const mail = await waitForMail((m) => m.to.includes(email) && m.subject === 'Your invitation to the Apex Circle')
  const link = /https?:\/\/\S+\/circle\/invitation\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0]
  expect(link).toBeTruthy()
  return new URL(link!).pathname
}

async function newPage(browser: Browser, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ javaScriptEnabled })
  return context.newPage()
}

test('an approved applicant joins, pays, uses the membership and cancels at period end', async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000)
  const js = testInfo.project.name === 'js'
  const email = unique('member')
  // Titles unique to this run: the admin page lists every member's requests.
  const tag = Math.random().toString(36).slice(2, 7)
  const advisor = `Advisor agreement ${tag}`
  insertApplication(email, 'Ada Byron')
  const invitation = await inviteFromAdmin(page, email)

  // The applicant, in their own browser, signed out.
  const member = await newPage(browser, js)
  await member.goto(invitation)
  await expect(member.getByRole('heading', { level: 1, name: 'Your invitation to the Circle' })).toBeVisible()
  await member.getByRole('button', { name: 'Accept invitation' }).click()
  await expect(member.getByRole('heading', { level: 1, name: 'Sign the membership terms' })).toBeVisible()
  await expect(member.getByRole('article', { name: 'Membership Terms: The Apex Circle' })).toContainText('$2,000 a month')
  await expect(member.getByLabel('Full name')).toHaveValue('Ada Byron')
  await member.getByRole('checkbox', { name: 'I agree to sign the membership terms electronically' }).check()
  await member.getByRole('button', { name: 'Confirm Signature' }).click()
  await member.getByRole('button', { name: 'Proceed to Payment' }).click()
  await expect(member.getByRole('heading', { name: 'Test mode checkout' })).toBeVisible()
  await expect(member.getByText('$2,000 / month')).toBeVisible()
  await member.getByRole('button', { name: 'Complete test payment' }).click()
  await expect(member).toHaveURL(/\/circle\/[^/?]+\?payment=success&session_id=cs_circle_sandbox_/)
  await expect(member.getByRole('heading', { level: 1, name: 'Welcome to the Circle' })).toBeVisible()

  // The audit trail of the terms: who signed what, from where.
  const db = appDb()
  const signature = db
    .prepare(
      `SELECT s.signer_name, s.consent_text, s.document_version, s.ip FROM circle_signatures s JOIN circle_memberships m ON m.id = s.membership_id WHERE m.email = ?`,
    )
    .get(email) as { signer_name: string; consent_text: string; document_version: string; ip: string }
  db.close()
  expect(signature).toMatchObject({
    signer_name: 'Ada Byron',
    consent_text: 'I agree to sign the membership terms electronically',
    document_version: 'circle-terms/2026-11-v2',
  })
  expect(signature.ip).toBeTruthy()

  // One welcome, one set-password link; the firm hears of the new member.
  await waitForMail((m) => m.to.includes(email) && m.subject === 'Welcome to the Apex Circle')
  await waitForMail((m) => m.subject === 'New Circle member: Ada Byron')
  const setPassword = await waitForMail((m) => m.to.includes(email) && m.subject === 'Set the password for your client portal')
  const link = new URL(/https?:\/\/\S+\/auth\/set-password\?token=[A-Za-z0-9_%-]+/.exec(setPassword.text)![0])
  await member.goto(link.pathname + link.search)
  await member.getByLabel('New password', { exact: true }).fill('a long and careful passphrase')
  await member.getByLabel('Repeat the password', { exact: true }).fill('a long and careful passphrase')
  await member.getByRole('button', { name: 'Save Password' }).click()
  await expect(member).toHaveURL(/\/dashboard$/)

  // The membership in the portal.
  await member.goto('/dashboard/apex-circle')
  await expect(member.getByRole('heading', { level: 1, name: 'Your Circle membership' })).toBeVisible()
  await expect(member.getByTestId('membership-state')).toHaveText('Active')
  await expect(member.getByText('0 of 2 requests used this month.')).toBeVisible()
  await expect(member.getByText(/Your discount on exit representation applies from .+, after 12 months/)).toBeVisible()
  await expect(member.getByText(/Your next strategic planning session is due by/)).toBeVisible()

  // Two deliverables, the first with an attachment; a third is refused by the server.
  const request = async (title: string, attach: boolean) => {
    await member.goto('/dashboard/apex-circle/request')
    await member.getByLabel('Title').fill(title)
    await member.getByLabel('Description').fill(`Please prepare: ${title}.`)
    if (attach)
      await member
        .getByLabel(/Attachment/)
        .setInputFiles({ name: 'cap table.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% cap table\n') })
    await member.getByRole('button', { name: 'Send request' }).click()
  }
  await request(advisor, true)
  await expect(member).toHaveURL(/\/dashboard\/apex-circle$/)
  await request(`Board consent ${tag}`, false)
  await expect(member.getByText('2 of 2 requests used this month.')).toBeVisible()
  await expect(member.getByRole('link', { name: 'Request a deliverable' })).toHaveCount(0)
  await request(`A third one ${tag}`, false)
  await expect(member.getByRole('alert')).toContainText('You have used this month’s 2 deliverable requests.')
  await member.goto('/dashboard/apex-circle')
  await expect(member.getByText(`A third one ${tag}`)).toHaveCount(0)

  // The firm sees both requests, moves one along and delivers it.
  await page.goto('/internal-admin/circle')
  const row = page.getByRole('row').filter({ hasText: email })
  await expect(row).toContainText('Active')
  await expect(row).toContainText('2 of 2')
  const item = page.getByRole('listitem', { name: advisor })
  await item.getByLabel(`Status of ${advisor}`).selectOption('in_progress')
  await item.getByRole('button', { name: 'Update' }).click()
  await expect(item).toContainText('In progress')
  await item
    .getByLabel(`Deliverable for ${advisor}`)
    .setInputFiles({ name: 'Advisor agreement.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% the deliverable\n') })
  await item.getByRole('button', { name: 'Upload and deliver' }).click()
  // 'Delivered' is also an option of the status menu: the file's link shows the upload went through.
  await expect(item.getByRole('link', { name: 'Deliverable: Advisor agreement.pdf' })).toBeVisible()
  await expect(item).toContainText('Delivered')
  await expect(page.getByRole('heading', { name: 'Membership audit log' })).toBeVisible()
  await expect(page.locator('#audit')).toContainText('Awaiting payment → Active')
  await waitForMail((m) => m.to.includes(email) && m.subject === `Your deliverable is ready: ${advisor}`)

  // The member downloads it: an attachment, never sniffed or stored.
  await member.goto('/dashboard/apex-circle')
  await expect(member.getByText('Delivered')).toBeVisible()
  const href = await member.getByRole('link', { name: 'Download Advisor agreement.pdf' }).getAttribute('href')
  const download = await member.request.get(href!)
  expect(download.status()).toBe(200)
  expect(download.headers()['content-disposition']).toMatch(/^attachment;/)
  expect(download.headers()['x-content-type-options']).toContain('nosniff')
  expect(download.headers()['cache-control']).toContain('no-store')
  expect((await download.body()).toString()).toContain('the deliverable')
  // Another signed-in client cannot have it.
  const stranger = await newPage(browser, js)
  await signIn(stranger, { email: unique('stranger') })
  expect((await stranger.request.get(href!)).status()).toBe(404)

  // Cancel through the (sandbox) customer portal: access stays until the period ends.
  await member.getByRole('button', { name: 'Manage billing' }).click()
  await expect(member.getByRole('heading', { name: 'Test mode billing' })).toBeVisible()
  await member.getByRole('button', { name: 'Cancel membership' }).click()
  await expect(member.getByText('Cancelled at period end')).toBeVisible()
  await member.getByRole('link', { name: 'Return to your membership' }).click()
  await expect(member.getByTestId('membership-state')).toHaveText('Cancelled at period end')
  await expect(
    member.getByText(/You cancelled your membership\. It stays active until .+, and no further payment will be taken\./),
  ).toBeVisible()
  await expect(member.getByRole('heading', { name: 'Deliverables' })).toBeVisible()

  // A member's message to the attorney is priority, in the firm's email and in the admin panel.
  await member.getByRole('link', { name: 'Message your attorney' }).click()
  await member.getByLabel('Name', { exact: true }).fill('Ada Byron')
  await member.getByLabel('Message', { exact: true }).fill(`Can we meet this week? (${tag})`)
  await member.getByRole('button', { name: 'Send Message' }).click()
  await waitForMail((m) => m.subject === 'Priority (Circle member): Client portal message from Ada Byron' && m.text.includes(tag))
  await page.goto('/internal-admin/circle')
  const message = page.locator('#messages').getByRole('listitem').filter({ hasText: tag })
  await expect(message).toContainText('Priority')
})

test('the invitation link works once, expires, and cannot be used by another account', async ({ page, browser }, testInfo) => {
  test.setTimeout(90_000)
  const js = testInfo.project.name === 'js'
  const first = unique('once')
  const second = unique('other')
  const third = unique('late')
  insertApplication(first, 'Grace Once')
  insertApplication(second, 'Alan Other')
  insertApplication(third, 'Late Comer')
  const firstLink = await inviteFromAdmin(page, first)
  const secondLink = await inviteFromAdmin(page, second)
  const thirdLink = await inviteFromAdmin(page, third)

  // Used once: the second visit, from any browser, is refused.
  const applicant = await newPage(browser, js)
  await applicant.goto(firstLink)
  await applicant.getByRole('button', { name: 'Accept invitation' }).click()
  await expect(applicant.getByRole('heading', { level: 1, name: 'Sign the membership terms' })).toBeVisible()
  const again = await newPage(browser, js)
  const response = await again.goto(firstLink)
  expect(response?.status()).toBe(410)
  await expect(again.getByRole('heading', { level: 1, name: 'This invitation has already been used' })).toBeVisible()
  // The membership's steps are not open to that other browser either.
  const stepUrl = new URL(applicant.url()).pathname
  expect((await again.goto(stepUrl))?.status()).toBe(404)

  // Signed in as someone else: refused, and posting anyway does not use it up.
  const otherAccount = await newPage(browser, js)
  await signIn(otherAccount, { email: unique('someone-else') })
  expect((await otherAccount.goto(secondLink))?.status()).toBe(403)
  await expect(otherAccount.getByRole('heading', { level: 1, name: 'This invitation is for a different account' })).toBeVisible()
  const posted = await otherAccount.request.post(secondLink, { form: {}, maxRedirects: 0 })
  expect(posted.status()).toBe(303)
  const db = appDb()
  expect(db.prepare('SELECT used_at FROM circle_invitations WHERE email = ?').get(second)).toEqual({ used_at: null })

  // Expired: refused.
  db.prepare('UPDATE circle_invitations SET expires_at = ? WHERE email = ?').run(new Date(Date.now() - 1000).toISOString(), third)
  db.close()
  const late = await newPage(browser, js)
  expect((await late.goto(thirdLink))?.status()).toBe(410)
  await expect(late.getByRole('heading', { level: 1, name: 'This invitation has expired' })).toBeVisible()
})

test('a signed-in client joins from the portal', async ({ page }) => {
  await signIn(page, { email: unique('client'), firstName: 'Clara' })
  await page.goto('/dashboard/apex-circle')
  await page.getByRole('button', { name: 'Join the Circle' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Sign the membership terms' })).toBeVisible()
  await page.getByRole('checkbox', { name: 'I agree to sign the membership terms electronically' }).check()
  await page.getByRole('button', { name: 'Confirm Signature' }).click()
  // Leaving checkout comes back to the payment step; nothing was charged.
  await page.getByRole('button', { name: 'Proceed to Payment' }).click()
  await page.getByRole('link', { name: 'Cancel payment' }).click()
  await expect(page.getByText('Payment cancelled. Nothing was charged')).toBeVisible()
  await page.getByRole('button', { name: 'Proceed to Payment' }).click()
  await page.getByRole('button', { name: 'Complete test payment' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to the Circle' })).toBeVisible()
  await page.getByRole('link', { name: 'Go to your membership' }).click()
  await expect(page.getByTestId('membership-state')).toHaveText('Active')
})
