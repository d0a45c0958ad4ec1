// The contact form and the interest forms, with JavaScript on and off: the spec's messages and notices,
// the firm's notification on a real SMTP server, and the stored lead.
import { leadForms } from '../../app/content/intake'
import { expect, test, waitForMail } from './fixtures'
import { FIRM, expectToast, lead, open, unique } from '../support/intake-forms'

test.describe('/contact', () => {
  test('the page gives the location, response time, address and the Growth Score link', async ({ page }) => {
    await open(page, '/contact')
    await expect(page.getByRole('heading', { level: 1, name: 'Get in Touch' })).toBeVisible()
    const main = page.getByRole('main')
    await expect(main.getByText('Doral, FL')).toBeVisible()
    await expect(main.getByText('Serving clients nationwide')).toBeVisible()
    await expect(main.getByText(/about 24 hours on business days/)).toBeVisible()
    await expect(main.getByRole('link', { name: 'office@harborvale.example' })).toHaveAttribute('href', 'mailto:office@harborvale.example')
    await expect(main.getByRole('link', { name: 'Start with a Growth Score' })).toHaveAttribute('href', '/growth-score')
    // A well-formed description list (axe's definition-list and dlitem rules, which Lighthouse counts):
    // each group is a <div> holding its <dt> and <dd> directly.
    await expect(main.getByRole('term')).toHaveText(['Location', 'Response time', 'Email'])
    const strayChildren = await main
      .locator('dl')
      .evaluateAll((lists) =>
        lists
          .flatMap((dl) =>
            [...dl.children].flatMap((child) =>
              child.tagName === 'DIV'
                ? [...child.children].filter((c) => !['DT', 'DD'].includes(c.tagName))
                : ['DT', 'DD'].includes(child.tagName)
                  ? []
                  : [child],
            ),
          )
          .map((el) => el.outerHTML.slice(0, 80)),
      )
    expect(strayChildren).toEqual([])
    await expect(page.getByLabel('Message (optional)')).toBeVisible()
    await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email')
  })

  test('missing fields: the messages and the Missing Information notice', async ({ page }) => {
    await open(page, '/contact')
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByText('Name is required', { exact: true })).toBeVisible()
    await expect(page.getByText('Invalid email address', { exact: true })).toBeVisible()
    // Labelled optional, yet required (spec section 5).
    await expect(page.getByText('Message is required', { exact: true })).toBeVisible()
    await expectToast(page, 'Missing Information', 'Please fill in all required fields.')
    await expect(page.getByLabel('Name', { exact: true })).toBeFocused()
  })

  test('too long: the limits, with the values kept', async ({ page }) => {
    await open(page, '/contact')
    await page.getByLabel('Name', { exact: true }).fill('N'.repeat(101))
    await page.getByLabel('Email').fill(`${'e'.repeat(250)}@example.com`)
    await page.getByLabel('Message (optional)').fill('m'.repeat(5001))
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByText('Name must be less than 100 characters', { exact: true })).toBeVisible()
    await expect(page.getByText('Email must be less than 255 characters', { exact: true })).toBeVisible()
    await expect(page.getByText('Message must be less than 5000 characters', { exact: true })).toBeVisible()
    await expect(page.getByLabel('Message (optional)')).toHaveValue('m'.repeat(5001))
  })

  test('a message is stored, reaches the firm, and the form clears', async ({ page }) => {
    const name = unique('Morgan Owner')
    const email = `${name.split(' ').pop()}@owner.example`
    const message = 'We are weighing an offer for the company.\n<script>alert(1)</script> Can we talk this week?'
    await open(page, '/contact')
    await page.getByLabel('Name', { exact: true }).fill(name)
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Message (optional)').fill(message)
    // Leaving a field while others are still empty is not a send: no Missing Information notice.
    await expect(page.getByTestId('toast')).toHaveCount(0)
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expectToast(page, 'Message Sent!', "Thank you for your message. We'll get back to you within 24 hours.")
    // The toast can cover the fields on a phone: the page confirms the message in place too.
    await expect(page.getByRole('region', { name: 'Thank you — we have your message' })).toBeVisible()
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('')
    await expect(page.getByLabel('Message (optional)')).toHaveValue('')

    const mail = await waitForMail((m) => m.to.includes(FIRM) && m.text.includes(name))
    expect(mail.text).toContain('Form: Contact message')
    expect(mail.text).toContain(`Email: ${email}`)
    expect(mail.text).toContain('<script>alert(1)</script> Can we talk this week?')
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(mail.html).not.toContain('<script>')
    expect(lead(email)).toMatchObject({ form_type: 'contact', name, message })
  })
})

