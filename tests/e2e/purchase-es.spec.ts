// Issue 28: buying the Growth Score in Spanish, with and without JavaScript, in sandbox mode (acceptance
// 1). From the English home page through the header's `Español`, every step stays under /es (the spec's
// language-neutral URLs too: ?document=signed and the checkout's returns continue in the signup's
// language), the page's text is Spanish, the letter is the Spanish courtesy translation with the English
// version that governs (the signature bound to that version and to the hash the page showed), the
// client's emails and portal are Spanish, and the firm's notices stay English with the language.
import type { Page } from '@playwright/test'
import { appDb, expect, test, waitForMail } from './fixtures'

function unique(prefix: string) {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@cliente.example`
}

async function notice(page: Page, title: string, description: string) {
  const box = page.getByTestId('flow-notice').filter({ hasText: title })
  await expect(box).toBeVisible({ timeout: 20_000 })
  await expect(box.getByText(description, { exact: true })).toBeVisible()
}

test('a Spanish buyer purchases the Growth Score end to end under /es', async ({ page }) => {
  test.setTimeout(150_000)
  const email = unique('comprador')
  await page.goto('/')
  await page.getByRole('banner').getByRole('link', { name: 'Español', exact: true }).click()
  await expect(page).toHaveURL(/\/es$/)
  await page.getByRole('link', { name: 'Comience su Growth Score' }).first().click()
  await expect(page).toHaveURL(/\/es\/growth-score$/)
  const flow = page.locator('#start')
  await expect(flow.getByRole('heading', { name: 'Sus datos' })).toBeVisible()
  await flow.getByLabel('Nombre', { exact: true }).fill('Ana García')
  await flow.getByLabel('Correo electrónico', { exact: true }).fill(email)
  await flow.getByLabel('Empresa', { exact: true }).fill('Norte Servicios LLC')
  await flow.getByLabel('Teléfono', { exact: true }).fill('305-555-0123')
  await page.getByRole('button', { name: 'Continuar a la carta de encargo' }).click()

  await expect(page).toHaveURL(/\/es\/growth-score\/letter\?signup_id=/)
  const signupId = new URL(page.url()).searchParams.get('signup_id')!
  expect((appDb().prepare('select language from signups where id = ?').get(signupId) as { language: string }).language).toBe('es')
  await expect(page.getByRole('heading', { name: 'Su carta de encargo' })).toBeVisible()
  // The Spanish courtesy translation: the notice that the English version governs, the Spanish text,
  // then the English text it translates, all under the hash the page shows.
  const letter = page.getByRole('article', { name: 'Carta de encargo: diagnóstico Growth Score' })
  await expect(letter).toBeVisible()
  await expect(letter).toContainText('Esta es una traducción de cortesía. La versión en inglés es la que rige')
  await expect(letter).toContainText('Estimado(a) Ana García:')
  await expect(letter).toContainText('no reembolsable y se consideran devengados en su totalidad al firmar esta carta')
  await expect(letter).toContainText('Versión en inglés (la que rige)')
  await expect(letter).toContainText('Engagement Letter: Growth Score Diagnostic')
  await expect(letter).toContainText('Dear Ana García:')
  await expect(letter).toContainText('non-refundable and fully earned upon signing')
  await expect(letter).toContainText('Accepted and agreed:')
  const shownSha256 = /\b[0-9a-f]{64}\b/.exec((await letter.textContent()) ?? '')?.[0]
  expect(shownSha256).toBeTruthy()
  // The firm hears of the signup in English, told the client's language.
  const signupNotice = await waitForMail((m) => m.subject.startsWith('Growth Score signup: Ana García'))
  expect(signupNotice.text).toMatch(/Language:? +Spanish/)

  await page.getByRole('button', { name: 'Volver' }).click()
  await expect(page).toHaveURL(/\/es\/growth-score\/details\?signup_id=/)
  await expect(page.locator('#start').getByLabel('Empresa', { exact: true })).toHaveValue('Norte Servicios LLC')
  await page.getByRole('button', { name: 'Continuar a la carta de encargo' }).click()

  await page.getByRole('button', { name: 'Acepto y firmo' }).click()
  await expect(page).toHaveURL(/\/es\/growth-score\/sign\?signup_id=/, { timeout: 20_000 })
  await expect(page.getByRole('textbox', { name: 'Nombre completo' })).toHaveValue('Ana García')
  // The signing page shows the same text, under the same hash.
  const signing = page.getByRole('article', { name: 'Carta de encargo: diagnóstico Growth Score' })
  await expect(signing).toContainText('La versión en inglés es la que rige')
  await expect(signing).toContainText(shownSha256!)
  await page.getByRole('checkbox', { name: 'Acepto firmar electrónicamente esta carta de encargo' }).check()
  await page.getByRole('button', { name: 'Confirmar firma' }).click()
  // The spec's ?document=signed URL (without /es) leads back to the Spanish payment step.
  await expect(page).toHaveURL(new RegExp(`/es/growth-score/payment\\?signup_id=${signupId}&notice=document-signed`))
  await notice(page, '¡Documento firmado con éxito!', 'Ya puede continuar al pago.')
  // Bound to the Spanish version, to the hash the page showed, with the consent the signer ticked.
  const signature = appDb().prepare('select * from signatures where signup_id = ?').get(signupId) as Record<string, string>
  expect(signature.signer_name).toBe('Ana García')
  expect(signature.purpose).toBe('engagement-letter')
  expect(signature.document_version).toBe('engagement-letter/2026-12-es-v2')
  expect(signature.document_sha256).toBe(shownSha256)
  expect(signature.consent_text).toBe('Acepto firmar electrónicamente esta carta de encargo')

  await page.getByRole('button', { name: 'Continuar al pago' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pago en modo de prueba')
  // On a phone the receipt's term reads on one line ("Recibo a", not "Recibo / a"); the address, too long
  // to sit beside it, goes under it rather than being squeezed into a narrow column (and split at each hyphen).
  const viewport = page.viewportSize()!
  await page.setViewportSize({ width: 375, height: 812 })
  const receiptTerm = page.locator('dt', { hasText: 'Recibo a' })
  const term = (await receiptTerm.boundingBox())!
  const lineHeight = await receiptTerm.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight))
  expect(term.height).toBeLessThan(lineHeight * 1.5)
  const address = (await page.locator('dd', { hasText: email }).boundingBox())!
  if (address.height > lineHeight * 1.5) expect(address.y).toBeGreaterThanOrEqual(term.y + term.height)
  await page.setViewportSize(viewport)
  await page.getByRole('link', { name: 'Cancelar el pago' }).click()
  await expect(page).toHaveURL(/\/es\/growth-score\/payment\?/)
  await notice(page, 'Pago cancelado', 'Su pago fue cancelado. Puede intentarlo de nuevo en cualquier momento.')

  await page.getByRole('button', { name: 'Continuar al pago' }).click()
  await page.getByRole('button', { name: 'Completar el pago de prueba' }).click()
  await expect(page.getByRole('heading', { name: 'Proceso completado' })).toBeVisible({ timeout: 30_000 })
  await expect(page).toHaveURL(new RegExp(`/es/growth-score/complete\\?signup_id=${signupId}`))
  await expect(page.getByText('Nuestro análisis comienza dentro de las 24 horas.')).toBeVisible()

  const receipt = await waitForMail((m) => m.to.includes(email) && m.subject.startsWith('Su Growth Score está confirmado'))
  expect(receipt.text).toContain('Estimado(a) Ana:')
  expect(receipt.text).toMatch(/https?:\/\/\S+\/es\/growth-score\/agreement\?\S+/)
  expect(receipt.text).toContain('Nuestro análisis comienza dentro de las 24 horas.')
  expect(receipt.text).toMatch(/Fecha de pago:? +\d{1,2} de [a-z]+ de \d{4} a las? \d{1,2}:\d{2}/)
  expect(receipt.text).not.toMatch(/Dear|Amount paid|Paid on| Eastern\b/)
  const setPassword = await waitForMail((m) => m.to.includes(email) && m.subject === 'Establezca la contraseña de su portal del cliente')
  expect(setPassword.text).not.toMatch(/\bDear\b|Set the password/)
  // The firm's notice of the payment stays English, with the client's language.
  const paidNotice = await waitForMail((m) => m.subject.startsWith('Paid: Ana García, Norte Servicios LLC, $4,000, analysis due by'))
  expect(paidNotice.subject).toMatch(/ at \d{1,2}:\d{2} [AP]M Eastern/)
  expect(paidNotice.text).toMatch(/Language:? +Spanish/)

  await page.getByRole('link', { name: 'Ir al portal del cliente' }).click()
  await expect(page).toHaveURL(new RegExp(`/es/growth-score/portal\\?signup_id=${signupId}`))
  await expect(page.getByRole('heading', { level: 1, name: 'Su Growth Score, Ana' })).toBeVisible({ timeout: 20_000 })

  // The emailed link opens the Spanish form; the password saved, the portal is Spanish.
  const link = /https?:\/\/\S+\/es\/auth\/set-password\?token=[A-Za-z0-9_%-]+/.exec(setPassword.text)?.[0]
  expect(link).toBeTruthy()
  await page.goto(new URL(link!).pathname + new URL(link!).search)
  await page.getByLabel('Nueva contraseña', { exact: true }).fill('una frase de paso larga y cuidadosa')
  await page.getByLabel('Repita la contraseña', { exact: true }).fill('una frase de paso larga y cuidadosa')
  await page.getByRole('button', { name: 'Guardar contraseña' }).click()
  await expect(page).toHaveURL(/\/es\/dashboard$/)
  const stages = page.getByRole('list', { name: 'Etapas' }).getByRole('listitem')
  await expect(stages).toHaveCount(6)
  await expect(stages.first()).toContainText('Documentos enviados')
  await expect(stages.last()).toContainText('Vea su Growth Score')
  await expect(page.getByTestId('task')).toHaveCount(5)
  const user = appDb().prepare('select language from users where email = ?').get(email) as { language: string }
  expect(user.language).toBe('es')

  // The confirmation's link opens the Spanish addendum (the translation and the English that governs).
  const agreementLink = /https?:\/\/\S+\/es\/growth-score\/agreement\?\S+/.exec(receipt.text)![0]
  await page.goto(new URL(agreementLink).pathname + new URL(agreementLink).search)
  const addendum = page.getByRole('article', { name: 'Anexo a la carta de encargo: autorización para la revisión de documentos' })
  await expect(addendum).toContainText('La versión en inglés es la que rige')
  await expect(addendum).toContainText('Engagement Letter Addendum: Document Review Authorization')
  const addendumSha256 = /\b[0-9a-f]{64}\b/.exec((await addendum.textContent()) ?? '')?.[0]
  await page.getByRole('checkbox', { name: 'Acepto firmar electrónicamente esta autorización para la revisión de documentos' }).check()
  await page.getByRole('button', { name: 'Confirmar firma' }).click()
  await expect(page).toHaveURL(/\/es\/growth-score\/agreement\?signup_id=/)
  // The page's address is the same before and after signing: wait for the signature to be on record.
  const signed = () =>
    appDb().prepare("select * from signatures where signup_id = ? and purpose = 'post-payment-agreement'").get(signupId) as
      Record<string, string> | undefined
  await expect.poll(() => Boolean(signed()), { timeout: 15_000 }).toBe(true)
  const authorization = signed()!
  expect(authorization.document_version).toBe('document-authorization/2026-12-es-v2')
  expect(authorization.document_sha256).toBe(addendumSha256)
  expect(authorization.consent_text).toBe('Acepto firmar electrónicamente esta autorización para la revisión de documentos')
})

test('a Spanish form refused without JavaScript answers in Spanish', async ({ page }) => {
  await page.goto('/es/growth-score')
  const flow = page.locator('#start')
  await flow.getByLabel('Nombre', { exact: true }).fill(' ')
  await flow.getByLabel('Correo electrónico', { exact: true }).fill(unique('vacio'))
  await flow.getByLabel('Empresa', { exact: true }).fill(' ')
  await flow.getByLabel('Teléfono', { exact: true }).fill(' ')
  await page.getByRole('button', { name: 'Continuar a la carta de encargo' }).click()
  await notice(page, 'Falta información', 'Por favor, complete todos los campos obligatorios.')
  await expect(page.getByText('El nombre es obligatorio')).toBeVisible()
})
