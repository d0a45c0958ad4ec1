// Documents per checklist item (issue 17), JS on and off: a client uploads two files to one item and
// one to another, marks a third not applicable with a reason, and sees them after a reload; another
// client cannot fetch the files by URL; the firm downloads them from the client's Documents section,
// marks items received, and the last one moves the client to stage 2 and completes task 2.
import type { Locator, Page } from '@playwright/test'
import { appDb, expect, mailbox, signIn, test } from './fixtures'

const EIN = 'EIN confirmation letter'
const CAP = 'Capitalization table'
const LOI = 'Pending letters of intent'
const LAST = 'Insurance policies'

const pdf = (name: string, text: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`) })

/** The checklist's list item that holds this item's upload field. */
function itemRow(page: Page, name: string): Locator {
  return page
    .locator('details#documents')
    .getByRole('listitem')
    .filter({ has: page.getByLabel(`Upload ${name}`, { exact: true }) })
}

async function openChecklist(page: Page) {
  const details = page.locator('details#documents')
  if ((await details.getAttribute('open')) === null) await page.getByText('Required documents checklist').click()
  await expect(page.getByLabel(`Upload ${EIN}`, { exact: true })).toBeVisible()
}

async function uploadTo(page: Page, name: string, files: Array<ReturnType<typeof pdf>>, javaScriptEnabled: boolean) {
  const row = itemRow(page, name)
  await row.getByLabel(`Upload ${name}`, { exact: true }).setInputFiles(files)
  // With JavaScript choosing the files sends them (the one add control); without it, Upload posts the form.
  if (javaScriptEnabled) await expect(row.getByRole('button', { name: 'Upload', exact: true })).toHaveCount(0)
  else await row.getByRole('button', { name: 'Upload', exact: true }).click()
  const said = `${files.length === 1 ? 'One file' : `${files.length} files`} added to “${name}”.`
  if (javaScriptEnabled) await expect(page.getByText(said)).toBeVisible()
  else await expect(page.getByTestId('toast')).toContainText(said)
}

function clientRows(clientId: string) {
  const db = appDb()
  try {
    return {
      stages: db
        .prepare('select stage_order from progress_stages where client_id = ? and is_completed = 1 order by stage_order')
        .all(clientId),
      task2: db.prepare('select is_completed from client_tasks where client_id = ? and task_order = 2').get(clientId),
      documents: db
        .prepare('select id, item_key, original_name from client_documents where client_id = ? and removed_at is null order by rowid')
        .all(clientId) as Array<{
        id: string
        item_key: string
        original_name: string
      }>,
    }
  } finally {
    db.close()
  }
}

test('a client uploads and marks not applicable; only they and the firm get the files; the last item received moves them to stage 2', async ({
  page,
  browser,
  javaScriptEnabled,
}) => {
  // The client: the checklist opens with the second step.
  const me = await signIn(page, { firstName: 'Dana' })
  await page.goto('/dashboard')
  await page.getByTestId('task').nth(0).getByRole('button', { name: 'Mark as Scheduled' }).click()
  await expect(page.getByTestId('toast')).toContainText('Task Updated')
  const clientId = (appDb().prepare('select id from client_profiles where user_id = ?').get(me.id) as { id: string }).id
  await openChecklist(page)
  const items = page.locator('details#documents li[id^="document-"]')
  await expect(items).toHaveCount(27)
  for (const li of await items.all()) {
    await expect(li.getByLabel(/^Upload /)).toHaveCount(1)
    await expect(li.getByRole('button', { name: 'Not applicable', exact: true })).toHaveCount(1)
  }

  await uploadTo(page, EIN, [pdf('EIN letter.pdf', 'ein page one'), pdf('EIN letter page 2.pdf', 'ein page two')], javaScriptEnabled)
  await openChecklist(page)
  await uploadTo(page, CAP, [pdf('Cap table 2026.pdf', 'cap table')], javaScriptEnabled)
  await openChecklist(page)
  const loi = itemRow(page, LOI)
  await loi.getByText('Add a note', { exact: true }).click()
  await loi.getByLabel('Note for the firm').fill('We have no pending letters of intent.')
  await loi.getByRole('button', { name: 'Not applicable', exact: true }).click()
  await expect(page.getByTestId('toast')).toContainText(`“${LOI}” is marked not applicable.`)

  // After a reload the server's ticks and files are there.
  await page.goto('/dashboard')
  await openChecklist(page)
  await expect(page.getByTestId('checklist-count')).toHaveText('3 of 27 completed')
  await expect(page.getByLabel(EIN, { exact: true })).toBeChecked()
  await expect(itemRow(page, EIN).getByRole('link')).toHaveText(['EIN letter.pdf', 'EIN letter page 2.pdf'])
  await expect(itemRow(page, CAP).getByRole('link')).toHaveText(['Cap table 2026.pdf'])
  await expect(page.getByLabel(CAP, { exact: true })).toBeChecked()
  // Finished items fold away under their group: the letters of intent under 'Contracts and people'.
  const contracts = page.getByRole('region', { name: /Contracts and people/ })
  await expect(contracts.getByRole('heading', { name: /Contracts and people/ })).toContainText('1 of 7')
  await expect(page.locator(`li#document-letters-of-intent`)).toBeHidden()
  await contracts.getByText('Finished (1)').click()
  await expect(page.locator(`li#document-letters-of-intent`)).toContainText('Not applicable: We have no pending letters of intent.')
  await expect(page.getByLabel(LOI, { exact: true })).toBeChecked()
  await expect(page.getByLabel(LAST, { exact: true })).not.toBeChecked()

  const { documents } = clientRows(clientId)
  expect(documents.map((d) => [d.item_key, d.original_name])).toEqual([
    ['ein-letter', 'EIN letter.pdf'],
    ['ein-letter', 'EIN letter page 2.pdf'],
    ['cap-table', 'Cap table 2026.pdf'],
  ])
  const own = await page.request.get(`/dashboard/documents/${documents[0].id}`)
  expect(own.status()).toBe(200)
  expect(await own.text()).toContain('ein page one')

  // Another client, by URL: nothing.
  const otherContext = await browser.newContext()
  const other = await otherContext.newPage()
  await signIn(other, { firstName: 'Bruno' })
  await other.goto('/dashboard')
  for (const doc of documents) {
    const theirs = await other.request.get(`/dashboard/documents/${doc.id}`)
    expect(theirs.status()).toBe(404)
    expect(await theirs.text()).not.toContain('ein page')
    const viaAdmin = await other.request.get(`/internal-admin/clients/${clientId}/documents/${doc.id}`, { maxRedirects: 0 })
    expect(viaAdmin.status()).not.toBe(200)
  }
  await otherContext.close()

  // The firm: downloads from the Documents section, marks received.
  const firmContext = await browser.newContext()
  const firm = await firmContext.newPage()
  await signIn(firm, { admin: true })
  await firm.goto(`/internal-admin/clients/${clientId}`)
  const section = firm.getByRole('region', { name: 'Documents' })
  await expect(section.getByRole('heading', { name: 'Documents' })).toBeVisible()
  await expect(section.getByTestId('documents-figure')).toHaveText('0 of 27 received, 1 not applicable')
  await expect(section.getByRole('listitem', { name: LOI })).toContainText('Client’s reason: We have no pending letters of intent.')
  const [download] = await Promise.all([
    firm.waitForEvent('download'),
    section.getByRole('link', { name: 'EIN letter page 2.pdf' }).click(),
  ])
  expect(download.suggestedFilename()).toBe('EIN letter page 2.pdf')
  expect(
    await download.createReadStream().then(
      (s) =>
        new Promise<string>((resolve) => {
          let text = ''
          s.on('data', (c) => (text += c))
          s.on('end', () => resolve(text))
        }),
    ),
  ).toContain('ein page two')

  for (const name of [EIN, CAP]) {
    await section.getByRole('button', { name: `Mark “${name}” received` }).click()
    await expect(firm.getByTestId('toast')).toContainText(`“${name}” is received.`)
  }
  await expect(section.getByTestId('documents-figure')).toHaveText('2 of 27 received, 1 not applicable')

  // Every other item but one, through the model; the last one through the page.
  const { adminMarkReceived } = await import('~/models/documents.server')
  const { DOCUMENT_ITEMS } = await import('~/content/portal')
  const { upsertUser } = await import('~/utils/auth.server')
  const firmEmail = `e2e-firm-${Date.now()}@harborvale.example`
  const firmActor = { id: (await upsertUser({ email: firmEmail })).id, email: firmEmail }
  for (const item of DOCUMENT_ITEMS) {
    if ([EIN, CAP, LOI, LAST].includes(item.name)) continue
    await adminMarkReceived(firmActor, clientId, item.key)
  }
  expect(clientRows(clientId)).toMatchObject({ stages: [], task2: { is_completed: 0 } })
  await firm.reload()
  await expect(section.getByTestId('documents-figure')).toHaveText('25 of 27 received, 1 not applicable')
  await section.getByRole('button', { name: `Mark “${LAST}” received` }).click()
  await expect(firm.getByTestId('toast')).toContainText('was the last item: the client is now at Documents Received by Attorney')
  await expect(section.getByTestId('documents-figure')).toHaveText('26 of 27 received, 1 not applicable')
  expect(clientRows(clientId)).toMatchObject({ stages: [{ stage_order: 1 }, { stage_order: 2 }], task2: { is_completed: 1 } })
  await expect(firm.getByRole('region', { name: 'Audit log' })).toContainText('Documents complete')
  await firmContext.close()

  // The client sees the new stage and the step done; received files can no longer be removed.
  await page.goto('/dashboard')
  await expect(page.getByText('Current stage: Documents Received by Attorney')).toBeVisible()
  await expect(page.getByTestId('task').nth(1)).toContainText('Done')

  // The firm heard of the three files, each once (one email per batch, collected for a few seconds here).
  await expect.poll(() => mailbox().filter((m) => JSON.stringify(m).includes('from Dana')).length, { timeout: 20_000 }).toBeGreaterThan(0)
  const told = mailbox()
    .filter((m) => JSON.stringify(m).includes('from Dana'))
    .map((m) => JSON.stringify(m))
    .join('\n')
  for (const name of ['EIN letter.pdf', 'EIN letter page 2.pdf', 'Cap table 2026.pdf']) expect(told).toContain(name)
})

