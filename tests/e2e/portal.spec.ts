// The client portal as a client sees it: dashboard, tracker, the five steps, templates, the Circle
// offer, writing to the attorney, the sidebar; and that no client can reach another client's rows.
import fs from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { appDb, expect, signIn, test, waitForMail } from './fixtures'
import { e2eEnv } from './env'
import { docxParagraphs } from '../support/zip'

const STAGES = [
  'Documents Sent',
  'Documents Received by Attorney',
  'Reviewing Documents',
  'Drafting Growth Score Report',
  'Finalizing Report',
  'See Your Growth Score',
]

type Row = Record<string, unknown>

function profileOf(userId: string) {
  return appDb().prepare('select * from client_profiles where user_id = ?').get(userId) as Row & { id: string }
}

function tasksOf(clientId: string) {
  return appDb()
    .prepare('select id, task_title, task_order, is_completed from client_tasks where client_id = ? order by task_order')
    .all(clientId) as Array<Row & { id: string; is_completed: number }>
}

function stagesOf(clientId: string) {
  return appDb()
    .prepare('select id, stage_order, is_completed, completed_at from progress_stages where client_id = ? order by stage_order')
    .all(clientId) as Array<Row & { id: string }>
}

/** This test process's Redis connection, ready (a publish on a connecting one is dropped). */
async function readyRedis() {
  const { producerRedis } = await import('~/utils/redis.server')
  const redis = producerRedis()
  if (redis.status !== 'ready') await new Promise((resolve) => redis.once('ready', resolve))
}

/** A signed-in client whose portal has been opened once (so the profile, stages and tasks exist). */
async function openPortal(page: Page, firstName = 'Amelia') {
  const user = await signIn(page, { firstName })
  await page.goto('/dashboard')
  return { ...user, profile: profileOf(user.id) }
}

/** Another client, made straight in the database: the one whose rows must stay out of reach. */
async function otherClient() {
  const { upsertUser } = await import('~/utils/auth.server')
  const { ensureClientProfile } = await import('~/models/clients.server')
  const { getDb } = await import('~/utils/db.server')
  const email = `other-${Math.random().toString(36).slice(2)}@client.example`
  const { id } = await upsertUser({ email, password: 'other client password', firstName: 'Bruno' })
  const profile = await ensureClientProfile(getDb(), { id, firstName: 'Bruno', lastName: 'Keller' })
  return { userId: id, email, clientId: profile.id }
}

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

