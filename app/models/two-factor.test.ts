// Two-factor sign-in against a fresh SQLite file: enrolment, codes accepted once, recovery codes used
// once, turning it off, the operator's reset. The clock is set by hand (vi.setSystemTime) to step
// through 30-second TOTP periods; codes are computed with the same library an authenticator app mirrors.
import { generateTOTP } from '@epic-web/totp'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { useFreshDatabase } from '../../tests/support/app-process'

useFreshDatabase()
const { migrate } = await import('~/utils/migrate.server')
const dbModule = await import('~/utils/db.server')
migrate(dbModule.getSqlite())
const db = dbModule.getDb()
const tf = await import('./two-factor.server')
const { upsertUser, makeAdmin, createSession } = await import('~/utils/auth.server')

const T0 = Date.UTC(2031, 0, 6, 15, 0, 0) // the start of a 30-second step
const PERIOD_MS = 30_000

function codeAt(secret: string, time: number) {
  vi.setSystemTime(time)
  return generateTOTP({ secret, algorithm: 'SHA-1', digits: 6, period: 30 }).then((r) => r.otp)
}

let n = 0
async function enrolled(opts: { admin?: boolean } = {}) {
  const email = `person${++n}@two-factor.example`
  const user = await upsertUser({ email, password: 'correct horse battery' })
  if (opts.admin) await makeAdmin(user.id)
  const enrolment = await tf.startEnrolment({ id: user.id, email }, 'Harbor & Vale')
  const secret = enrolment!.secret
  const confirmed = await tf.confirmEnrolment(user.id, await codeAt(secret, T0))
  if (!confirmed.ok) throw new Error('enrolment failed')
  return { id: user.id, email, secret, recoveryCodes: confirmed.recoveryCodes }
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(T0)
})
afterEach(() => {
  vi.useRealTimers()
})

describe('enrolment', () => {
  test('a pending enrolment keeps one secret, asks for nothing at sign-in, and starts only with a valid code', async () => {
    const user = await upsertUser({ email: 'pending@two-factor.example' })
    const first = await tf.startEnrolment({ id: user.id, email: 'pending@two-factor.example' }, 'Harbor & Vale')
    expect(first!.secret).toMatch(/^[A-Z2-7]{32}$/) // 160 bits, base32
    const uri = new URL(first!.uri)
    expect(uri.protocol).toBe('otpauth:')
    expect(uri.host).toBe('totp')
    expect(decodeURIComponent(uri.pathname)).toBe('/Harbor & Vale:pending@two-factor.example')
    expect(Object.fromEntries(uri.searchParams)).toMatchObject({
      secret: first!.secret,
      issuer: 'Harbor & Vale',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    })
    // A reload shows the same QR code and key.
    expect((await tf.startEnrolment({ id: user.id, email: 'pending@two-factor.example' }, 'Harbor & Vale'))!.secret).toBe(first!.secret)
    expect(await tf.getTwoFactorStatus(user.id)).toEqual({ state: 'pending', recoveryCodesLeft: 0 })
    expect(await tf.hasSecondFactor(user.id)).toBe(false)

    const right = await codeAt(first!.secret, T0)
    const wrong = right === '000000' ? '111111' : '000000'
    expect(await tf.confirmEnrolment(user.id, wrong)).toEqual({ ok: false })
    expect(await tf.hasSecondFactor(user.id)).toBe(false)

    const confirmed = await tf.confirmEnrolment(user.id, right)
    expect(confirmed.ok).toBe(true)
    if (!confirmed.ok) return
    expect(confirmed.recoveryCodes).toHaveLength(10)
    expect(new Set(confirmed.recoveryCodes).size).toBe(10)
    for (const code of confirmed.recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/)
    expect(await tf.hasSecondFactor(user.id)).toBe(true)
    expect(await tf.getTwoFactorStatus(user.id)).toEqual({ state: 'on', recoveryCodesLeft: 10 })
    // Once on, there is nothing to enrol (and no second set of recovery codes from a replayed form).
    expect(await tf.startEnrolment({ id: user.id, email: 'pending@two-factor.example' }, 'Harbor & Vale')).toBeNull()
    expect(await tf.confirmEnrolment(user.id, right)).toEqual({ ok: false })
  })

  test('neither the secret nor the recovery codes are stored as they are', async () => {
    const user = await enrolled()
    const row = await db.selectFrom('two_factor').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow()
    expect(row.secret_encrypted).not.toContain(user.secret)
    expect(tf.decryptSecret(row.secret_encrypted)).toBe(user.secret)
    const hashes = await db.selectFrom('two_factor_recovery_codes').select('code_hash').where('user_id', '=', user.id).execute()
    expect(hashes).toHaveLength(10)
    const stored = hashes.map((h) => h.code_hash).join(' ')
    for (const code of user.recoveryCodes) {
      expect(stored).not.toContain(code)
      expect(stored).not.toContain(code.replace('-', ''))
    }
  })

  test('a tampered or foreign ciphertext does not decrypt', async () => {
    const sealed = tf.encryptSecret('JBSWY3DPEHPK3PXP')
    expect(tf.decryptSecret(sealed)).toBe('JBSWY3DPEHPK3PXP')
    const [v, iv, tag, body] = sealed.split('.')
    const flipped = Buffer.from(body, 'base64url')
    flipped[0] ^= 1
    expect(tf.decryptSecret([v, iv, tag, flipped.toString('base64url')].join('.'))).toBeNull()
    expect(tf.decryptSecret('JBSWY3DPEHPK3PXP')).toBeNull()
  })
})

