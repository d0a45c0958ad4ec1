// Every application form, with JavaScript on and off (both Playwright projects run each test): the spec's
// validation messages (section 5), its notices (section 8), the scheduling section that replaces a
// submitted form, the firm's notification on a real SMTP server, the stored lead, and the honeypot
// that fools bots.
import { leadForms } from '../../app/content/intake'
import { expect, test, waitForMail } from './fixtures'
import { FIRM, expectToast, fillApplication, lead, open, unique } from '../support/intake-forms'

const applicationForms = [
  {
    path: '/book-growth-score',
    heading: 'Book your Growth Score strategy session',
    submit: 'Continue to Scheduling',
    formType: 'growth-score-booking',
    success: 'Your information has been submitted. Please select a time below.',
  },
  {
    path: '/apply-apex-circle',
    heading: 'Apply for Membership',
    submit: 'Submit Application',
    formType: 'apex-circle-application',
    success: 'Your application has been submitted. Please select a time below.',
  },
  {
    path: '/apply-sell-side',
    heading: 'Apply for Sell-Side Representation',
    submit: 'Submit Application',
    formType: 'sell-side-application',
    success: 'Your information has been submitted. Please select a time below.',
  },
  {
    path: '/apply-buy-side',
    heading: 'Apply for Buy-Side Representation',
    submit: 'Submit Application',
    formType: 'buy-side-application',
    success: 'Your information has been submitted. Please select a time below.',
  },
  {
    path: '/request-contract',
    heading: 'Request a Contract',
    submit: 'Submit Request',
    formType: 'contract-request',
    success: 'Your request has been submitted. Please select a time below.',
    agreement: true,
  },
]

