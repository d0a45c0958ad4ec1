// The client portal's dashboard as a client sees it: the welcome, the quote, the score and the stage
// tracker (following the firm live), the five steps and the document checklist.
import { appDb, expect, signIn, test } from './fixtures'
import { STAGES, STAGES_ES, openPortal, readyRedis, stagesOf, tasksOf } from '../support/portal'

test('the dashboard: welcome by first name, a quote, Pending score, six stages and five steps', async ({ page }) => {
  const { profile } = await openPortal(page, 'Amelia')
  // First visit made the profile with its six stages and five tasks.
  expect(stagesOf(profile.id)).toHaveLength(6)
  expect(tasksOf(profile.id)).toHaveLength(5)

  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Amelia' })).toBeVisible()
  await expect(page.getByTestId('quote')).not.toBeEmpty()
  await expect(page.getByTestId('growth-score')).toHaveText('Pending')

  const stages = page.getByRole('list', { name: 'Stages' }).getByRole('listitem')
  await expect(stages).toHaveCount(6)
  for (const [i, name] of STAGES.entries()) await expect(stages.nth(i)).toContainText(name)
  await expect(page.getByText('Current stage: Documents Sent')).toBeVisible()
  await expect(page.getByTestId('progress-status')).toHaveText('In Progress')
  // Without a payment on file the timeline explains the promises instead of inventing dates.
  await expect(page.getByText('the analysis begins within 24 hours of payment')).toBeVisible()

  const steps = page.getByTestId('task')
  await expect(steps).toHaveCount(5)
  await expect(steps.nth(0).getByRole('button', { name: 'Mark as Scheduled' })).toBeVisible()
  for (let i = 1; i < 5; i++) await expect(steps.nth(i)).toContainText('Complete previous step to unlock')
  await expect(page.getByRole('button', { name: /^Mark as|View & Mark/ })).toHaveCount(1)
})

test('/es/dashboard: the same portal in Spanish, its sidebar and links staying in Spanish', async ({ page }) => {
  await openPortal(page, 'Amelia')
  await page.goto('/es/dashboard')
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await expect(page.getByRole('heading', { level: 1, name: 'Bienvenido, Amelia' })).toBeVisible()
  await expect(page.getByTestId('growth-score')).toHaveText('Pendiente')
  const stages = page.getByRole('list', { name: 'Etapas' }).getByRole('listitem')
  await expect(stages).toHaveCount(6)
  for (const [i, name] of STAGES_ES.entries()) await expect(stages.nth(i)).toContainText(name)
  await expect(page.getByText('Etapa actual: Documentos enviados')).toBeVisible()
  await expect(page.getByTestId('progress-status')).toHaveText('En curso')
  const steps = page.getByTestId('task')
  await expect(steps).toHaveCount(5)
  await expect(steps.nth(0)).toContainText('Programe su consulta inicial')
  await expect(steps.nth(0).getByRole('button', { name: 'Marcar como programada' })).toBeVisible()
  for (let i = 1; i < 5; i++) await expect(steps.nth(i)).toContainText('Complete el paso anterior para desbloquear este')
  const sidebar = page.getByTestId('portal-sidebar')
  for (const [name, href] of [
    ['Lista de tareas', '/es/dashboard'],
    ['Plantillas', '/es/dashboard/templates'],
    ['Únase a The Apex Circle', '/es/dashboard/apex-circle'],
    ['Contactar al abogado', '/es/dashboard/contact'],
    ['Seguridad', '/es/dashboard/security'],
  ]) {
    await expect(sidebar.getByRole('link', { name })).toHaveAttribute('href', href)
  }
  await expect(sidebar.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible()
  // A step completed from the Spanish page comes back to it, with the notice in Spanish.
  await steps.nth(0).getByRole('button', { name: 'Marcar como programada' }).click()
  await expect(page).toHaveURL(/\/es\/dashboard/)
  await expect(steps.nth(0)).toContainText('Completado el')
  // Step 2 opens with the document checklist.
  await expect(page.getByText('Lista de documentos requeridos')).toBeVisible()
  for (const [path, heading] of [
    ['/es/dashboard/templates', 'Plantillas legales'],
    ['/es/dashboard/contact', 'Contacte a su abogado'],
    ['/es/dashboard/security', 'Seguridad'],
    ['/es/dashboard/apex-circle', 'Únase a The Apex Circle'],
  ]) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
  }
})

