// The Circle in Spanish (issue 28), sandbox mode, with JavaScript on and off: an applicant who applied
// in Spanish is invited in Spanish, joins under /es/circle/… (terms, payment, welcome), records a Spanish
// membership and gets the member's emails in Spanish; the firm's notice stays English with a Language
// row. Then the sandbox billing portal in Spanish: a refused card, an update, the invoice, cancelling.
import type { Browser } from '@playwright/test'
import { appDb, expect, signIn, test, waitForMail } from './fixtures'

function unique(tag: string) {
  return `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@applicant.example`
}

function insertSpanishApplication(email: string, name: string) {
  const db = appDb()
  const id = `lead-${Math.random().toString(36).slice(2)}`
  const at = new Date().toISOString()
  db.prepare(
    `INSERT INTO leads (id, form_type, name, email, company_name, phone, message, status, language, created_at, updated_at)
     VALUES (?, 'apex-circle-application', ?, ?, 'Herramientas del Puerto LLC', '305-555-0199', 'Queremos unirnos.', 'new', 'es', ?, ?)`,
  ).run(id, name, email, at, at)
  db.close()
}

async function newPage(browser: Browser, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ javaScriptEnabled })
  return context.newPage()
}

/** English words of the joining path that must not be left on its Spanish pages. */
const ENGLISH =
  /\b(Welcome|Payment summary|Proceed to Payment|Sign the membership terms|Confirm Signature|Full name|Receipt|Next billing date|What happens next|Your invitation|Accept invitation|Invoices|Cancel membership|Update card)\b/

