// One-time password links and the account emails, against a fresh SQLite file.
import { beforeAll, describe, expect, test } from 'vitest'
import { useFreshDatabase } from '../support/app-process'

let app: {
  db: import('~/utils/db.server').Db
  upsertUser: typeof import('~/utils/auth.server').upsertUser
  createSession: typeof import('~/utils/auth.server').createSession
  checkCredentials: typeof import('~/utils/auth.server').checkCredentials
  setPasswordWithToken: typeof import('~/models/accounts.server').setPasswordWithToken
  createTestAccount: typeof import('~/models/accounts.server').createTestAccount
  createPasswordToken: typeof import('~/models/password-tokens.server').createPasswordToken
  renderEmail: typeof import('~/emails/templates.server').renderEmail
  ensureClientProfile: typeof import('~/models/clients.server').ensureClientProfile
}

beforeAll(async () => {
  useFreshDatabase({ APP_URL: 'https://firm.example', FIRM_NOTIFY_EMAIL: 'desk@firm.example' })
  const { migrate } = await import('~/utils/migrate.server')
  const { getDb, getSqlite } = await import('~/utils/db.server')
  migrate(getSqlite())
  const auth = await import('~/utils/auth.server')
  const accounts = await import('~/models/accounts.server')
  app = {
    db: getDb(),
    upsertUser: auth.upsertUser,
    createSession: auth.createSession,
    checkCredentials: auth.checkCredentials,
    setPasswordWithToken: accounts.setPasswordWithToken,
    createTestAccount: accounts.createTestAccount,
    createPasswordToken: (await import('~/models/password-tokens.server')).createPasswordToken,
    renderEmail: (await import('~/emails/templates.server')).renderEmail,
    ensureClientProfile: (await import('~/models/clients.server')).ensureClientProfile,
  }
})

async function user(password = 'the first password') {
  const email = `acct-${Math.random().toString(36).slice(2)}@client.example`
  const { id } = await app.upsertUser({ email, password, firstName: 'Lena' })
  return { id, email }
}

describe('one-time password links', () => {
  test('two simultaneous uses of one link: exactly one sets the password', async () => {
    const { id, email } = await user()
    const token = await app.createPasswordToken(id, 'set-password')
    const results = await Promise.all([
      app.setPasswordWithToken(token, 'password number one'),
      app.setPasswordWithToken(token, 'password number two'),
    ])
    expect(results.filter((r) => r.ok)).toHaveLength(1)
    const one = await app.checkCredentials(email, 'password number one')
    const two = await app.checkCredentials(email, 'password number two')
    expect([one, two].filter(Boolean)).toHaveLength(1)
  })

  test('setting a password signs out every session and spends the account’s other links', async () => {
    const { id } = await user()
    await app.createSession(id, new Request('http://localhost/'))
    await app.createSession(id, new Request('http://localhost/'))
    const reset = await app.createPasswordToken(id, 'reset-password')
    const other = await app.createPasswordToken(id, 'set-password')
    expect((await app.setPasswordWithToken(reset, 'a new password')).ok).toBe(true)
    expect(await app.db.selectFrom('sessions').select('id').where('user_id', '=', id).execute()).toEqual([])
    expect((await app.setPasswordWithToken(other, 'yet another password')).ok).toBe(false)
  })

  test('an expired link is refused', async () => {
    const { id } = await user()
    const token = await app.createPasswordToken(id, 'reset-password')
    await app.db
      .updateTable('tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', id)
      .execute()
    expect((await app.setPasswordWithToken(token, 'too late password')).ok).toBe(false)
  })

  test('a test account carries the Test / User metadata; a taken email gets the same answer and changes nothing', async () => {
    const email = `trial-${Math.random().toString(36).slice(2)}@client.example`
    const request = new Request('http://localhost/auth', { headers: { 'x-client-address': '203.0.113.7' } })
    expect(await app.createTestAccount({ email, password: 'a long test password' }, request)).toEqual({ ok: true })
    const before = await app.db.selectFrom('users').select(['password_hash']).where('email', '=', email).executeTakeFirstOrThrow()
    expect(await app.createTestAccount({ email, password: 'another long password' }, request)).toEqual({ ok: true })
    const row = await app.db
      .selectFrom('users')
      .select(['first_name', 'last_name', 'is_test_account', 'password_hash'])
      .where('email', '=', email)
      .executeTakeFirst()
    expect(row).toEqual({ first_name: 'Test', last_name: 'User', is_test_account: 1, password_hash: before.password_hash })
  })
})

describe('account and portal emails', () => {
  test('set-password: a link to /auth/set-password whose token (stored only hashed) works once', async () => {
    const { id, email } = await user()
    const mail = await app.renderEmail(app.db, 'set-password', { userId: id })
    expect(mail.to).toBe(email)
    const link = mail.text.match(/https:\/\/firm\.example\/auth\/set-password\?token=(\S+)/)
    expect(link).toBeTruthy()
    const token = decodeURIComponent(link![1])
    expect(await app.db.selectFrom('tokens').select('id').where('token_hash', '=', token).execute()).toEqual([])
    expect(mail.html).toContain('Set your password')
    expect((await app.setPasswordWithToken(token, 'chosen from the email')).ok).toBe(true)
    expect((await app.setPasswordWithToken(token, 'chosen from the email')).ok).toBe(false)
  })

  test('reset-password expires in one hour and says so', async () => {
    const { id } = await user()
    const mail = await app.renderEmail(app.db, 'reset-password', { userId: id })
    expect(mail.subject).toBe('Reset your client portal password')
    expect(mail.text).toContain('expires in one hour')
  })

  test('client-message-notification goes to the firm, replies to the client, and escapes what the client typed', async () => {
    const { id } = await user()
    const profile = await app.ensureClientProfile({ id, firstName: 'Lena', lastName: 'Ortiz', companyName: 'Ortiz Foods' })
    await app.db
      .insertInto('contact_messages')
      .values({
        id: 'm1',
        client_id: profile.id,
        name: 'Lena Ortiz',
        email: 'lena@ortiz.example',
        message: '<b>Call me</b> on Friday',
        created_at: new Date().toISOString(),
      })
      .execute()
    const mail = await app.renderEmail(app.db, 'client-message-notification', { messageId: 'm1' })
    expect(mail.to).toBe('desk@firm.example')
    expect(mail.replyTo).toBe('lena@ortiz.example')
    expect(mail.subject).toBe('Client portal message from Lena Ortiz')
    expect(mail.text).toContain('Company: Ortiz Foods')
    expect(mail.html).toContain('&lt;b&gt;Call me&lt;/b&gt;')
    expect(mail.html).not.toContain('<b>Call me</b>')
  })
})
