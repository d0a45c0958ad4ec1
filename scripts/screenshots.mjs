// Screenshots of the whole site at a phone (375 x 812) and a desk (1280 x 800) width, for design reviews
// (issue 16: "before" and "after" sets under docs/screenshots/).
//
//   npm run build && node scripts/screenshots.mjs --out docs/screenshots/before
//
// It starts the built web process and worker (BUILD_DIR, default build/) on a fresh temporary SQLite
// database, with the sandbox payment and built-in signature providers (no Stripe key; NODE_ENV=test, as
// the browser tests run them) and a local SMTP sink that keeps every email. Redis is the one at
// REDIS_URL, else 127.0.0.1:6379, else a private redis-server (scripts/lib.mjs ensureRedis). Then, with
// /usr/bin/chromium (CHROMIUM_PATH to change it) through playwright-core, it captures full-page PNGs of:
//   - every public page (the sitemap's, plus the form pages);
//   - the Growth Score purchase walked through in the sandbox: sales page and details, the engagement
//     letter, signing, payment, the test checkout and the completed purchase;
//   - the client portal, signed in as that buyer (password set from the emailed link);
//   - two emails as their HTML: the buyer's purchase confirmation and the firm's lead notification;
//   - the admin panel's clients, leads and purchases, after one more lead (a contract request), signed in
//     as an admin made from ADMIN_EMAIL who enrols a second factor on the way.
// Each shot is <slug>-375.png and <slug>-1280.png in --out; pages taller than 6000 px are cut at 6000.
// Options: --out DIR (required), --only SLUG,SLUG (public pages only, for a quick look), --jpeg (quality
// 70 JPEGs instead of PNGs, for when a set gets too big), --purchase (only the purchase steps, each also
// as its first phone screen at 375 x 667, and the portal's document checklist: issue 27's set), --no-js
// (the visitor's browser runs no JavaScript).
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { simpleParser } from 'mailparser'
import { chromium } from 'playwright-core'
import { SMTPServer } from 'smtp-server'
import { appEnv, chromiumLaunchOptions, ensureRedis, freePort, readOptions, totp } from './lib.mjs'

const { values: args } = readOptions({ out: undefined, only: undefined, jpeg: false, purchase: false, 'no-js': false })
if (!args.out) {
  console.error('usage: node scripts/screenshots.mjs --out DIR [--only slug,slug] [--jpeg]')
  process.exit(2)
}
const root = path.resolve(import.meta.dirname, '..')
const out = path.resolve(args.out)
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? 'build')
const only = args.only ? new Set(args.only.split(',')) : null
const WIDTHS = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]
const MAX_HEIGHT = 6000
const FIRM_INBOX = 'intake@harborvale.example'
const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

const PUBLIC_PAGES = [
  ['home', '/'],
  ['about', '/about'],
  ['our-mission', '/our-mission'],
  ['international-presence', '/international-presence'],
  ['scale', '/scale'],
  ['solutions', '/solutions'],
  ['buy-side', '/buy-side'],
  ['sell-side', '/sell-side'],
  ['buy-sell', '/buy-sell'],
  ['deal-portfolio', '/deal-portfolio'],
  ['contracts', '/contracts'],
  ['growth-score', '/growth-score'],
  ['apex-growth-score-info', '/apex-growth-score-info'],
  ['apex-circle', '/apex-circle'],
  ['contact', '/contact'],
  ['book-growth-score', '/book-growth-score'],
  ['apply-apex-circle', '/apply-apex-circle'],
  ['apply-buy-side', '/apply-buy-side'],
  ['apply-sell-side', '/apply-sell-side'],
  ['request-contract', '/request-contract'],
  ['terms', '/terms'],
  ['privacy', '/privacy'],
  ['auth', '/auth'],
  ['not-found', '/no-such-page'],
]
const ADMIN_PAGES = [
  ['admin-clients', '/internal-admin'],
  ['admin-leads', '/internal-admin/leads'],
  ['admin-purchases', '/internal-admin/purchases'],
]
const ADMIN = { email: 'screenshots.admin@harborvale.example', password: 'screenshots-admin-passphrase' }
const PORTAL_PAGES = [
  ['portal-dashboard', '/dashboard'],
  ['portal-templates', '/dashboard/templates'],
  ['portal-apex-circle', '/dashboard/apex-circle'],
  ['portal-contact', '/dashboard/contact'],
  ['portal-security', '/dashboard/security'],
]

