// `npm start`: install, build, migrate, seed, then run web and worker together until Ctrl-C.
import fs from 'node:fs'
import path from 'node:path'
import { build, compiled, ensureInstalled, ensureRedis, log, root, run, superviseWebAndWorker } from './lib.mjs'

const started = Date.now()
ensureInstalled()
const stopRedis = await ensureRedis()
build()
run(process.execPath, [compiled('scripts/migrate')])
run(process.execPath, [compiled('scripts/seed')])
superviseWebAndWorker({ onStop: stopRedis })

const port = process.env.PORT ?? '3000'
const url = (process.env.APP_URL ?? `http://localhost:${port}`).replace(/\/$/, '')
const dataDir = path.dirname(path.resolve(root, process.env.DATABASE_PATH ?? 'data/app.db'))
const demo = (name) => {
  try {
    return JSON.parse(fs.readFileSync(path.join(dataDir, name), 'utf8'))
  } catch {
    return null
  }
}
const admin = process.env.ADMIN_EMAIL ? { email: process.env.ADMIN_EMAIL, password: '(your ADMIN_PASSWORD)' } : demo('.demo-admin.json')
const client = demo('.demo-client.json')
setTimeout(() => {
  log(`ready in ${((Date.now() - started) / 1000).toFixed(0)} s`)
  console.log(`\n  Site:    ${url}`)
  if (admin)
    console.log(
      `  Admin:   sign in at ${url}/auth as ${admin.email} / ${admin.password}, then open ${url}/internal-admin (the first visit enrols an authenticator app)`,
    )
  if (client) console.log(`  Client:  ${client.email} / ${client.password} (a demo portal)`)
  if (!process.env.SMTP_URL) console.log(`  Emails:  written to data/outbox/ and listed at ${url}/internal-admin/outbox`)
  console.log('  Stop:    Ctrl-C\n')
}, 2500)
