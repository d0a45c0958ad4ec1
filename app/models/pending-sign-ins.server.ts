// The step between a correct password and a session, for accounts with two-factor sign-in on. The
// password step stores a row (migration 0014) and the browser gets its random id in a short-lived
// signed cookie (app/utils/two-factor-sign-in.server.ts); the code page needs both. A pending sign-in:
// - works once: the row is deleted by the accepted code, before the session is made (of two requests
//   racing with one cookie, only one deletes it);
// - belongs to the password it came from: it stores a digest of the password hash it was made with, and
//   a password changed since (a reset, the operator's CLI, the configured admin) ends it; a revocation of
//   the account's sessions deletes it as well;
// - lasts ten minutes at most, and allows a few wrong codes, wherever they are sent from.
import crypto from 'node:crypto'
import { getDb, now, type Db, type Tx } from '~/utils/db.server'

/** How long the code page waits after the password was accepted. */
export const PENDING_SIGN_IN_SECONDS = 10 * 60
/** Wrong codes one pending sign-in may take; then the password is asked for again. */
export const MAX_WRONG_CODES_PER_SIGN_IN = 5

export type PendingSignInRow = { id: string; userId: string; redirectTo: string; failures: number }

/** A digest of the stored password hash (or of its absence), to notice any change of password. */
export function passwordStamp(passwordHash: string | null) {
  return crypto
    .createHash('sha256')
    .update(passwordHash ?? 'no password')
    .digest('base64url')
}

async function currentStamp(db: Db, userId: string) {
  const user = await db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirst()
  return user ? passwordStamp(user.password_hash) : null
}

/** Starts a pending sign-in for a user whose password was just accepted; returns its id (the cookie's secret). */
export async function createPendingSignIn(userId: string, redirectTo: string) {
  const db = getDb()
  const stamp = await currentStamp(db, userId)
  if (!stamp) throw new Error('no such user')
  const id = crypto.randomBytes(24).toString('base64url')
  const created = new Date()
  // Expired rows go as new ones come: the table holds ten minutes of sign-ins at most.
  await db.deleteFrom('pending_sign_ins').where('expires_at', '<', created.toISOString()).execute()
  await db
    .insertInto('pending_sign_ins')
    .values({
      id,
      user_id: userId,
      password_stamp: stamp,
      redirect_to: redirectTo,
      failures: 0,
      created_at: created.toISOString(),
      expires_at: new Date(created.getTime() + PENDING_SIGN_IN_SECONDS * 1000).toISOString(),
    })
    .execute()
  return id
}

/**
 * The live pending sign-in with this id for this user, or null: none (used, ended, never made), expired,
 * or made with a password that has changed since.
 */
export async function findPendingSignIn(id: string, userId: string): Promise<PendingSignInRow | null> {
  const db = getDb()
  const row = await db.selectFrom('pending_sign_ins').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst()
  if (!row || Date.parse(row.expires_at) <= Date.now()) return null
  if (row.password_stamp !== (await currentStamp(db, userId))) {
    await endPendingSignIn(id)
    return null
  }
  return { id: row.id, userId: row.user_id, redirectTo: row.redirect_to, failures: row.failures }
}

/** Counts a wrong code against the pending sign-in; returns the wrong codes it has taken so far. */
export async function recordWrongCode(id: string) {
  const db = getDb()
  const row = await db
    .updateTable('pending_sign_ins')
    .set((eb) => ({ failures: eb('failures', '+', 1) }))
    .where('id', '=', id)
    .returning('failures')
    .executeTakeFirst()
  return row?.failures ?? MAX_WRONG_CODES_PER_SIGN_IN
}

/** Uses the pending sign-in up; false when it was already used or ended (the caller then makes no session). */
export async function consumePendingSignIn(id: string) {
  const db = getDb()
  const result = await db.deleteFrom('pending_sign_ins').where('id', '=', id).where('expires_at', '>', now()).executeTakeFirst()
  return Number(result.numDeletedRows) === 1
}

export async function endPendingSignIn(id: string) {
  const db = getDb()
  await db.deleteFrom('pending_sign_ins').where('id', '=', id).execute()
}

/** Ends every pending sign-in of an account (its password changed, its sessions were revoked, its factor reset). */
export async function endPendingSignIns(userId: string, tx?: Tx) {
  await (tx ?? getDb()).deleteFrom('pending_sign_ins').where('user_id', '=', userId).execute()
}