for (const form of applicationForms) {
  test.describe(form.path, () => {
    test('an empty form shows every required-field message and focuses the first field', async ({ page }) => {
      await open(page, form.path)
      await expect(page.getByRole('heading', { level: 1, name: form.heading })).toBeVisible()
      await page.getByRole('button', { name: form.submit }).click()
      await expect(page.getByText('Full name is required', { exact: true })).toBeVisible()
      await expect(page.getByText('Company name is required', { exact: true })).toBeVisible()
      await expect(page.getByText('Invalid email address', { exact: true })).toBeVisible()
      await expect(page.getByText('Phone number is required', { exact: true })).toBeVisible()
      if (form.agreement) await expect(page.getByText('Please specify the agreement needed', { exact: true })).toBeVisible()
      await expect(page.getByLabel('Full name')).toBeFocused()
      await expect(page.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true')
    })

    test('values that are too long, or an address that is not one, show the limits and keep the values', async ({ page }) => {
      await open(page, form.path)
      await fillApplication(page, {
        name: 'N'.repeat(101),
        company: 'C'.repeat(101),
        email: `${'e'.repeat(250)}@example.com`,
        phone: '1'.repeat(21),
      })
      if (form.agreement) await page.getByLabel('Agreement Needed').fill('A'.repeat(201))
      await page.getByRole('button', { name: form.submit }).click()
      await expect(page.getByText('Name must be less than 100 characters', { exact: true })).toBeVisible()
      await expect(page.getByText('Company name must be less than 100 characters', { exact: true })).toBeVisible()
      await expect(page.getByText('Email must be less than 255 characters', { exact: true })).toBeVisible()
      await expect(page.getByText('Phone number must be less than 20 characters', { exact: true })).toBeVisible()
      if (form.agreement)
        await expect(page.getByText('Agreement description must be less than 200 characters', { exact: true })).toBeVisible()
      await expect(page.getByLabel('Full name')).toHaveValue('N'.repeat(101))
      await expect(page.getByLabel('Full name')).toBeFocused()

      // Spaces alone count as empty: values are trimmed.
      await page.getByLabel('Full name').fill('   ')
      await page.getByLabel('Email').fill('not-an-email')
      await page.getByRole('button', { name: form.submit }).click()
      await expect(page.getByText('Full name is required', { exact: true })).toBeVisible()
      await expect(page.getByText('Invalid email address', { exact: true })).toBeVisible()
    })

    test('a valid submission is stored, notifies the firm and shows the scheduling section', async ({ page }) => {
      const name = unique('Avery Founder')
      const email = `${name.split(' ').pop()}@founder.example`
      await open(page, form.path)
      await fillApplication(page, { name: `  ${name}  `, company: 'Northwind Holdings <LLC>', email, phone: '(305) 555-0199' })
      if (form.agreement) await page.getByLabel('Agreement Needed').fill('Mutual NDA for a supplier')
      await page.getByRole('button', { name: form.submit }).click()

      await expectToast(page, 'Success!', form.success)
      const schedule = page.getByRole('heading', { name: 'Select a Time' })
      await expect(schedule).toBeVisible()
      await expect(page.getByText(/scheduling calendar will appear here/)).toBeVisible()
      // Without a calendar on the page the panel leads with the promise that is true now: our email.
      await expect(page.locator('#schedule')).toContainText('We will email you within one business day')
      await expect(page.locator('#schedule')).not.toContainText('below')
      await expect(page.getByRole('button', { name: form.submit })).toHaveCount(0)
      await expect(page.locator('#schedule')).toBeInViewport()

      const mail = await waitForMail((m) => m.to.includes(FIRM) && m.text.includes(name))
      expect(mail.text).toContain(`Form: ${leadForms[form.formType as keyof typeof leadForms].label}`)
      expect(mail.text).toContain(`Full name: ${name}`)
      expect(mail.text).toContain('Company name: Northwind Holdings <LLC>')
      expect(mail.text).toContain(`Email: ${email}`)
      expect(mail.text).toContain('Phone: (305) 555-0199')
      expect(mail.html).toContain('Northwind Holdings &lt;LLC&gt;')
      expect(mail.html).not.toContain('<LLC>')
      if (form.agreement) expect(mail.text).toContain('Agreement needed: Mutual NDA for a supplier')
      await waitForMail((m) => m.to.includes(email))

      const row = lead(email)
      expect(row).toMatchObject({
        form_type: form.formType,
        name,
        company_name: 'Northwind Holdings <LLC>',
        phone: '(305) 555-0199',
        status: 'new',
        agreement_needed: form.agreement ? 'Mutual NDA for a supplier' : null,
      })
    })
  })
}

test.describe('application form states', () => {
  test('the button reads Submitting... and is disabled while the request is in flight', async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, 'the pending state is drawn by the page script')
    await page.route(
      (url) => url.pathname.endsWith('.data'),
      async (route) => {
        if (route.request().method() === 'POST') await new Promise((r) => setTimeout(r, 800))
        await route.continue()
      },
    )
    await open(page, '/apply-sell-side')
    await fillApplication(page, {
      name: 'Pending Person',
      company: 'Pending Co',
      email: `pending-${Date.now()}@founder.example`,
      phone: '305 555 0100',
    })
    await page.getByRole('button', { name: 'Submit Application' }).click()
    const pending = page.getByRole('button', { name: 'Submitting...' })
    await expect(pending).toBeVisible()
    await expect(pending).toBeDisabled()
    await expect(page.getByRole('heading', { name: 'Select a Time' })).toBeVisible()
  })

  test('with JavaScript the page scrolls smoothly to the scheduling section, without it the URL lands there', async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.setViewportSize({ width: 375, height: 700 })
    await open(page, '/apply-buy-side')
    await fillApplication(page, {
      name: 'Scroll Tester',
      company: 'Scroll Co',
      email: `scroll-${Date.now()}@founder.example`,
      phone: '305 555 0100',
    })
    await page.getByRole('button', { name: 'Submit Application' }).click()
    await expect(page.getByRole('heading', { name: 'Select a Time' })).toBeInViewport()
    // On a phone the success toast does not float over the panel and its 'What happens next'.
    await expect(page.getByTestId('toast').first()).toBeAttached()
    for (const toast of await page.getByTestId('toast').all()) await expect(toast).not.toBeInViewport()
    if (javaScriptEnabled) {
      await expect(page).toHaveURL(/\/apply-buy-side\?submitted=1$/)
      await expect(page.locator('#schedule')).toBeFocused()
    } else {
      await expect(page).toHaveURL(/\/apply-buy-side\?submitted=1#schedule$/)
    }
  })

  test('the contract request keeps an agreement chosen in the catalogue', async ({ page }) => {
    await open(page, '/request-contract?agreement=Franchise%20Agreement')
    await expect(page.getByLabel('Agreement Needed')).toHaveValue('Franchise Agreement')
    await expect(page.getByLabel('Agreement Needed')).toHaveAttribute('placeholder', 'e.g., Employment agreement, NDA, Service agreement')
  })
})

