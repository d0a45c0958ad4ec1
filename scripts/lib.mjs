// Start/test orchestration helpers. Plain Node with no dependencies: this runs before `npm ci`.
import { spawn, spawnSync, execSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { parseArgs } from 'node:util'

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')

export function log(message) {
  console.log(`\x1b[2m›\x1b[0m ${message}`)
}

export function run(command, args, opts = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...opts })
  if (result.status !== 0) {
    console.error(`\n✗ ${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`)
    process.exit(result.status ?? 1)
  }
}

/** Installs dependencies when node_modules is missing or older than package-lock.json. */
export function ensureInstalled() {
  const marker = path.join(root, 'node_modules/.package-lock.json')
  const lock = path.join(root, 'package-lock.json')
  const fresh = fs.existsSync(marker) && fs.statSync(marker).mtimeMs >= fs.statSync(lock).mtimeMs
  if (fresh) return
  log('installing dependencies (npm ci)…')
  const started = Date.now()
  run('npm', ['ci', '--no-audit', '--no-fund'])
  log(`dependencies installed in ${((Date.now() - started) / 1000).toFixed(0)} s`)
}

export function redisAnswers(url) {
  const { hostname, port } = new URL(url)
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname || '127.0.0.1', port: Number(port || 6379) })
    const done = (ok) => {
      socket.destroy()
      resolve(ok)
    }
    socket.setTimeout(1000, () => done(false))
    socket.on('error', () => done(false))
    socket.on('connect', () => socket.write('PING\r\n'))
    socket.on('data', (d) => done(d.toString().startsWith('+PONG') || d.toString().startsWith('-NOAUTH')))
  })
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
    server.on('error', reject)
  })
}

/**
 * A script's command-line options, read with node:util parseArgs from one object of defaults: a string
 * is a string option with that default, a boolean a flag, `undefined` a string option without one.
 * @template {Record<string, string | boolean | undefined>} T
 * @param {T} defaults
 * @param {{ allowPositionals?: boolean }} [config]
 * @returns {{ values: { [K in keyof T]: T[K] extends string ? string : T[K] extends boolean ? boolean : string | undefined }, positionals: string[] }}
 */
export function readOptions(defaults, { allowPositionals = false } = {}) {
  const options = Object.fromEntries(
    Object.entries(defaults).map(([name, value]) => [
      name,
      value === undefined ? { type: 'string' } : { type: typeof value, default: value },
    ]),
  )
  return parseArgs({ options, allowPositionals })
}

/**
 * The environment of an app process the benchmarks and the screenshots start: this process's, with the
 * app on `port` of localhost, a fresh SQLite file in `dir`, queue names of its own (`queuePrefix` and the
 * port), a session secret made up for the run, email sent to an SMTP server on 127.0.0.1:`smtpPort`
 * (by default port 9, where nothing listens), an `admin` ({ email, password }) made at start when given,
 * and warnings-only logs. `extra` adds to or overrides any of it.
 */
export function appEnv({ nodeEnv, port, dir, queuePrefix, smtpPort = 9, admin, ...extra }) {
  return {
    ...process.env,
    NODE_ENV: nodeEnv,
    PORT: String(port),
    APP_URL: `http://localhost:${port}`,
    DATABASE_PATH: path.join(dir, 'app.db'),
    SESSION_SECRET: crypto.randomBytes(24).toString('hex'),
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    QUEUE_PREFIX: `${queuePrefix}${port}`,
    ...(admin ? { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password } : {}),
    LOG_LEVEL: 'warn',
    ...extra,
  }
}

function hasCommand(name) {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0
}

/**
 * Makes REDIS_URL point at a Redis that answers: the one given, the local default, or a private
 * redis-server started under data/. Returns a stop function for a private one.
 */