test('/es/dashboard/security checks a code on the server with Spanish messages', async ({ page, baseURL }) => {
  await signIn(page, { twoFactor: true })
  await page.goto('/es/dashboard/security')
  await expect(page.getByRole('heading', { level: 1, name: 'Seguridad' })).toBeVisible()
  // Past the browser's own checks: the server's schema answers in the page's language.
  const response = await page.request.post('/es/dashboard/security', { form: { code: 'x'.repeat(40) }, headers: { origin: baseURL! } })
  expect(response.status()).toBe(400)
  expect(await response.text()).toContain('El código debe tener menos de 32 caracteres')
  const english = await page.request.post('/dashboard/security', { form: { code: 'x'.repeat(40) }, headers: { origin: baseURL! } })
  expect(await english.text()).toContain('The code must be less than 32 characters')
})

test('a client without a first name is welcomed as Client', async ({ page }) => {
  const { upsertUser, createSession } = await import('~/utils/auth.server')
  const { id } = await upsertUser({ email: `noname-${Math.random().toString(36).slice(2)}@client.example`, password: 'x long password' })
  const [pair] = (await createSession(id, new Request('http://localhost/'))).split(';')
  const [name, value] = pair.split('=')
  await page.context().addCookies([{ name, value, domain: 'localhost', path: '/' }])
  await page.goto('/dashboard')
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Client' })).toBeVisible()
})

test('the five steps unlock one after another, each with its own button and notice', async ({ page }) => {
  const { profile } = await openPortal(page)
  const buttons = ['Mark as Scheduled', 'Mark as Complete', 'Mark as Reviewed', 'View & Mark as Reviewed', 'Mark as Scheduled']
  for (const [i, label] of buttons.entries()) {
    const steps = page.getByTestId('task')
    await expect(steps.nth(i).getByRole('button', { name: label })).toBeVisible()
    if (i + 1 < 5) await expect(steps.nth(i + 1)).toContainText('Complete previous step to unlock')
    await steps.nth(i).getByRole('button', { name: label }).click()
    await expect(page.getByTestId('toast')).toContainText('Task Updated')
    await expect(page.getByTestId('toast')).toContainText('Task marked as complete!')
    await expect(steps.nth(i)).toContainText('Done')
    expect(tasksOf(profile.id)[i].is_completed).toBe(1)
  }
  await expect(page.getByText('Complete previous step to unlock')).toHaveCount(0)
  await expect(page.getByText('5 of 5 steps done')).toBeVisible()
})

test('the document checklist: 27 items, x of 27 completed, ticks kept in this browser', async ({ page, javaScriptEnabled }) => {
  await openPortal(page)
  await page.getByTestId('task').nth(0).getByRole('button', { name: 'Mark as Scheduled' }).click()
  await expect(page.getByTestId('toast')).toContainText('Task Updated')

  const documents = page.getByTestId('task').nth(1)
  await expect(documents.getByTestId('checklist-count')).toHaveText('0 of 27 completed')
  await documents.getByText('Required documents checklist').click()
  await expect(documents.getByRole('checkbox')).toHaveCount(27)
  if (!javaScriptEnabled) return // ticks are counted and kept by the browser script

  await documents.getByLabel('EIN confirmation letter', { exact: true }).check()
  await documents.getByLabel('Capitalization table', { exact: true }).check()
  await documents.getByLabel('Insurance policies', { exact: true }).check()
  await expect(documents.getByTestId('checklist-count')).toHaveText('3 of 27 completed')
  await documents.getByLabel('Capitalization table', { exact: true }).uncheck()
  await expect(documents.getByTestId('checklist-count')).toHaveText('2 of 27 completed')

  await page.reload()
  const again = page.getByTestId('task').nth(1)
  await expect(again.getByTestId('checklist-count')).toHaveText('2 of 27 completed')
  await again.getByText('Required documents checklist').click()
  await expect(again.getByLabel('EIN confirmation letter', { exact: true })).toBeChecked()
  await expect(again.getByLabel('Capitalization table', { exact: true })).not.toBeChecked()
})

