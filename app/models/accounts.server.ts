// Accounts: signing in through remix-auth's FormStrategy (rate limited per IP and per email), test
// accounts, and the one-time links that set or reset a password.
import { Authenticator } from 'remix-auth'
import { FormStrategy } from 'remix-auth-form'
import { enqueue } from '~/jobs/outbox.server'
import { checkCredentials, hashPassword, upsertUser } from '~/utils/auth.server'
import { getDb, now, writeTransaction, type Db } from '~/utils/db.server'
import { clientIp, hitRateLimit, resetRateLimit } from '~/utils/rate-limit.server'
import { remember } from '~/utils/remember.server'
import { consumePasswordToken, findPasswordToken } from './password-tokens.server'

export type SignedInUser = { id: string; email: string }

/** A sign-in refused for a reason the visitor may read (the spec's "server message"). */
export class SignInError extends Error {
  constructor(
    message: string,
    readonly reason: 'invalid' | 'rate-limited',
  ) {
    super(message)
    this.name = 'SignInError'
  }
}

export const INVALID_CREDENTIALS = 'Invalid email or password.'

function waitMessage(seconds: number) {
  const minutes = Math.max(1, Math.ceil(seconds / 60))
  return `Too many sign-in attempts. For your security, please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`
}

/**
 * The form strategy's verify step. Every attempt costs a point per IP and per email (so the sixth
 * rapid attempt on one email is refused before the password is even checked); a successful sign-in
 * clears that email's count.
 */
export async function verifySignIn({ form, request }: FormStrategy.VerifyOptions): Promise<SignedInUser> {
  const email = String(form.get('email') ?? '').trim().toLowerCase()
  const password = String(form.get('password') ?? '')
  const ipWait = await hitRateLimit('signInIp', clientIp(request))
  if (ipWait) throw new SignInError(waitMessage(ipWait), 'rate-limited')
  const emailWait = await hitRateLimit('signInEmail', email)
  if (emailWait) throw new SignInError(waitMessage(emailWait), 'rate-limited')
  const user = await checkCredentials(email, password)
  if (!user) throw new SignInError(INVALID_CREDENTIALS, 'invalid')
  await resetRateLimit('signInEmail', email)
  return user
}

export function authenticator() {
  return remember('authenticator', () => new Authenticator<SignedInUser>().use(new FormStrategy(verifySignIn), 'form'))
}

/**
 * Signs in with values the route has already parsed: the body is read once, by the route, and the
 * authenticator gets a request rebuilt from the parsed values (same URL and headers, fresh body).
 */
export function authenticateWithForm(request: Request, values: { email: string; password: string }) {
  const headers = new Headers(request.headers)
  headers.set('content-type', 'application/x-www-form-urlencoded;charset=UTF-8')
  headers.delete('content-length')
  const rebuilt = new Request(request.url, {
    method: 'POST',
    headers,
    body: new URLSearchParams({ email: values.email, password: values.password }),
  })
  return authenticator().authenticate('form', rebuilt)
}

/** A test account (metadata Test / User). Null when the email is taken. */
export async function createTestAccount(values: { email: string; password: string }, db: Db = getDb()) {
  const taken = await db.selectFrom('users').select('id').where('email', '=', values.email).executeTakeFirst()
  if (taken) return null
  const { id } = await upsertUser(
    { email: values.email, password: values.password, firstName: 'Test', lastName: 'User', isTestAccount: true },
    db,
  )
  return { id }
}

/**
 * Emails a reset link when the address has an account. The link's token is minted by the email
 * template at send time, so the secret never sits in the database or the job payload.
 * Returns nothing either way: the page says the same thing whether or not the account exists.
 */
export async function requestPasswordReset(email: string, db: Db = getDb()) {
  const user = await db.selectFrom('users').select('id').where('email', '=', email.trim().toLowerCase()).executeTakeFirst()
  if (!user) return
  await writeTransaction(
    (trx) => enqueue(trx, 'send-email', { template: 'reset-password', params: { userId: user.id } }, { type: 'user', id: user.id }),
    db,
  )
}

export type SetPasswordResult = { ok: true; userId: string } | { ok: false }

/**
 * Sets a password from a one-time link. The token is used up in the same transaction that stores the
 * new hash, so two submissions of one link cannot both succeed. Every other session of the account is
 * revoked: whoever had the old password is signed out.
 */
export async function setPasswordWithToken(token: string, password: string, db: Db = getDb()): Promise<SetPasswordResult> {
  const row = await findPasswordToken(db, token)
  if (!row) return { ok: false }
  const passwordHash = await hashPassword(password)
  return writeTransaction(async (trx): Promise<SetPasswordResult> => {
    if (!(await consumePasswordToken(trx, token))) return { ok: false }
    await trx.updateTable('users').set({ password_hash: passwordHash, updated_at: now() }).where('id', '=', row.user_id).execute()
    await trx.deleteFrom('sessions').where('user_id', '=', row.user_id).execute()
    // Other live links for the same account stop working too.
    await trx.updateTable('tokens').set({ used_at: now() }).where('user_id', '=', row.user_id).where('used_at', 'is', null).execute()
    return { ok: true, userId: row.user_id }
  }, db)
}

/** Whether a link is still usable, and for which address (shown on the page). */
export async function describePasswordToken(token: string, db: Db = getDb()) {
  const row = await findPasswordToken(db, token)
  if (!row) return null
  const user = await db.selectFrom('users').select(['email']).where('id', '=', row.user_id).executeTakeFirst()
  return user ? { email: user.email, purpose: row.purpose } : null
}
