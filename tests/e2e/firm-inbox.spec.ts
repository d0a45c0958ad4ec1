// Issue 27, the firm's inbox in the admin panel: a lead whose purchase was paid reads 'Client', and a
// Circle application the firm invited says when the invitation went out instead of offering the button
// again. (The paid email itself is checked in purchase.spec.ts and purchase-session-scope.test.ts.)
import { appDb, expect, signIn, test } from './fixtures'

function insertLead(formType: string, name: string, email: string, clientAt: string | null = null) {
  const db = appDb()
  const id = `lead-${Math.random().toString(36).slice(2)}`
  const at = new Date().toISOString()
  db.prepare(
    `INSERT INTO leads (id, form_type, name, email, company_name, phone, message, status, client_at, created_at, updated_at)
     VALUES (?, ?, ?, ?, 'Harbor Tools LLC', '305-555-0199', 'Hello.', 'new', ?, ?, ?)`,
  ).run(id, formType, name, email, clientAt, at, at)
  db.close()
  return id
}

test('a paid lead reads Client; an invited applicant shows when the invitation went out', async ({ page }) => {
  const tag = Math.random().toString(36).slice(2, 8)
  const paidEmail = `paid-${tag}@client.example`
  const applicantEmail = `applicant-${tag}@applicant.example`
  const paidLead = insertLead('apex-growth-score', `Paula Paid ${tag}`, paidEmail, new Date().toISOString())
  const applicationLead = insertLead('apex-circle-application', `Andy Applicant ${tag}`, applicantEmail)
  await signIn(page, { admin: true })

  await page.goto(`/internal-admin/leads?lead=${paidLead}`)
  const paid = page.getByRole('rowgroup').filter({ hasText: paidEmail })
  await expect(paid.getByText('Client', { exact: true })).toBeVisible()
  await expect(paid.getByText(/^Became a client: paid /)).toBeVisible()

  await page.goto(`/internal-admin/leads?lead=${applicationLead}`)
  const entry = page.getByRole('rowgroup').filter({ hasText: applicantEmail })
  await entry.getByRole('button', { name: 'Invite to the Circle' }).click()
  await expect(entry.getByText(/^Invited to the Circle /)).toBeVisible()
  await expect(entry.getByRole('button', { name: 'Invite to the Circle' })).toHaveCount(0)
})
