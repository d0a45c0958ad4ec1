// Accounts and database-backed sessions: password hashing, sign-in, and the guards routes call.
import { hash, verify } from '@node-rs/argon2'
import { createCookieSessionStorage, redirect } from '@remix-run/node'
import { createId, getDb, now, type Db } from './db.server'
import { hasSecondFactor } from '~/models/two-factor.server'
import { env } from './env.server'
import { safeRedirect } from './misc'

export const SESSION_DAYS = 30
const SESSION_MS = SESSION_DAYS * 24 * 3600 * 1000
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
  const production = env().production
  return createCookieSessionStorage({
    cookie: {
      name: production ? '__Host-en_session' : 'en_session',
      sameSite: 'lax',
      path: '/',
      httpOnly: true,
      secure: production,
      secrets: [env().sessionSecret],
      maxAge: SESSION_DAYS * 24 * 3600,
    },
  })
}

export type SessionUser = { id: string; email: string; firstName: string | null; lastName: string | null }

/** Checks an email and password; returns the user or null. */
export async function checkCredentials(email: string, password: string, db: Db = getDb()) {
  const user = await db
    .selectFrom('users')
    .select(['id', 'email', 'password_hash'])
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst()
  if (!user?.password_hash) {
    dummyHash ??= hashPassword('not-a-real-password')
    await verifyPassword(await dummyHash, password)
    return null
  }
  return (await verifyPassword(user.password_hash, password)) ? { id: user.id, email: user.email } : null
}

/** Creates a database session and returns the Set-Cookie header that carries its id. */
export async function createSession(userId: string, request: Request, db: Db = getDb()) {
  const id = createId()
  await db
    .insertInto('sessions')
    .values({
      id,
      user_id: userId,
      created_at: now(),
      expires_at: new Date(Date.now() + SESSION_MS).toISOString(),
      ip: request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() ?? null,
      user_agent: request.headers.get('user-agent')?.slice(0, 300) ?? null,
    })
    .execute()
  const cookie = await sessionStorage().getSession()
  cookie.set(sessionKey, id)
  return sessionStorage().commitSession(cookie, { expires: new Date(Date.now() + SESSION_MS) })
}

export async function readSessionId(request: Request) {
  const cookie = await sessionStorage().getSession(request.headers.get('cookie'))
  const id = cookie.get(sessionKey)
  return typeof id === 'string' ? id : null
}

/** The signed-in user, or null. Sessions roll: one used in its second half is extended. */
export async function getUser(request: Request, db: Db = getDb()): Promise<SessionUser | null> {
  const sessionId = await readSessionId(request)
  if (!sessionId) return null
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['users.id', 'users.email', 'users.first_name', 'users.last_name', 'sessions.expires_at'])
    .where('sessions.id', '=', sessionId)
    .executeTakeFirst()
  if (!row) return null
  const expires = Date.parse(row.expires_at)
  if (expires <= Date.now()) {
    await db.deleteFrom('sessions').where('id', '=', sessionId).execute()
    return null
  }
  if (expires - Date.now() < SESSION_MS / 2) {
    await db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() + SESSION_MS).toISOString() })
      .where('id', '=', sessionId)
      .execute()
  }
  return { id: row.id, email: row.email, firstName: row.first_name, lastName: row.last_name }
}

export async function isAdmin(userId: string, db: Db = getDb()) {
  const row = await db.selectFrom('admins').select('user_id').where('user_id', '=', userId).executeTakeFirst()
  return Boolean(row)
}

/** For portal loaders and actions: the user, or a redirect to /auth that comes back afterwards. */
export async function requireUser(request: Request) {
  const user = await getUser(request)
  if (!user) {
    const url = new URL(request.url)
    const back = safeRedirect(`${url.pathname}${url.search}`, '/dashboard')
    throw redirect(`/auth?redirectTo=${encodeURIComponent(back)}`)
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
export async function logout(request: Request, redirectTo = '/') {
  const sessionId = await readSessionId(request)
  if (sessionId) await getDb().deleteFrom('sessions').where('id', '=', sessionId).execute()
  const cookie = await sessionStorage().getSession(request.headers.get('cookie'))
  throw redirect(redirectTo, { headers: { 'set-cookie': await sessionStorage().destroySession(cookie) } })
}

/** Creates a user, or updates the password of an existing one with that email. */
export async function upsertUser(
  input: { email: string; password?: string; firstName?: string | null; lastName?: string | null; isTestAccount?: boolean },
  db: Db = getDb(),
) {
  const email = input.email.trim().toLowerCase()
  const passwordHash = input.password ? await hashPassword(input.password) : null
  const existing = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()
  if (existing) {
    if (passwordHash) {
      await db.updateTable('users').set({ password_hash: passwordHash, updated_at: now() }).where('id', '=', existing.id).execute()
    }
    return { id: existing.id, created: false }
  }
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
      created_at: now(),
      updated_at: now(),
    })
    .execute()
  return { id, created: true }
}

export async function makeAdmin(userId: string, db: Db = getDb()) {
  await db.insertInto('admins').values({ user_id: userId, created_at: now() }).onConflict((oc) => oc.doNothing()).execute()
}
