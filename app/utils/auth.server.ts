// Accounts and database-backed sessions: password hashing, sign-in, and the guards routes call.
import { hash, verify } from '@node-rs/argon2'
import { redirect } from '@remix-run/node'
import { siteCookieStorage } from './cookie-storage.server'
import { createId, getDb, hasRows, now, type Tx } from './db.server'
import { hasSecondFactor } from '~/models/two-factor.server'
import { endPendingSignIns } from '~/models/pending-sign-ins.server'
import { localePath } from './i18n'
import { requestLang } from './i18n.server'
import { combineHeaders, safeRedirect } from './misc'
import { clientIp } from './rate-limit.server'

/**
 * A session lives while it is used (idle limit, rolling) and never longer than its absolute limit from
 * sign-in, whatever the use. Staff sessions are shorter: they open the whole firm's data.
 */
export const SESSION_LIMITS = {
  client: { idleMs: 14 * 24 * 3600 * 1000, absoluteMs: 30 * 24 * 3600 * 1000 },
  admin: { idleMs: 12 * 3600 * 1000, absoluteMs: 7 * 24 * 3600 * 1000 },
} as const
/** How long the session cookie itself is kept: the longest any session can live. */
export const SESSION_DAYS = 30
const sessionKey = 'sid'

// OWASP's minimum for argon2id: 19 MiB memory, 2 iterations, 1 lane.
const argonOptions = { memoryCost: 19456, timeCost: 2, parallelism: 1, algorithm: 2 } as const

export function hashPassword(password: string) {
  return hash(password, argonOptions)
}

export async function verifyPassword(passwordHash: string, password: string) {
  try {
    return await verify(passwordHash, password)
  } catch {
    return false
  }
}

// A hash of a throwaway password, verified against when the email is unknown, so timing says nothing.
let dummyHash: Promise<string> | undefined

export function sessionStorage() {
  return siteCookieStorage('en_session', SESSION_DAYS * 24 * 3600)
}

/** The account with that address (compared trimmed and lower-cased, as stored), if any. */
export function findUserByEmail(email: string, tx?: Tx) {
  return (tx ?? getDb())
    .selectFrom('users')
    .select(['id', 'email', 'password_hash', 'is_test_account', 'email_verified_at'])
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst()
}

export type SessionUser = { id: string; email: string; firstName: string | null; lastName: string | null }

/** Checks an email and password; returns the user or null. */
export async function checkCredentials(email: string, password: string) {
  const user = await findUserByEmail(email)
  if (!user?.password_hash) {
    dummyHash ??= hashPassword('not-a-real-password')
    await verifyPassword(await dummyHash, password)
    return null
  }
  return (await verifyPassword(user.password_hash, password)) ? { id: user.id, email: user.email } : null
}

/**
 * Creates a database session and returns the Set-Cookie header that carries its id. With `scopeSignupId`
 * it is a purchase's session (the browser that paid, before the address is proven): getUser does not
 * count it, so no guard of the portal, the Circle or the admin panel lets it in; only the purchase's own
 * page reads it (getPurchaseSession).
 */
export async function createSession(userId: string, request: Request, scopeSignupId: string | null = null) {
  const id = createId()
  const limits = !scopeSignupId && (await isAdmin(userId)) ? SESSION_LIMITS.admin : SESSION_LIMITS.client
  await getDb()
    .insertInto('sessions')
    .values({
      id,
      user_id: userId,
      created_at: now(),
      expires_at: new Date(Date.now() + limits.idleMs).toISOString(),
      ip: clientIp(request).slice(0, 64),
      user_agent: request.headers.get('user-agent')?.slice(0, 300) ?? null,
      scope_signup_id: scopeSignupId,
    })
    .execute()
  const cookie = await sessionStorage().getSession()
  cookie.set(sessionKey, id)
  // The cookie itself lasts as long as the session could; the database row decides whether it still works.
  return sessionStorage().commitSession(cookie, { expires: new Date(Date.now() + SESSION_LIMITS.client.absoluteMs) })
}

export async function readSessionId(request: Request) {
  const cookie = await sessionStorage().getSession(request.headers.get('cookie'))
  const id = cookie.get(sessionKey)
  return typeof id === 'string' ? id : null
}

/** When a session stops working: its idle deadline, capped by its absolute one (pure, unit-tested). */
export function sessionDeadline(session: { created_at: string; expires_at: string }, isAdmin: boolean) {
  const limits = isAdmin ? SESSION_LIMITS.admin : SESSION_LIMITS.client
  const absolute = Date.parse(session.created_at) + limits.absoluteMs
  return Math.min(Date.parse(session.expires_at), absolute)
}

