// A page of the admin panel or the portal that fails keeps its frame: the navigation stays, the message
// says what happened (GeneralErrorBoundary in each frame's layout), and the public error page is not shown.
import { expect, signIn, test } from './fixtures'

test('a loader error in the admin panel shows the message inside the admin frame', async ({ page }) => {
  await signIn(page, { admin: true })
  // The development outbox does not exist while SMTP is configured (as here): its loader throws a 404.
  const response = await page.goto('/internal-admin/outbox')
  expect(response?.status()).toBe(404)
  const nav = page.getByRole('navigation', { name: 'Admin' })
  await expect(nav.getByRole('link', { name: 'Leads' })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Site content' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()
  await expect(page.getByText('Emails are sent through SMTP; there is no development outbox.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back to the clients' })).toHaveAttribute('href', '/internal-admin')
  // Not the public site's chrome.
  await expect(page.getByRole('link', { name: 'Contact us' })).toHaveCount(0)

  // The frame works from the error page: its navigation leads on.
  await nav.getByRole('link', { name: 'Leads' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible()
})

test('a refused form in the portal shows the message inside the portal frame', async ({ page }) => {
  await signIn(page, { firstName: 'Amelia' })
  await page.goto('/dashboard/contact')
  await page.getByLabel('Name').fill('Amelia Stone')
  await page.getByLabel('Message').fill('Is this form still working?')
  // The post arrives in an encoding no page of ours sends: the action refuses it before any work (415).
  await page.route('**/dashboard/contact**', async (route) => {
    if (route.request().method() !== 'POST') return route.continue()
    await route.continue({ headers: { ...route.request().headers(), 'content-type': 'application/json' } })
  })
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Form not sent' })).toBeVisible()
  await expect(page.getByText('This address only accepts a form sent from our pages. Nothing was saved.')).toBeVisible()
  const sidebar = page.getByTestId('portal-sidebar')
  await expect(sidebar.getByRole('link', { name: 'Contact Attorney' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back to your dashboard' })).toHaveAttribute('href', '/dashboard')
})
