// Accounts: test accounts, sign-in and its failures, coming back after sign-in, the forgot-password
// link (works once), and signing out (the session is gone on the server, not only in the browser).
import { appDb, expect, signIn, test, waitForMail } from './fixtures'

function uniqueEmail(prefix: string) {
  return `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@client.example`
}

async function signInThroughForm(page: import('@playwright/test').Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign In' }).click()
}

test('a visitor creates a test account, signs in and lands on the dashboard', async ({ page }) => {
  const email = uniqueEmail('trial')
  await page.goto('/auth')
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to your portal' })).toBeVisible()
  // New clients are sent to the Growth Score, with the note that accounts come with it.
  await expect(page.getByText('Portal accounts are created automatically after you pay for the Growth Score analysis')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Start with a Growth Score' })).toHaveAttribute('href', '/growth-score')

  await page.getByRole('link', { name: 'Create a test account' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Create a test account' })).toBeVisible()
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill('a long test password')
  await page.getByRole('button', { name: 'Create Test Account' }).click()

  await expect(page.getByTestId('toast')).toContainText('Account Created!')
  await expect(page.getByTestId('toast')).toContainText('Your test account has been created. You can now sign in.')
  const user = appDb().prepare('select first_name, last_name, is_test_account from users where email = ?').get(email)
  expect(user).toEqual({ first_name: 'Test', last_name: 'User', is_test_account: 1 })

  await signInThroughForm(page, email, 'a long test password')
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByTestId('toast')).toContainText('Welcome back!')
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Test' })).toBeVisible()

  // Signed in, /auth sends the client to the dashboard.
  await page.goto('/auth')
  await expect(page).toHaveURL(/\/dashboard$/)
})

test('a test account for an address that already has an account answers as for any other, and changes nothing', async ({ page }) => {
  const { email, password } = await signInLessUser()
  await page.goto('/auth?mode=test-account')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill('another long password')
  await page.getByRole('button', { name: 'Create Test Account' }).click()
  // The same answer as for a new address: the page tells no one which addresses are clients.
  await expect(page.getByTestId('toast')).toContainText('Account Created!')
  const user = appDb().prepare('select is_test_account from users where email = ?').get(email)
  expect(user).toEqual({ is_test_account: 0 })
  await signInThroughForm(page, email, 'another long password')
  await expect(page.getByTestId('notice')).toContainText('Invalid email or password.')
  await signInThroughForm(page, email, password)
  await expect(page).toHaveURL(/\/dashboard$/)
})

test('a common password is refused with a message that says why', async ({ page }) => {
  await page.goto('/auth?mode=test-account')
  await page.getByLabel('Email').fill(uniqueEmail('weak'))
  await page.getByLabel('Password').fill('passwordpassword')
  await page.getByRole('button', { name: 'Create Test Account' }).click()
  await expect(page.getByTestId('notice')).toContainText('Sign Up Failed')
  await expect(page.getByTestId('notice')).toContainText('This password is on a list of commonly used passwords')
})

async function signInLessUser(password = 'correct horse battery') {
  const { upsertUser } = await import('~/utils/auth.server')
  const email = uniqueEmail('client')
  const { id } = await upsertUser({ email, password, firstName: 'Maria', lastName: 'Lopez' })
  return { id, email, password }
}

test('a wrong password shows Sign In Failed and keeps the email', async ({ page }) => {
  const { email } = await signInLessUser()
  await page.goto('/auth')
  await signInThroughForm(page, email, 'not the password')
  await expect(page.getByTestId('notice')).toContainText('Sign In Failed')
  await expect(page.getByTestId('notice')).toContainText('Invalid email or password.')
  await expect(page.getByLabel('Email')).toHaveValue(email)
  await expect(page.getByLabel('Password')).toHaveValue('')
  await expect(page).toHaveURL(/\/auth/)
})

test('an empty sign-in form says which fields are required', async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, 'without JS the browser itself refuses the empty required fields')
  await page.goto('/auth')
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByText('Email is required')).toBeVisible()
  await expect(page.getByText('Password is required')).toBeVisible()
})

test('a portal page asked for while signed out comes back after sign-in', async ({ page }) => {
  const { email, password } = await signInLessUser()
  await page.goto('/dashboard/templates')
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fdashboard%2Ftemplates$/)
  await signInThroughForm(page, email, password)
  await expect(page).toHaveURL(/\/dashboard\/templates$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Legal templates' })).toBeVisible()
})