/** The next idle deadline after a use at `at`, capped by the absolute one; null when no extension is due yet. */
export function extendedDeadline(session: { created_at: string; expires_at: string }, isAdmin: boolean, at = Date.now()) {
  const limits = isAdmin ? SESSION_LIMITS.admin : SESSION_LIMITS.client
  const absolute = Date.parse(session.created_at) + limits.absoluteMs
  const next = Math.min(at + limits.idleMs, absolute)
  const current = Date.parse(session.expires_at)
  if (next <= current) return null
  // Extend once the session has used half its idle time (one write a while, not one a request), or
  // straight to the absolute limit when that is what is left.
  return next - current >= limits.idleMs / 2 || next === absolute ? next : null
}

/**
 * The signed-in user, or null. A session ends after its idle limit without use (each use in the second
 * half of that limit extends it) and in any case at its absolute limit from sign-in.
 */
export async function getUser(request: Request): Promise<SessionUser | null> {
  const row = await liveSession(request, 'sign-in')
  if (!row) return null
  const next = extendedDeadline(row, row.admin)
  if (next !== null) {
    await getDb()
      .updateTable('sessions')
      .set({ expires_at: new Date(next).toISOString() })
      .where('id', '=', row.id)
      .execute()
  }
  return { id: row.user_id, email: row.email, firstName: row.first_name, lastName: row.last_name }
}

export type PurchaseSession = { sessionId: string; userId: string; email: string; signupId: string }

/**
 * The purchase's session this browser holds, if any and still live: the account and the one signup it
 * may see. Ends like any client session (idle and absolute limits), and with every other session of the
 * account when the owner proves the address by setting a password through the emailed link.
 */
export async function getPurchaseSession(request: Request): Promise<PurchaseSession | null> {
  const row = await liveSession(request, 'purchase')
  if (!row?.scope_signup_id) return null
  return { sessionId: row.id, userId: row.user_id, email: row.email, signupId: row.scope_signup_id }
}

/**
 * The session this browser holds, joined to its account, if it is of that kind and still live: a sign-in
 * or a purchase's session (which is not a sign-in: it opens only its purchase's page). One past its
 * deadline is deleted. `admin`: the account is staff and the session a sign-in, so the shorter limits apply
 * (a purchase's session ends like any client's).
 */
async function liveSession(request: Request, kind: 'sign-in' | 'purchase') {
  const sessionId = await readSessionId(request)
  if (!sessionId) return null
  const db = getDb()
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .leftJoin('admins', 'admins.user_id', 'users.id')
    .select([
      'sessions.id',
      'sessions.user_id',
      'sessions.scope_signup_id',
      'sessions.expires_at',
      'sessions.created_at',
      'users.email',
      'users.first_name',
      'users.last_name',
      'admins.user_id as admin_id',
    ])
    .where('sessions.id', '=', sessionId)
    .where('sessions.scope_signup_id', kind === 'purchase' ? 'is not' : 'is', null)
    .executeTakeFirst()
  if (!row) return null
  const admin = kind === 'sign-in' && row.admin_id !== null
  if (sessionDeadline(row, admin) <= Date.now()) {
    await db.deleteFrom('sessions').where('id', '=', sessionId).execute()
    return null
  }
  return { ...row, admin }
}

/** Where a purchase's session belongs: its purchase's page. */
export function purchasePortalPath(signupId: string) {
  return `/growth-score/portal?signup_id=${encodeURIComponent(signupId)}`
}

/**
 * Signs a user out everywhere (but for `keepSessionId`, the session making the change). Called on every
 * password change or reset, admin grant and role change: whoever held the account before loses it,
 * including a sign-in waiting for its second factor.
 */
export async function revokeSessions(userId: string, keepSessionId?: string, tx?: Tx) {
  let query = (tx ?? getDb()).deleteFrom('sessions').where('user_id', '=', userId)
  if (keepSessionId) query = query.where('id', '!=', keepSessionId)
  await query.execute()
  await endPendingSignIns(userId, tx)
}

export async function isAdmin(userId: string) {
  return hasRows(getDb().selectFrom('admins').where('user_id', '=', userId))
}

/**
 * For portal loaders and actions: the user, or a redirect to /auth that comes back afterwards. A page
 * under /es leads to the same pages in Spanish (/es/auth, the purchase's page under /es).
 */