test('a bot that fills the honeypot sees success, and nothing is stored or sent', async ({ page }) => {
  const email = `bot-${Date.now()}@spam.example`
  await open(page, '/apply-sell-side')
  await fillApplication(page, { name: 'Bot', company: 'Bot Co', email, phone: '1' })
  await page.locator('input[name="company_website"]').fill('https://spam.example', { force: true })
  await page.getByRole('button', { name: 'Submit Application' }).click()
  await expect(page.getByRole('heading', { name: 'Select a Time' })).toBeVisible()
  expect(lead(email)).toBeUndefined()
})

// Issue 28: the application forms on their Spanish pages post to their /es/ URL and answer in Spanish.
test('/es/request-contract: Spanish messages, then the Spanish scheduling section and a Spanish lead', async ({ page }) => {
  const name = unique('Andrés Comprador')
  const email = `${name.split(' ').pop()}@comprador.example`
  await open(page, '/es/request-contract')
  await expect(page.getByRole('heading', { level: 1, name: 'Solicite un contrato' })).toBeVisible()
  await page.getByRole('button', { name: 'Enviar pedido' }).click()
  await expect(page.getByText('El nombre completo es obligatorio', { exact: true })).toBeVisible()
  await expect(page.getByText('El nombre de la empresa es obligatorio', { exact: true })).toBeVisible()
  await expect(page.getByText('Dirección de correo electrónico no válida', { exact: true })).toBeVisible()
  await expect(page.getByText('El número de teléfono es obligatorio', { exact: true })).toBeVisible()
  await expect(page.getByText('Indique el contrato que necesita', { exact: true })).toBeVisible()
  await expect(page.getByLabel('Nombre completo')).toBeFocused()
  await page.getByLabel('Nombre completo').fill(name)
  await page.getByLabel('Nombre de la empresa').fill('Compras S.A.')
  await page.getByLabel('Correo electrónico').fill(email)
  await page.getByLabel('Teléfono').fill('305 555 0100')
  await page.getByLabel('Contrato que necesita').fill('Acuerdo de confidencialidad')
  await page.getByRole('button', { name: 'Enviar pedido' }).click()
  await expectToast(page, '¡Listo!', 'Su pedido se ha enviado. Elija un horario a continuación.')
  await expect(page).toHaveURL(/\/es\/request-contract\?submitted=1/)
  await expect(page.getByRole('heading', { name: 'Elija un horario', level: 2 })).toBeVisible()
  const notification = await waitForMail((m) => m.to.includes(FIRM) && m.text.includes(name))
  expect(notification.text).toContain(`Form: ${leadForms['contract-request'].label}`)
  expect(notification.text).toContain('Language: Spanish')
  const ack = await waitForMail((m) => m.to.includes(email))
  expect(ack.text).toContain('Hemos recibido su pedido de contrato')
  expect(lead(email)).toMatchObject({ form_type: 'contract-request', agreement_needed: 'Acuerdo de confidencialidad', language: 'es' })
})