// ---- the stack: Redis, an SMTP sink, migrate, web and worker ----
const mails = []
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, done) {
    const chunks = []
    stream.on('data', (c) => chunks.push(c))
    stream.on('end', async () => {
      const parsed = await simpleParser(Buffer.concat(chunks))
      mails.push({
        to: session.envelope.rcptTo.map((r) => r.address),
        subject: parsed.subject ?? '',
        text: parsed.text ?? '',
        html: typeof parsed.html === 'string' ? parsed.html : '',
      })
      done()
    })
  },
})
async function waitForMail(match, what) {
  const until = Date.now() + 60_000
  for (;;) {
    const found = mails.find(match)
    if (found) return found
    if (Date.now() > until) throw new Error(`no email: ${what} (received: ${mails.map((m) => m.subject).join('; ')})`)
    await sleep(250)
  }
}

const stopRedis = await ensureRedis()
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'screenshots-'))
const smtpPort = await freePort()
await new Promise((r) => smtp.listen(smtpPort, '127.0.0.1', r))
const port = await freePort()
const env = appEnv({
  nodeEnv: 'test',
  port,
  dir,
  queuePrefix: 'shots',
  smtpPort,
  admin: ADMIN,
  FIRM_NOTIFY_EMAIL: FIRM_INBOX,
  RATE_LIMIT_MULTIPLIER: '1000',
  JOB_BACKOFF_MS: '300',
  RELAY_INTERVAL_MS: '500',
})
const base = env.APP_URL
delete env.STRIPE_SECRET_KEY
delete env.STRIPE_WEBHOOK_SECRET
delete env.SIGNATURE_PROVIDER

