// Issue 23: someone holding an admin's password must not be able to lock the owner out of the second
// factor, and the step between password and code must not outlive its one use or a change of password.
// Through the /auth, /auth/two-factor and setup routes' own actions, against a private Redis, with the
// limits at their real values (RATE_LIMIT_MULTIPLIER=1). Each browser has its own client address (the
// header the web server writes from the socket or TRUST_PROXY's proxy header).
import { spawnSync } from 'node:child_process'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startPrivateRedis } from '../fakes/redis-server'
import { useFreshDatabase } from '../support/app-process'
import { RouteBrowser, shownMessage } from '../support/auth-browser'
import { compiled, root } from '../support/compiled'
import { enrolSecondFactor, totpAt } from '../support/two-factor'

let redis: Awaited<ReturnType<typeof startPrivateRedis>>
let vars: Record<string, string>
let signInAction: typeof import('~/routes/($lang)+/_auth+/auth').action
let codeAction: typeof import('~/routes/($lang)+/_auth+/auth_.two-factor').action
let setupLoader: typeof import('~/routes/($lang)+/_auth+/auth_.two-factor_.setup').loader
let setupAction: typeof import('~/routes/($lang)+/_auth+/auth_.two-factor_.setup').action
let setPasswordAction: typeof import('~/routes/($lang)+/_auth+/auth_.set-password').action
const PASSWORD = 'a fine long passphrase'

beforeAll(async () => {
  redis = await startPrivateRedis()
  ;({ vars } = useFreshDatabase({ REDIS_URL: redis.url, RATE_LIMIT_MULTIPLIER: '1', LOG_LEVEL: 'warn' }))
  const { migrate } = await import('~/utils/migrate.server')
  const { getSqlite } = await import('~/utils/db.server')
  migrate(getSqlite())
  ;({ action: signInAction } = await import('~/routes/($lang)+/_auth+/auth'))
  ;({ action: codeAction } = await import('~/routes/($lang)+/_auth+/auth_.two-factor'))
  ;({ loader: setupLoader, action: setupAction } = await import('~/routes/($lang)+/_auth+/auth_.two-factor_.setup'))
  ;({ action: setPasswordAction } = await import('~/routes/($lang)+/_auth+/auth_.set-password'))
  const { producerRedis } = await import('~/utils/redis.server')
  const connection = producerRedis()
  if (connection.status !== 'ready') await new Promise((resolve) => connection.once('ready', resolve))
})

afterAll(async () => {
  const { producerRedis } = await import('~/utils/redis.server')
  producerRedis().disconnect()
  await redis?.stop()
})

let n = 0
async function enrolledAdmin() {
  const { upsertUser, makeAdmin } = await import('~/utils/auth.server')
  const email = `partner${++n}-${Date.now()}@harborvale.example`
  const user = await upsertUser({ email, password: PASSWORD, verified: true })
  await makeAdmin(user.id)
  return { id: user.id, email, ...(await enrolSecondFactor({ id: user.id, email })) }
}

async function sessions(userId: string) {
  const { getDb } = await import('~/utils/db.server')
  return (await getDb().selectFrom('sessions').select('id').where('user_id', '=', userId).execute()).length
}

/** The next code the app shows (the enrolment used the current one; each code works once). */
const nextCode = (secret: string) => totpAt(secret, Date.now() + 30_000)
const wrongCode = (secret: string) => (nextCode(secret) === '111111' ? '222222' : '111111')

async function password(browser: RouteBrowser, email: string, redirectTo = '/internal-admin') {
  const outcome = await browser.run(signInAction, '/auth', { intent: 'sign-in', email, password: PASSWORD, redirectTo })
  expect(outcome.status, 'the password step').toBe(302)
  return outcome
}

const code = (browser: RouteBrowser, value: string) => browser.run(codeAction, '/auth/two-factor', { code: value })