test('the quote changes after 5 seconds, and the pause button holds it', async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, 'rotation is a browser script; without it the page shows one quote')
  await openPortal(page)
  const quote = page.getByTestId('quote')
  const first = await quote.textContent()
  await expect(quote).not.toHaveText(first!, { timeout: 7000 })

  await page.getByRole('button', { name: 'Pause quotes' }).click()
  const held = await quote.textContent()
  await page.waitForTimeout(5500) // the rotation interval itself is what is being checked
  await expect(quote).toHaveText(held!)
  await page.getByRole('button', { name: 'Resume quotes' }).click()
  await page.mouse.move(0, 0) // hovering the quote holds it too
  await expect(quote).not.toHaveText(held!, { timeout: 7000 })
})

test('score, stage dates, the current stage rule and the promised dates', async ({ page }) => {
  const { profile } = await openPortal(page)
  const db = appDb()
  db.prepare('update client_profiles set apex_growth_score = 72, paid_at = ? where id = ?').run('2026-03-03T20:15:00.000Z', profile.id)
  db.prepare('update progress_stages set is_completed = 1, completed_at = ? where client_id = ? and stage_order <= 3').run(
    '2026-03-05T15:00:00.000Z',
    profile.id,
  )
  await page.reload()

  await expect(page.getByTestId('growth-score')).toHaveText('72/100')
  // The current stage is the latest completed one.
  await expect(page.getByText('Current stage: Reviewing Documents')).toBeVisible()
  const stages = page.getByRole('list', { name: 'Stages' }).getByRole('listitem')
  for (let i = 0; i < 3; i++) await expect(stages.nth(i)).toContainText('Completed Mar 5, 2026')
  await expect(stages.nth(3)).toContainText('Not started')
  await expect(page.getByTestId('progress-status')).toHaveText('In Progress')
  await expect(page.getByTestId('analysis-by')).toHaveText('Wed, Mar 4, 2026, 3:15 PM EST')
  await expect(page.getByTestId('report-due')).toHaveText('Tue, Mar 10 – Thu, Mar 12, 2026')

  db.prepare('update progress_stages set is_completed = 1, completed_at = ? where client_id = ?').run(
    '2026-03-12T15:00:00.000Z',
    profile.id,
  )
  await page.reload()
  await expect(page.getByText('Current stage: See Your Growth Score')).toBeVisible()
  await expect(page.getByTestId('progress-status')).toHaveText('Completed')
})

test('the dashboard follows the firm live: a stage set by the firm shows without a reload', async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, 'live refresh is a browser script (EventSource)')
  const { profile } = await openPortal(page)
  await expect(page.getByText('Current stage: Documents Sent')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Pause quotes' })).toBeVisible() // hydrated: the EventSource is opening
  await readyRedis()
  const { setStage } = await import('~/models/progress.server')
  const { writeTransaction } = await import('~/utils/db.server')
  const { publishChange } = await import('~/utils/realtime.server')
  // Published again until the stream (which may still be connecting) carries it; no reload either way.
  await expect(async () => {
    await writeTransaction((trx) => setStage(trx, profile.id, 2))
    await publishChange({ clientId: profile.id, kind: 'stages' })
    await expect(page.getByText('Current stage: Documents Received by Attorney')).toBeVisible({ timeout: 1500 })
  }).toPass({ timeout: 10_000 })
  await expect(page.getByRole('list', { name: 'Stages' }).getByRole('listitem').nth(1)).toContainText('Completed')
})
