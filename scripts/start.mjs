// `npm start`: install, migrate, seed, build, then run web and worker together until Ctrl-C.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { build, ensureInstalled, ensureRedis, log, root, run } from './lib.mjs'

const started = Date.now()
ensureInstalled()
const stopRedis = await ensureRedis()
run('npx', ['tsx', 'scripts/migrate.ts'])
run('npx', ['tsx', 'scripts/seed.ts'])
build()

const children = ['server/index.ts', 'worker/index.ts'].map((entry) =>
  spawn('npx', ['tsx', entry], { cwd: root, stdio: 'inherit', env: process.env }),
)
const port = process.env.PORT ?? '3000'
const url = process.env.APP_URL ?? `http://localhost:${port}`
const adminFile = path.join(root, 'data/.demo-admin.json')
const admin = process.env.ADMIN_EMAIL
  ? { email: process.env.ADMIN_EMAIL, password: '(the ADMIN_PASSWORD you set)' }
  : fs.existsSync(adminFile)
    ? JSON.parse(fs.readFileSync(adminFile, 'utf8'))
    : null
setTimeout(() => {
  log(`ready in ${((Date.now() - started) / 1000).toFixed(0)} s`)
  console.log(`\n  Site:   ${url}`)
  if (admin) console.log(`  Admin:  sign in at ${url}/auth as ${admin.email} with password ${admin.password}, then open ${url}/internal-admin`)
  console.log('  Stop:   Ctrl-C\n')
}, 1500)

let stopping = false
function stop(code = 0) {
  if (stopping) return
  stopping = true
  for (const child of children) child.kill('SIGTERM')
  setTimeout(() => {
    stopRedis()
    process.exit(code)
  }, 300)
}
process.on('SIGINT', () => stop(0))
process.on('SIGTERM', () => stop(0))
for (const child of children) {
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`a process exited (code ${code}); stopping the other`)
      stop(code ?? 1)
    }
  })
}
