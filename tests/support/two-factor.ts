// Test helpers for two-factor sign-in: an authenticator enrolled without the browser, and the codes
// an authenticator app would show.
import crypto from 'node:crypto'

/**
 * Gives a user a confirmed authenticator directly through the model (as if they had scanned the QR code
 * and typed a code), for tests about something else that need a complete admin. Returns the secret
 * and the recovery codes.
 */
export async function enrolSecondFactor(user: { id: string; email: string }) {
  const { startEnrolment, confirmEnrolment, currentCode } = await import('~/models/two-factor.server')
  const enrolment = await startEnrolment(user, 'Harbor & Vale')
  if (!enrolment) throw new Error(`${user.email} already has two-factor sign-in`)
  const confirmed = await confirmEnrolment(user.id, await currentCode(enrolment.secret))
  if (!confirmed.ok) throw new Error(`enrolling ${user.email} failed`)
  return { secret: enrolment.secret, recoveryCodes: confirmed.recoveryCodes }
}

/**
 * The code an authenticator app shows at `atMs` (RFC 6238: HMAC-SHA-1, 30-second steps, 6 digits),
 * computed here independently of the app's library, as a phone would. Tests use it for a code of a
 * step other than the current one; app/models/two-factor.test.ts checks it agrees with the library.
 */
export function totpAt(secret: string, atMs: number) {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
  let bits = ''
  for (const char of secret.replace(/[\s=]/g, '').toUpperCase()) bits += alphabet.indexOf(char).toString(2).padStart(5, '0')
  const key = Buffer.from(bits.match(/.{8}/g)!.map((byte) => parseInt(byte, 2)))
  const counter = Buffer.alloc(8)
  counter.writeBigUInt64BE(BigInt(Math.floor(atMs / 30_000)))
  const mac = crypto.createHmac('sha1', key).update(counter).digest()
  const offset = mac[mac.length - 1] & 0xf
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0')
}
