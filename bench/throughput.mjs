#!/usr/bin/env node
// Public-page throughput: the app against a plain static server sending the same bytes, for / and
// /contracts (or --paths), in one run on loopback.
//
//   BUILD_DIR=build node bench/throughput.mjs [--duration 10] [--connections 50] [--paths /,/contracts] [--base <checkout>]
//                                            [--portrait] [--json out.json]
//
// The app runs in production mode from the build in BUILD_DIR. The static server (static-server.mjs)
// replays the exact status line, headers and body the app sent, from memory. Each target is measured
// without compression (autocannon sends no Accept-Encoding) and with `Accept-Encoding: gzip`, where
// the static server sends a gzip body prepared in advance. Target: app >= 0.8 x static.
// With --base, the same measurement is made first for another checkout (e.g. a worktree of the base
// commit, built into its own build/ and with its own node_modules), so before and after are one run.
// The machine is shared (2 cores), so each pair is run BENCH_ROUNDS times (default 3) alternating app
// and static, medians reported, and besides req/s the bench reports requests per CPU-second of each
// server process (from /proc), which does not depend on what else the machine is doing.
// --portrait publishes the example content with a portrait first (bench/content-seed.ts).
import { fork } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import autocannon from 'autocannon'
import { readOptions } from '../scripts/lib.mjs'
import { freePort, startSite } from './site-server.mjs'

const { values: args } = readOptions({
  duration: '10',
  connections: '50',
  json: undefined,
  base: undefined,
  paths: '/,/contracts',
  portrait: false,
})
const duration = Number(args.duration)
const connections = Number(args.connections)
const paths = args.paths.split(',')

function rawGet(url, headers = {}) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const parts = []
        res.on('data', (c) => parts.push(c))
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(parts) }))
      })
      .on('error', reject)
  })
}

// CPU seconds used so far by a process and its descendants.
const TICKS = 100
function cpuSeconds(pid) {
  let total = 0
  const visit = (p) => {
    try {
      const stat = fs.readFileSync(`/proc/${p}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      total += (Number(fields[11]) + Number(fields[12])) / TICKS
      for (const tid of fs.readdirSync(`/proc/${p}/task`)) {
        const children = fs.readFileSync(`/proc/${p}/task/${tid}/children`, 'utf8').trim()
        if (children) for (const c of children.split(' ')) visit(Number(c))
      }
    } catch {}
  }
  visit(pid)
  return total
}

// One measurement: requests per second seen by autocannon, and requests per CPU-second of the
// server process. The second is what the server could do with a core to itself; it barely moves
// when other work shares the machine, so the ratio of the two servers is taken from it.
async function cannon(url, headers, pid) {
  const cpu0 = cpuSeconds(pid)
  const result = await autocannon({ url, connections, duration, headers })
  const cpu = cpuSeconds(pid) - cpu0
  if (result.non2xx || result.errors) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`)
  return {
    rps: result.requests.average,
    perCpuSecond: result.requests.total / cpu,
    p50: result.latency.p50,
    p99: result.latency.p99,
  }
}

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
async function compare(appUrl, appPid, staticUrl, staticPid, headers) {
  const app = []
  const base = []
  // Alternate, so that both see the same background load.
  for (let i = 0; i < ROUNDS; i++) {
    app.push(await cannon(appUrl, headers, appPid))
    base.push(await cannon(staticUrl, headers, staticPid))
  }
  const summary = (runs) => ({
    rps: median(runs.map((r) => r.rps)),
    perCpuSecond: median(runs.map((r) => r.perCpuSecond)),
    p99: median(runs.map((r) => r.p99)),
  })
  return { app: summary(app), static: summary(base) }
}

const results = []
const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`
console.log(`machine: ${machine}; ${duration}s per run, ${connections} connections`)

async function measure(label, root) {
  // 1. The app, and the bytes it sends.
  const site = await startSite({ root, portrait: args.portrait })
  const pages = {}
  for (const p of paths) {
    for (let i = 0; i < 3; i++) await rawGet(site.url + p) // warm: the first request renders the page
    const plain = await rawGet(site.url + p)
    const headers = Object.fromEntries(
      Object.entries(plain.headers).filter(
        ([k]) => !['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(k),
      ),
    )
    pages[p] = { headers, body: plain.body.toString('base64'), gzip: zlib.gzipSync(plain.body, { level: 9 }).toString('base64') }
  }
  const pagesFile = path.join(os.tmpdir(), `site-bench-pages-${process.pid}.json`)
  fs.writeFileSync(pagesFile, JSON.stringify(pages))

  // 2. The static baseline, in its own process like the app.
  const staticPort = await freePort()
  const staticServer = fork(path.join(import.meta.dirname, 'static-server.mjs'), [String(staticPort), pagesFile], { stdio: 'inherit' })
  await new Promise((resolve) => staticServer.once('message', resolve))
  const staticUrl = `http://127.0.0.1:${staticPort}`

  const fmt = (n) => n.toFixed(0).padStart(6)
  try {
    for (const p of paths) {
      for (const encoding of ['identity', 'gzip']) {
        const headers = encoding === 'gzip' ? { 'accept-encoding': 'gzip' } : {}
        const { app, static: base } = await compare(
          site.url.replace('localhost', '127.0.0.1') + p,
          site.pid,
          staticUrl + p,
          staticServer.pid,
          headers,
        )
        const row = {
          label,
          path: p,
          encoding,
          bytes: Buffer.from(pages[p][encoding === 'gzip' ? 'gzip' : 'body'], 'base64').length,
          app,
          static: base,
          ratioRps: app.rps / base.rps,
          ratioPerCpu: app.perCpuSecond / base.perCpuSecond,
        }
        results.push(row)
        console.log(
          `${label.padEnd(7)} ${p.padEnd(11)} ${encoding.padEnd(8)} app ${fmt(app.rps)} req/s ${fmt(app.perCpuSecond)} req/cpu-s (p99 ${app.p99} ms) | static ${fmt(base.rps)} req/s ${fmt(base.perCpuSecond)} req/cpu-s (p99 ${base.p99} ms) | ratio ${row.ratioRps.toFixed(2)} (req/s) ${row.ratioPerCpu.toFixed(2)} (req/cpu-s)`,
        )
      }
    }
  } finally {
    await site.stop()
    staticServer.kill()
    fs.rmSync(pagesFile, { force: true })
  }
}

if (args.base) await measure('before', path.resolve(args.base))
await measure(args.base ? 'after' : 'app')

if (args.json) fs.writeFileSync(args.json, JSON.stringify({ machine, duration, connections, results }, null, 2))
