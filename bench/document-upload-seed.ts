// A client (profile, stages, tasks) and their session cookie in DATABASE_PATH, for bench/document-upload.mjs.
// Prints JSON: { cookie, clientId }.
import { ensureClientProfile } from '~/models/clients.server'
import { createSession, upsertUser } from '~/utils/auth.server'
import { getSqlite } from '~/utils/db.server'
import { checkEnvOrExit } from '~/utils/env.server'
import { migrate } from '~/utils/migrate.server'

checkEnvOrExit()
migrate(getSqlite())
const email = `bench-client-${Date.now()}@client.example`
const user = await upsertUser({ email, password: 'a bench client password', firstName: 'Bench' })
const profile = await ensureClientProfile({ id: user.id, firstName: 'Bench', lastName: 'Client' })
const cookie = (await createSession(user.id, new Request('http://localhost/'))).split(';')[0]
console.log(JSON.stringify({ cookie, clientId: profile.id }))
process.exit(0)