describe('codes at sign-in', () => {
  test('a current code is accepted once; the same code again is refused', async () => {
    const user = await enrolled()
    const code = await codeAt(user.secret, T0 + PERIOD_MS)
    expect(await tf.verifySecondFactor(user.id, code)).toEqual({ ok: true, method: 'totp' })
    expect(await tf.verifySecondFactor(user.id, code)).toEqual({ ok: false, reason: 'reused' })
    // Still refused later in its window (accepted codes reach one step back).
    vi.setSystemTime(T0 + 2 * PERIOD_MS)
    expect(await tf.verifySecondFactor(user.id, code)).toEqual({ ok: false, reason: 'reused' })
    // The next code works.
    expect(await tf.verifySecondFactor(user.id, await codeAt(user.secret, T0 + 2 * PERIOD_MS))).toEqual({ ok: true, method: 'totp' })
  })

  test('the code that confirmed the enrolment cannot be used again to sign in', async () => {
    const user = await enrolled()
    expect(await tf.verifySecondFactor(user.id, await codeAt(user.secret, T0))).toEqual({ ok: false, reason: 'reused' })
  })

  test('two requests racing with one code: only one succeeds', async () => {
    const user = await enrolled()
    const code = await codeAt(user.secret, T0 + PERIOD_MS)
    const results = await Promise.all([tf.verifySecondFactor(user.id, code), tf.verifySecondFactor(user.id, code)])
    expect(results.filter((r) => r.ok)).toHaveLength(1)
  })

  test('a code one step old is accepted (a slow typist); two steps old or a wrong one is refused', async () => {
    const user = await enrolled()
    const previous = await codeAt(user.secret, T0 + 3 * PERIOD_MS)
    vi.setSystemTime(T0 + 4 * PERIOD_MS + 5_000)
    expect(await tf.verifySecondFactor(user.id, previous)).toEqual({ ok: true, method: 'totp' })

    const stale = await codeAt(user.secret, T0 + 5 * PERIOD_MS)
    const [before, now, next] = [
      await codeAt(user.secret, T0 + 6 * PERIOD_MS),
      await codeAt(user.secret, T0 + 8 * PERIOD_MS),
      await codeAt(user.secret, T0 + 7 * PERIOD_MS),
    ]
    vi.setSystemTime(T0 + 7 * PERIOD_MS)
    // (A random secret can make the stale code equal a valid one: about 3 runs in a million.)
    if (![now, next, before].includes(stale)) expect(await tf.verifySecondFactor(user.id, stale)).toEqual({ ok: false, reason: 'invalid' })
    const wrong = ['123456', '654321', '000000'].find((c) => ![now, next, before].includes(c))!
    expect(await tf.verifySecondFactor(user.id, wrong)).toEqual({ ok: false, reason: 'invalid' })
    expect(await tf.verifySecondFactor(user.id, 'not a code')).toEqual({ ok: false, reason: 'invalid' })
  })

  test('another user’s code does not open this account', async () => {
    const a = await enrolled()
    const b = await enrolled()
    const codeA = await codeAt(a.secret, T0 + PERIOD_MS)
    // b accepts its own codes of the step before, this one and the next: a's code must be none of them
    // (a random pair of secrets can share one, about 3 times in a million; that run proves nothing).
    const window = [await codeAt(b.secret, T0), await codeAt(b.secret, T0 + 2 * PERIOD_MS), await codeAt(b.secret, T0 + PERIOD_MS)]
    if (!window.includes(codeA)) expect(await tf.verifySecondFactor(b.id, codeA)).toEqual({ ok: false, reason: 'invalid' })
  })

  test('a recovery code works once, however it is typed', async () => {
    const user = await enrolled()
    const [code, other] = user.recoveryCodes
    expect(await tf.verifySecondFactor(user.id, ` ${code.toUpperCase().replace('-', ' ')} `)).toEqual({ ok: true, method: 'recovery' })
    expect(await tf.getTwoFactorStatus(user.id)).toEqual({ state: 'on', recoveryCodesLeft: 9 })
    expect(await tf.verifySecondFactor(user.id, code)).toEqual({ ok: false, reason: 'invalid' })
    expect(await tf.verifySecondFactor(user.id, other)).toEqual({ ok: true, method: 'recovery' })
    // One user's recovery code is nobody else's.
    const stranger = await enrolled()
    expect(await tf.verifySecondFactor(stranger.id, user.recoveryCodes[2])).toEqual({ ok: false, reason: 'invalid' })
  })

  test('someone without two-factor has nothing to verify', async () => {
    const user = await upsertUser({ email: 'plain@two-factor.example' })
    expect(await tf.verifySecondFactor(user.id, '123456')).toEqual({ ok: false, reason: 'not-enrolled' })
  })
})

