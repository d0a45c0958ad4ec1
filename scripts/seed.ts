// Demo data for `npm start`: an admin (ADMIN_EMAIL/ADMIN_PASSWORD, or a generated demo admin) and a
// demo client with a portal. Safe to run on every start: it changes nothing that already exists.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { ensureClientProfile } from '~/models/clients.server'
import { makeAdmin, upsertUser } from '~/utils/auth.server'
import { getDb, getSqlite } from '~/utils/db.server'
import { checkEnvOrExit } from '~/utils/env.server'
import { migrate } from '~/utils/migrate.server'

const env = checkEnvOrExit()
migrate(getSqlite())
const db = getDb()

if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
  const admin = await upsertUser({ email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD })
  await makeAdmin(admin.id)
} else if (!env.production) {
  const file = path.join(env.dataDir, '.demo-admin.json')
  if (!fs.existsSync(file)) {
    const credentials = { email: 'admin@harborvale.example', password: crypto.randomBytes(9).toString('base64url') }
    const admin = await upsertUser({ ...credentials, firstName: 'Firm', lastName: 'Admin' })
    await makeAdmin(admin.id)
    fs.writeFileSync(file, JSON.stringify(credentials), { mode: 0o600 })
  }
  const demoFile = path.join(env.dataDir, '.demo-client.json')
  if (!fs.existsSync(demoFile)) {
    const credentials = { email: 'demo.client@harborvale.example', password: crypto.randomBytes(9).toString('base64url') }
    const user = await upsertUser({ ...credentials, firstName: 'Dana', lastName: 'Reyes' })
    await ensureClientProfile(db, { id: user.id, firstName: 'Dana', lastName: 'Reyes', companyName: 'Reyes Logistics LLC', phone: '(305) 555-0199' })
    fs.writeFileSync(demoFile, JSON.stringify(credentials), { mode: 0o600 })
  }
}
await db.destroy()
