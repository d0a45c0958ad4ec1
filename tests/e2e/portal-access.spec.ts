// Who reaches what in the client portal: no client can reach another client's rows or live changes,
// locked steps hold against crafted requests, and signed out every page leads to sign-in.
import fs from 'node:fs'
import path from 'node:path'
import { appDb, expect, test } from './fixtures'
import { e2eEnv } from './env'
import { openPortal, otherClient, readyRedis, stagesOf, tasksOf } from '../support/portal'

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

test('signed out, a Spanish portal or Circle page leads to the Spanish sign-in', async ({ request }) => {
  for (const url of [
    '/es/dashboard',
    '/es/dashboard/templates',
    '/es/dashboard/apex-circle',
    '/es/dashboard/contact?x=1',
    '/es/circle/billing',
  ]) {
    const response = await request.get(url, { maxRedirects: 0 })
    expect(response.status(), url).toBe(302)
    expect(response.headers()['location'], url).toBe(`/es/auth?redirectTo=${encodeURIComponent(url)}`)
  }
  for (const url of ['/es/dashboard?index', '/es/dashboard/contact']) {
    const response = await request.post(url, { form: { intent: 'complete-task', taskId: 'x', message: 'x' }, maxRedirects: 0 })
    expect([302, 303], url).toContain(response.status())
    expect(response.headers()['location'], url).toMatch(/^\/es\/auth\?redirectTo=%2Fes%2Fdashboard/)
  }
})
