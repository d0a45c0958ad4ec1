// Issue 28: buying the Growth Score in Spanish, with and without JavaScript, in sandbox mode. Every
// step stays under /es (the spec's language-neutral URLs too: ?document=signed and the checkout's
// returns continue in the signup's language), the page's text is Spanish, and so is the receipt email.
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
  test.setTimeout(120_000)
  const email = unique('comprador')
  await page.goto('/es/growth-score')
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

  await page.getByRole('button', { name: 'Volver' }).click()
  await expect(page).toHaveURL(/\/es\/growth-score\/details\?signup_id=/)
  await expect(page.locator('#start').getByLabel('Empresa', { exact: true })).toHaveValue('Norte Servicios LLC')
  await page.getByRole('button', { name: 'Continuar a la carta de encargo' }).click()

  await page.getByRole('button', { name: 'Acepto y firmo' }).click()
  await expect(page).toHaveURL(/\/es\/growth-score\/sign\?signup_id=/, { timeout: 20_000 })
  await expect(page.getByRole('textbox', { name: 'Nombre completo' })).toHaveValue('Ana García')
  await page.getByRole('checkbox').check()
  await page.getByRole('button', { name: 'Confirmar firma' }).click()
  // The spec's ?document=signed URL (without /es) leads back to the Spanish payment step.
  await expect(page).toHaveURL(new RegExp(`/es/growth-score/payment\\?signup_id=${signupId}&notice=document-signed`))
  await notice(page, '¡Documento firmado con éxito!', 'Ya puede continuar al pago.')

  await page.getByRole('button', { name: 'Continuar al pago' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pago en modo de prueba')
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

  await page.getByRole('link', { name: 'Ir al portal del cliente' }).click()
  await expect(page).toHaveURL(new RegExp(`/es/growth-score/portal\\?signup_id=${signupId}`))
  await expect(page.getByRole('heading', { level: 1, name: 'Su Growth Score, Ana' })).toBeVisible({ timeout: 20_000 })
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
