// Two-factor sign-in (issue 14, acceptance 3), with JavaScript on and off: an admin cannot open the
// admin panel before enrolling an authenticator; enrolment (the key read from the page, the code
// computed as an authenticator app would); signing in with the password and then a code; a wrong
// code refused; a recovery code accepted once; clients turning it on and off from the portal; and the
// operator's reset.
import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { generateTOTP } from '@epic-web/totp'
import type { Page } from '@playwright/test'
import { enrolSecondFactor, totpAt } from '../support/two-factor'
import { appDb, expect, signIn, test } from './fixtures'
import { compiled } from '../support/compiled'

const PASSWORD = 'correct horse battery'

function uniqueEmail(prefix: string) {
  return `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@harborvale.example`
}

/** An admin with a password and no session (and, when asked, an authenticator). */
async function createAdmin(opts: { enrolled?: boolean } = {}) {
  const { upsertUser, makeAdmin } = await import('~/utils/auth.server')
  const email = uniqueEmail('partner')
  const user = await upsertUser({ email, password: PASSWORD, firstName: 'Elena' })
  await makeAdmin(user.id)
  const factor = opts.enrolled ? await enrolSecondFactor({ id: user.id, email }) : null
  return { id: user.id, email, factor }
}

async function signInWithPassword(page: Page, email: string, redirectTo?: string) {
  await page.goto(redirectTo ? `/auth?redirectTo=${encodeURIComponent(redirectTo)}` : '/auth')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign In' }).click()
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign Out' }).first().click()
  await expect(page).toHaveURL(/\/auth$/)
}

async function enterCode(page: Page, code: string) {
  await page.getByLabel('Authentication code').fill(code)
  await page.getByRole('button', { name: 'Verify' }).click()
}

/**
 * A code the server has not accepted yet: the one for the next 30-second step (accepted, as clocks
 * drift), since the current one may be the very code that was just used to enrol.
 */
/** Enters the app's current code on the setup page; returns the recovery codes it shows once, then leaves. */
async function confirmEnrolment(page: Page, secret: string) {
  const { otp } = await generateTOTP({ secret, algorithm: 'SHA-1', digits: 6, period: 30 })
  await enterCode(page, otp)
  await expect(page.getByRole('heading', { level: 1, name: 'Save your recovery codes' })).toBeVisible()
  const codes = await page.getByTestId('recovery-codes').getByRole('listitem').allTextContents()
  expect(codes).toHaveLength(10)
  await page.getByRole('link', { name: 'I Have Saved My Codes' }).click()
  return codes
}

function nextCode(secret: string) {
  return totpAt(secret, Date.now() + 30_000)
}

function sessionsOf(userId: string) {
  const db = appDb()
  try {
    return (db.prepare('select count(*) as n from sessions where user_id = ?').get(userId) as { n: number }).n
  } finally {
    db.close()
  }
}

test('an admin without a second factor reaches no admin page until they enrol', async ({ page }) => {
  const { id } = await signIn(page, { admin: true, twoFactor: false })
  for (const target of ['/internal-admin', '/internal-admin/leads?type=contact', '/internal-admin/purchases', '/internal-admin/queues']) {
    await page.goto(target)
    await expect(page).toHaveURL((url) => url.pathname === '/auth/two-factor/setup' && url.searchParams.get('redirectTo') === target)
    await expect(page.getByRole('heading', { level: 1, name: 'Set up two-factor sign-in' })).toBeVisible()
  }
  // Data requests, actions and the queue dashboard's API are refused too, not only the pages.
  const loaderData = await page.request.get('/internal-admin/leads.data', { maxRedirects: 0 })
  expect(loaderData.status()).toBe(202) // Remix's redirect answer to a data request
  expect(await loaderData.text()).toContain('/auth/two-factor/setup')
  const origin = new URL(page.url()).origin
  const action = await page.request.post('/internal-admin/leads', {
    form: { intent: 'status', leadId: 'x', status: 'closed' },
    headers: { origin },
    maxRedirects: 0,
  })
  expect(action.status()).toBe(302)
  expect(action.headers()['location']).toMatch(/^\/auth\/two-factor\/setup\?/)
  const api = await page.request.get('/internal-admin/queues/api/queues', { maxRedirects: 0 })
  expect(api.status()).toBe(403)
  // Nothing was enrolled by looking.
  const db = appDb()
  try {
    expect(db.prepare('select confirmed_at from two_factor where user_id = ?').get(id)).toEqual({ confirmed_at: null })
  } finally {
    db.close()
  }
})