describe('a password holder cannot lock the owner out (issue 23, medium)', () => {
  test('five wrong codes from one address: that address waits, and the owner’s right code from another address signs in', async () => {
    const admin = await enrolledAdmin()
    const attacker = new RouteBrowser('198.51.100.7')
    await password(attacker, admin.email)
    for (let i = 0; i < 5; i++) expect((await code(attacker, wrongCode(admin.secret))).status).toBe(401)
    const stopped = await code(attacker, nextCode(admin.secret))
    expect(stopped.status).toBe(429)
    expect(shownMessage(stopped)).toContain('Too many codes were tried. For your security, please wait 15 minutes and try again.')

    const owner = new RouteBrowser('192.0.2.44')
    expect((await password(owner, admin.email)).location).toBe('/auth/two-factor')
    const signedIn = await code(owner, nextCode(admin.secret))
    expect(signedIn.status).toBe(302)
    expect(signedIn.location).toBe('/internal-admin')
    expect(owner.cookies.has('en_session')).toBe(true)
    expect(await sessions(admin.id)).toBe(1)
  })

  test('the owner’s recovery code from another address works after an attacker’s wrong codes', async () => {
    const admin = await enrolledAdmin()
    const attacker = new RouteBrowser('198.51.100.8')
    await password(attacker, admin.email)
    for (let i = 0; i < 5; i++) await code(attacker, wrongCode(admin.secret))
    expect((await code(attacker, admin.recoveryCodes[0]!)).status).toBe(429)

    const owner = new RouteBrowser('192.0.2.45')
    await password(owner, admin.email)
    const signedIn = await code(owner, admin.recoveryCodes[1]!)
    expect(signedIn.status).toBe(302)
    expect(await sessions(admin.id)).toBe(1)
  })

  test('wrong codes spread over many addresses pause new devices, but never the owner’s own browser', async () => {
    const admin = await enrolledAdmin()
    // The owner signed in from this browser before (it keeps a signed "known device" cookie).
    const owner = new RouteBrowser('192.0.2.46')
    await password(owner, admin.email)
    expect((await code(owner, nextCode(admin.secret))).status).toBe(302)
    expect(owner.cookies.has('en_device')).toBe(true)

    // An attacker with the password, from four addresses: 20 wrong codes, the most a day from new devices.
    for (let i = 1; i <= 4; i++) {
      const attacker = new RouteBrowser(`198.51.100.${20 + i}`)
      await password(attacker, admin.email)
      for (let j = 0; j < 5; j++) expect((await code(attacker, wrongCode(admin.secret))).status).toBe(401)
    }
    // The flood is still limited: a fifth address, even with a right code, is refused.
    const fifth = new RouteBrowser('198.51.100.99')
    await password(fifth, admin.email)
    const paused = await code(fifth, admin.recoveryCodes[0]!)
    expect(paused.status).toBe(429)
    expect(shownMessage(paused)).toContain('we are not accepting codes from new devices')
    expect(shownMessage(paused)).toContain('Sign in from a computer or phone you have signed in from before, or contact the firm.')

    // The owner, from their own browser (on another network now, the session over), signs in with a
    // recovery code.
    const travelling = owner.at('203.0.113.80')
    travelling.cookies.delete('en_session')
    await password(travelling, admin.email)
    const signedIn = await code(travelling, admin.recoveryCodes[1]!)
    expect(signedIn.status).toBe(302)
    expect(signedIn.location).toBe('/internal-admin')
  })

  test('wrong codes from the owner’s own address (a shared office network) do not stop the owner’s usual browser there', async () => {
    const admin = await enrolledAdmin()
    const office = '192.0.2.90'
    const owner = new RouteBrowser(office)
    await password(owner, admin.email)
    expect((await code(owner, nextCode(admin.secret))).status).toBe(302)
    owner.cookies.delete('en_session') // the session is over; the browser is still the owner's

    const attacker = new RouteBrowser(office)
    await password(attacker, admin.email)
    for (let i = 0; i < 5; i++) expect((await code(attacker, wrongCode(admin.secret))).status).toBe(401)
    expect((await code(attacker, admin.recoveryCodes[0]!)).status).toBe(429)
    // Any other new browser at that address waits too: the guesses stay limited.
    const another = new RouteBrowser(office)
    await password(another, admin.email)
    expect((await code(another, admin.recoveryCodes[0]!)).status).toBe(429)

    await password(owner, admin.email)
    const signedIn = await code(owner, admin.recoveryCodes[1]!)
    expect(signedIn.status).toBe(302)
    expect(signedIn.location).toBe('/internal-admin')
  })

  test('one pending sign-in takes five wrong codes at most, wherever they are sent from', async () => {
    const admin = await enrolledAdmin()
    const attacker = new RouteBrowser('198.51.100.30')
    await password(attacker, admin.email)
    for (let i = 0; i < 5; i++) expect((await code(attacker.at(`198.51.100.${31 + i}`), wrongCode(admin.secret))).status).toBe(401)
    const over = await code(attacker.at('198.51.100.40'), nextCode(admin.secret))
    expect(over.status).toBe(429)
    expect(shownMessage(over)).toContain(
      'Too many codes were tried in this sign-in. For your security, please sign in again with your email and password.',
    )
    expect(await sessions(admin.id)).toBe(0)
    // That pending sign-in is over: the same cookie, from anywhere, is sent back to the password.
    const again = await code(attacker.at('198.51.100.41'), nextCode(admin.secret))
    expect(again.status).toBe(302)
    expect(again.location).toBe('/auth')
    expect(await sessions(admin.id)).toBe(0)
  })

  test('after `admin:create --reset-2fa` the owner enrols again, even when an attacker used up every limit', async () => {
    const admin = await enrolledAdmin()
    for (let i = 1; i <= 5; i++) {
      const attacker = new RouteBrowser(`198.51.100.${50 + i}`)
      await password(attacker, admin.email)
      for (let j = 0; j < 5; j++) await code(attacker, wrongCode(admin.secret))
    }
    const reset = spawnSync(process.execPath, [compiled('scripts/admin-create'), '--email', admin.email, '--reset-2fa'], {
      cwd: root,
      env: { ...process.env, ...vars },
      encoding: 'utf8',
    })
    expect(reset.status, reset.stderr).toBe(0)
    expect(reset.stdout).toContain('two-factor sign-in removed')

    // The owner signs in with the password (no second factor now) and is sent to enrol.
    const owner = new RouteBrowser('192.0.2.47')
    const signedIn = await password(owner, admin.email, '/internal-admin')
    expect(signedIn.location).toBe('/internal-admin')
    const page = await owner.run(setupLoader, '/auth/two-factor/setup')
    const secret = (page.data as { enrolment: { key: string } }).enrolment.key.replace(/\s/g, '')
    const enrolled = await owner.run(setupAction, '/auth/two-factor/setup', { code: totpAt(secret, Date.now()) })
    expect(enrolled.status).toBe(200)
    expect((enrolled.data as { recoveryCodes: string[] }).recoveryCodes).toHaveLength(10)

    // And the new authenticator signs in, from a new browser too.
    const laptop = new RouteBrowser('192.0.2.48')
    await password(laptop, admin.email)
    expect((await code(laptop, totpAt(secret, Date.now() + 30_000))).status).toBe(302)
  })
})

