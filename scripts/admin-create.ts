// npm run admin:create -- --email E --password P : creates or promotes an admin.
// --reset-2fa removes that admin's second factor and signs them out everywhere.
// First, before anything can create a file: the umask that makes files 0600 and folders 0700.
import '~/utils/private-files.server'
import { parseArgs } from 'node:util'
import { resetSecondFactor } from '~/models/two-factor.server'
import { makeAdmin, upsertUser } from '~/utils/auth.server'
import { getDb, getSqlite } from '~/utils/db.server'
import { PASSWORD_MIN } from '~/schemas/auth'
import { emailAddress } from '~/schemas/fields'
import { passwordProblem } from '~/utils/password-policy.server'
import { checkEnvOrExit } from '~/utils/env.server'
import { migrate } from '~/utils/migrate.server'
import { copiesIn } from '~/utils/i18n.server'

checkEnvOrExit()
const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' }, 'reset-2fa': { type: 'boolean' } } })
if (!values.email || !emailAddress(copiesIn('en')).safeParse(values.email).success) {
  console.error(`usage: npm run admin:create -- --email you@firm.com --password "at least ${PASSWORD_MIN} characters"`)
  process.exit(1)
}
if (values.password !== undefined) {
  const problem =
    values.password.length < PASSWORD_MIN
      ? `The password must be at least ${PASSWORD_MIN} characters.`
      : passwordProblem(values.password, { email: values.email })
  if (problem) {
    console.error(problem)
    process.exit(1)
  }
}
migrate(getSqlite())
// The operator vouches for the address: a test account someone made with it loses its password (unless
// one is given here) and, like any account whose role or password changes, every session it had.
const user = await upsertUser({ email: values.email, password: values.password, verified: true })
await makeAdmin(user.id)
if (values['reset-2fa']) {
  // Lost phone and recovery codes: the factor goes, and so does every session, so the next visit to the
  // admin panel signs in with the password and enrols a new authenticator.
  const { hadSecondFactor, sessionsRevoked } = await resetSecondFactor(user.id)
  console.log(
    `${values.email}: two-factor sign-in ${hadSecondFactor ? 'removed' : 'was not set up'}; ${sessionsRevoked} session(s) signed out.`,
  )
}
console.log(`${values.email} is an admin${user.created ? ' (new account)' : ''}.`)
const row = await getDb().selectFrom('users').select('password_hash').where('id', '=', user.id).executeTakeFirst()
if (!row?.password_hash) console.log('No password set yet: pass --password to set one.')