export async function ensureRedis() {
  if (process.env.REDIS_URL) {
    if (!(await redisAnswers(process.env.REDIS_URL))) {
      console.error(`✗ Redis does not answer at REDIS_URL=${process.env.REDIS_URL}`)
      process.exit(1)
    }
    return () => {}
  }
  const local = 'redis://127.0.0.1:6379'
  if (await redisAnswers(local)) {
    process.env.REDIS_URL = local
    return () => {}
  }
  if (!hasCommand('redis-server')) {
    console.error(
      '✗ Redis is needed and none answers on 127.0.0.1:6379. Install it (Debian: apt-get install -y redis-server) or set REDIS_URL.',
    )
    process.exit(1)
  }
  const port = await freePort()
  const dir = path.join(root, 'data/redis')
  fs.mkdirSync(dir, { recursive: true })
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--appendonly', 'yes', '--save', ''], {
    stdio: 'ignore',
  })
  process.env.REDIS_URL = `redis://127.0.0.1:${port}`
  for (let i = 0; i < 50 && !(await redisAnswers(process.env.REDIS_URL)); i++) await new Promise((r) => setTimeout(r, 100))
  log(`started a private redis-server on port ${port}`)
  return () => child.kill('SIGTERM')
}

/** Browser tests need Debian's Chromium; as root it is installed through apt when missing. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** How the browser tests, the screenshots and the benchmarks launch Chromium: headless, quiet, no network of its own. */
export const chromiumLaunchOptions = {
  executablePath: chromiumPath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
}

export function ensureChromium() {
  const binary = chromiumPath
  if (fs.existsSync(binary)) return binary
  if (process.getuid?.() === 0) {
    log('installing Chromium from Debian packages…')
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-liberation >/dev/null', {
      stdio: 'inherit',
    })
    if (fs.existsSync(binary)) return binary
  }
  console.error('✗ Chromium is needed for the browser tests. Install it: sudo apt-get install -y chromium (or set CHROMIUM_PATH).')
  process.exit(1)
}

/** Where the build goes: BUILD_DIR, as in remix.config.js, so test runs can build side by side. */
export const buildDir = path.resolve(root, process.env.BUILD_DIR ?? 'build')

/** One of the compiled processes or scripts (see scripts/build-processes.mjs), e.g. 'server/web'. */
export function compiled(name) {
  return path.join(buildDir, `${name}.js`)
}

/** The Remix build, then the processes and scripts compiled to plain JavaScript (`npm run build`). */
export function build() {
  log('building the app…')
  run('npx', ['remix', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] })
  run(process.execPath, ['scripts/build-processes.mjs'])
}

/**
 * Runs the web process and the worker side by side. If either exits, the other is stopped and the
 * whole thing exits with its code (on Fly the Machine then restarts). Ctrl-C or SIGTERM stops both,
 * the worker finishing the job in hand.
 */
export function superviseWebAndWorker({ onStop = () => {} } = {}) {
  const children = ['server/web', 'worker/index'].map((name) =>
    spawn(process.execPath, [compiled(name)], { cwd: root, stdio: 'inherit', env: process.env }),
  )
  let stopping = false
  const stop = (code) => {
    if (stopping) return
    stopping = true
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
    Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null))).then(() => {
      onStop()
      process.exit(code)
    })
    setTimeout(() => process.exit(code), 30_000).unref()
  }
  process.on('SIGINT', () => stop(0))
  process.on('SIGTERM', () => stop(0))
  for (const child of children) {
    child.on('exit', (code) => {
      if (!stopping) {
        console.error(`a process exited (code ${code}); stopping the other`)
        stop(code || 1)
      }
    })
  }
  return children
}

/** An authenticator app's code (RFC 6238: HMAC-SHA-1, 6 digits, 30 seconds) for an admin's second factor. */
export function totp(secret, atMs) {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
  let bits = ''
  for (const char of secret.toUpperCase()) bits += alphabet.indexOf(char).toString(2).padStart(5, '0')
  const key = Buffer.from(bits.match(/.{8}/g).map((byte) => parseInt(byte, 2)))
  const counter = Buffer.alloc(8)
  counter.writeBigUInt64BE(BigInt(Math.floor(atMs / 30_000)))
  const mac = crypto.createHmac('sha1', key).update(counter).digest()
  const offset = mac[mac.length - 1] & 0xf
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0')
}
