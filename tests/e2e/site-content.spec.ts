// The firm edits its own content (issue 25's acceptance 1 and 2), JavaScript on and off: an admin
// changes the attorney's name and portrait in Site content, previews the draft on the real page,
// publishes; /about, /, /growth-score, the next engagement letter and the next email show the new
// ones; restoring the previous version brings the old ones back. A visitor, a client and staff without
// a second factor cannot reach the section. Publishing changes what every visitor sees, so this spec
// runs its own web process, worker and SMTP sink on a fresh database (like circle-stripe), instead of
// the shared app the other specs read the example content from.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import type { Browser, Page } from '@playwright/test'
import sharp from 'sharp'
import { freePort } from '../fakes/redis-server'
import { startSmtpSink } from '../fakes/smtp-sink'
import { compiled } from '../support/compiled'
import { expect, health, test } from './fixtures'

type Stack = {
  url: string
  smtp: Awaited<ReturnType<typeof startSmtpSink>>
  children: ChildProcess[]
  dir: string
  env: NodeJS.ProcessEnv
  adminCookie: string
  portrait: string
}

let stack: Stack
const root = path.resolve(import.meta.dirname, '../..')

test.describe.configure({ mode: 'serial' })

/** A session cookie for a user of this spec's database, made by a support script (this process's database is the shared app's). */
function sessionCookie(script: 'admin-session' | 'user-session', ...args: string[]) {
  return execFileSync(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), `tests/support/${script}.ts`, ...args], {
    cwd: root,
    env: stack?.env ?? pendingEnv,
  }).toString()
}
let pendingEnv: NodeJS.ProcessEnv

test.beforeAll(async () => {
  test.setTimeout(120_000)
  const port = await freePort()
  const dir = path.join(root, `tests/.tmp/e2e-site-content-${port}`)
  fs.rmSync(dir, { recursive: true, force: true })
  fs.mkdirSync(dir, { recursive: true })
  const smtp = await startSmtpSink()
  const url = `http://localhost:${port}`
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    APP_URL: url,
    DATABASE_PATH: path.join(dir, 'app.db'),
    QUEUE_PREFIX: `e2esc${port}`,
    SMTP_URL: smtp.url,
    SESSION_SECRET: 'e2e-content-secret-e2e-content-secret',
    RATE_LIMIT_MULTIPLIER: '1000',
    JOB_BACKOFF_MS: '300',
    RELAY_INTERVAL_MS: '500',
    FIRM_NOTIFY_EMAIL: 'intake@firm.example',
    LOG_LEVEL: 'warn',
  }
  const web = spawn(process.execPath, [compiled('server/web')], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] })
  await expect.poll(() => health(url), { timeout: 60_000 }).toBeTruthy()
  const worker = spawn(process.execPath, [compiled('worker/index')], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] })
  await expect.poll(async () => (await health(url))?.worker, { timeout: 30_000 }).toBe('ok')
  const portrait = path.join(dir, 'marisol-portrait.png')
  // A plain 4:5 image (a gradient, so the encoders have something to do) stands in for a photograph.
  await sharp({ create: { width: 900, height: 1125, channels: 3, background: { r: 92, g: 70, b: 52 } } })
    .composite([{ input: Buffer.from('<svg width="900" height="1125"><circle cx="450" cy="420" r="220" fill="#d9c3a5"/></svg>') }])
    .png()
    .toFile(portrait)
  pendingEnv = env
  stack = {
    url,
    smtp,
    children: [web, worker],
    dir,
    env,
    adminCookie: sessionCookie('admin-session', 'partner@site-content.example'),
    portrait,
  }
})

test.afterAll(async () => {
  for (const child of stack?.children ?? []) child.kill('SIGTERM')
  await Promise.all((stack?.children ?? []).map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null)))
  await stack?.smtp.close()
  if (stack?.dir) fs.rmSync(stack.dir, { recursive: true, force: true })
})

async function pageWith(browser: Browser, js: boolean, cookie?: string) {
  const context = await browser.newContext({ javaScriptEnabled: js, baseURL: stack.url })
  if (cookie) {
    const [name, value] = cookie.split('=')
    await context.addCookies([{ name, value, domain: 'localhost', path: '/', httpOnly: true, sameSite: 'Lax' }])
  }
  return context.newPage()
}

