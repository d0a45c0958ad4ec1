// Accounts: signing in through remix-auth's FormStrategy (rate limited per IP and per email), test
// accounts, and the one-time links that set or reset a password.
import { Authenticator } from 'remix-auth'
import { FormStrategy } from 'remix-auth-form'
import { enqueue } from '~/jobs/outbox.server'
import { checkCredentials, findUserByEmail, hashPassword, makeAdmin, revokeSessions, upsertUser } from '~/utils/auth.server'
import { getDb, now, writeTransaction, type Tx } from '~/utils/db.server'
import type { Lang } from '~/utils/i18n'
import { copiesIn, requestLang, serverT } from '~/utils/i18n.server'
import { backoffWait, clearFailures, clientIp, hitRateLimit, peekRateLimit, recordFailure } from '~/utils/rate-limit.server'
import { remember } from '@epic-web/remember'
import { isKnownDevice } from '~/utils/two-factor-sign-in.server'
import { waitText } from '~/utils/wait-text'
import { consumePasswordToken, findPasswordToken } from './password-tokens.server'
import { endPendingSignIns } from './pending-sign-ins.server'

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

/** The refusals in the sign-in page's language (the request's URL: /auth or /es/auth). */
function invalidMessage(lang: Lang) {
  return serverT(lang, 'auth')('signIn.invalid')
}

function waitMessage(lang: Lang, seconds: number) {
  return serverT(lang, 'auth')('signIn.tooManyAttempts', { wait: waitText(copiesIn(lang), seconds) })
}

/**
 * The form strategy's verify step. Limits slow a guesser without letting anyone lock the owner out:
 * - per IP: 20 attempts per 15 minutes, and 100 failures a day on any accounts;
 * - per email and IP pair: after 5 consecutive failures the next attempt waits 30 s, and each further
 *   failure doubles that, up to 15 minutes; the owner, from their own address, has a count of their own,
 *   which a success clears.
 * Nothing counts per email alone, so failures from elsewhere never refuse the owner.
 */
