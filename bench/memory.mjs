// Memory of the whole production Machine: the supervisor (scripts/supervise.mjs) and every process under
// it (web, worker, and whatever wrappers a start command adds), as PSS from /proc/<pid>/smaps_rollup.
// Started as Fly starts it (NODE_ENV=production, a fresh database, an SMTP sink on loopback, the Redis at
// REDIS_URL or a private one), then:
//   idle: after a warm-up (each public page once, one admin sign-in), --idle seconds of nothing, then
//         five samples a second apart (the median is reported, and the highest);
//   load: a bounded mixed load on loopback (public pages, form posts, admin pages, one 25 MB report
//         upload by an admin with a second factor), sampled every 100 ms; the peak is reported.
//
//   npm run build && node bench/memory.mjs [--root DIR] [--idle 20] [--requests 2000] [--concurrency 8]
//
// --root runs another checkout's supervisor (built there first), for a before/after in one session; the
// checkout's own build/ is used. Linux only (reads /proc).
import { spawn, spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { SMTPServer } from 'smtp-server'
import { appEnv, ensureRedis, freePort, readOptions, totp } from '../scripts/lib.mjs'

const { values: args } = readOptions({ root: path.resolve(import.meta.dirname, '..'), idle: '20', requests: '2000', concurrency: '8' })
const root = path.resolve(args.root)
const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

// ---- the process tree and its PSS ----
function children() {
  const byParent = new Map()
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8')
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      if (!byParent.has(ppid)) byParent.set(ppid, [])
      byParent.get(ppid).push(Number(entry))
    } catch {}
  }
  return byParent
}
function tree(pid) {
  const byParent = children()
  const all = []
  const walk = (p) => {
    all.push(p)
    for (const c of byParent.get(p) ?? []) walk(c)
  }
  walk(pid)
  return all
}
/** The `<field>: N kB` line of a /proc file of the process (0 once the process is gone). */
function procKb(pid, file, field) {
  try {
    const m = fs.readFileSync(`/proc/${pid}/${file}`, 'utf8').match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'))
    return m ? Number(m[1]) : 0
  } catch {
    return 0
  }
}
function pssKb(pid) {
  return procKb(pid, 'smaps_rollup', 'Pss')
}
function rssKb(pid) {
  return procKb(pid, 'status', 'VmRSS')
}
function command(pid) {
  try {
    const argv = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean)
    return argv
      .map((a) => (a.startsWith(root + '/') ? path.relative(root, a) : a.startsWith('/') ? path.basename(a) : a))
      .join(' ')
      .slice(0, 70)
  } catch {
    return '?'
  }
}
function sample(pid) {
  const pids = tree(pid)
  const each = pids.map((p) => ({ pid: p, cmd: command(p), pss: pssKb(p), rss: rssKb(p) }))
  return { pss: each.reduce((s, e) => s + e.pss, 0), rss: each.reduce((s, e) => s + e.rss, 0), each }
}
const mb = (kb) => (kb / 1024).toFixed(0)

// ---- the stack ----
const stopRedis = await ensureRedis()
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'memory-bench-'))
const smtpPort = await freePort()
let mails = 0
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, done) {
    stream.resume()
    stream.on('end', () => {
      mails++
      done()
    })
  },
})
await new Promise((r) => smtp.listen(smtpPort, '127.0.0.1', r))

const port = await freePort()
const admin = { email: 'memory.admin@harborvale.example', password: crypto.randomBytes(18).toString('base64url') }
// Every request comes from 127.0.0.1: the per-address limits would refuse the load, not measure it.
const env = appEnv({ nodeEnv: 'production', port, dir, queuePrefix: 'membench', smtpPort, admin, RATE_LIMIT_MULTIPLIER: '1000' })
const base = env.APP_URL
delete env.BUILD_DIR

// A demo client to upload a report to: the development seed, run once before the Machine starts.
const compiledSeed = path.join(root, 'build/scripts/seed.js')
const seed = fs.existsSync(compiledSeed)
  ? spawnSync(process.execPath, [compiledSeed], { cwd: root, env: { ...env, NODE_ENV: 'development' }, encoding: 'utf8' })
  : spawnSync(path.join(root, 'node_modules/.bin/tsx'), ['scripts/seed.ts'], {
      cwd: root,
      env: { ...env, NODE_ENV: 'development' },
      encoding: 'utf8',
    })
if (seed.status !== 0) throw new Error(`seed failed: ${seed.stderr}`)

