// The admin panel's client pages as the firm uses them: finding clients, moving them through the
// stages, their tasks, Growth Score, notes and report, and the pages' accessibility.
import { axeViolations, expect, signIn, test } from './fixtures'
import { createClient, openClient, stageRows, tag, toast } from '../support/admin-panel'

test.describe('clients', () => {
  test('an admin finds a client by first name, last name, email or company', async ({ page }) => {
    await signIn(page, { admin: true })
    const client = await createClient()
    const decoy = await createClient()
    for (const key of [client.first, client.last, client.email, client.company]) {
      await page.goto('/internal-admin')
      await page.getByLabel('Search clients').fill(key)
      await page.getByRole('button', { name: 'Search' }).click()
      await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(key).replace(/%20/g, '(\\+|%20)')}`))
      const row = page.getByRole('row', { name: new RegExp(client.name) })
      await expect(row).toBeVisible()
      await expect(row).toContainText(client.email)
      await expect(row).toContainText(client.company)
      await expect(row).toContainText('Documents Sent')
      await expect(row).toContainText('In Progress')
      await expect(row).toContainText('Pending')
      await expect(page.getByRole('link', { name: decoy.name })).toHaveCount(0)
    }
    // Search is not case-sensitive and matches part of a value.
    await page.goto(`/internal-admin?q=${encodeURIComponent(client.company.slice(6, 16).toUpperCase())}`)
    await expect(page.getByRole('link', { name: client.name })).toBeVisible()
  })

  test('the list is paginated', async ({ page }) => {
    await signIn(page, { admin: true })
    const t = tag()
    for (let i = 0; i < 27; i++)
      await createClient({ first: `Pager${t}`, last: `N${String(i).padStart(2, '0')}`, email: `pager${i}.${t}@clients.example` })
    await page.goto(`/internal-admin?q=Pager${t}`)
    await expect(page.getByText('Page 1 of 2 · 27 clients')).toBeVisible()
    await expect(page.getByRole('row')).toHaveCount(26) // header + 25
    await page.getByRole('link', { name: 'Next page' }).click()
    await expect(page.getByText('Page 2 of 2 · 27 clients')).toBeVisible()
    await expect(page.getByRole('link', { name: `Pager${t} N26` })).toBeVisible()
  })

  test('choosing stage 3 completes stages 1-3, and the client’s open dashboard follows without reload', async ({
    page,
    browser,
    javaScriptEnabled,
  }) => {
    await signIn(page, { admin: true })
    const client = await createClient()
    const clientContext = await browser.newContext({ javaScriptEnabled })
    const clientPage = await clientContext.newPage()
    await signIn(clientPage, { email: client.email })
    await clientPage.goto('/dashboard')
    await expect(clientPage.getByText('Current stage: Documents Sent')).toBeVisible()
    await clientPage.evaluate(() => ((window as unknown as { marker: string }).marker = 'same page')).catch(() => {})

    const dialog = await openClient(page, client)
    await dialog.getByLabel('Stage', { exact: true }).selectOption({ label: '3. Reviewing Documents' })
    await dialog.getByRole('button', { name: 'Update stage' }).click()
    await expect(toast(page)).toContainText('Progress updated')
    await expect(toast(page)).toContainText('Stages 1 to 3 are complete; current stage: Reviewing Documents')
    const stages = page.getByRole('list', { name: 'Stages' }).getByRole('listitem')
    for (const i of [0, 1, 2]) await expect(stages.nth(i)).toContainText('Completed')
    for (const i of [3, 4, 5]) await expect(stages.nth(i)).toContainText('Not complete')
    await expect(dialog).toContainText('3. Reviewing Documents')

    const rows = stageRows(client)
    expect(rows.map((r) => r.is_completed)).toEqual([1, 1, 1, 0, 0, 0])
    expect(rows.slice(0, 3).every((r) => r.completed_at)).toBe(true)
    expect(rows.slice(3).every((r) => r.completed_at === null)).toBe(true)

    if (javaScriptEnabled) {
      await expect(clientPage.getByText('Current stage: Reviewing Documents')).toBeVisible({ timeout: 2000 })
      expect(await clientPage.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same page')
    } else {
      await clientPage.reload()
      await expect(clientPage.getByText('Current stage: Reviewing Documents')).toBeVisible()
    }

    // Checking a later stage completes it and the ones before it; a completed stage has no check box.
    await dialog.getByRole('button', { name: 'Check stage 5, Finalizing Report, as complete' }).click()
    await expect(toast(page)).toContainText('Stages 1 to 5 are complete')
    expect(stageRows(client).map((r) => r.is_completed)).toEqual([1, 1, 1, 1, 1, 0])
    await expect(dialog.getByRole('button', { name: /Check stage 3/ })).toHaveCount(0)

    // Choosing an earlier stage reopens the later ones.
    await dialog.getByLabel('Stage', { exact: true }).selectOption({ label: '2. Documents Received by Attorney' })
    await dialog.getByRole('button', { name: 'Update stage' }).click()
    await expect(toast(page)).toContainText('Stages 1 to 2 are complete')
    expect(stageRows(client).map((r) => r.is_completed)).toEqual([1, 1, 0, 0, 0, 0])

    // Every change is in the client's audit log with who made it and the before and after.
    const audit = page.getByRole('list', { name: 'Changes by admins, newest first' })
    await expect(audit.getByRole('listitem').first()).toContainText('Stage chosen')
    await expect(audit.getByRole('listitem').first()).toContainText('Before')
    await expect(audit).toContainText('Stage: Reviewing Documents (3 of 6)')
    await expect(audit).toContainText('Stage checked off')
    await clientContext.close()
  })

  test('an admin adds, completes, reopens and deletes a task', async ({ page, javaScriptEnabled }) => {
    await signIn(page, { admin: true })
    const client = await createClient()
    const dialog = await openClient(page, client)
    const title = `Send the signed LOI ${tag()}`

    // The title is required.
    await dialog.getByRole('button', { name: 'Add task' }).click()
    await expect(dialog.getByText('Task title is required')).toBeVisible()

    await dialog.getByLabel('Task title').fill(title)
    await dialog.getByLabel('Description (optional)').fill('Scan and email the countersigned letter of intent.')
    await dialog.getByRole('button', { name: 'Add task' }).click()
    await expect(toast(page)).toContainText('Task added')
    // With JavaScript the section posted through its own fetcher and shows the outcome in place.
    if (javaScriptEnabled) await expect(dialog.locator('#tasks').getByTestId('section-outcome')).toContainText('Task added')
    const tasks = dialog.getByRole('list', { name: 'Tasks' }).getByRole('listitem')
    await expect(tasks).toHaveCount(6)
    await expect(tasks.nth(5)).toContainText(`6. ${title}`)
    await expect(tasks.nth(5)).toContainText('Open')

    await dialog.getByRole('button', { name: `Complete “${title}”` }).click()
    await expect(toast(page)).toContainText('Task marked as complete!')
    await expect(tasks.nth(5)).toContainText('Complete ·')

    await dialog.getByRole('button', { name: `Reopen “${title}”` }).click()
    await expect(toast(page)).toContainText('Task reopened')
    await expect(tasks.nth(5)).toContainText('Open')

    // Delete asks first; cancelling keeps the task.
    await dialog.getByRole('link', { name: `Delete “${title}”` }).click()
    await expect(dialog.getByText(`Delete “${title}”?`)).toBeVisible()
    await dialog.getByRole('link', { name: 'Cancel' }).click()
    await expect(dialog.getByText(`Delete “${title}”?`)).toHaveCount(0)
    await expect(tasks).toHaveCount(6)

    await dialog.getByRole('link', { name: `Delete “${title}”` }).click()
    await dialog.getByRole('button', { name: 'Delete task' }).click()
    await expect(toast(page)).toContainText('Task deleted')
    await expect(tasks).toHaveCount(5)
    await expect(dialog.getByRole('list', { name: 'Tasks' }).getByText(title)).toHaveCount(0)

    const audit = page.getByRole('list', { name: 'Changes by admins, newest first' })
    for (const label of ['Task added', 'Task completed', 'Task reopened', 'Task deleted']) await expect(audit).toContainText(label)
  })

  test('the Growth Score set by an admin shows on the client’s dashboard', async ({ page, browser, javaScriptEnabled }) => {
    await signIn(page, { admin: true })
    const client = await createClient()
    const clientContext = await browser.newContext({ javaScriptEnabled })
    const clientPage = await clientContext.newPage()
    await signIn(clientPage, { email: client.email })
    await clientPage.goto('/dashboard')
    await expect(clientPage.getByTestId('growth-score')).toHaveText('Pending')

    const dialog = await openClient(page, client)
    await dialog.getByLabel('Growth Score (0–100)').fill('101')
    await dialog.getByRole('button', { name: 'Save score' }).click()
    await expect(dialog.getByText('Enter a whole number from 0 to 100')).toBeVisible()
    await dialog.getByLabel('Growth Score (0–100)').fill('87')
    await dialog.getByRole('button', { name: 'Save score' }).click()
    await expect(toast(page)).toContainText('Growth Score saved')
    await expect(dialog).toContainText('87/100')

    if (!javaScriptEnabled) await clientPage.reload()
    await expect(clientPage.getByTestId('growth-score')).toHaveText('87/100', { timeout: javaScriptEnabled ? 2000 : 10_000 })

    await page.goto(`/internal-admin?q=${encodeURIComponent(client.email)}`)
    await expect(page.getByRole('row', { name: new RegExp(client.name) })).toContainText('87/100')
    await clientContext.close()
  })

  test('a note is saved and survives a reload', async ({ page }) => {
    await signIn(page, { admin: true })
    const client = await createClient()
    const dialog = await openClient(page, client)
    const note = `Prefers calls after 4 pm; CFO copied on everything (${tag()}).`
    await dialog.getByLabel('New note (visible to admins only)').fill(note)
    await dialog.getByRole('button', { name: 'Save note' }).click()
    await expect(toast(page)).toContainText('Note saved')
    await page.reload()
    await expect(page.getByRole('list', { name: 'Saved notes' })).toContainText(note)
    await expect(page.getByRole('list', { name: 'Changes by admins, newest first' })).toContainText('Note added')
  })

  test('the detail dialog closes back to the same search, with Close or (with JavaScript) Escape', async ({ page, javaScriptEnabled }) => {
    await signIn(page, { admin: true })
    const client = await createClient()
    const dialog = await openClient(page, client)
    await dialog.getByRole('link', { name: 'Close' }).click()
    await expect(page).toHaveURL(`/internal-admin?q=${encodeURIComponent(client.email)}`)
    await expect(page.getByRole('dialog')).toHaveCount(0)
    if (!javaScriptEnabled) return
    await page.getByRole('link', { name: client.name }).click()
    await expect(page.getByRole('dialog', { name: client.name })).toBeVisible()
    // Focus starts on the dialog's title, inside the dialog.
    await expect(page.getByRole('heading', { name: client.name, level: 2 })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page).toHaveURL(`/internal-admin?q=${encodeURIComponent(client.email)}`)
  })

  test('admin pages pass an automated accessibility check (axe, WCAG 2.2 AA) at phone and desktop widths', async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, 'axe runs in the page')
    test.setTimeout(180_000)
    await signIn(page, { admin: true })
    const client = await createClient()
    const { getDb } = await import('~/utils/db.server')
    const task = await getDb().selectFrom('client_tasks').select('id').where('client_id', '=', client.id).executeTakeFirstOrThrow()
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      for (const url of [
        '/internal-admin',
        `/internal-admin/clients/${client.id}?delete=${task.id}`,
        '/internal-admin/leads',
        '/internal-admin/purchases',
        '/internal-admin/templates',
        '/internal-admin/operations',
      ]) {
        await page.goto(url)
        expect(await axeViolations(page), `${url} at ${width}px`).toEqual([])
      }
    }
  })

  test('a client completing a task shows on the open admin page within 2 seconds', async ({ page, browser, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, 'live refresh needs JavaScript (without it the admin sees the change on the next load)')
    await signIn(page, { admin: true })
    const client = await createClient()
    const dialog = await openClient(page, client)
    await expect(dialog.getByRole('button', { name: 'Complete “Schedule Your Initial Consultation”' })).toBeVisible()

    const clientContext = await browser.newContext()
    const clientPage = await clientContext.newPage()
    await signIn(clientPage, { email: client.email })
    await clientPage.goto('/dashboard')
    // Give the admin page's live connection a moment to be open (it opens on hydration).
    await page.waitForTimeout(300)
    await clientPage.getByRole('button', { name: 'Mark as Scheduled' }).click()
    await expect(dialog.getByRole('button', { name: 'Reopen “Schedule Your Initial Consultation”' })).toBeVisible({ timeout: 2000 })
    await clientContext.close()
  })

  test('an admin uploads a client’s report (PDF only); the admin and that client can download it', async ({
    page,
    browser,
    javaScriptEnabled,
  }) => {
    await signIn(page, { admin: true })
    const client = await createClient()
    const dialog = await openClient(page, client)
    await dialog
      .getByLabel('Upload the report')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a pdf') })
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click()
    await expect(toast(page)).toContainText('Failed to upload report')
    await expect(toast(page)).toContainText('Only PDF files can be uploaded.')
    if (javaScriptEnabled) {
      // The failure shows in the report's section, and only there.
      await expect(dialog.locator('#report').getByTestId('section-outcome')).toContainText('Only PDF files can be uploaded.')
      await expect(dialog.getByTestId('section-outcome')).toHaveCount(1)
    }

    await page
      .getByLabel('Upload the report')
      .setInputFiles({ name: 'Growth Score report.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% test report\n') })
    await page.getByRole('button', { name: 'Upload', exact: true }).click()
    await expect(toast(page)).toContainText('Report uploaded')
    const link = page.getByRole('link', { name: 'Growth Score report.pdf' })
    await expect(link).toBeVisible()
    const response = await page.request.get((await link.getAttribute('href'))!)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe('application/pdf')
    expect((await response.body()).toString()).toContain('% test report')

    // The client gets their own report from the portal once at the last stage; another client never does.
    const own = await browser.newContext()
    await signIn(await own.newPage(), { email: client.email })
    expect((await own.request.get('/dashboard/report')).status()).toBe(404)
    const { setStage } = await import('~/models/progress.server')
    const { writeTransaction } = await import('~/utils/db.server')
    await writeTransaction((trx) => setStage(trx, client.id, 6))
    const ownReport = await own.request.get('/dashboard/report')
    expect(ownReport.status()).toBe(200)
    expect((await ownReport.body()).toString()).toContain('% test report')
    const stranger = await browser.newContext()
    await signIn(await stranger.newPage(), { email: (await createClient()).email })
    expect((await stranger.request.get('/dashboard/report')).status()).toBe(404)
    await own.close()
    await stranger.close()
  })
})