test('an applicant who applied in Spanish joins under /es/circle and is written to in Spanish', async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000)
  const js = testInfo.project.name === 'js'
  const email = unique('miembro')
  insertSpanishApplication(email, 'Inés Ortega')

  await signIn(page, { admin: true })
  await page.goto('/internal-admin/leads?type=apex-circle-application')
  await page.getByRole('rowgroup').filter({ hasText: email }).getByRole('button', { name: 'Invite to the Circle' }).click()
  await expect(page.getByText('Invitation sent').first()).toBeVisible()
  const invitationMail = await waitForMail((m) => m.to.includes(email) && m.subject === 'Su invitación a The Apex Circle')
  expect(invitationMail.text).toContain('Estimado/a Inés Ortega:')
  expect(invitationMail.text).toContain('($2,000 al mes)')
  const link = /https?:\/\/\S+\/es\/circle\/invitation\/[A-Za-z0-9_-]+/.exec(invitationMail.text)?.[0]
  expect(link).toBeTruthy()

  const member = await newPage(browser, js)
  await member.goto(new URL(link!).pathname)
  await expect(member.locator('html')).toHaveAttribute('lang', 'es')
  await expect(member.getByRole('heading', { level: 1, name: 'Su invitación al Circle' })).toBeVisible()
  await expect(member.getByText('Inés Ortega, la firma aprobó su solicitud para Herramientas del Puerto LLC.')).toBeVisible()
  await expect(member.locator('main')).not.toContainText(ENGLISH)
  await member.getByRole('button', { name: 'Aceptar la invitación' }).click()

  await expect(member).toHaveURL(/\/es\/circle\/[^/?]+$/)
  await expect(member.getByRole('heading', { level: 1, name: 'Firme las condiciones de la membresía' })).toBeVisible()
  await expect(member.getByLabel('Nombre completo')).toHaveValue('Inés Ortega')
  // The Spanish terms: the notice that the English governs, the translation, then the English text.
  await expect(member.getByRole('note')).toContainText('Esta es una traducción de cortesía. La versión en inglés es la que rige')
  await expect(member.getByText('Gracias por unirse a The Apex Circle.', { exact: false })).toBeVisible()
  await expect(member.getByText('Versión en inglés (la que rige)')).toBeVisible()
  await expect(member.getByText('Thank you for joining the Apex Circle.', { exact: false })).toBeVisible()
  // The consent box is required, in Spanish (in the browser with JavaScript, from the server without).
  await member.getByRole('button', { name: 'Confirmar la firma' }).click()
  await expect(member.getByText('Marque la casilla para firmar electrónicamente.')).toBeVisible()
  await member.getByRole('checkbox', { name: 'Acepto firmar electrónicamente las condiciones de la membresía' }).check()
  await member.getByRole('button', { name: 'Confirmar la firma' }).click()

  await expect(member.getByRole('heading', { level: 1, name: 'Condiciones firmadas. Falta un paso.' })).toBeVisible()
  await expect(member.getByText('$2,000 al mes')).toBeVisible()
  await expect(member.locator('main')).not.toContainText(ENGLISH)
  await member.getByRole('button', { name: 'Continuar al pago' }).click()
  await expect(member).toHaveURL(/\/es\/circle\/checkout\/cs_circle_sandbox_/)
  await expect(member.getByText('$2,000 / mes')).toBeVisible()
  await expect(member.getByText('The Apex Circle, mensual')).toBeVisible()
  // The button belongs to the shared sandbox checkout (its own copy): found by its form, in either language.
  await member.locator('form[method="post"] button[type="submit"]').click()
  await expect(member).toHaveURL(/\/es\/circle\/[^/?]+\?payment=success&session_id=cs_circle_sandbox_/)
  await expect(member.getByRole('heading', { level: 1, name: 'Bienvenido al Circle' })).toBeVisible()
  await expect(member.getByRole('region', { name: 'Recibo' })).toContainText('$2,000')
  await expect(member.getByTestId('next-billing-date')).toHaveText(/^\d{1,2} de [a-z]+ de \d{4}$/)
  await expect(member.locator('main')).not.toContainText(ENGLISH)

  // The membership, its signature and the new account are recorded in Spanish.
  const db = appDb()
  const row = db
    .prepare(
      `SELECT m.language, s.consent_text, s.document_version, u.language AS user_language FROM circle_memberships m
       JOIN circle_signatures s ON s.membership_id = m.id JOIN users u ON u.id = m.user_id WHERE m.email = ?`,
    )
    .get(email)
  db.close()
  expect(row).toEqual({
    language: 'es',
    consent_text: 'Acepto firmar electrónicamente las condiciones de la membresía',
    document_version: 'circle-terms/2026-12-es-v2',
    user_language: 'es',
  })

  // The member's welcome in Spanish; the firm's notice in English, with the member's language.
  const welcome = await waitForMail((m) => m.to.includes(email) && m.subject === 'Bienvenido a The Apex Circle')
  expect(welcome.text).toContain('Su membresía está activa.')
  expect(welcome.text).toContain('$2,000 por el primer mes')
  expect(welcome.text).toContain('/es/dashboard/apex-circle')
  const firm = await waitForMail((m) => m.subject === 'New Circle member: Inés Ortega')
  expect(firm.text).toMatch(/Language:?\s+Spanish/)

  // The sandbox customer portal in Spanish.
  await signIn(member, { email })
  await member.goto('/es/circle/billing')
  await expect(member.getByRole('heading', { level: 1, name: 'Facturación en modo de prueba' })).toBeVisible()
  await expect(member.getByText('Activa', { exact: true })).toBeVisible()
  await expect(member.getByText('Visa terminada en 4242')).toBeVisible()
  await expect(member.getByRole('link', { name: /^Descargar la factura del \d{1,2} de [a-z]+ de \d{4}$/ })).toHaveAttribute(
    'href',
    /^\/es\/circle\/billing\/invoices\//,
  )
  await member.getByLabel('Número de la nueva tarjeta').fill('4242 4242 4242 4241')
  await member.getByRole('button', { name: 'Actualizar la tarjeta' }).click()
  await expect(member.getByText('Ese número de tarjeta no es válido. Pruebe con 4242 4242 4242 4242.')).toBeVisible()
  await member.getByLabel('Número de la nueva tarjeta').fill('5555 5555 5555 4444')
  await member.getByRole('button', { name: 'Actualizar la tarjeta' }).click()
  await expect(member.getByText('Mastercard terminada en 4444')).toBeVisible()
  await member.getByRole('button', { name: 'Cancelar la membresía' }).click()
  await expect(member.getByText('Cancelada al final del período')).toBeVisible()
  await expect(member).toHaveURL(/\/es\/circle\/billing$/)
  await expect(member.getByRole('link', { name: 'Volver a su membresía' })).toHaveAttribute('href', '/es/dashboard/apex-circle')
  await expect(member.locator('main')).not.toContainText(ENGLISH)
})

