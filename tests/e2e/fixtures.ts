// Shared Playwright fixtures: the app's database, the SMTP sink's mailbox, and fast sign-in.
import fs from 'node:fs'
import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'
import Database from 'better-sqlite3'
import type { ReceivedMail } from '../fakes/smtp-sink'
import { enrolSecondFactor } from '../support/two-factor'
import { e2eEnv } from './env'

const vars = e2eEnv()
Object.assign(process.env, vars)

export function appDb() {
  const sqlite = new Database(vars.DATABASE_PATH)
  sqlite.pragma('busy_timeout = 5000')
  sqlite.pragma('foreign_keys = ON')
  return sqlite
}

/** Every email the app's SMTP server has received so far. */
export function mailbox(): ReceivedMail[] {
  if (!fs.existsSync(vars.E2E_MAIL_DIR)) return []
  return fs
    .readdirSync(vars.E2E_MAIL_DIR)
    .sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(vars.E2E_MAIL_DIR, f), 'utf8')) as ReceivedMail)
}

export async function waitForMail(predicate: (m: ReceivedMail) => boolean, timeoutMs = 15_000) {
  let found: ReceivedMail | undefined
  await expect
    .poll(
      () => {
        found = mailbox().find(predicate)
        return Boolean(found)
      },
      { timeout: timeoutMs },
    )
    .toBe(true)
  return found!
}

/**
 * Creates a user (and, when asked, an admin) directly in the database and signs the page in. An admin
 * also gets a confirmed authenticator (the admin panel requires one), as if they had enrolled and
 * passed the code step; `twoFactor: false` leaves it out. The secret is returned for computing codes.
 */
export async function signIn(page: Page, opts: { email?: string; admin?: boolean; firstName?: string; twoFactor?: boolean } = {}) {
  const { upsertUser, makeAdmin, createSession } = await import('~/utils/auth.server')
  const email = opts.email ?? `user-${Math.random().toString(36).slice(2)}@client.example`
  const user = await upsertUser({ email, password: 'correct horse battery', firstName: opts.firstName ?? 'Test' })
  if (opts.admin) await makeAdmin(user.id)
  const { hasSecondFactor } = await import('~/models/two-factor.server')
  const wantsSecondFactor = (opts.twoFactor ?? opts.admin) && !(await hasSecondFactor(user.id))
  const secondFactor = wantsSecondFactor ? await enrolSecondFactor({ id: user.id, email }) : null
  const setCookie = await createSession(user.id, new Request('http://localhost/'))
  const [pair] = setCookie.split(';')
  const [name, value] = pair.split('=')
  await page.context().addCookies([{ name, value, domain: 'localhost', path: '/', httpOnly: true, sameSite: 'Lax' }])
  return { id: user.id, email, password: 'correct horse battery', secondFactor }
}

export const test = base
export { expect }

/** What /healthz says of the processes (`worker: 'ok'` once the worker beats), or null while the web is not up. */
export async function health(url: string) {
  try {
    return (await (await fetch(`${url}/healthz`)).json()) as { worker?: string }
  } catch {
    return null
  }
}

/**
 * axe-core's WCAG 2.2 AA findings on the page as it stands, one line each (`id (impact): first targets`);
 * `seriousOnly` keeps the serious and critical ones, `bestPractice` adds axe's best-practice rules.
 */
export async function axeViolations(page: Page, opts: { seriousOnly?: boolean; bestPractice?: boolean } = {}) {
  const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', ...(opts.bestPractice ? ['best-practice'] : [])]
  const { violations } = await new AxeBuilder({ page }).withTags(tags).analyze()
  return violations
    .filter((v) => !opts.seriousOnly || v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    )
}