const supervisor = spawn(process.execPath, ['scripts/supervise.mjs'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
let output = ''
supervisor.stdout.on('data', (d) => (output += d))
supervisor.stderr.on('data', (d) => (output += d))
const stop = async () => {
  if (supervisor.exitCode === null) {
    supervisor.kill('SIGTERM')
    await new Promise((r) => supervisor.once('exit', r))
  }
  smtp.close()
  stopRedis()
  fs.rmSync(dir, { recursive: true, force: true })
}
try {
  const started = Date.now()
  for (;;) {
    if (supervisor.exitCode !== null) throw new Error(`the supervisor exited:\n${output}`)
    if (Date.now() - started > 90_000) throw new Error(`the web did not answer:\n${output}`)
    try {
      if ((await fetch(`${base}/healthz`)).ok) break
    } catch {}
    await sleep(200)
  }
  const readyMs = Date.now() - started

  // ---- an admin with a second factor, signed in through the pages ----
  const jar = new Map()
  const keep = (res) => {
    for (const c of res.headers.getSetCookie()) {
      const [pair, ...attrs] = c.split(';')
      const i = pair.indexOf('=')
      const gone = attrs.some((a) => /max-age=0|expires=thu, 01 jan 1970/i.test(a.trim())) || pair.slice(i + 1) === ''
      if (gone) jar.delete(pair.slice(0, i))
      else jar.set(pair.slice(0, i), pair.slice(i + 1))
    }
    return res
  }
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ')
  const asAdmin = (url, init = {}) =>
    fetch(`${base}${url}`, { redirect: 'manual', ...init, headers: { ...init.headers, cookie: cookie() } }).then(keep)
  const post = (url, form) => asAdmin(url, { method: 'POST', body: new URLSearchParams(form) })

  await post('/auth', { intent: 'sign-in', email: admin.email, password: admin.password, redirectTo: '/internal-admin' })
  const setup = await (await asAdmin('/auth/two-factor/setup')).text()
  const key = setup.match(/[A-Z2-7]{4}(?: [A-Z2-7]{1,4}){5,}/)?.[0].replace(/ /g, '')
  if (!key) throw new Error('no authenticator key on /auth/two-factor/setup')
  const enrolled = await post('/auth/two-factor/setup', { code: totp(key, Date.now()) })
  if (enrolled.status !== 200) throw new Error(`enrolment answered ${enrolled.status}`)
  const clients = await (await asAdmin('/internal-admin')).text()
  const clientId = clients.match(/\/internal-admin\/clients\/([A-Za-z0-9_-]+)/)?.[1]
  if (!clientId) throw new Error(`no client listed on /internal-admin (enrolment ${enrolled.status}): ${clients.slice(0, 300)}`)

  // ---- warm-up, then idle ----
  const publicPages = [
    '/',
    '/contracts',
    '/about',
    '/services',
    '/sell-side',
    '/buy-side',
    '/contact',
    '/growth-score',
    '/privacy',
    '/auth',
  ]
  const adminPages = [
    '/internal-admin/leads',
    '/internal-admin',
    `/internal-admin/clients/${clientId}`,
    '/internal-admin/operations',
    '/internal-admin/purchases',
  ]
  for (const page of [...publicPages, ...adminPages]) {
    const res = page.startsWith('/internal-admin') ? await asAdmin(page) : await fetch(`${base}${page}`)
    if (res.status !== 200) throw new Error(`${page} answered ${res.status}`)
    await res.arrayBuffer()
  }
  await sleep(Number(args.idle) * 1000)
  const idleSamples = []
  for (let i = 0; i < 5; i++) {
    idleSamples.push(sample(supervisor.pid))
    await sleep(1000)
  }
  const idleSorted = [...idleSamples].sort((a, b) => a.pss - b.pss)
  const idle = idleSorted[2]

  // ---- mixed load ----
  let peak = sample(supervisor.pid)
  const sampler = setInterval(() => {
    const s = sample(supervisor.pid)
    if (s.pss > peak.pss) peak = s
  }, 100)
  const form = new URLSearchParams({
    fullName: 'Memory Bench',
    companyName: 'Bench Holdings',
    email: 'founder@bench.example',
    phone: '305 555 0100',
  })
  const total = Number(args.requests)
  const statuses = {}
  let next = 0
  let upload = null
  const one = async (i) => {
    const kind = i % 10
    let res
    if (kind < 6) res = await fetch(`${base}${publicPages[i % publicPages.length]}`)
    else if (kind < 8) res = await fetch(`${base}/apply-sell-side`, { method: 'POST', body: form, redirect: 'manual' })
    else res = await asAdmin(adminPages[i % adminPages.length])
    await res.arrayBuffer()
    statuses[res.status] = (statuses[res.status] ?? 0) + 1
  }
  const loadStarted = Date.now()
  await Promise.all(
    Array.from({ length: Number(args.concurrency) }, async () => {
      while (next < total) {
        const i = next++
        if (i === Math.floor(total / 4)) upload = uploadReport()
        await one(i)
      }
    }),
  )
  const uploadStatus = await upload
  const loadMs = Date.now() - loadStarted
  await sleep(2000) // the worker sends what the posts queued
  clearInterval(sampler)
  const after = sample(supervisor.pid)
  if (after.pss > peak.pss) peak = after

  async function uploadReport() {
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), crypto.randomBytes(25 * 1024 * 1024 - 64 * 1024)])
    const body = new FormData()
    body.set('intent', 'upload-report')
    body.set('file', new Blob([pdf], { type: 'application/pdf' }), 'Growth Score report.pdf')
    const res = await asAdmin(`/internal-admin/clients/${clientId}`, { method: 'POST', body })
    await res.arrayBuffer()
    const page = await (await asAdmin(`/internal-admin/clients/${clientId}`)).text()
    return `${res.status}${page.includes('Growth Score report.pdf') ? ' (stored)' : ' (NOT stored)'}`
  }

  const show = (s) =>
    s.each
      .map((e) => `    ${String(e.pid).padStart(7)}  ${mb(e.pss).padStart(4)} MB PSS  ${mb(e.rss).padStart(4)} MB RSS  ${e.cmd}`)
      .join('\n')
  console.log(`root: ${root}`)
  console.log(`ready (healthz) after ${readyMs} ms; ${tree(supervisor.pid).length} processes`)
  console.log(
    `idle after ${args.idle} s: ${mb(idle.pss)} MB PSS (samples ${idleSamples.map((s) => mb(s.pss)).join(', ')}), ${mb(idle.rss)} MB RSS`,
  )
  console.log(show(idle))
  console.log(
    `mixed load: ${total} requests, ${args.concurrency} at a time, ${loadMs} ms (statuses ${JSON.stringify(statuses)}); 25 MB upload: ${uploadStatus}; emails received: ${mails}`,
  )
  console.log(`peak: ${mb(peak.pss)} MB PSS, ${mb(peak.rss)} MB RSS`)
  console.log(show(peak))
} finally {
  await stop()
}
