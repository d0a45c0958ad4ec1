// Demo data for `npm start` outside production: a generated demo admin (unless ADMIN_EMAIL and
// ADMIN_PASSWORD are set; the web process makes that admin at every start) and a demo client with a
// portal. Safe to run on every start: it changes nothing that already exists. Production never seeds.
// First, before anything can create a file: the umask that makes files 0600 and folders 0700.
import '~/utils/private-files.server'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { ensureClientProfile } from '~/models/clients.server'
import { makeAdmin, upsertUser } from '~/utils/auth.server'
import { getDb, getSqlite } from '~/utils/db.server'
import { checkEnvOrExit } from '~/utils/env.server'
import { migrate } from '~/utils/migrate.server'

const env = checkEnvOrExit()
if (env.production) {
  console.log('seed: nothing to do in production')
  process.exit(0)
}
migrate(getSqlite())
const db = getDb()
const demoPassword = () => crypto.randomBytes(12).toString('base64url')

if (!(env.ADMIN_EMAIL && env.ADMIN_PASSWORD)) {
  const file = path.join(env.dataDir, '.demo-admin.json')
  if (!fs.existsSync(file)) {
    const credentials = { email: 'admin@harborvale.example', password: demoPassword() }
    const admin = await upsertUser({ ...credentials, firstName: 'Firm', lastName: 'Admin', verified: true })
    await makeAdmin(admin.id)
    fs.writeFileSync(file, JSON.stringify(credentials), { mode: 0o600 })
  }
}
const demoFile = path.join(env.dataDir, '.demo-client.json')
if (!fs.existsSync(demoFile)) {
  const credentials = { email: 'demo.client@harborvale.example', password: demoPassword() }
  const user = await upsertUser({ ...credentials, firstName: 'Dana', lastName: 'Reyes', verified: true })
  await ensureClientProfile({
    id: user.id,
    firstName: 'Dana',
    lastName: 'Reyes',
    companyName: 'Reyes Logistics LLC',
    phone: '(305) 555-0199',
  })
  fs.writeFileSync(demoFile, JSON.stringify(credentials), { mode: 0o600 })
}
await db.destroy()
