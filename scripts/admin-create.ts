// npm run admin:create -- --email E --password P : creates or promotes an admin.
import { parseArgs } from 'node:util'
import { makeAdmin, upsertUser } from '~/utils/auth.server'
import { getSqlite } from '~/utils/db.server'
import { checkEnvOrExit } from '~/utils/env.server'
import { migrate } from '~/utils/migrate.server'

checkEnvOrExit()
const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } } })
if (!values.email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email)) {
  console.error('usage: npm run admin:create -- --email you@firm.com --password "at least 8 characters"')
  process.exit(1)
}
if (values.password !== undefined && values.password.length < 8) {
  console.error('The password must be at least 8 characters.')
  process.exit(1)
}
migrate(getSqlite())
const user = await upsertUser({ email: values.email, password: values.password })
await makeAdmin(user.id)
console.log(`${values.email} is an admin${user.created ? ' (new account)' : ''}.`)
if (user.created && !values.password) console.log('No password set yet: pass --password to set one.')