test('a Spanish portal page asked for while signed out opens the Spanish sign-in and comes back after it', async ({ page }) => {
  const { email, password } = await signInLessUser()
  await page.goto('/es/dashboard/templates')
  await expect(page).toHaveURL(/\/es\/auth\?redirectTo=%2Fes%2Fdashboard%2Ftemplates$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await expect(page.getByRole('heading', { level: 1, name: 'Inicie sesión en su portal' })).toBeVisible()
  await page.getByLabel('Correo electrónico').fill(email)
  await page.getByLabel('Contraseña').fill(password)
  await page.getByRole('button', { name: 'Iniciar sesión' }).click()
  await expect(page).toHaveURL(/\/es\/dashboard\/templates$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Plantillas legales' })).toBeVisible()
})

test('a forgot-password email link sets a new password once; the second use is refused', async ({ page }) => {
  const { email } = await signInLessUser('the old password')
  await page.goto('/auth')
  await page.getByRole('link', { name: 'Forgot your password?' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible()
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Email Me a Link' }).click()
  await expect(page.getByText('Check your email')).toBeVisible()

  const mail = await waitForMail((m) => m.to.includes(email) && /reset/i.test(m.subject))
  const link = mail.text.match(/https?:\/\/\S+\/auth\/set-password\?token=[\w%-]+/)?.[0]
  expect(link).toBeTruthy()
  // Only a hash of the token is stored.
  const token = decodeURIComponent(new URL(link!).searchParams.get('token')!)
  expect(appDb().prepare('select count(*) as n from tokens where token_hash = ?').get(token)).toEqual({ n: 0 })

  await page.goto(link!)
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible()
  await page.getByLabel('New password').fill('a brand new password')
  await page.getByLabel('Repeat the password').fill('a brand new password')
  await page.getByRole('button', { name: 'Save Password' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByTestId('toast')).toContainText('Password Saved')

  // The link is spent.
  await page.goto(link!)
  await expect(page.getByText('This link has already been used or has expired.')).toBeVisible()
  await expect(page.getByLabel('New password')).toHaveCount(0)

  // The new password works; the old one does not.
  await page.goto('/dashboard')
  await page.getByRole('button', { name: 'Sign Out' }).click()
  await expect(page).toHaveURL(/\/auth$/)
  await signInThroughForm(page, email, 'the old password')
  await expect(page.getByTestId('notice')).toContainText('Sign In Failed')
  await signInThroughForm(page, email, 'a brand new password')
  await expect(page).toHaveURL(/\/dashboard$/)
})

test('posting a spent link again is refused and the password stays', async ({ page, request }) => {
  const { id, email } = await signInLessUser('first password here')
  const { createPasswordToken } = await import('~/models/password-tokens.server')
  const token = await createPasswordToken(id, 'set-password')
  await page.goto(`/auth/set-password?token=${encodeURIComponent(token)}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Set your password' })).toBeVisible()
  await expect(page.getByText(email)).toBeVisible()
  await page.getByLabel('New password').fill('second password here')
  await page.getByLabel('Repeat the password').fill('second password here')
  await page.getByRole('button', { name: 'Save Password' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)

  const before = appDb().prepare('select password_hash from users where id = ?').get(id)
  const replay = await request.post('/auth/set-password', {
    form: { token, password: 'third password here', confirmPassword: 'third password here' },
    maxRedirects: 0,
  })
  expect(replay.status()).toBe(410)
  expect(appDb().prepare('select password_hash from users where id = ?').get(id)).toEqual(before)
})

test('signing out deletes the session on the server: the old cookie no longer opens the portal', async ({ page, browser }) => {
  const { id } = await signIn(page)
  await page.goto('/dashboard')
  const [cookie] = (await page.context().cookies()).filter((c) => c.name.endsWith('en_session'))
  expect(cookie).toBeTruthy()
  expect(appDb().prepare('select count(*) as n from sessions where user_id = ?').get(id)).toEqual({ n: 1 })

  await page.getByRole('button', { name: 'Sign Out' }).click()
  await expect(page).toHaveURL(/\/auth$/)
  await expect(page.getByTestId('toast')).toContainText('Signed Out')
  expect(appDb().prepare('select count(*) as n from sessions where user_id = ?').get(id)).toEqual({ n: 0 })

  // Someone who copied the cookie before sign-out gets nothing with it.
  const other = await browser.newContext()
  await other.addCookies([cookie])
  const stolen = await other.newPage()
  await stolen.goto('/dashboard')
  await expect(stolen).toHaveURL(/\/auth\?redirectTo=%2Fdashboard$/)
  await other.close()
})

test('the session cookie is httpOnly and SameSite=Lax', async ({ page }) => {
  const { email, password } = await signInLessUser()
  await page.goto('/auth')
  await signInThroughForm(page, email, password)
  await expect(page).toHaveURL(/\/dashboard$/)
  const [cookie] = (await page.context().cookies()).filter((c) => c.name.endsWith('en_session'))
  expect(cookie.httpOnly).toBe(true)
  expect(cookie.sameSite).toBe('Lax')
  // 30 days, rolling.
  expect(cookie.expires * 1000 - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000)
})

test('redirectTo only ever leads within the site', async ({ page }) => {
  const { email, password } = await signInLessUser()
  await page.goto('/auth?redirectTo=%2F%2Fevil.example%2Fphish')
  await signInThroughForm(page, email, password)
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/dashboard$/)
})

test('an admin without a client profile is sent to the admin panel, not made a client', async ({ page }) => {
  const { id } = await signIn(page, { admin: true })
  const response = await page.request.get('/dashboard', { maxRedirects: 0 })
  expect(response.status()).toBe(302)
  expect(response.headers()['location']).toBe('/internal-admin')
  expect(appDb().prepare('select count(*) as n from client_profiles where user_id = ?').get(id)).toEqual({ n: 0 })
})