test('a client removes a file until the firm receives its item', async ({ page, javaScriptEnabled }) => {
  const me = await signIn(page, { firstName: 'Eli' })
  await page.goto('/dashboard')
  await page.getByTestId('task').nth(0).getByRole('button', { name: 'Mark as Scheduled' }).click()
  await expect(page.getByTestId('toast')).toContainText('Task Updated')
  await openChecklist(page)
  await uploadTo(page, CAP, [pdf('wrong file.pdf', 'oops')], javaScriptEnabled)
  await page.goto('/dashboard?checklist=open')
  await itemRow(page, CAP).getByRole('button', { name: 'Remove wrong file.pdf' }).click()
  await expect(page.getByTestId('toast')).toContainText('File removed')
  await expect(itemRow(page, CAP).getByRole('link')).toHaveCount(0)
  const clientId = (appDb().prepare('select id from client_profiles where user_id = ?').get(me.id) as { id: string }).id
  expect(clientRows(clientId).documents).toEqual([])
})

test('with JavaScript, choosing three files at once sends them to the item with progress', async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, 'the plain form (one post per item) is the no-JS path, covered above')
  const me = await signIn(page, { firstName: 'Tri' })
  await page.goto('/dashboard')
  await page.getByTestId('task').nth(0).getByRole('button', { name: 'Mark as Scheduled' }).click()
  await expect(page.getByTestId('toast')).toContainText('Task Updated')
  await openChecklist(page)
  const row = itemRow(page, EIN)
  await row
    .getByLabel(`Upload ${EIN}`, { exact: true })
    .setInputFiles([pdf('one.pdf', 'one'), pdf('two.pdf', 'two'), pdf('three.pdf', 'three')])
  await expect(row.getByText(`3 files added to “${EIN}”.`)).toBeVisible()
  await expect(row.getByRole('link')).toHaveText(['one.pdf', 'two.pdf', 'three.pdf'])
  await expect(page.getByRole('region', { name: /Company and ownership/ }).getByRole('heading')).toContainText('1 of 10')
  const clientId = (appDb().prepare('select id from client_profiles where user_id = ?').get(me.id) as { id: string }).id
  expect(clientRows(clientId).documents.map((d) => d.original_name)).toEqual(['one.pdf', 'two.pdf', 'three.pdf'])
})