const interestForms = [
  { path: '/interest/circle', anchor: 'circle-interest', submit: 'Express Interest', formType: 'circle-interest' },
  {
    path: '/interest/exit-suite',
    anchor: 'exit-suite-interest',
    submit: 'Request a Consultation',
    formType: 'exit-suite-interest',
    message: true,
  },
]

for (const form of interestForms) {
  test.describe(`${form.path} interest form`, () => {
    test('empty and too long values show their messages', async ({ page }) => {
      await open(page, form.path)
      await page.getByRole('button', { name: form.submit }).click()
      await expect(page.getByText('Name is required', { exact: true })).toBeVisible()
      await expect(page.getByText('Invalid email address', { exact: true })).toBeVisible()
      await expect(page.getByText('Company is required', { exact: true })).toBeVisible()
      await page.getByLabel('Name', { exact: true }).fill('N'.repeat(101))
      await page.getByLabel('Company', { exact: true }).fill('C'.repeat(101))
      await page.getByLabel('Email').fill('founder@company.example')
      await page.getByRole('button', { name: form.submit }).click()
      await expect(page.getByText('Name must be less than 100 characters', { exact: true })).toBeVisible()
      await expect(page.getByText('Company name must be less than 100 characters', { exact: true })).toBeVisible()
      await expect(page.getByLabel('Email')).toHaveValue('founder@company.example')
    })

    test('a valid submission shows Interest Submitted!, clears the fields and notifies the firm', async ({ page, javaScriptEnabled }) => {
      const name = unique('Riley Seller')
      const email = `${name.split(' ').pop()}@seller.example`
      await open(page, form.path)
      await page.getByLabel('Name', { exact: true }).fill(name)
      await page.getByLabel('Email').fill(email)
      await page.getByLabel('Company', { exact: true }).fill('Seller & Sons')
      if (form.message) await page.getByLabel('Message (optional)').fill('Exit in about 18 months.')
      await page.getByRole('button', { name: form.submit }).click()
      await expectToast(page, 'Interest Submitted!', "Thank you for your interest. We'll be in touch soon to discuss your needs.")
      await expect(page.getByLabel('Name', { exact: true })).toHaveValue('')
      await expect(page.getByRole('region', { name: 'Thank you — we have your details' })).toBeVisible()
      await expect(page.getByLabel('Email')).toHaveValue('')
      // Without JavaScript the post redirects back to the form's anchor; with it, the page never moves.
      await expect(page).toHaveURL(javaScriptEnabled ? new RegExp(`${form.path}$`) : new RegExp(`${form.path}#${form.anchor}$`))

      const mail = await waitForMail((m) => m.to.includes(FIRM) && m.text.includes(name))
      expect(mail.text).toContain(`Form: ${leadForms[form.formType as keyof typeof leadForms].label}`)
      expect(mail.text).toContain('Company: Seller & Sons')
      if (form.message) expect(mail.text).toContain('Message: Exit in about 18 months.')
      expect(lead(email)).toMatchObject({ form_type: form.formType, name, company_name: 'Seller & Sons' })
    })
  })
}

