// Runs the built app for the browser tests: a fresh database, a real SMTP sink, the web process and
// the worker, all on ports derived from E2E_PORT so parallel runs do not collide.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { startSmtpSink } from '../fakes/smtp-sink'
import { e2eEnv } from './env'
import { compiled } from '../support/compiled'

const vars = e2eEnv()
fs.rmSync(vars.E2E_DIR, { recursive: true, force: true })
fs.mkdirSync(vars.E2E_DIR, { recursive: true })
Object.assign(process.env, vars)

const smtp = await startSmtpSink({ port: Number(vars.E2E_SMTP_PORT), dir: vars.E2E_MAIL_DIR })
const { migrate } = await import('~/utils/migrate.server')
const { getSqlite } = await import('~/utils/db.server')
migrate(getSqlite())

const root = path.resolve(import.meta.dirname, '../..')
const children = (['server/web', 'worker/index'] as const).map((entry) =>
  spawn(process.execPath, [compiled(entry)], { cwd: root, env: { ...process.env, ...vars }, stdio: ['ignore', 'inherit', 'inherit'] }),
)

function stop() {
  for (const child of children) child.kill('SIGTERM')
  void smtp.close()
  setTimeout(() => process.exit(0), 500)
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
for (const child of children) child.on('exit', (code) => code && code !== 0 && console.error(`e2e process exited with ${code}`))
