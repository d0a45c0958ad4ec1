// The admin panel's other desks: the leads inbox (and its retried notifications), purchases, template
// uploads and the operations page.
import fs from 'node:fs'
import path from 'node:path'
import { appDb, expect, signIn, test } from './fixtures'
import { docxParagraphs } from '../support/zip'
import { createClient, tag, toast } from '../support/admin-panel'

test.describe('leads, purchases and operations', () => {
  test('a lead from the site appears in the inbox with its emails sent, and its status can change', async ({
    page,
    browser,
    javaScriptEnabled,
  }) => {
    const t = tag()
    const visitor = await browser.newContext({ javaScriptEnabled })
    const form = await visitor.newPage()
    await form.goto('/request-contract')
    await form.getByLabel('Full name').fill(`Rafael Ortiz ${t}`)
    await form.getByLabel('Company name').fill(`Ortiz Foods ${t}`)
    await form.getByLabel('Email').fill(`rafael.${t}@ortiz.example`)
    await form.getByLabel('Phone').fill('(305) 555-0181')
    await form.getByLabel('Agreement Needed').fill('Distribution agreement for Puerto Rico')
    await form.getByRole('button', { name: 'Submit Request' }).click()
    await expect(form.getByText('Your request has been submitted', { exact: false }).first()).toBeVisible()
    await visitor.close()

    await signIn(page, { admin: true })
    await page.goto('/internal-admin/leads')
    await page.getByLabel('Form type').selectOption({ label: 'Contract request' })
    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'New' })
    await page.getByRole('button', { name: 'Filter' }).click()
    await expect(page).toHaveURL(/type=contract-request/)
    const lead = page.getByRole('rowgroup', { name: `Rafael Ortiz ${t} · Ortiz Foods ${t}` })
    await expect(lead).toContainText('Distribution agreement for Puerto Rico')
    await expect(lead).toContainText('Contract request')
    await expect(async () => {
      await page.reload()
      await expect(lead).toContainText(/Firm notification:\s*sent/, { timeout: 1000 })
      await expect(lead).toContainText(/Acknowledgement to sender:\s*sent/, { timeout: 1000 })
    }).toPass({ timeout: 20_000 })

    await lead.getByLabel('Lead status').selectOption({ label: 'Contacted' })
    await lead.getByRole('button', { name: `Update status of Rafael Ortiz ${t}` }).click()
    await expect(toast(page)).toContainText('Lead updated')
    // Filtered on New, it has left the list; on Contacted it is there.
    await expect(page.getByRole('rowgroup', { name: `Rafael Ortiz ${t} · Ortiz Foods ${t}` })).toHaveCount(0)
    await page.goto('/internal-admin/leads?type=contract-request&status=contacted')
    await expect(page.getByRole('rowgroup', { name: `Rafael Ortiz ${t} · Ortiz Foods ${t}` })).toContainText('Contacted')
  })

  test('a failed notification is retried from the inbox and then sent', async ({ page }) => {
    const t = tag()
    const db = appDb()
    const leadId = `lead-${t}`
    const outboxId = `outbox-${t}`
    const at = new Date().toISOString()
    db.prepare(
      `insert into leads (id, form_type, name, email, company_name, phone, status, created_at, updated_at)
       values (?, 'contact', ?, ?, 'Vega Partners', '(305) 555-0100', 'new', ?, ?)`,
    ).run(leadId, `Lucia Vega ${t}`, `lucia.${t}@vega.example`, at, at)
    db.prepare(
      `insert into outbox (id, kind, payload, subject_type, subject_id, created_at, dispatched_at, failed_at, attempts, last_error)
       values (?, 'send-email', ?, 'lead', ?, ?, ?, ?, 12, '451 Service temporarily unavailable')`,
    ).run(outboxId, JSON.stringify({ template: 'lead-acknowledgement', params: { leadId } }), leadId, at, at, at)
    db.close()

    await signIn(page, { admin: true })
    await page.goto('/internal-admin/leads?type=contact')
    const lead = page.getByRole('rowgroup', { name: `Lucia Vega ${t} · Vega Partners` })
    await expect(lead).toContainText(/Acknowledgement to sender:\s*failed/)
    await lead.getByRole('button', { name: 'Retry' }).click()
    await expect(toast(page)).toContainText('Delivery retried')
    await expect(async () => {
      await page.reload()
      await expect(lead).toContainText(/Acknowledgement to sender:\s*sent/, { timeout: 1000 })
    }).toPass({ timeout: 20_000 })
  })

  test('purchases show each signup’s state, signature record, signed PDF and the month’s places', async ({ page }) => {
    const t = tag()
    const { env } = await import('~/utils/env.server')
    const pdfDir = path.join(env().dataDir, 'signed')
    fs.mkdirSync(pdfDir, { recursive: true })
    fs.writeFileSync(path.join(pdfDir, `${t}.pdf`), '%PDF-1.4\n% signed letter\n')
    const db = appDb()
    const now = new Date().toISOString()
    const insert = db.prepare(
      `insert into signups (id, name, email, company_name, phone, state, payment_status, signed_document_url, checkout_session_id, paid_at, amount_cents, currency, created_at, updated_at)
       values (?, ?, ?, ?, '(305) 555-0123', ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    // One row per state the page shows: paid (with its checkout), signed but unpaid, and only started.
    const insertSignup = (who: 'Paid' | 'Signed' | 'Pending', state: string, signed: boolean, paid: boolean) =>
      insert.run(
        `${who.toLowerCase()}-${t}`,
        `${who} Buyer ${t}`,
        `${who.toLowerCase()}.${t}@buyer.example`,
        `${who} Co`,
        state,
        paid ? 'paid' : 'pending',
        signed ? `signed-${Date.now()}` : null,
        ...(paid ? [`cs_test_${t}`, now, 400000, 'usd'] : [null, null, null, null]),
        now,
        now,
      )
    insertSignup('Paid', 'complete', true, true)
    insertSignup('Signed', 'signed', true, false)
    insertSignup('Pending', 'details', false, false)
    db.prepare(
      `insert into signatures (id, signup_id, purpose, provider, signer_name, signer_email, signed_at, ip, user_agent, consent_text, document_version, document_sha256, verification_code, pdf_path)
       values (?, ?, 'engagement-letter', 'builtin', ?, ?, ?, '203.0.113.9', 'Mozilla/5.0 (test)', 'I agree to sign this engagement letter electronically', '2026-11', ?, ?, ?)`,
    ).run(
      `sig-${t}`,
      `paid-${t}`,
      `Paid Buyer ${t}`,
      `paid.${t}@buyer.example`,
      now,
      'f'.repeat(64),
      `VC-${t}`,
      path.join('signed', `${t}.pdf`),
    )
    db.close()

    await signIn(page, { admin: true })
    await page.goto('/internal-admin/purchases')
    await expect(page.getByText(/Places used in \w+ \d{4}/)).toBeVisible()
    // This month's paid signup above takes one of the month's places.
    const capacity = env().GROWTH_SCORE_MONTHLY_CAPACITY
    const used = page.getByText(new RegExp(`^\\d+ of ${capacity}$`))
    await expect(used).toBeVisible()
    expect(Number((await used.textContent())!.split(' ')[0])).toBeGreaterThanOrEqual(1)
    await expect(page.getByText('Places left this month')).toBeVisible()

    const paid = page.getByRole('listitem', { name: `Paid Buyer ${t} · Paid Co` })
    await expect(paid).toContainText('Paid, account ready')
    await expect(paid).toContainText(`cs_test_${t}`)
    await expect(paid).toContainText('$4,000.00')
    await paid.getByText(`Engagement letter signed by Paid Buyer ${t}`).click()
    await expect(paid).toContainText('203.0.113.9')
    await expect(paid).toContainText(`VC-${t}`)
    await expect(paid).toContainText('I agree to sign this engagement letter electronically')
    const pdf = await page.request.get((await paid.getByRole('link', { name: 'Signed PDF' }).getAttribute('href'))!)
    expect(pdf.status()).toBe(200)
    expect((await pdf.body()).toString()).toContain('% signed letter')

    await expect(page.getByRole('listitem', { name: `Signed Buyer ${t} · Signed Co` })).toContainText('Signed')
    await expect(page.getByRole('listitem', { name: `Pending Buyer ${t} · Pending Co` })).toContainText('Started')
  })

  test('template files: type and size are checked, and the upload is what the admin and clients download', async ({
    page,
    browser,
  }, testInfo) => {
    // Each project uploads to its own template, so the two runs do not replace each other's file.
    const key = testInfo.project.name === 'js' ? 'operating-agreement-llc' : 'corporate-bylaws'
    const name = key === 'operating-agreement-llc' ? 'Operating Agreement (LLC)' : 'Corporate Bylaws (Corporation)'
    await signIn(page, { admin: true })
    await page.goto('/internal-admin/templates')
    // A template nobody has uploaded shows the starter clients get, which the admin can open.
    const starter = page.locator('#resolution-template').getByTestId('starter-template')
    await expect(starter).toContainText('clients get this until you upload a file')
    const starterFile = await page.request.get((await starter.getByRole('link', { name: 'Starter template' }).getAttribute('href'))!)
    expect(starterFile.headers()['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document')
    expect(docxParagraphs(await starterFile.body())).toContain('Resolutions')
    const card = page.locator(`#${key}`)
    await card
      .locator('input[type=file]')
      .setInputFiles({ name: 'script.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<script>alert(1)</script>') })
    await card.getByRole('button', { name: `Upload ${name}` }).click()
    await expect(toast(page)).toContainText('Only PDF or Word (.docx) files can be uploaded.')

    await page.locator(`#${key} input[type=file]`).setInputFiles({
      name: 'big.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(11 * 1024 * 1024)]),
    })
    await page
      .locator(`#${key}`)
      .getByRole('button', { name: `Upload ${name}` })
      .click()
    await expect(toast(page)).toContainText('The file is larger than 10 MB.')

    const t = tag()
    await page
      .locator(`#${key} input[type=file]`)
      .setInputFiles({ name: `${key}-${t}.pdf`, mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.4\n% ${t}\n`) })
    await page
      .locator(`#${key}`)
      .getByRole('button', { name: `Upload ${name}` })
      .click()
    await expect(toast(page)).toContainText('Template uploaded')
    const link = page.locator(`#${key}`).getByRole('link', { name: `${key}-${t}.pdf` })
    await expect(link).toBeVisible()
    const file = await page.request.get((await link.getAttribute('href'))!)
    expect(file.status()).toBe(200)
    expect((await file.body()).toString()).toContain(`% ${t}`)

    // The portal serves the same file to a signed-in client.
    const client = await createClient()
    const clientContext = await browser.newContext()
    const clientPage = await clientContext.newPage()
    await signIn(clientPage, { email: client.email })
    const download = await clientPage.request.get(`/dashboard/templates/${key}`)
    expect(download.status()).toBe(200)
    expect((await download.body()).toString()).toContain(`% ${t}`)
    await clientContext.close()
  })

  test('the operations page links the queue dashboard, which an admin can open', async ({ page }) => {
    await signIn(page, { admin: true })
    await page.goto('/internal-admin/operations')
    await expect(page.getByRole('heading', { name: 'Operations' })).toBeVisible()
    await expect(page.getByRole('heading', { name: /^Failed \(\d+\)$/ })).toBeVisible()
    const api = await page.request.get('/internal-admin/queues/api/queues')
    expect(api.status()).toBe(200)
    const body = (await api.json()) as { queues: Array<{ name: string }> }
    expect(body.queues.map((q) => q.name).sort()).toEqual(['clients', 'email', 'payments', 'signatures'])
    const board = await page.request.get('/internal-admin/queues')
    expect(board.status()).toBe(200)
    expect(board.headers()['content-security-policy']).toContain("script-src 'self'")
    // With SMTP configured (as here) there is no development outbox.
    expect((await page.request.get('/internal-admin/outbox')).status()).toBe(404)
  })
})