export async function requireUser(request: Request) {
  const user = await getUser(request)
  if (!user) {
    const lang = requestLang(request)
    // The browser that paid, before its address is proven: its purchase's page, not a sign-in form.
    const purchase = await getPurchaseSession(request)
    if (purchase) throw redirect(localePath(lang, purchasePortalPath(purchase.signupId)))
    const url = new URL(request.url)
    const back = safeRedirect(`${url.pathname}${url.search}`, '/dashboard')
    throw redirect(`${localePath(lang, '/auth')}?redirectTo=${encodeURIComponent(back)}`)
  }
  return user
}

/** Admins only: visitors go to /auth, signed-in non-admins to /. */
export async function requireAdmin(request: Request) {
  const user = await requireUser(request)
  if (!(await isAdmin(user.id))) throw redirect('/')
  // Staff need a second factor: without one, enrolment comes first, then back to the page asked for.
  if (!(await hasSecondFactor(user.id))) {
    const url = new URL(request.url)
    const back = safeRedirect(`${url.pathname}${url.search}`, '/internal-admin')
    throw redirect(`/auth/two-factor/setup?redirectTo=${encodeURIComponent(request.method === 'GET' ? back : '/internal-admin')}`)
  }
  return user
}

export async function requireAnonymous(request: Request) {
  if (await getUser(request)) throw redirect('/dashboard')
}

/** Deletes the session row (so the old cookie stops working anywhere) and clears the cookie. */
/** Ends the request's session and redirects to `redirectTo`, with `init`'s headers too (e.g. the toast's cookie). */
export async function logout(request: Request, redirectTo = '/', init?: ResponseInit) {
  const sessionId = await readSessionId(request)
  if (sessionId) await getDb().deleteFrom('sessions').where('id', '=', sessionId).execute()
  const cookie = await sessionStorage().getSession(request.headers.get('cookie'))
  throw redirect(redirectTo, {
    ...init,
    headers: combineHeaders({ 'set-cookie': await sessionStorage().destroySession(cookie) }, init?.headers),
  })
}

/**
 * Creates a user, or updates the password of an existing one with that email. A changed password signs
 * the account out everywhere. `verified`: the caller vouches for the address (the operator's CLI, the
 * configured admin): the account stops being a test account and counts as proven.
 */
export async function upsertUser(
  input: {
    email: string
    password?: string
    firstName?: string | null
    lastName?: string | null
    isTestAccount?: boolean
    verified?: boolean
  },
  tx?: Tx,
) {
  const db = tx ?? getDb()
  const email = input.email.trim().toLowerCase()
  const existing = await findUserByEmail(email, tx)
  if (existing) {
    const unchanged = input.password && existing.password_hash ? await verifyPassword(existing.password_hash, input.password) : false
    if (input.password && !unchanged) {
      await db
        .updateTable('users')
        .set({ password_hash: await hashPassword(input.password), updated_at: now() })
        .where('id', '=', existing.id)
        .execute()
      await revokeSessions(existing.id, undefined, tx)
    }
    if (input.verified && (existing.is_test_account || !existing.email_verified_at)) {
      // Whoever set this account up before the operator vouched for it (a self-made test account with
      // this address, say) must not keep it: its password and sessions go unless the operator set one now.
      await db
        .updateTable('users')
        .set({ is_test_account: 0, email_verified_at: now(), updated_at: now(), ...(input.password ? {} : { password_hash: null }) })
        .where('id', '=', existing.id)
        .execute()
      await revokeSessions(existing.id, undefined, tx)
    }
    return { id: existing.id, created: false }
  }
  const passwordHash = input.password ? await hashPassword(input.password) : null
  const id = createId()
  await db
    .insertInto('users')
    .values({
      id,
      email,
      password_hash: passwordHash,
      first_name: input.firstName ?? null,
      last_name: input.lastName ?? null,
      is_test_account: input.isTestAccount ? 1 : 0,
      email_verified_at: input.verified ? now() : null,
      created_at: now(),
      updated_at: now(),
    })
    .execute()
  return { id, created: true }
}

/** Grants the admin role. A new grant signs the account out everywhere: its next session is an admin's, from a fresh sign-in. */
export async function makeAdmin(userId: string) {
  const result = await getDb()
    .insertInto('admins')
    .values({ user_id: userId, created_at: now() })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst()
  if (Number(result.numInsertedOrUpdatedRows ?? 0) > 0) await revokeSessions(userId)
}
