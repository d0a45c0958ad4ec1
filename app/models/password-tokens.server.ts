// One-time links for setting or resetting a password. Only a SHA-256 of the token is stored.
import crypto from 'node:crypto'
import { createId, getDb, now, type Tx } from '~/utils/db.server'

export type TokenPurpose = 'set-password' | 'reset-password'
export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  'set-password': 7 * 24 * 3600 * 1000,
  'reset-password': 60 * 60 * 1000,
}

function digest(token: string) {
  return crypto.createHash('sha256').update(token).digest('hex')
}

/** Creates a token and returns the secret that goes into the emailed link (never stored). */
export async function createPasswordToken(userId: string, purpose: TokenPurpose) {
  const token = crypto.randomBytes(32).toString('base64url')
  await getDb()
    .insertInto('tokens')
    .values({
      id: createId(),
      user_id: userId,
      purpose,
      token_hash: digest(token),
      expires_at: new Date(Date.now() + TOKEN_LIFETIME_MS[purpose]).toISOString(),
      created_at: now(),
    })
    .execute()
  return token
}

/** The user a live, unused token belongs to, or null. Does not use it up. */
export async function findPasswordToken(token: string) {
  const row = await getDb().selectFrom('tokens').selectAll().where('token_hash', '=', digest(token)).executeTakeFirst()
  if (!row || row.used_at || Date.parse(row.expires_at) <= Date.now()) return null
  return row
}

/** Uses the token up; false if it was already used or has expired (a second use is refused). */
export async function consumePasswordToken(trx: Tx, token: string) {
  const result = await trx
    .updateTable('tokens')
    .set({ used_at: now() })
    .where('token_hash', '=', digest(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now())
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}
