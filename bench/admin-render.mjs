#!/usr/bin/env node
// Admin render benchmark: how long the admin pages take on the server with a realistic amount of data.
//
//   BUILD_DIR=build node bench/admin-render.mjs [--clients 1000] [--leads 10000] [--signups 600]
//                                              [--requests 60] [--json results.json]
//
// Seeds a fresh SQLite file (bench/admin-seed.ts: an admin, --clients clients with six stages, five
// tasks, notes and audit rows each, --leads leads with two outbox rows each, --signups signups with
// signatures), starts the built web server on it (NODE_ENV=production), and requests each admin page
// --requests times one after another as the signed-in admin, after a warm-up. Two figures per page:
//   - wall: from sending the request to the last byte of the response over loopback (p50, p95): the
//     server's time plus a fraction of a millisecond of HTTP, but also any wait for a busy CPU;
//   - CPU: the web process's user+system CPU time over the batch (from /proc), divided by the number of
//     requests: what rendering the page costs the server, whatever else the machine is doing.
// The target is under 50 ms per page. Both the full HTML page (first visit, no JavaScript) and the
// `.data` request that client-side navigation and live refresh make are measured.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { appEnv, freePort, readOptions } from '../scripts/lib.mjs'
import { requireBuild } from './site-server.mjs'

const { values: args } = readOptions({ clients: '1000', leads: '10000', signups: '600', requests: '60', json: undefined })
const requests = Number(args.requests)
const root = path.resolve(import.meta.dirname, '..')
const buildDir = requireBuild()
const tsx = path.join(root, 'node_modules/.bin/tsx')
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-bench-'))

const port = await freePort()
const env = appEnv({ nodeEnv: 'production', port, dir, queuePrefix: 'adminbench', BUILD_DIR: buildDir })

console.log(`seeding ${args.clients} clients, ${args.leads} leads, ${args.signups} signups into ${env.DATABASE_PATH} ...`)
const seedStarted = performance.now()
const seed = spawnSync(tsx, ['bench/admin-seed.ts', '--clients', args.clients, '--leads', args.leads, '--signups', args.signups], {
  cwd: root,
  env,
  encoding: 'utf8',
})
if (seed.status !== 0) {
  console.error(seed.stderr || seed.stdout)
  process.exit(1)
}
const seeded = JSON.parse(seed.stdout.trim().split('\n').at(-1))
console.log(`seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`)

