// Prints a signed-in admin's session cookie (name=value) for the database and SESSION_SECRET in the
// environment: an admin with a confirmed authenticator, for browser specs that run their own app
// process (and so cannot use the fixtures' database). Run with tsx; the email is the first argument.
import { enrolSecondFactor } from './two-factor'

const email = process.argv[2] ?? 'partner@harborvale.example'
const { upsertUser, makeAdmin, createSession } = await import('~/utils/auth.server')
const { hasSecondFactor } = await import('~/models/two-factor.server')
const user = await upsertUser({ email, password: 'correct horse battery staple', verified: true })
await makeAdmin(user.id)
if (!(await hasSecondFactor(user.id))) await enrolSecondFactor({ id: user.id, email })
const setCookie = await createSession(user.id, new Request('http://localhost/'))
process.stdout.write(setCookie.split(';')[0])
process.exit(0)