test('an admin enrols, signs out, and signs in again with the password and a code; a wrong code is refused', async ({ page }) => {
  const admin = await createAdmin()
  await signInWithPassword(page, admin.email, '/internal-admin/leads')
  // The password alone gives an admin the enrolment page, and nothing of the admin panel.
  await expect(page).toHaveURL(
    (url) => url.pathname === '/auth/two-factor/setup' && url.searchParams.get('redirectTo') === '/internal-admin/leads',
  )
  await expect(page.getByRole('img', { name: `QR code to add ${admin.email} to an authenticator app` })).toBeVisible()
  const secret = (await page.getByTestId('setup-key').textContent())!.replace(/\s/g, '')
  expect(secret).toMatch(/^[A-Z2-7]{32}$/)

  // A wrong code does not turn it on.
  await enterCode(page, '000000' === totpAt(secret, Date.now()) ? '111111' : '000000')
  await expect(page.getByText('That code did not match.')).toBeVisible()
  await expect(page.getByLabel('Authentication code')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByRole('heading', { level: 1, name: 'Set up two-factor sign-in' })).toBeVisible()

  // The code from the app (same library, same key) turns it on, and the recovery codes are shown once.
  await confirmEnrolment(page, secret)
  await expect(page).toHaveURL(/\/internal-admin\/leads$/)
  await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible()
  // Shown once: the setup page now only says it is on.
  await page.goto('/auth/two-factor/setup')
  await expect(page.getByRole('heading', { level: 1, name: 'Two-factor sign-in is on' })).toBeVisible()
  await expect(page.getByTestId('recovery-codes')).toHaveCount(0)

  await page.goto('/internal-admin')
  await signOut(page)
  expect(sessionsOf(admin.id)).toBe(0)

  // Password accepted: the code page, and still no session.
  await signInWithPassword(page, admin.email, '/internal-admin/purchases')
  await expect(page).toHaveURL(/\/auth\/two-factor$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Enter your code' })).toBeVisible()
  expect(sessionsOf(admin.id)).toBe(0)
  const blocked = await page.request.get('/internal-admin', { maxRedirects: 0 })
  expect(blocked.status()).toBe(302)
  expect(blocked.headers()['location']).toMatch(/^\/auth\?redirectTo=/)

  // A wrong code is refused, clearly.
  const right = nextCode(secret)
  await enterCode(page, right === '123456' ? '654321' : '123456')
  await expect(page).toHaveURL(/\/auth\/two-factor$/)
  await expect(page.getByText('That code is not valid.')).toBeVisible()
  await expect(page.getByLabel('Authentication code')).toHaveAttribute('aria-invalid', 'true')
  expect(sessionsOf(admin.id)).toBe(0)

  // The right code signs in, and goes where the admin was going.
  await enterCode(page, right)
  await expect(page).toHaveURL(/\/internal-admin\/purchases$/)
  await expect(page.getByTestId('toast')).toContainText('Welcome back!')
  await expect(page.getByTestId('toast')).toContainText('You are signed in to the admin panel.')
  expect(sessionsOf(admin.id)).toBe(1)
  // The pending step is over: its page sends back to the password.
  await page.goto('/auth/two-factor')
  await expect(page).not.toHaveURL(/\/auth\/two-factor$/)

  // The same code cannot be used again, even with the password.
  await page.goto('/internal-admin')
  await signOut(page)
  await signInWithPassword(page, admin.email)
  await enterCode(page, right)
  await expect(page.getByText('That code has already been used.')).toBeVisible()
  expect(sessionsOf(admin.id)).toBe(0)
})

test('a recovery code signs in once and is refused the second time', async ({ page }) => {
  const admin = await createAdmin({ enrolled: true })
  const [first, second] = admin.factor!.recoveryCodes

  await signInWithPassword(page, admin.email, '/internal-admin')
  await expect(page).toHaveURL(/\/auth\/two-factor$/)
  await enterCode(page, first)
  await expect(page).toHaveURL(/\/internal-admin$/)
  await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible()
  // (Without JavaScript the welcome notice stays over the header's Sign Out button: a fresh page has none.)
  await page.goto('/internal-admin')
  await signOut(page)

  await signInWithPassword(page, admin.email, '/internal-admin')
  await enterCode(page, first)
  await expect(page).toHaveURL(/\/auth\/two-factor$/)
  await expect(page.getByText('That code is not valid.')).toBeVisible()
  expect(sessionsOf(admin.id)).toBe(0)

  // Another recovery code still works.
  await enterCode(page, second)
  await expect(page).toHaveURL(/\/internal-admin$/)
})

test('the code page without a password first sends back to sign in', async ({ page }) => {
  await page.goto('/auth/two-factor')
  await expect(page).toHaveURL(/\/auth$/)
  await expect(page.getByTestId('toast')).toContainText('Sign-in expired')
  const post = await page.request.post('/auth/two-factor', { form: { code: '123456' }, maxRedirects: 0 })
  expect(post.status()).toBe(302)
  expect(post.headers()['location']).toBe('/auth')
})

test('a client turns two-factor sign-in on from the portal, signs in with it, and turns it off with a code', async ({ page }) => {
  const client = await signIn(page)
  await page.goto('/dashboard')
  await page.getByTestId('portal-sidebar').getByRole('link', { name: 'Security' }).click()
  await expect(page).toHaveURL(/\/dashboard\/security$/)
  await expect(page.getByTestId('two-factor-state')).toHaveText('Off')
  await page.getByRole('link', { name: 'Turn On Two-Factor Sign-In' }).click()

  const secret = (await page.getByTestId('setup-key').textContent())!.replace(/\s/g, '')
  const codes = await confirmEnrolment(page, secret)
  await expect(page).toHaveURL(/\/dashboard\/security$/)
  await expect(page.getByTestId('two-factor-state')).toHaveText('On')
  await expect(page.getByText('You have 10 unused recovery codes.')).toBeVisible()

  // Signing in now asks for a code.
  await signOut(page)
  await signInWithPassword(page, client.email)
  await expect(page).toHaveURL(/\/auth\/two-factor$/)
  await enterCode(page, codes[0])
  await expect(page).toHaveURL(/\/dashboard$/)

  // Turning it off needs a right code.
  await page.goto('/dashboard/security')
  await expect(page.getByText('You have 9 unused recovery codes.')).toBeVisible()
  await page.getByLabel('Authentication code').fill(codes[0]) // already used
  await page.getByRole('button', { name: 'Turn Off' }).click()
  await expect(page.getByText('That code is not valid.')).toBeVisible()
  await expect(page.getByTestId('two-factor-state')).toHaveText('On')
  await page.getByLabel('Authentication code').fill(nextCode(secret))
  await page.getByRole('button', { name: 'Turn Off' }).click()
  await expect(page.getByTestId('toast')).toContainText('Two-factor sign-in is off')
  await expect(page.getByTestId('two-factor-state')).toHaveText('Off')

  await signOut(page)
  await signInWithPassword(page, client.email)
  await expect(page).toHaveURL(/\/dashboard$/)
})

test('the two-factor pages are never cached', async ({ page }) => {
  const admin = await createAdmin({ enrolled: true })
  await signInWithPassword(page, admin.email)
  const codePage = await page.request.get('/auth/two-factor')
  expect(codePage.headers()['cache-control']).toContain('no-store')
  const client = await signIn(page)
  expect(client.secondFactor).toBeNull()
  for (const url of ['/auth/two-factor/setup', '/dashboard/security']) {
    const response = await page.request.get(url)
    expect(response.status(), url).toBe(200)
    expect(response.headers()['cache-control'], url).toContain('no-store')
  }
})

test('npm run admin:create -- --reset-2fa removes the factor and signs the admin out everywhere', async ({ page }) => {
  const admin = await signIn(page, { admin: true })
  await page.goto('/internal-admin')
  await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible()

  const root = path.resolve(import.meta.dirname, '../..')
  const password = 'plum kettle orbit forty-eight'
  const output = execFileSync(
    process.execPath,
    [compiled('scripts/admin-create'), '--email', admin.email, '--password', password, '--reset-2fa'],
    { cwd: root, env: process.env, encoding: 'utf8' },
  )
  expect(output).toContain(`${admin.email}: two-factor sign-in removed`)
  expect(sessionsOf(admin.id)).toBe(0)
  const db = appDb()
  try {
    expect(db.prepare('select count(*) as n from two_factor where user_id = ?').get(admin.id)).toEqual({ n: 0 })
    expect(db.prepare('select count(*) as n from two_factor_recovery_codes where user_id = ?').get(admin.id)).toEqual({ n: 0 })
  } finally {
    db.close()
  }

  // The old session no longer opens anything; the password leads to enrolment again.
  await page.goto('/internal-admin')
  await expect(page).toHaveURL(/\/auth\?redirectTo=/)
  await page.getByLabel('Email').fill(admin.email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/auth/two-factor/setup')
})
