// Two-factor sign-in with an authenticator app (TOTP, RFC 6238, through @epic-web/totp) and single-use
// recovery codes. Admins must have it; clients may turn it on for themselves.
//
// - Enrolment is pending until the user types a valid code from the new authenticator; only then does
//   sign-in ask for a code. Confirming creates ten recovery codes, returned once and stored hashed.
// - The secret is encrypted at rest (AES-256-GCM, key derived from SESSION_SECRET): a copy of the
//   database or of a backup alone does not give anyone the codes. Changing SESSION_SECRET therefore
//   invalidates every enrolment (reset an admin with `npm run admin:create -- --reset-2fa`).
// - A TOTP code is accepted once: the time step of the last accepted code is stored, and a code from
//   that step or an earlier one is refused, so a code seen over a shoulder cannot be replayed.
import crypto from 'node:crypto'
import { generateTOTP, getTOTPAuthUri, verifyTOTP } from '@epic-web/totp'
import QRCode from 'qrcode'
import { countRows, createId, getDb, hasRows, now, writeTransaction } from '~/utils/db.server'
import { env } from '~/utils/env.server'

/** What every authenticator app understands (Google Authenticator ignores anything else). */
export const TOTP_CONFIG = { algorithm: 'SHA-1', digits: 6, period: 30 } as const
/** Codes from one step before or after now are accepted, for clocks a little off. */
const TOTP_WINDOW = 1
export const RECOVERY_CODE_COUNT = 10
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789' // no 0/o, 1/l/i: easy to copy by hand
const RECOVERY_LENGTH = 10 // 31^10: about 50 bits each

export type TwoFactorStatus = { state: 'off' | 'pending' | 'on'; recoveryCodesLeft: number }
export type VerifyResult = { ok: true; method: 'totp' | 'recovery' } | { ok: false; reason: 'invalid' | 'reused' | 'not-enrolled' }

// --- secret at rest ---------------------------------------------------------------------------------

function encryptionKey() {
  return Buffer.from(crypto.hkdfSync('sha256', env().sessionSecret, 'two-factor', 'totp-secret-v1', 32))
}

export function encryptSecret(secret: string) {
  const iv = crypto.randomBytes(12)
  const cipher = crypto.createCipheriv('aes-256-gcm', encryptionKey(), iv)
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()])
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.')
}

/** The secret, or null when it cannot be read (SESSION_SECRET changed, or the value was tampered with). */
export function decryptSecret(stored: string) {
  const [version, iv, tag, body] = stored.split('.')
  if (version !== 'v1' || !iv || !tag || !body) return null
  try {
    const decipher = crypto.createDecipheriv('aes-256-gcm', encryptionKey(), Buffer.from(iv, 'base64url'))
    decipher.setAuthTag(Buffer.from(tag, 'base64url'))
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8')
  } catch {
    return null
  }
}

/** A 160-bit secret (RFC 4226 recommends 160; the library's default is 80), base32 as apps expect. */
function newSecret() {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
  const bytes = crypto.randomBytes(20)
  let bits = 0
  let value = 0
  let out = ''
  for (const byte of bytes) {
    value = (value << 8) | byte
    bits += 8
    while (bits >= 5) {
      out += alphabet[(value >>> (bits - 5)) & 31]
      bits -= 5
    }
  }
  return out // 20 bytes = 160 bits = exactly 32 characters, no padding
}

// --- codes ------------------------------------------------------------------------------------------

function currentStep() {
  return Math.floor(Date.now() / 1000 / TOTP_CONFIG.period)
}

/** Lower case, without the spaces and dashes people type or paste. */
export function normalizeCode(input: string) {
  return input.toLowerCase().replace(/[\s-]/g, '')
}

function hashRecoveryCode(code: string) {
  return crypto.createHash('sha256').update(normalizeCode(code)).digest('hex')
}

function newRecoveryCode() {
  let code = ''
  for (let i = 0; i < RECOVERY_LENGTH; i++) code += RECOVERY_ALPHABET[crypto.randomInt(RECOVERY_ALPHABET.length)]
  return `${code.slice(0, 5)}-${code.slice(5)}`
}