// The compiled web process, as production runs it: web.pid is the process doing the work.
const web = spawn(process.execPath, [path.join(buildDir, 'server/web.js')], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
const clockTicks = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100

/** The web process's CPU time so far (user + system), in ms; null where /proc is not available. */
function cpuMs() {
  try {
    const stat = fs.readFileSync(`/proc/${web.pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks
  } catch {
    return null
  }
}
let webOutput = ''
web.stdout.on('data', (d) => (webOutput += d))
web.stderr.on('data', (d) => (webOutput += d))

function stop() {
  if (web.exitCode === null) web.kill('SIGTERM')
  fs.rmSync(dir, { recursive: true, force: true })
}
process.on('SIGINT', () => {
  stop()
  process.exit(130)
})

const base = `http://localhost:${port}`
const until = Date.now() + 30_000
for (;;) {
  try {
    if ((await fetch(`${base}/healthz`)).status < 600) break
  } catch {
    // not up yet
  }
  if (Date.now() > until || web.exitCode !== null) {
    console.error(`web server did not start:\n${webOutput}`)
    stop()
    process.exit(1)
  }
  await new Promise((r) => setTimeout(r, 100))
}

const headers = { cookie: seeded.cookie }
const lastClientPage = Math.ceil(seeded.clients / 25)
const lastLeadPage = Math.ceil(seeded.leads / 25)
const pages = [
  ['Clients, page 1', '/internal-admin'],
  ['Clients, search "patel"', '/internal-admin?q=patel'],
  [`Clients, last page (${lastClientPage})`, `/internal-admin?page=${lastClientPage}`],
  ['Client detail dialog (over the list)', `/internal-admin/clients/${seeded.clientId}`],
  ['Leads, page 1', '/internal-admin/leads'],
  ['Leads, type + status filter', '/internal-admin/leads?type=contract-request&status=new'],
  [`Leads, last page (${lastLeadPage})`, `/internal-admin/leads?page=${lastLeadPage}`],
  ['Purchases, page 1', '/internal-admin/purchases'],
  ['Operations', '/internal-admin/operations'],
  ['Templates', '/internal-admin/templates'],
]

async function timeOne(url) {
  const started = performance.now()
  const response = await fetch(url, { headers, redirect: 'manual' })
  const body = await response.text()
  const ms = performance.now() - started
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${body.slice(0, 200)}`)
  return { ms, bytes: Buffer.byteLength(body) }
}

function stats(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]
  return { median: at(0.5), p95: at(0.95), max: sorted.at(-1) }
}

// The .data URL Remix's client fetches for the same page (single fetch).
function dataUrl(pathname) {
  const url = new URL(pathname, base)
  url.pathname = url.pathname === '/' ? '/_root.data' : `${url.pathname.replace(/\/$/, '')}.data`
  return url.toString()
}

const results = []
try {
  for (const [label, pathname] of pages) {
    const row = { page: label, path: pathname }
    for (const [kind, url] of [
      ['html', `${base}${pathname}`],
      ['data', dataUrl(pathname)],
    ]) {
      for (let i = 0; i < 5; i++) await timeOne(url)
      const samples = []
      let bytes = 0
      const cpuBefore = cpuMs()
      for (let i = 0; i < requests; i++) {
        const r = await timeOne(url)
        samples.push(r.ms)
        bytes = r.bytes
      }
      const cpuAfter = cpuMs()
      const cpu = cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) / requests
      row[kind] = { ...stats(samples), cpu, bytes }
    }
    results.push(row)
  }
} finally {
  stop()
}

const fmt = (n) => (n === null ? '   n/a' : n.toFixed(1).padStart(6))
const load = os.loadavg()[0]
console.log(
  `\n${requests} sequential requests per page after 5 warm-up requests; ms; loopback; ${os.cpus().length} CPUs, load average ${load.toFixed(1)}`,
)
console.log(
  `${'page'.padEnd(40)}  HTML: ${'p50'.padStart(6)} ${'p95'.padStart(6)} ${'CPU'.padStart(6)}   .data: ${'p50'.padStart(6)} ${'p95'.padStart(6)} ${'CPU'.padStart(6)}  ${'KB'.padStart(6)}`,
)
for (const r of results) {
  console.log(
    `${r.page.padEnd(40)}        ${fmt(r.html.median)} ${fmt(r.html.p95)} ${fmt(r.html.cpu)}          ${fmt(r.data.median)} ${fmt(r.data.p95)} ${fmt(r.data.cpu)}  ${(r.html.bytes / 1024).toFixed(1).padStart(6)}`,
  )
}
const worstWall = Math.max(...results.map((r) => r.html.median))
const cpus = results.map((r) => r.html.cpu).filter((c) => c !== null)
const worstCpu = cpus.length ? Math.max(...cpus) : null
console.log(
  `\nslowest page, HTML: median wall ${worstWall.toFixed(1)} ms, CPU ${worstCpu === null ? 'n/a' : `${worstCpu.toFixed(1)} ms`} per request; target < 50 ms`,
)
if (load > os.cpus().length)
  console.log(
    `(the machine is busy: load ${load.toFixed(1)} on ${os.cpus().length} CPUs; wall times include waiting for a CPU, CPU times do not)`,
  )
if (args.json)
  fs.writeFileSync(
    args.json,
    JSON.stringify({ seeded: { clients: seeded.clients, leads: seeded.leads, signups: seeded.signups }, requests, load, results }, null, 2),
  )
process.exit((worstCpu ?? worstWall) < 50 ? 0 : 1)