test('a client cannot reach another client’s tasks, stages, messages or report', async ({ page }) => {
  const me = await openPortal(page, 'Amelia')
  const other = await otherClient()
  const theirTasks = tasksOf(other.clientId)
  const theirStages = stagesOf(other.clientId)

  // Another client's first task (unlocked for them) through my session: refused, nothing changes.
  const taskAttempt = await page.request.post('/dashboard?index', { form: { intent: 'complete-task', taskId: theirTasks[0].id } })
  expect(await taskAttempt.text()).toContain('Failed to update task. Please try again.')
  expect(tasksOf(other.clientId)).toEqual(theirTasks)
  expect(tasksOf(me.profile.id).every((t) => t.is_completed === 0)).toBe(true)

  // There is no client action on stages: a stage id in any form is refused.
  const crafted: Array<Record<string, string>> = [
    { intent: 'complete-stage', stageId: theirStages[0].id },
    { intent: 'complete-task', taskId: theirStages[0].id },
    { intent: 'reopen-task', taskId: theirTasks[0].id },
  ]
  for (const form of crafted) {
    const attempt = await page.request.post('/dashboard?index', { form })
    expect(await attempt.text()).toContain('Failed to update task. Please try again.')
  }
  expect(stagesOf(other.clientId)).toEqual(theirStages)

  // A message posted with their client id is filed under mine.
  const text = `Filed under whom? ${Date.now()}`
  await page.request.post('/dashboard/contact', {
    form: { name: 'Amelia', email: me.email, message: text, client_id: other.clientId, clientId: other.clientId },
  })
  expect(appDb().prepare('select client_id from contact_messages where message = ?').all(text)).toEqual([{ client_id: me.profile.id }])
  expect(appDb().prepare('select count(*) as n from contact_messages where client_id = ?').get(other.clientId)).toEqual({ n: 0 })

  // Their report exists; mine does not: the report URL answers for me only.
  const relative = path.join('uploads', 'reports', `${other.clientId}.pdf`)
  fs.mkdirSync(path.join(e2eEnv().E2E_DIR, 'uploads', 'reports'), { recursive: true })
  fs.writeFileSync(path.join(e2eEnv().E2E_DIR, relative), '%PDF-1.4 confidential')
  appDb()
    .prepare(
      "insert into files (id, kind, client_id, filename, content_type, size_bytes, storage_path, created_at) values (?, 'report', ?, 'report.pdf', 'application/pdf', 21, ?, ?)",
    )
    .run(`r-${other.clientId}`, other.clientId, relative, new Date().toISOString())
  for (const url of [
    '/dashboard/report',
    `/dashboard/report?clientId=${other.clientId}`,
    `/dashboard/report?client_id=${other.clientId}`,
  ]) {
    const response = await page.request.get(url)
    expect(response.status()).toBe(404)
    expect(await response.text()).not.toContain('confidential')
  }

  // Loaders ignore ids in the URL: I see my own name and my own stages.
  await page.goto(`/dashboard?clientId=${other.clientId}&client_id=${other.clientId}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Amelia' })).toBeVisible()
  await expect(page.getByText('Bruno')).toHaveCount(0)
})

test('the live channel carries only the client’s own changes', async ({ page, baseURL }) => {
  const me = await openPortal(page)
  const other = await otherClient()
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ')
  const controller = new AbortController()
  const response = await fetch(`${baseURL}/changes`, { headers: { cookie }, signal: controller.signal })
  expect(response.headers.get('content-type')).toContain('text/event-stream')
  const reader = response.body!.getReader()
  let received = ''
  const reading = (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }))
      if (done) return
      received += new TextDecoder().decode(value)
    }
  })()
  await expect.poll(() => received).toContain('retry:')
  await readyRedis()
  const { publishChange } = await import('~/utils/realtime.server')
  await publishChange({ clientId: other.clientId, kind: 'tasks' })
  await publishChange({ clientId: me.profile.id, kind: 'stages' })
  await expect.poll(() => received).toContain(me.profile.id)
  expect(received).not.toContain(other.clientId)
  controller.abort()
  await reading
})

test('a locked or finished step cannot be changed by a crafted request', async ({ page }) => {
  const { profile } = await openPortal(page)
  const tasks = tasksOf(profile.id)
  // Step 3 while step 2 is open: refused.
  const locked = await page.request.post('/dashboard?index', { form: { intent: 'complete-task', taskId: tasks[2].id } })
  expect(await locked.text()).toContain('Failed to update task. Please try again.')
  expect(tasksOf(profile.id)[2].is_completed).toBe(0)

  // Step 1 done; there is no way for the client to undo it.
  await page.request.post('/dashboard?index', { form: { intent: 'complete-task', taskId: tasks[0].id } })
  expect(tasksOf(profile.id)[0].is_completed).toBe(1)
  await page.request.post('/dashboard?index', { form: { intent: 'reopen-task', taskId: tasks[0].id } })
  await page.request.post('/dashboard?index', { form: { intent: 'complete-task', taskId: tasks[0].id, is_completed: '0' } })
  expect(tasksOf(profile.id)[0].is_completed).toBe(1)
})

test('signed out, every portal page and action leads to sign-in', async ({ request }) => {
  for (const url of [
    '/dashboard',
    '/dashboard/templates',
    '/dashboard/apex-circle',
    '/dashboard/contact',
    '/dashboard/report',
    '/dashboard/templates/corporate-bylaws',
    '/changes',
  ]) {
    const response = await request.get(url, { maxRedirects: 0 })
    expect(response.status(), url).toBe(302)
    expect(response.headers()['location'], url).toBe(`/auth?redirectTo=${encodeURIComponent(url)}`)
  }
  for (const url of ['/dashboard?index', '/dashboard/contact', '/dashboard/sidebar']) {
    const response = await request.post(url, {
      form: { intent: 'complete-task', taskId: 'x', message: 'x', open: 'false' },
      maxRedirects: 0,
    })
    expect([302, 303], url).toContain(response.status())
    expect(response.headers()['location'], url).toContain('/auth?redirectTo=')
  }
})

test('the portal and sign-in pages have no WCAG 2.2 AA violations (axe) on a phone and a desktop', async ({
  page,
  browser,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, 'axe runs as a script in the page')
  test.setTimeout(180_000)
  const { default: AxeBuilder } = await import('@axe-core/playwright')
  const audit = async (target: Page, label: string) => {
    const results = await new AxeBuilder({ page: target }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
    return results.violations.map(
      (v) =>
        `${label}: ${v.id} (${v.impact}) ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    )
  }
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