/**
 * The time step a code belongs to, or null when it is not valid now. The library reports the step
 * relative to its own clock reading; the clock is read again here, after it, so the step stored is
 * never earlier than the real one (a reuse is never let through; on a step boundary crossed between
 * the two readings, the next code could at worst be refused once).
 */
async function matchStep(secret: string, code: string) {
  const result = await verifyTOTP({ otp: code, secret, ...TOTP_CONFIG, window: TOTP_WINDOW })
  if (!result) return null
  return currentStep() + result.delta
}

/** The code an authenticator shows now for this secret (tests and the enrolment check use it). */
export async function currentCode(secret: string) {
  return (await generateTOTP({ secret, ...TOTP_CONFIG })).otp
}

// --- enrolment --------------------------------------------------------------------------------------

export async function getTwoFactorStatus(userId: string): Promise<TwoFactorStatus> {
  const db = getDb()
  const row = await db.selectFrom('two_factor').select(['confirmed_at']).where('user_id', '=', userId).executeTakeFirst()
  if (!row) return { state: 'off', recoveryCodesLeft: 0 }
  if (!row.confirmed_at) return { state: 'pending', recoveryCodesLeft: 0 }
  const left = await countRows(db.selectFrom('two_factor_recovery_codes').where('user_id', '=', userId).where('used_at', 'is', null))
  return { state: 'on', recoveryCodesLeft: left }
}

/** Whether sign-in asks this user for a code. */
export async function hasSecondFactor(userId: string) {
  return hasRows(getDb().selectFrom('two_factor').where('user_id', '=', userId).where('confirmed_at', 'is not', null))
}

/**
 * Names the account's current confirmed authenticator (null when none): the limits on codes are counted
 * under it, so an operator's reset (`--reset-2fa`) and a new enrolment start every count afresh, without
 * the CLI touching Redis.
 */
export async function enrolmentKey(userId: string) {
  const db = getDb()
  const row = await db.selectFrom('two_factor').select(['confirmed_at']).where('user_id', '=', userId).executeTakeFirst()
  return row?.confirmed_at ? `${userId}@${row.confirmed_at}` : null
}

/**
 * The pending enrolment's secret and otpauth:// URI (created on the first visit, the same on every
 * reload, so a refused code does not change the QR code). Null when two-factor is already on.
 */
export async function startEnrolment(user: { id: string; email: string }, issuer: string) {
  const db = getDb()
  const existing = await db.selectFrom('two_factor').selectAll().where('user_id', '=', user.id).executeTakeFirst()
  if (existing?.confirmed_at) return null
  let secret = existing ? decryptSecret(existing.secret_encrypted) : null
  if (!secret) {
    secret = newSecret()
    const values = { secret_encrypted: encryptSecret(secret), confirmed_at: null, last_used_step: null, updated_at: now() }
    await db
      .insertInto('two_factor')
      .values({ user_id: user.id, created_at: now(), ...values })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
      .execute()
  }
  const uri = getTOTPAuthUri({ ...TOTP_CONFIG, secret, accountName: user.email, issuer })
  return { secret, uri }
}

/** The otpauth:// URI as a QR code: an SVG in a data: URI, so the page shows it without JavaScript. */
export async function qrCodeDataUri(uri: string) {
  const svg = await QRCode.toString(uri, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 2,
    color: { dark: '#000000', light: '#ffffff' },
  })
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
}

/**
 * Confirms a pending enrolment with a code from the new authenticator. On success two-factor is on
 * and the ten recovery codes are returned: the only time they exist outside their hashes.
 */
export async function confirmEnrolment(userId: string, code: string) {
  const db = getDb()
  const row = await db.selectFrom('two_factor').selectAll().where('user_id', '=', userId).executeTakeFirst()
  if (!row || row.confirmed_at) return { ok: false as const }
  const secret = decryptSecret(row.secret_encrypted)
  const normalized = normalizeCode(code)
  const step = secret && /^\d{6}$/.test(normalized) ? await matchStep(secret, normalized) : null
  if (step === null) return { ok: false as const }
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode)
  const confirmed = await writeTransaction(async (trx) => {
    const updated = await trx
      .updateTable('two_factor')
      .set({ confirmed_at: now(), last_used_step: step, updated_at: now() })
      .where('user_id', '=', userId)
      .where('confirmed_at', 'is', null)
      .where('secret_encrypted', '=', row.secret_encrypted)
      .executeTakeFirst()
    if (Number(updated.numUpdatedRows) !== 1) return false
    await trx.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute()
    await trx
      .insertInto('two_factor_recovery_codes')
      .values(codes.map((c) => ({ id: createId(), user_id: userId, code_hash: hashRecoveryCode(c), used_at: null, created_at: now() })))
      .execute()
    return true
  })
  return confirmed ? { ok: true as const, recoveryCodes: codes } : { ok: false as const }
}