describe('turning it off and resetting it', () => {
  test('a client turns it off with a current code; a wrong code leaves it on', async () => {
    const user = await enrolled()
    expect(await tf.turnOffTwoFactor(user.id, 'abcde-fghjk')).toEqual({ ok: false, reason: 'invalid' })
    expect(await tf.hasSecondFactor(user.id)).toBe(true)
    expect(await tf.turnOffTwoFactor(user.id, await codeAt(user.secret, T0 + PERIOD_MS))).toEqual({ ok: true })
    expect(await tf.getTwoFactorStatus(user.id)).toEqual({ state: 'off', recoveryCodesLeft: 0 })
    expect(await db.selectFrom('two_factor_recovery_codes').select('id').where('user_id', '=', user.id).execute()).toEqual([])
  })

  test('an admin cannot turn it off, even with a right code', async () => {
    const admin = await enrolled({ admin: true })
    expect(await tf.turnOffTwoFactor(admin.id, await codeAt(admin.secret, T0 + PERIOD_MS))).toEqual({ ok: false, reason: 'admin' })
    expect(await tf.hasSecondFactor(admin.id)).toBe(true)
  })

  test("the operator's reset removes the factor and signs the user out everywhere", async () => {
    const admin = await enrolled({ admin: true })
    await createSession(admin.id, new Request('http://localhost/'))
    await createSession(admin.id, new Request('http://localhost/'))
    const bystander = await enrolled()
    await createSession(bystander.id, new Request('http://localhost/'))

    expect(await tf.resetSecondFactor(admin.id)).toEqual({ hadSecondFactor: true, sessionsRevoked: 2 })
    expect(await tf.hasSecondFactor(admin.id)).toBe(false)
    expect(await db.selectFrom('sessions').select('id').where('user_id', '=', admin.id).execute()).toEqual([])
    // Enrolling again gives a new key.
    const again = await tf.startEnrolment({ id: admin.id, email: admin.email }, 'Harbor & Vale')
    expect(again!.secret).not.toBe(admin.secret)
    // Nobody else is touched.
    expect(await tf.hasSecondFactor(bystander.id)).toBe(true)
    expect(await db.selectFrom('sessions').select('id').where('user_id', '=', bystander.id).execute()).toHaveLength(1)
  })
})

describe('the tests’ own authenticator', () => {
  test('tests/support totpAt agrees with the library at every step it is asked about', async () => {
    const { totpAt } = await import('../../tests/support/two-factor')
    const secret = (await tf.startEnrolment(
      { id: (await upsertUser({ email: 'clock@two-factor.example' })).id, email: 'clock@two-factor.example' },
      'x',
    ))!.secret
    for (let i = 0; i < 50; i++) {
      const at = T0 + i * 7_919_000 + 13_000
      expect(totpAt(secret, at)).toBe(await codeAt(secret, at))
    }
  })
})
