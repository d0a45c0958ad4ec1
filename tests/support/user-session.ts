// Prints a session cookie (name=value) for a user of the database and SESSION_SECRET in the
// environment, for browser specs that run their own app process: `client` (no admin rights) or
// `staff-without-second-factor` (an admin who has not enrolled an authenticator). Run with tsx; the
// email is the first argument, the kind the second.
const [email, kind] = process.argv.slice(2)
if (!email || !['client', 'staff-without-second-factor'].includes(kind ?? '')) {
  console.error('usage: tsx tests/support/user-session.ts EMAIL client|staff-without-second-factor')
  process.exit(2)
}
const { upsertUser, makeAdmin, createSession } = await import('~/utils/auth.server')
const user = await upsertUser({ email, password: 'correct horse battery staple', verified: true })
if (kind === 'staff-without-second-factor') await makeAdmin(user.id)
const setCookie = await createSession(user.id, new Request('http://localhost/'))
process.stdout.write(setCookie.split(';')[0])
process.exit(0)
export {}