/** The portrait on /about has loaded a real image file of the size the page asked for. */
async function expectPortrait(page: Page, name: string) {
  const img = page.getByRole('img', { name: `Portrait of ${name}` })
  await expect(img).toBeVisible()
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0)
  expect(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(/\/content-images\/[a-f0-9]{64}\/\d+\.(avif|webp|jpg)$/)
  await expect(img).toHaveAttribute('width', '900')
  await expect(img).toHaveAttribute('height', '1125')
}

test('an admin changes the attorney’s name and portrait, previews, publishes, and restores the previous version', async ({
  browser,
}, testInfo) => {
  test.setTimeout(150_000)
  const js = testInfo.project.name === 'js'
  const admin = await pageWith(browser, js, stack.adminCookie)
  const visitor = await pageWith(browser, js)

  // The section, from the admin navigation; a fresh install shows the example content, marked as such.
  await admin.goto('/internal-admin')
  await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Site content' }).click()
  await expect(admin.getByRole('heading', { level: 1, name: 'Site content' })).toBeVisible()
  await expect(admin.getByText('Example content', { exact: true })).toBeVisible()
  // The example carries both languages: nothing is left for the firm to translate.
  await expect(admin.getByRole('region', { name: 'Spanish pages' })).toContainText('Every text below has its Spanish version')

  // A field the schema refuses (the browser already stops typing at each field's length limit) gets its
  // message, and nothing is saved.
  const attorney = admin.locator('#attorney')
  await expect(attorney.getByLabel('Attorney name')).toHaveAttribute('maxlength', '80')
  await attorney.getByLabel('Attorney name').fill('   ')
  await attorney.getByRole('button', { name: 'Save draft' }).click()
  await expect(admin.getByText('Attorney name is required')).toBeVisible()
  await expect(admin.locator('#attorney').getByLabel('Attorney name')).toHaveAttribute('aria-invalid', 'true')

  // The new name and portrait, saved to the draft.
  await admin.locator('#attorney').getByLabel('Attorney name').fill('Marisol Reyes')
  await admin.locator('#attorney').getByLabel('Portrait', { exact: true }).setInputFiles(stack.portrait)
  await admin.locator('#attorney').getByRole('button', { name: 'Save draft' }).click()
  await expect(admin.getByTestId('toast')).toContainText('Draft saved')
  await expect(admin.getByText('Unpublished changes')).toBeVisible()

  // Preview: the real /about with the draft; visitors still see the live content.
  await admin.getByLabel('Page to preview').selectOption('/about')
  await admin.getByRole('button', { name: 'Preview' }).click()
  await expect(admin).toHaveURL(/\/about\?preview=draft$/)
  await expect(admin.getByRole('status').filter({ hasText: 'Preview of unpublished site content' })).toBeVisible()
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText('Marisol Reyes')
  await expectPortrait(admin, 'Marisol Reyes')
  await visitor.goto('/about')
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Elena M. Vale')
  // A visitor asking for the preview is sent to sign in.
  await visitor.goto('/about?preview=draft')
  await expect(visitor).toHaveURL(/\/auth\?redirectTo=/)

  // Publish.
  await admin.goto('/internal-admin/content')
  await admin.getByRole('button', { name: 'Publish' }).click()
  await expect(admin.getByTestId('toast')).toContainText('Published')

  // Every page that shows the person shows the new one (the cached pages were cleared).
  await visitor.goto('/about')
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Marisol Reyes')
  await expect(visitor).toHaveTitle(/^Marisol Reyes, Managing Attorney \|/)
  await expectPortrait(visitor, 'Marisol Reyes')
  for (const p of ['/', '/growth-score']) {
    await visitor.goto(p)
    const byline = visitor.getByTestId('attorney-byline')
    await expect(byline).toContainText('Marisol Reyes')
    await expect(byline.getByRole('img', { name: 'Portrait of Marisol Reyes' })).toBeVisible()
  }

  // The next engagement letter is signed by the new name.
  const buyer = `buyer-${js ? 'js' : 'nojs'}-${Date.now()}@client.example`
  await visitor.goto('/growth-score')
  const flow = visitor.locator('#start')
  await flow.getByLabel('Name', { exact: true }).fill('Grace Hopper')
  await flow.getByLabel('Email', { exact: true }).fill(buyer)
  await flow.getByLabel('Company', { exact: true }).fill('Compiler Works LLC')
  await flow.getByLabel('Phone', { exact: true }).fill('305-555-0123')
  await flow.getByRole('button', { name: 'Continue to Engagement Letter' }).click()
  const letter = visitor.getByRole('article', { name: 'Engagement Letter: Growth Score Diagnostic' })
  await expect(letter).toContainText('Marisol Reyes')
  await expect(letter).not.toContainText('Elena M. Vale')

  // The next email to a visitor is signed by the new name.
  const sender = `owner-${js ? 'js' : 'nojs'}-${Date.now()}@owner.example`
  await visitor.goto('/contact')
  // With JavaScript, the form is ready once it has hydrated (it then adds its __js field).
  if (js) await visitor.locator('input[name="__js"]').first().waitFor({ state: 'attached' })
  await visitor.getByLabel('Name', { exact: true }).fill('Morgan Owner')
  await visitor.getByLabel('Email').fill(sender)
  await visitor.getByLabel('Message (optional)').fill('We are weighing an offer for the company.')
  await visitor.getByRole('button', { name: 'Send Message' }).click()
  await expect(visitor.getByTestId('toast')).toContainText('Message Sent!')
  const acknowledgement = await stack.smtp.waitFor((m) => m.to.includes(sender), 30_000)
  expect(acknowledgement.text).toContain('Marisol Reyes')
  expect(acknowledgement.text).not.toContain('Elena M. Vale')

  // Restore the previous version (the example content the first publish kept): the old name returns.
  await admin.goto('/internal-admin/content#versions')
  const versions = admin.locator('#versions')
  await expect(versions.getByRole('listitem')).toHaveCount(2)
  await versions
    .getByRole('listitem')
    .filter({ hasText: 'Elena M. Vale' })
    .getByRole('button', { name: /Restore/ })
    .click()
  await expect(admin.getByTestId('toast')).toContainText('Restored')
  await visitor.goto('/about')
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Elena M. Vale')
  await expect(visitor.getByRole('img', { name: 'Portrait of Marisol Reyes' })).toHaveCount(0)
  await visitor.goto('/')
  await expect(visitor.getByTestId('attorney-byline')).toContainText('Elena M. Vale')

  await admin.context().close()
  await visitor.context().close()
})

