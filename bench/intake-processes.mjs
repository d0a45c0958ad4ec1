// The processes bench/intake-post.mjs starts and stops: a private Redis, the SMTP sink (a child process
// running intake-post.mjs --smtp-sink, which calls runSink), and the built app (web and worker, or the
// bench's inline server) on a fresh database; with the waiting, stopping and CPU accounting they need.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { SMTPServer } from 'smtp-server'
import { freePort } from '../scripts/lib.mjs'

const root = path.resolve(import.meta.dirname, '..')
const children = new Set()

export async function until(check, timeoutMs, what) {
  const end = Date.now() + timeoutMs
  for (;;) {
    try {
      if (await check()) return
    } catch {}
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

function run(cmd, argv, env, stdio = ['ignore', 'ignore', 'inherit']) {
  const child = spawn(cmd, argv, { cwd: root, env: { ...process.env, ...env }, stdio })
  children.add(child)
  child.once('exit', () => children.delete(child))
  return child
}

export async function stop(child) {
  if (!child || child.exitCode !== null) return
  const exited = new Promise((r) => child.once('exit', r))
  child.kill('SIGTERM')
  await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))])
  if (child.exitCode === null) child.kill('SIGKILL')
}

process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL')
})

/**
 * The SMTP server, in a process of its own: parsing 400 emails a second in this process would delay the
 * load generator's own event loop, and every response measured behind it. It stands in for the mail
 * provider, which in production is another machine; here it shares the two cores at normal priority.
 * It reports, for each firm notification tagged with a visitor's name, when it was accepted, on the
 * monotonic clock that both processes share (process.hrtime).
 *
 * `script` is the benchmark to start with --smtp-sink (its child side calls runSink); `smtpDelay` is passed on.
 */
export async function startSink({ script, smtpDelay }) {
  const accepted = new Map()
  const child = run(process.execPath, [script, '--smtp-sink', '--smtp-delay', String(smtpDelay)], {}, [
    'ignore',
    'inherit',
    'inherit',
    'ipc',
  ])
  const port = await new Promise((resolve, reject) => {
    child.on('message', (message) => {
      if (message.port) resolve(message.port)
      if (message.tag) accepted.set(message.tag, message.at)
    })
    child.once('exit', () => reject(new Error('the SMTP sink stopped')))
  })
  return { port, accepted, close: () => stop(child) }
}

/** Milliseconds on the monotonic clock, comparable between processes. */
export const monotonicMs = () => Number(process.hrtime.bigint()) / 1e6

/** The child's side of startSink: reports each notification to `firm` tagged Bench-..., `smtpDelay` ms late. */
export async function runSink({ firm, smtpDelay }) {
  const reported = new Set()
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      let head = ''
      stream.on('data', (chunk) => {
        if (head.length < 4096) head += chunk.toString('latin1')
      })
      stream.on('end', () => {
        const finish = () => {
          const at = monotonicMs()
          const to = session.envelope.rcptTo.map((r) => r.address)
          const subject = /^Subject: (.*)$/m.exec(head)?.[1] ?? ''
          const tag = /(Bench-[\w-]+)/.exec(subject)?.[1]
          if (tag && to.includes(firm) && !reported.has(tag)) {
            reported.add(tag)
            process.send({ tag, at })
          }
          callback()
        }
        if (smtpDelay) setTimeout(finish, smtpDelay)
        else finish()
      })
    },
  })
  // A client that hangs up (a web process stopped between runs) is not the benchmark's business.
  server.on('error', () => {})
  const port = await freePort()
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve))
  process.send({ port })
  process.on('SIGTERM', () => server.close(() => process.exit(0)))
  process.on('disconnect', () => process.exit(0))
}

export async function startRedis() {
  const port = await freePort()
  const child = run('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {})
  await until(
    () =>
      new Promise((resolve) => {
        const socket = net.connect({ host: '127.0.0.1', port })
        socket.on('error', () => resolve(false))
        socket.on('connect', () => socket.write('PING\r\n'))
        socket.on('data', (d) => (socket.destroy(), resolve(d.toString().startsWith('+PONG'))))
      }),
    10_000,
    'redis',
  )
  return { port, child }
}

/**
 * The built app on a fresh database: the compiled web and worker processes; or, for the inline mode, the
 * bench's inline server alone (bench/intake-inline.ts, through tsx: it is not part of the build).
 */
export async function startApp({ redisPort, smtpPort, inline = false, buildDir, firm, cpuProf }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'intake-bench-'))
  const port = await freePort()
  const env = {
    NODE_ENV: 'production',
    PORT: String(port),
    APP_URL: `http://127.0.0.1:${port}`,
    DATABASE_PATH: path.join(dir, 'app.db'),
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    QUEUE_PREFIX: `bench${port}`,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    SESSION_SECRET: 'bench-secret-bench-secret-bench-secret',
    FIRM_NOTIFY_EMAIL: firm,
    RATE_LIMIT_MULTIPLIER: '100000000',
    LOG_LEVEL: 'warn',
    BUILD_DIR: buildDir,
  }
  // The profile is written when the process exits.
  const prof = cpuProf ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(cpuProf)}`] : []
  const web = inline
    ? run(process.execPath, [...prof, '--import', 'tsx', path.join(root, 'bench/intake-inline.ts')], env)
    : run(process.execPath, [...prof, path.join(buildDir, 'server/web.js')], env)
  const base = `http://127.0.0.1:${port}`
  await until(async () => (await fetch(`${base}/healthz`)).ok, 60_000, 'web')
  const worker = inline ? null : run(process.execPath, [...prof, path.join(buildDir, 'worker/index.js')], env)
  await until(async () => (await (await fetch(`${base}/healthz`)).json()).worker === 'ok', 60_000, 'worker')
  return {
    base,
    cpuMs: () => ({ web: treeCpuMs(web.pid), worker: worker ? treeCpuMs(worker.pid) : 0 }),
    async stop() {
      await stop(worker)
      await stop(web)
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** CPU time (user + system, ms) used so far by a process and its descendants. */
function treeCpuMs(pid) {
  let total = 0
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    total += ((Number(fields[11]) + Number(fields[12])) * 1000) / 100 // utime + stime, USER_HZ = 100
    for (const task of fs.readdirSync(`/proc/${pid}/task`)) {
      const children = fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim()
      for (const child of children ? children.split(' ') : []) total += treeCpuMs(Number(child))
    }
  } catch {}
  return total
}