// --- sign-in ----------------------------------------------------------------------------------------

/**
 * Checks the second factor: a 6-digit code from the authenticator (each accepted once) or a recovery
 * code (each works once, then is marked used).
 */
export async function verifySecondFactor(userId: string, input: string): Promise<VerifyResult> {
  const db = getDb()
  const row = await db.selectFrom('two_factor').selectAll().where('user_id', '=', userId).executeTakeFirst()
  if (!row?.confirmed_at) return { ok: false, reason: 'not-enrolled' }
  const code = normalizeCode(input)
  if (/^\d{6}$/.test(code)) {
    const secret = decryptSecret(row.secret_encrypted)
    const step = secret ? await matchStep(secret, code) : null
    if (step === null) return { ok: false, reason: 'invalid' }
    // Compare-and-set: of two requests with the same code, only one moves the step forward.
    const updated = await db
      .updateTable('two_factor')
      .set({ last_used_step: step, updated_at: now() })
      .where('user_id', '=', userId)
      .where((eb) => eb.or([eb('last_used_step', 'is', null), eb('last_used_step', '<', step)]))
      .executeTakeFirst()
    return Number(updated.numUpdatedRows) === 1 ? { ok: true, method: 'totp' } : { ok: false, reason: 'reused' }
  }
  if (code.length !== RECOVERY_LENGTH || !/^[a-z0-9]+$/.test(code)) return { ok: false, reason: 'invalid' }
  const used = await db
    .updateTable('two_factor_recovery_codes')
    .set({ used_at: now() })
    .where('user_id', '=', userId)
    .where('code_hash', '=', hashRecoveryCode(code))
    .where('used_at', 'is', null)
    .executeTakeFirst()
  return Number(used.numUpdatedRows) === 1 ? { ok: true, method: 'recovery' } : { ok: false, reason: 'invalid' }
}

// --- turning it off ---------------------------------------------------------------------------------

async function isAdminUser(userId: string) {
  return hasRows(getDb().selectFrom('admins').where('user_id', '=', userId))
}

/**
 * A client turns two-factor off, proving it with a current code (or a recovery code). Admins may not:
 * the admin panel requires it.
 */
export async function turnOffTwoFactor(
  userId: string,
  code: string,
): Promise<{ ok: true } | { ok: false; reason: 'admin' | 'invalid' | 'reused' | 'not-enrolled' }> {
  if (await isAdminUser(userId)) return { ok: false, reason: 'admin' }
  const verified = await verifySecondFactor(userId, code)
  if (!verified.ok) return verified
  await removeSecondFactor(userId)
  return { ok: true }
}

/** Deletes the authenticator and recovery codes (a pending enrolment too). */
export async function removeSecondFactor(userId: string) {
  await writeTransaction(async (trx) => {
    await trx.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute()
    await trx.deleteFrom('two_factor').where('user_id', '=', userId).execute()
  })
}

/**
 * The operator's reset (`npm run admin:create -- --reset-2fa`): removes the second factor and signs
 * the user out everywhere, so whoever holds a session must sign in and enrol again.
 */
export async function resetSecondFactor(userId: string) {
  return writeTransaction(async (trx) => {
    await trx.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute()
    const removed = await trx.deleteFrom('two_factor').where('user_id', '=', userId).executeTakeFirst()
    const sessions = await trx.deleteFrom('sessions').where('user_id', '=', userId).executeTakeFirst()
    // A sign-in waiting for a code of the old factor ends with it.
    await trx.deleteFrom('pending_sign_ins').where('user_id', '=', userId).execute()
    return { hadSecondFactor: Number(removed.numDeletedRows) > 0, sessionsRevoked: Number(sessions.numDeletedRows) }
  })
}
