// The client portal's other pages as a client sees them: templates, the Circle offer, writing to the
// attorney, the sidebar; and the portal's accessibility.
import fs from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { appDb, axeViolations, expect, test, waitForMail } from './fixtures'
import { e2eEnv } from './env'
import { docxParagraphs } from '../support/zip'
import { openPortal, tasksOf } from '../support/portal'

test('templates: six cards; each downloads the firm’s file when uploaded, else our starter Word file', async ({ page }, testInfo) => {
  await openPortal(page)
  const key = testInfo.project.name === 'js' ? 'non-disclosure-agreement' : 'independent-contractor-agreement'
  const titles = [
    'Operating Agreement (LLC)',
    'Corporate Bylaws (Corporation)',
    'Single-Member Resolution',
    'Resolution Template (general)',
    'Independent Contractor Agreement',
    'Non-Disclosure Agreement',
  ]
  const uploaded = () =>
    new Set(
      (appDb().prepare("select template_key from files where kind = 'template'").all() as Array<{ template_key: string }>).map(
        (r) => r.template_key,
      ),
    )

  await page.getByRole('link', { name: 'Templates' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Legal templates' })).toBeVisible()
  const cards = page.getByTestId('template-card')
  await expect(cards).toHaveCount(6)
  const before = uploaded()
  const keys = [
    'operating-agreement-llc',
    'corporate-bylaws',
    'single-member-resolution',
    'resolution-template',
    'independent-contractor-agreement',
    'non-disclosure-agreement',
  ]
  for (const [i, title] of titles.entries()) {
    await expect(cards.nth(i).getByRole('heading', { name: title })).toBeVisible()
    await expect(cards.nth(i)).not.toContainText('Available soon')
    if (!before.has(keys[i])) {
      await expect(cards.nth(i).getByTestId('template-source')).toHaveText('Starter template · Word document')
      await expect(cards.nth(i).getByRole('link', { name: /^Download/ })).toHaveAttribute('href', `/dashboard/templates/${keys[i]}`)
    }
  }
  // A starter downloads as a Word file (a ZIP holding the document) named after the template.
  const starterKey = keys.find((k) => !before.has(k) && k !== key)!
  const starter = await page.request.get(`/dashboard/templates/${starterKey}`)
  expect(starter.status()).toBe(200)
  expect(starter.headers()['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document')
  expect(starter.headers()['content-disposition']).toContain(`attachment; filename="${starterKey}-starter.docx"`)
  expect(docxParagraphs(await starter.body())[0]).toContain(`${titles[keys.indexOf(starterKey)]}: starter template.`)

  // The firm uploads a file (as the admin upload does: a row in `files`, the bytes under the data dir).
  const content = `Template ${key} ${Date.now()}\n`
  if (!before.has(key)) {
    const relative = path.join('uploads', 'templates', `${key}-${testInfo.project.name}.txt`)
    fs.mkdirSync(path.join(e2eEnv().E2E_DIR, 'uploads', 'templates'), { recursive: true })
    fs.writeFileSync(path.join(e2eEnv().E2E_DIR, relative), content)
    appDb()
      .prepare(
        "insert into files (id, kind, template_key, filename, content_type, size_bytes, storage_path, created_at) values (?, 'template', ?, ?, 'text/plain', ?, ?, ?)",
      )
      .run(`f-${key}`, key, `${key}.txt`, Buffer.byteLength(content), relative, new Date().toISOString())
  }
  const file = appDb().prepare("select * from files where kind = 'template' and template_key = ?").get(key) as {
    storage_path: string
    filename: string
  }
  await page.reload()
  const card = cards.nth(keys.indexOf(key))
  await expect(card.getByTestId('template-source')).toContainText('Prepared by the firm')
  const link = card.getByRole('link', { name: /^Download/ })
  await expect(link).toHaveAttribute('href', `/dashboard/templates/${key}`)
  const response = await page.request.get(`/dashboard/templates/${key}`)
  expect(response.status()).toBe(200)
  expect(response.headers()['content-disposition']).toContain('attachment')
  expect(await response.text()).toBe(fs.readFileSync(path.resolve(e2eEnv().E2E_DIR, file.storage_path), 'utf8'))

  // Signed out, the same URL leads to sign-in, not to the file.
  const anonymous = await page.context().browser()!.newContext()
  const refused = await anonymous.request.get(`${testInfo.project.use.baseURL}/dashboard/templates/${key}`, { maxRedirects: 0 })
  expect(refused.status()).toBe(302)
  expect(refused.headers()['location']).toContain('/auth?redirectTo=')
  await anonymous.close()
})

test('the Apex Circle page makes the monthly offer and lets the client join', async ({ page }) => {
  await openPortal(page)
  await page.getByRole('link', { name: 'Join Apex Circle' }).first().click()
  await expect(page).toHaveURL(/\/dashboard\/apex-circle$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Join the Apex Circle' })).toBeVisible()
  await expect(page.getByText('$2,000')).toBeVisible()
  await expect(page.getByText('Up to 2 tailored legal deliverables every month')).toBeVisible()
  // Joining happens inside the site: the button leads to the membership terms.
  await page.getByRole('button', { name: 'Join the Circle' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Sign the membership terms' })).toBeVisible()
})

test('a message to the attorney is stored, the firm is emailed, and the client sees Message Sent!', async ({ page }) => {
  const { profile, email } = await openPortal(page, 'Amelia')
  await page.getByRole('link', { name: 'Contact Attorney' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Contact your attorney' })).toBeVisible()
  await expect(page.getByText('Within 24 hours on business days')).toBeVisible()
  await expect(page.getByLabel('Email')).toHaveValue(email)
  const text = `Could we move our call to Thursday? (${Date.now()})`
  await page.getByLabel('Name').fill('Amelia Stone')
  await page.getByLabel('Message').fill(text)
  await page.getByRole('button', { name: 'Send Message' }).click()

  await expect(page.getByTestId('toast')).toContainText('Message Sent!')
  await expect(page.getByTestId('toast')).toContainText("We'll get back to you within 24 hours.")
  await expect(page.getByLabel('Message')).toHaveValue('')
  const stored = appDb().prepare('select client_id, name, email, message from contact_messages where message = ?').get(text)
  expect(stored).toEqual({ client_id: profile.id, name: 'Amelia Stone', email, message: text })

  const mail = await waitForMail((m) => m.text.includes(text))
  expect(mail.to).toEqual(['intake@harborvale.example'])
  expect(mail.subject).toBe('Client portal message from Amelia Stone')
})

test('an empty message is refused with the field named', async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, 'without JS the browser refuses the empty required field itself')
  await openPortal(page)
  await page.goto('/dashboard/contact')
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByText('Message is required')).toBeVisible()
})

test('the sidebar lists the portal pages, the signed-in email and Sign Out', async ({ page }) => {
  const { email } = await openPortal(page)
  const sidebar = page.getByTestId('portal-sidebar')
  for (const [name, href] of [
    ['To-Do List', '/dashboard'],
    ['Templates', '/dashboard/templates'],
    ['Join Apex Circle', '/dashboard/apex-circle'],
    ['Contact Attorney', '/dashboard/contact'],
  ]) {
    await expect(sidebar.getByRole('link', { name })).toHaveAttribute('href', href)
  }
  await expect(sidebar.getByRole('link', { name: 'To-Do List' })).toHaveAttribute('aria-current', 'page')
  await expect(sidebar.getByTestId('signed-in-email')).toHaveText(email)
  await expect(sidebar.getByRole('button', { name: 'Sign Out' })).toBeVisible()
  expect((await sidebar.boundingBox())!.width).toBe(256) // 16rem
})

test('the portal’s top bar switches to the same page in the other language, on a desktop and a phone', async ({ page }) => {
  await openPortal(page, 'Amelia') // opens /dashboard
  const espanol = page.getByRole('link', { name: 'Español', exact: true })
  await expect(espanol).toHaveAttribute('href', '/es/dashboard')
  await expect(espanol).toHaveAttribute('hreflang', 'es')
  await espanol.click()
  await expect(page).toHaveURL(/\/es\/dashboard$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Bienvenido, Amelia' })).toBeVisible()

  await page.goto('/es/dashboard/templates')
  const english = page.getByRole('link', { name: 'English', exact: true })
  await expect(english).toHaveAttribute('href', '/dashboard/templates')
  // A phone sees it in the top bar without opening the menu.
  await page.setViewportSize({ width: 375, height: 800 })
  await expect(english).toBeVisible()
  await english.click()
  await expect(page).toHaveURL(/\/dashboard\/templates$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Legal templates' })).toBeVisible()
})

test('Ctrl+B collapses the sidebar to 3rem and it stays collapsed after a reload', async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, 'the keyboard shortcut is a browser script; the no-JS toggle is tested below')
  await openPortal(page)
  const sidebar = page.getByTestId('portal-sidebar')
  await expect(sidebar).toHaveAttribute('data-state', 'expanded')
  // The shortcut is listened for once React has hydrated; a key pressed before that does nothing.
  const hydrated = page.getByRole('button', { name: 'Pause quotes' })
  await expect(hydrated).toBeVisible()
  await page.keyboard.press('Control+b')
  await expect(sidebar).toHaveAttribute('data-state', 'collapsed')
  await expect.poll(async () => (await sidebar.boundingBox())!.width).toBe(48) // 3rem
  const cookie = (await page.context().cookies()).find((c) => c.name === 'sidebar_state')
  expect(cookie?.value).toBe('false')
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000) // 7 days

  await page.reload()
  // Rendered collapsed by the server: no flash of the open sidebar.
  await expect(sidebar).toHaveAttribute('data-state', 'collapsed')
  await expect(sidebar.getByRole('link', { name: 'Templates' })).toBeVisible()
  await expect(hydrated).toBeVisible()
  await page.keyboard.press('Meta+b')
  await expect(sidebar).toHaveAttribute('data-state', 'expanded')
})

test('without JavaScript the sidebar toggle is a form that sets the same cookie', async ({ page }) => {
  await openPortal(page)
  const sidebar = page.getByTestId('portal-sidebar')
  await page.getByRole('button', { name: 'Collapse sidebar' }).click()
  await expect(sidebar).toHaveAttribute('data-state', 'collapsed')
  await page.goto('/dashboard/templates')
  await expect(sidebar).toHaveAttribute('data-state', 'collapsed')
  await page.getByRole('button', { name: 'Expand sidebar' }).click()
  await expect(sidebar).toHaveAttribute('data-state', 'expanded')
  await expect(page).toHaveURL(/\/dashboard\/templates$/)
})

test('on a phone (375 px) the sidebar is a side sheet of 18rem', async ({ page, javaScriptEnabled }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await openPortal(page)
  await expect(page.getByTestId('portal-sidebar')).toBeHidden()
  if (javaScriptEnabled) await page.getByRole('button', { name: 'Open menu' }).click()
  else await page.locator('summary', { hasText: 'Open menu' }).click()
  const menu = javaScriptEnabled ? page.getByRole('dialog', { name: 'Menu' }) : page.locator('details[open]')
  await expect(menu.getByRole('link', { name: 'Contact Attorney' })).toBeVisible()
  expect(Math.round((await menu.getByRole('navigation', { name: 'Portal' }).boundingBox())!.width)).toBe(288) // 18rem
  await menu.getByRole('link', { name: 'Contact Attorney' }).click()
  await expect(page).toHaveURL(/\/dashboard\/contact$/)
  if (javaScriptEnabled) await expect(page.getByRole('dialog')).toBeHidden()
})

test('the portal and sign-in pages have no WCAG 2.2 AA violations (axe) on a phone and a desktop', async ({
  page,
  browser,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, 'axe runs as a script in the page')
  test.setTimeout(180_000)
  const audit = async (target: Page, label: string) => (await axeViolations(target)).map((v) => `${label}: ${v}`)
  const found: string[] = []
  for (const width of [375, 1280]) {
    const anonymous = await browser.newContext({ viewport: { width, height: 900 } })
    const visitor = await anonymous.newPage()
    for (const url of ['/auth', '/auth?mode=test-account', '/auth/forgot-password']) {
      await visitor.goto(url)
      found.push(...(await audit(visitor, `${url} @${width}`)))
    }
    await anonymous.close()

    await page.setViewportSize({ width, height: 900 })
    if (width === 375) {
      const { profile } = await openPortal(page)
      // Step 1 done, so step 2's checklist (a disclosure of 27 checkboxes) is on the page too.
      await page.request.post('/dashboard?index', { form: { intent: 'complete-task', taskId: tasksOf(profile.id)[0].id } })
    }
    for (const url of ['/dashboard', '/dashboard/templates', '/dashboard/apex-circle', '/dashboard/contact']) {
      await page.goto(url)
      if (url === '/dashboard') await page.getByText('Required documents checklist').click()
      found.push(...(await audit(page, `${url} @${width}`)))
    }
  }
  expect(found).toEqual([])
})