const migrate = spawnSync(process.execPath, [path.join(buildDir, 'scripts/migrate.js')], { cwd: root, env, encoding: 'utf8' })
if (migrate.status !== 0) throw new Error(`migrate failed (run npm run build first?):\n${migrate.stderr}`)
let output = ''
const children = ['server/web.js', 'worker/index.js'].map((entry) => {
  const child = spawn(process.execPath, [path.join(buildDir, entry)], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
  child.stdout.on('data', (d) => (output += d))
  child.stderr.on('data', (d) => (output += d))
  return child
})
let browser
async function stop() {
  await browser?.close().catch(() => {})
  await Promise.all(
    children.map((c) => (c.exitCode === null && c.signalCode === null ? (c.kill('SIGTERM'), new Promise((r) => c.once('exit', r))) : null)),
  )
  smtp.close()
  stopRedis()
  fs.rmSync(dir, { recursive: true, force: true })
}

// ---- capturing ----
let count = 0
// `target`: a locator to capture alone instead of the whole page.
async function shoot(page, slug, target) {
  fs.mkdirSync(out, { recursive: true })
  const original = page.viewportSize()
  for (const size of WIDTHS) {
    await page.setViewportSize(size)
    await page.evaluate(() => document.fonts?.ready)
    await sleep(150)
    const height = await page.evaluate(() => Math.max(document.documentElement.scrollHeight, document.body?.scrollHeight ?? 0))
    const ext = args.jpeg ? 'jpg' : 'png'
    const file = path.join(out, `${slug}-${size.width}.${ext}`)
    const options = { path: file, animations: 'disabled', caret: 'hide', ...(args.jpeg ? { type: 'jpeg', quality: 70 } : {}) }
    if (target) await target.screenshot(options)
    else {
      const clip = height > MAX_HEIGHT ? { clip: { x: 0, y: 0, width: size.width, height: MAX_HEIGHT } } : {}
      await page.screenshot({ ...options, fullPage: true, ...clip })
    }
    count++
  }
  if (original) await page.setViewportSize(original)
  console.log(`  ${slug}`)
}
/** What a phone shows before any scrolling (375 x 667): --purchase's check of the first screen. */
async function firstScreen(page, slug) {
  if (!args.purchase) return
  const original = page.viewportSize()
  await page.setViewportSize({ width: 375, height: 667 })
  await sleep(150)
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.screenshot({ path: path.join(out, `${slug}-375-first-screen.png`), animations: 'disabled', caret: 'hide' })
  count++
  if (original) await page.setViewportSize(original)
}
/** A step of the purchase once its page has settled: the whole page and, with --purchase, its first screen. */
async function shootStep(page, slug) {
  await page.waitForLoadState('networkidle')
  await shoot(page, slug)
  await firstScreen(page, slug)
}
async function visit(page, slug, url) {
  const res = await page.goto(url, { waitUntil: 'networkidle' })
  if (!res || (res.status() >= 400 && slug !== 'not-found')) console.warn(`  ! ${url} answered ${res?.status()}`)
  await shoot(page, slug)
}

try {
  const until = Date.now() + 90_000
  for (;;) {
    if (children.some((c) => c.exitCode !== null)) throw new Error(`a process exited:\n${output}`)
    if (Date.now() > until) throw new Error(`the web did not answer:\n${output}`)
    try {
      if ((await fetch(`${base}/healthz`)).ok) break
    } catch {
      // not listening yet
    }
    await sleep(200)
  }

  browser = await chromium.launch(chromiumLaunchOptions)
  const context = await browser.newContext({
    baseURL: base,
    viewport: WIDTHS[1],
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    javaScriptEnabled: !args['no-js'],
  })
  const page = await context.newPage()

  console.log('public pages')
  for (const [slug, url] of PUBLIC_PAGES) if (!args.purchase && (!only || only.has(slug))) await visit(page, slug, url)

  if (!only) {
    // ---- the purchase, in the sandbox ----
    console.log('purchase')
    const email = `founder-${Date.now().toString(36)}@client.example`
    await page.goto('/growth-score', { waitUntil: 'networkidle' })
    await shoot(page, 'purchase-1-sales-page')
    const flow = page.locator('#start')
    await flow.getByLabel('Name', { exact: true }).fill('Grace Hopper')
    await flow.getByLabel('Email', { exact: true }).fill(email)
    await flow.getByLabel('Company', { exact: true }).fill('Compiler Works LLC')
    await flow.getByLabel('Phone', { exact: true }).fill('305-555-0123')
    await flow.getByLabel('Phone', { exact: true }).blur()
    await shoot(page, 'purchase-2-details-filled', flow)
    await page.getByRole('button', { name: 'Continue to Engagement Letter' }).click()
    await page.getByRole('button', { name: 'I Agree and Sign' }).waitFor({ timeout: 20_000 })
    await shootStep(page, 'purchase-3-letter')
    await page.getByRole('button', { name: 'I Agree and Sign' }).click()
    await page.waitForURL(/\/growth-score\/sign\?/, { timeout: 30_000 })
    await shootStep(page, 'purchase-4-sign')
    await page.getByRole('checkbox', { name: 'I agree to sign this engagement letter electronically' }).check()
    await page.getByRole('button', { name: 'Confirm Signature' }).click()
    await page.waitForURL(/\/growth-score\/payment\?/, { timeout: 30_000 })
    await shootStep(page, 'purchase-5-payment')
    await page.getByRole('button', { name: 'Proceed to Payment' }).click()
    await page.getByRole('button', { name: 'Complete test payment' }).waitFor({ timeout: 20_000 })
    await shoot(page, 'purchase-6-checkout')
    await page.getByRole('button', { name: 'Complete test payment' }).click()
    await page.getByRole('heading', { name: 'Process Complete' }).waitFor({ timeout: 30_000 })
    await page.waitForLoadState('networkidle')
    await sleep(1000)
    await shootStep(page, 'purchase-7-complete')
    if (args.purchase) {
      // Right after paying: the portal button, from the browser that paid.
      await page.getByRole('link', { name: 'Go to the client portal' }).click()
      await page.waitForLoadState('networkidle')
      await shoot(page, 'purchase-8-portal-button')
    }

    // ---- the portal, as the buyer ----
    console.log('portal')
    const setPassword = await waitForMail(
      (m) => m.to.includes(email) && m.subject === 'Set the password for your client portal',
      'set password',
    )
    const link = /https?:\/\/\S+\/auth\/set-password\?token=[A-Za-z0-9_%-]+/.exec(setPassword.text)?.[0]
    if (!link) throw new Error('no set-password link in the email')
    await page.goto(link, { waitUntil: 'networkidle' })
    await shoot(page, 'auth-set-password')
    await page.getByLabel('New password', { exact: true }).fill('a long and careful passphrase')
    await page.getByLabel('Repeat the password', { exact: true }).fill('a long and careful passphrase')
    await page.getByRole('button', { name: 'Save Password' }).click()
    await page.waitForURL(/\/dashboard$/, { timeout: 30_000 })
    if (args.purchase) {
      // The checklist opens with the second task: the first one done, as a client would.
      await page.getByTestId('task').nth(0).getByRole('button', { name: 'Mark as Scheduled' }).click()
      await page.getByTestId('toast').waitFor({ timeout: 10_000 })
      await visit(page, 'portal-checklist', '/dashboard?checklist=open#documents')
      await firstScreen(page, 'portal-checklist')
      console.log(`${count} screenshots in ${path.relative(process.cwd(), out) || '.'}`)
      await stop()
      process.exit(0)
    }
    for (const [slug, url] of PORTAL_PAGES) await visit(page, slug, url)

    // ---- two emails, as their HTML ----
    console.log('emails')
    const confirmation = await waitForMail(
      (m) => m.to.includes(email) && m.subject.startsWith('Your Growth Score is confirmed'),
      'purchase confirmation',
    )
    const lead = await waitForMail((m) => m.to.includes(FIRM_INBOX) && m.subject.includes('Grace Hopper'), 'lead notification')
    for (const [slug, mail] of [
      ['email-purchase-confirmation', confirmation],
      ['email-lead-notification', lead],
    ]) {
      await page.setContent(mail.html || `<pre>${mail.text.replace(/[<&]/g, (c) => (c === '<' ? '&lt;' : '&amp;'))}</pre>`)
      await shoot(page, slug)
    }
    // ---- the admin panel ----
    console.log('admin')
    const visitor = await (await browser.newContext({ baseURL: base })).newPage()
    await visitor.goto('/request-contract', { waitUntil: 'networkidle' })
    await visitor.getByLabel('Full name').fill('Alexandra Richardson-Whitfield')
    await visitor.getByLabel('Company name').fill('Whitfield Holdings Inc.')
    await visitor.getByLabel('Email').fill('alexandra.richardson-whitfield@whitfield-holdings.example')
    await visitor.getByLabel('Phone').fill('(305) 555-0181')
    await visitor.getByLabel('Agreement Needed').fill('Distribution agreement for Puerto Rico and the US Virgin Islands')
    await visitor.getByRole('button', { name: 'Submit Request' }).click()
    await visitor.getByText('Your request has been submitted', { exact: false }).first().waitFor()
    await visitor.close()
    const staff = await (
      await browser.newContext({ baseURL: base, viewport: WIDTHS[1], deviceScaleFactor: 1, reducedMotion: 'reduce' })
    ).newPage()
    await staff.goto('/auth?redirectTo=%2Finternal-admin', { waitUntil: 'networkidle' })
    await staff.getByLabel('Email').fill(ADMIN.email)
    await staff.getByLabel('Password').fill(ADMIN.password)
    await staff.getByRole('button', { name: 'Sign In' }).click()
    await staff.waitForURL(/\/auth\/two-factor\/setup/)
    const secret = (await staff.getByTestId('setup-key').textContent()).replace(/\s/g, '')
    await staff.getByLabel('Authentication code').fill(totp(secret, Date.now()))
    await staff.getByRole('button', { name: 'Verify' }).click()
    await staff.getByRole('heading', { level: 1, name: 'Save your recovery codes' }).waitFor()
    for (const [slug, url] of ADMIN_PAGES) await visit(staff, slug, url)
  }
  console.log(`${count} screenshots in ${path.relative(process.cwd(), out) || '.'}`)
} catch (error) {
  console.error(error)
  process.exitCode = 1
} finally {
  await stop()
}