// /growth-score ships no JavaScript since issue 25 (it is served from the public-page cache, decision
// 0017), so with JavaScript on too the interest form is a plain post that returns to its anchor. Before,
// with JavaScript it was sent in place (a fetcher): the URL and the scroll position did not change.
test('on /growth-score the Circle interest form returns to its anchor, with or without JavaScript', async ({ page }) => {
  const name = unique('Growth Page')
  const email = `${name.split(' ').pop()}@growth.example`
  await open(page, '/growth-score')
  const form = page.locator('#circle-interest')
  await form.scrollIntoViewIfNeeded()
  await form.getByLabel('Name', { exact: true }).fill(name)
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('Company', { exact: true }).fill('Growth Co')
  await form.getByRole('button', { name: 'Express Interest' }).click()
  await expectToast(page, 'Interest Submitted!', "Thank you for your interest. We'll be in touch soon to discuss your needs.")
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue('')
  await expect(page).toHaveURL(/\/growth-score#circle-interest$/)
  await expect(form).toBeInViewport()
  const mail = await waitForMail((m) => m.to.includes(FIRM) && m.text.includes(name))
  expect(mail.text).toContain('Form: Circle membership interest')
  expect(lead(email)).toMatchObject({ form_type: 'circle-interest', company_name: 'Growth Co' })
})

// Issue 28: the same forms on their Spanish pages. They post to their /es/ URL, answer in Spanish, and
// the visitor's acknowledgement is Spanish while the firm's notification stays English.
test.describe('/es/contact', () => {
  test('missing fields: the Spanish messages and notice', async ({ page }) => {
    await open(page, '/es/contact')
    await expect(page.getByRole('heading', { level: 1, name: 'Contáctenos' })).toBeVisible()
    await page.getByRole('button', { name: 'Enviar mensaje' }).click()
    await expect(page.getByText('El nombre es obligatorio', { exact: true })).toBeVisible()
    await expect(page.getByText('Dirección de correo electrónico no válida', { exact: true })).toBeVisible()
    await expect(page.getByText('El mensaje es obligatorio', { exact: true })).toBeVisible()
    await expectToast(page, 'Falta información', 'Complete todos los campos obligatorios.')
    await expect(page.getByLabel('Nombre', { exact: true })).toBeFocused()
  })

  test('a message stays on /es/contact, is confirmed in Spanish and acknowledged in Spanish', async ({ page }) => {
    const name = unique('Lucía Dueña')
    const email = `${name.split(' ').pop()}@duena.example`
    await open(page, '/es/contact')
    await page.getByLabel('Nombre', { exact: true }).fill(name)
    await page.getByLabel('Correo electrónico').fill(email)
    await page.getByLabel('Mensaje (opcional)').fill('Estamos evaluando una oferta por la empresa.')
    await page.getByRole('button', { name: 'Enviar mensaje' }).click()
    await expectToast(page, '¡Mensaje enviado!', 'Gracias por su mensaje. Le responderemos en un plazo de 24 horas.')
    await expect(page.getByRole('region', { name: 'Gracias, ya tenemos su mensaje' })).toBeVisible()
    await expect(page).toHaveURL(/\/es\/contact$/)

    const notification = await waitForMail((m) => m.to.includes(FIRM) && m.text.includes(name))
    expect(notification.text).toContain('Form: Contact message')
    expect(notification.text).toContain('Language: Spanish')
    const ack = await waitForMail((m) => m.to.includes(email))
    expect(ack.subject).toMatch(/^Recibimos su mensaje \| /)
    expect(ack.text).toContain('Hemos recibido su mensaje')
    expect(lead(email)).toMatchObject({ form_type: 'contact', name, language: 'es' })
  })
})

test('/es/interest/circle: Spanish messages, then Interés registrado and a Spanish lead', async ({ page }) => {
  const name = unique('Marta Socia')
  const email = `${name.split(' ').pop()}@socia.example`
  await open(page, '/es/interest/circle')
  await page.getByRole('button', { name: 'Expresar interés' }).click()
  await expect(page.getByText('La empresa es obligatoria', { exact: true })).toBeVisible()
  await page.getByLabel('Nombre', { exact: true }).fill(name)
  await page.getByLabel('Correo electrónico').fill(email)
  await page.getByLabel('Empresa', { exact: true }).fill('Socios y Cía')
  await page.getByRole('button', { name: 'Expresar interés' }).click()
  await expectToast(
    page,
    '¡Interés registrado!',
    'Gracias por su interés. Nos pondremos en contacto pronto para conversar sobre sus necesidades.',
  )
  await expect(page).toHaveURL(/\/es\/interest\/circle(#circle-interest)?$/)
  const notification = await waitForMail((m) => m.to.includes(FIRM) && m.text.includes(name))
  expect(notification.text).toContain('Language: Spanish')
  expect(lead(email)).toMatchObject({ form_type: 'circle-interest', language: 'es' })
})