export async function verifySignIn({ form, request }: FormStrategy.VerifyOptions): Promise<SignedInUser> {
  const email = String(form.get('email') ?? '')
    .trim()
    .toLowerCase()
  const password = String(form.get('password') ?? '')
  const ip = clientIp(request)
  const pair = `sign-in:${email}:${ip}`
  const wait = (await hitRateLimit('signInIp', ip)) ?? (await peekRateLimit('signInIpFailures', ip)) ?? (await backoffWait(pair))
  const lang = requestLang(request)
  if (wait) throw new SignInError(waitMessage(lang, wait), 'rate-limited')
  const user = await checkCredentials(email, password)
  if (!user) {
    await Promise.all([recordFailure(pair), hitRateLimit('signInIpFailures', ip)])
    throw new SignInError(invalidMessage(lang), 'invalid')
  }
  await clearFailures(pair)
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

export type TestAccountResult = { ok: true } | { ok: false; rateLimitedSeconds: number }

/**
 * A test account (metadata Test / User), marked as one. Test accounts are a demonstration: they are never
 * given a purchase, a paid portal or a role (see provisionClient and upsertUser's `verified`), so an
 * address taken this way gives nothing over the real owner. The answer is the same whether or not the
 * address already has an account (nothing is created or changed then), so the form tells no one which
 * addresses are clients. Five a hour per IP.
 */
export async function createTestAccount(values: { email: string; password: string }, request: Request): Promise<TestAccountResult> {
  const wait = await hitRateLimit('testAccount', clientIp(request))
  if (wait) return { ok: false, rateLimitedSeconds: wait }
  const email = values.email.trim().toLowerCase()
  const taken = await findUserByEmail(email)
  if (taken) {
    // As long as creating one would take: the answer's timing says nothing either.
    await hashPassword(values.password)
    return { ok: true }
  }
  const created = await upsertUser({ email, password: values.password, firstName: 'Test', lastName: 'User', isTestAccount: true })
  // Made on /es/auth: the account's emails are written in Spanish.
  await setAccountLanguage(created.id, requestLang(request))
  return { ok: true }
}

/**
 * The language of an account's emails and portal (users.language): the language of the page it last
 * signed in on (or was created from).
 */
export async function setAccountLanguage(userId: string, language: Lang, tx?: Tx) {
  await (tx ?? getDb()).updateTable('users').set({ language }).where('id', '=', userId).where('language', '!=', language).execute()
}

/**
 * ADMIN_EMAIL and ADMIN_PASSWORD: that admin exists after any start (`npm start`, `start:web`, the
 * production supervisor). Idempotent and quiet when nothing changed: the same password is not rewritten
 * (so sessions survive a restart); a new password or a new grant signs the account out everywhere.
 */
export async function ensureConfiguredAdmin(config: { ADMIN_EMAIL?: string; ADMIN_PASSWORD?: string }) {
  if (!config.ADMIN_EMAIL || !config.ADMIN_PASSWORD) return null
  const user = await upsertUser({ email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD, verified: true })
  await makeAdmin(user.id)
  return user
}

/**
 * The account a paid purchase is attached to (inside the provisioning transaction). A purchase goes
 * only to an account whose owner can prove the address, never to one someone else may have made:
 * - no account yet: a new one, without a password (the owner sets one through the emailed link);
 * - a test account with that address (anyone can make one): it is retired (its address released, its
 *   password and sessions gone) and a new account made, so whoever made it sees nothing of the purchase;
 * - a real account: kept. If it has a password its owner has not proven (none should), that password
 *   and its sessions go.
 * The caller always emails the set-password link: only the address's owner can open the portal.
 */
export async function accountForPurchase(
  trx: Tx,
  input: { email: string; firstName: string; lastName: string | null; /** the purchase's language, for a new account */ language?: Lang },
) {
  const existing = await findUserByEmail(input.email, trx)
  if (existing?.is_test_account) await retireAccount(trx, existing.id)
  else if (existing) {
    if (existing.password_hash && !existing.email_verified_at) {
      await trx.updateTable('users').set({ password_hash: null, updated_at: now() }).where('id', '=', existing.id).execute()
      await revokeSessions(existing.id, undefined, trx)
    }
    return { id: existing.id, created: false }
  }
  const created = await upsertUser({ email: input.email, firstName: input.firstName, lastName: input.lastName }, trx)
  if (input.language) await setAccountLanguage(created.id, input.language, trx)
  return created
}

/** Takes a test account out of use: a placeholder address (so the real one is free), no password, no sessions, no live links. */
async function retireAccount(trx: Tx, userId: string) {
  await trx
    .updateTable('users')
    .set({ email: `retired-test-account-${userId}@invalid`, password_hash: null, updated_at: now() })
    .where('id', '=', userId)
    .execute()
  await revokeSessions(userId, undefined, trx)
  await trx.updateTable('tokens').set({ used_at: now() }).where('user_id', '=', userId).where('used_at', 'is', null).execute()
}

/**
 * Seconds to wait before another reset request, or null. Counted per address (any emails), per email and
 * address pair, and per email from browsers that have never signed in to that account: a stranger's
 * requests never refuse the owner's own from another address or from their usual browser, and a
 * flood from many addresses still sends one inbox 10 links an hour at most. The answer does not
 * depend on whether the email has an account.
 */
export async function passwordResetWait(request: Request, rawEmail: string) {
  const ip = clientIp(request)
  const email = rawEmail.trim().toLowerCase()
  const wait = (await hitRateLimit('passwordReset', ip)) ?? (await hitRateLimit('passwordResetPair', `${email}:${ip}`))
  if (wait) return wait
  const user = await findUserByEmail(email)
  if (user && (await isKnownDevice(request, user.id))) return null
  return hitRateLimit('passwordResetAccount', email)
}

/**
 * Emails a reset link when the address has an account. The link's token is minted by the email
 * template at send time, so the secret never sits in the database or the job payload.
 * Returns nothing either way: the page says the same thing whether or not the account exists.
 */
export async function requestPasswordReset(email: string) {
  const user = await findUserByEmail(email)
  if (!user) return
  await writeTransaction((trx) =>
    enqueue(trx, 'send-email', { template: 'reset-password', params: { userId: user.id } }, { type: 'user', id: user.id }),
  )
}

export type SetPasswordResult = { ok: true; userId: string } | { ok: false }

/**
 * Sets a password from a one-time link. The token is used up in the same transaction that stores the
 * new hash, so two submissions of one link cannot both succeed. Every other session of the account is
 * revoked: whoever had the old password is signed out.
 */
export async function setPasswordWithToken(token: string, password: string): Promise<SetPasswordResult> {
  const row = await findPasswordToken(token)
  if (!row) return { ok: false }
  const passwordHash = await hashPassword(password)
  return writeTransaction(async (trx): Promise<SetPasswordResult> => {
    if (!(await consumePasswordToken(trx, token))) return { ok: false }
    // Using the emailed link proves the address.
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, email_verified_at: now(), updated_at: now() })
      .where('id', '=', row.user_id)
      .execute()
    await trx.deleteFrom('sessions').where('user_id', '=', row.user_id).execute()
    // A sign-in waiting for its code, started with the old password, ends too.
    await endPendingSignIns(row.user_id, trx)
    // Other live links for the same account stop working too.
    await trx.updateTable('tokens').set({ used_at: now() }).where('user_id', '=', row.user_id).where('used_at', 'is', null).execute()
    return { ok: true, userId: row.user_id }
  })
}

/** Whether a link is still usable, and for which address (shown on the page). */
export async function describePasswordToken(token: string) {
  const row = await findPasswordToken(token)
  if (!row) return null
  const user = await getDb().selectFrom('users').select(['email']).where('id', '=', row.user_id).executeTakeFirst()
  return user ? { email: user.email, purpose: row.purpose } : null
}