test('a refused invitation is explained in Spanish', async ({ page }) => {
  const response = await page.goto('/es/circle/invitation/not-a-real-token-at-all-0000')
  expect(response?.status()).toBe(410)
  await expect(page.getByRole('heading', { level: 1, name: 'Este enlace de invitación no es válido' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Comuníquese con la firma' })).toHaveAttribute('href', '/es/contact')
  await expect(page).toHaveTitle('Su invitación | The Apex Circle')
})

test('a client joins from the Spanish portal: the Spanish terms, the sandbox checkout and the membership in Spanish', async ({ page }) => {
  test.setTimeout(90_000)
  const { email } = await signIn(page, { email: unique('cliente'), firstName: 'Clara' })
  await page.goto('/es/dashboard/apex-circle')
  await expect(page.getByRole('heading', { level: 1, name: 'Únase a The Apex Circle' })).toBeVisible()
  // The benefits are the Circle's (app/locales/circle.ts), in Spanish.
  await expect(page.getByText('Hasta 2 entregables legales a la medida cada mes')).toBeVisible()
  await page.getByRole('button', { name: 'Unirse a The Apex Circle' }).click()
  await expect(page).toHaveURL(/\/es\/circle\/[^/?]+$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Firme las condiciones de la membresía' })).toBeVisible()
  await expect(page.getByRole('note')).toContainText('La versión en inglés es la que rige')
  await expect(page.getByText('Versión en inglés (la que rige)')).toBeVisible()
  await page.getByRole('checkbox', { name: 'Acepto firmar electrónicamente las condiciones de la membresía' }).check()
  await page.getByRole('button', { name: 'Confirmar la firma' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Condiciones firmadas. Falta un paso.' })).toBeVisible()

  const db = appDb()
  const signed = db
    .prepare(
      `SELECT m.language, s.document_version, s.consent_text FROM circle_memberships m
       JOIN circle_signatures s ON s.membership_id = m.id WHERE m.email = ?`,
    )
    .get(email)
  db.close()
  expect(signed).toEqual({
    language: 'es',
    document_version: 'circle-terms/2026-12-es-v2',
    consent_text: 'Acepto firmar electrónicamente las condiciones de la membresía',
  })

  // The sandbox checkout, every visible text in Spanish; leaving it comes back to the Spanish payment step.
  await page.getByRole('button', { name: 'Continuar al pago' }).click()
  await expect(page).toHaveURL(/\/es\/circle\/checkout\/cs_circle_sandbox_/)
  await expect(page.getByText('Modo de prueba', { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Pago en modo de prueba' })).toBeVisible()
  await expect(page.getByText('No hay un proveedor de pagos configurado')).toBeVisible()
  await expect(page.locator('main')).not.toContainText(/Test mode|Complete test payment|Cancel payment|No payment provider/)
  await page.getByRole('link', { name: 'Cancelar el pago' }).click()
  await expect(page).toHaveURL(/\/es\/circle\/[^/?]+\?payment=cancelled$/)
  await expect(page.getByText('Pago cancelado. No se cobró nada')).toBeVisible()
  await page.getByRole('button', { name: 'Continuar al pago' }).click()
  await expect(page).toHaveURL(/\/es\/circle\/checkout\/cs_circle_sandbox_/)
  const checkoutUrl = new URL(page.url()).pathname
  await page.getByRole('button', { name: 'Completar el pago de prueba' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Bienvenido al Circle' })).toBeVisible()
  // The paid checkout says so in Spanish.
  await page.goto(checkoutUrl)
  await expect(page.locator('main').getByRole('status')).toHaveText('Este pago de prueba está completo.')

  // The membership in the Spanish portal: its state, the sandbox invoice under /es, a request in Spanish.
  await page.goto('/es/dashboard/apex-circle')
  await expect(page.getByTestId('membership-state')).toHaveText('Activa')
  await expect(page.getByRole('link', { name: /^Factura del / }).first()).toHaveAttribute('href', /^\/es\/circle\/billing\/invoices\//)
  await page.goto('/es/dashboard/apex-circle/request')
  await page.getByRole('button', { name: 'Enviar la solicitud' }).click()
  await expect(page.getByText('Indique un título para la solicitud.')).toBeVisible()
  await expect(page.getByText('Describa lo que necesita.')).toBeVisible()
})