describe('the pending cookie works once, for the password it came from (issue 23, low)', () => {
  test('replayed after the sign-in it finished, the pending cookie is refused', async () => {
    const admin = await enrolledAdmin()
    const browser = new RouteBrowser('192.0.2.60')
    await password(browser, admin.email)
    const copied = browser.at('198.51.100.60') // someone who read the cookie off the wire or the disk
    expect((await code(browser, nextCode(admin.secret))).status).toBe(302)
    expect(browser.cookies.has('en_2fa')).toBe(false)
    expect(await sessions(admin.id)).toBe(1)

    const replay = await code(copied, admin.recoveryCodes[0]!)
    expect(replay.status).toBe(302)
    expect(replay.location).toBe('/auth')
    expect(copied.cookies.has('en_session')).toBe(false)
    expect(await sessions(admin.id)).toBe(1)
  })

  test('a password reset ends a sign-in that was waiting for its code', async () => {
    const admin = await enrolledAdmin()
    const attacker = new RouteBrowser('198.51.100.61')
    await password(attacker, admin.email)

    // The owner resets the password through the emailed link.
    const { createPasswordToken } = await import('~/models/password-tokens.server')
    const token = await createPasswordToken(admin.id, 'reset-password')
    const owner = new RouteBrowser('192.0.2.61')
    const newPassword = 'another fine long passphrase'
    const saved = await owner.run(setPasswordAction, '/auth/set-password', { token, password: newPassword, confirmPassword: newPassword })
    expect(saved.status).toBe(302)
    expect(saved.location).toBe('/auth/two-factor')

    const late = await code(attacker, nextCode(admin.secret))
    expect(late.status).toBe(302)
    expect(late.location).toBe('/auth')
    expect(await sessions(admin.id)).toBe(0)
    // The owner's own sign-in, started by the new password, still works.
    expect((await code(owner, nextCode(admin.secret))).status).toBe(302)
    expect(await sessions(admin.id)).toBe(1)
  })

  test('a password changed by the operator ends it too', async () => {
    const admin = await enrolledAdmin()
    const attacker = new RouteBrowser('198.51.100.62')
    await password(attacker, admin.email)
    const { upsertUser } = await import('~/utils/auth.server')
    await upsertUser({ email: admin.email, password: 'the operator set this one', verified: true })
    const late = await code(attacker, nextCode(admin.secret))
    expect(late.status).toBe(302)
    expect(late.location).toBe('/auth')
    expect(await sessions(admin.id)).toBe(0)
  })
})