test('a visitor, a client and staff without a second factor cannot reach Site content or its uploads', async ({ browser }, testInfo) => {
  const js = testInfo.project.name === 'js'
  const visitor = await pageWith(browser, js)
  await visitor.goto('/internal-admin/content')
  await expect(visitor).toHaveURL(/\/auth\?redirectTo=%2Finternal-admin%2Fcontent/)

  const who = js ? 'js' : 'nojs'
  const clientPage = await pageWith(browser, js, sessionCookie('user-session', `client-${who}@content.example`, 'client'))
  await clientPage.goto('/internal-admin/content')
  await expect(clientPage).toHaveURL(`${stack.url}/`)

  const staffPage = await pageWith(
    browser,
    js,
    sessionCookie('user-session', `associate-${who}@content.example`, 'staff-without-second-factor'),
  )
  await staffPage.goto('/internal-admin/content')
  await expect(staffPage).toHaveURL(/\/auth\/two-factor\/setup/)
  // Nor can they post an upload to it: the portrait form's address sends them away, nothing stored.
  const contentDir = path.join(stack.dir, 'uploads/content')
  const stored = () => (fs.existsSync(contentDir) ? fs.readdirSync(contentDir).sort() : [])
  const before = stored()
  const response = await staffPage.request.post(`${stack.url}/internal-admin/content?section=attorney`, {
    multipart: { name: 'Intruder', file: { name: 'me.png', mimeType: 'image/png', buffer: fs.readFileSync(stack.portrait) } },
    maxRedirects: 0,
  })
  expect(response.status()).toBe(302)
  expect(stored()).toEqual(before)
  await visitor.context().close()
})
