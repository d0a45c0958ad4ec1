#!/usr/bin/env node
// Intake POST benchmark: what the transactional outbox buys.
//
//   BUILD_DIR=build node bench/intake-post.mjs [--duration 20] [--connections 50] [--rate 200]
//                                              [--smtp-rate 50] [--smtp-seconds 10] [--smtp-delay 0]
//                                              [--runs saturation,rate,smtp] [--modes queued,inline]
//                                              [--json results.json] [--cpu-prof dir]
//                                              [--latency-log file]
//
// Starts a private Redis, an SMTP sink (smtp-server, in a child process) and the built app (web, and the
// worker when emails are queued) on a fresh SQLite file, all on loopback, then measures POST
// /apply-sell-side (a document post without JavaScript, answered with a 302):
//   1. queued  (the normal path: lead + outbox rows in one transaction; the worker sends the email)
//      a. saturation: --connections for --duration seconds, as fast as it goes
//      b. steady rate: --rate requests per second for --duration seconds (open loop, evenly spaced)
//   2. inline: what a visitor would wait for if the action sent both emails itself before answering.
//      The product has no such path, so bench/intake-inline.ts plays it: the product's schema, createLead
//      and the worker's own runOutboxJob, in the request, in a bare node:http server (no worker). Timed
//      like queued (saturation, steady rate); the web's other work is left out, so it favours inline.
//   3. submit-to-SMTP: --smtp-rate submissions per second for --smtp-seconds, queued path with the worker;
//      the time from sending the POST to the SMTP server accepting the firm's notification.
// --smtp-delay adds that many ms to every SMTP acceptance (a remote mail provider is not on loopback).
// Latencies are taken per response (hrtime, sub-millisecond), not from autocannon's integer histogram.
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import { performance } from 'node:perf_hooks'
import autocannon from 'autocannon'
import { readOptions } from '../scripts/lib.mjs'
import { monotonicMs, runSink, startApp, startRedis, startSink, stop, until } from './intake-processes.mjs'
import { requireBuild } from './site-server.mjs'

const { values: args } = readOptions({
  duration: '20',
  connections: '50',
  rate: '200',
  'smtp-rate': '50',
  'smtp-seconds': '10',
  'smtp-delay': '0',
  runs: 'saturation,rate,smtp', // which measurements
  modes: 'queued,inline', // which email paths for saturation and rate
  json: undefined, // also write the results to this file
  'cpu-prof': undefined, // write V8 CPU profiles of web and worker into this folder
  'latency-log': undefined, // steady-rate run: one line per POST, "sent_at_ms latency_ms"
  'smtp-sink': false, // internal: run only the SMTP sink (startSink starts this script so)
})
const duration = Number(args.duration)
const connections = Number(args.connections)
const rate = Number(args.rate)
const smtpRate = Number(args['smtp-rate'])
const smtpSeconds = Number(args['smtp-seconds'])
const smtpDelay = Number(args['smtp-delay'])
const runs = new Set(args.runs.split(','))
const modes = args.modes.split(',')

const buildDir = requireBuild()
const FIRM = 'bench-intake@harborvale.example'
/** What every startApp call shares: the build, the firm's address, and where CPU profiles go (--cpu-prof). */
const appOptions = { buildDir, firm: FIRM, cpuProf: args['cpu-prof'] }

process.on('SIGINT', () => process.exit(130))

function percentile(sorted, p) {
  if (!sorted.length) return NaN
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  return sorted[i]
}

function summary(latencies) {
  const sorted = Float64Array.from(latencies).sort()
  return {
    n: sorted.length,
    p50: percentile(sorted, 50),
    p90: percentile(sorted, 90),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1],
  }
}

const body = (name) =>
  new URLSearchParams({ fullName: name, companyName: 'Bench Holdings', email: 'founder@bench.example', phone: '305 555 0100' }).toString()

/**
 * One POST of the form over a kept-alive connection, resolving to the status once the whole answer is in.
 * node:http rather than fetch: on this machine undici's fetch adds about 1 ms at the median and 2.5 ms at
 * p99 of its own to a request (measured against a bare node:http server answering 302: fetch 1.65 / 5 ms,
 * node:http 0.70 / 2.5 ms), and it runs on the same two cores as the server it measures.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 })
function postForm(base, form) {
  const { hostname, port } = new URL(base)
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: hostname,
        port,
        path: '/apply-sell-side',
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(form) },
      },
      (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode))
        response.on('error', reject)
      },
    )
    request.on('error', reject)
    request.end(form)
  })
}

/** autocannon against the form; returns its throughput and our own per-response latencies. */
async function load(app, opts) {
  const base = app.base
  const latencies = []
  const statuses = {}
  const instance = autocannon({
    url: `${base}/apply-sell-side`,
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: body('Bench Load'),
    duration,
    ...opts,
  })
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    statuses[statusCode] = (statuses[statusCode] ?? 0) + 1
    latencies.push(responseTime)
  })
  const cpuBefore = app.cpuMs()
  const result = await instance
  // The worker keeps sending after the last response: wait until it is idle before reading its CPU.
  if (opts.settle !== false) await settle(app)
  const cpuAfter = app.cpuMs()
  const n = latencies.length || 1
  return {
    cpuPerRequest: { web: (cpuAfter.web - cpuBefore.web) / n, worker: (cpuAfter.worker - cpuBefore.worker) / n },
    ...summary(latencies),
    rps: result.requests.average,
    total: result.requests.total,
    errors: result.errors + result.timeouts,
    statuses,
  }
}

/**
 * An open-loop load at a steady rate: one POST every 1000/rate ms, each timed on its own, however many
 * are in flight. (autocannon's rate limit sends each second's requests in a burst, which measures
 * its own queue rather than the server.)
 */
async function paced(app, perSecond, seconds) {
  const latencies = []
  const statuses = {}
  const interval = 1000 / perSecond
  const total = Math.round(perSecond * seconds)
  const cpuBefore = app.cpuMs()
  const start = performance.now()
  const log = [] // for --latency-log, written once the run is over
  const inFlight = []
  for (let i = 0; i < total; i++) {
    const wait = start + i * interval - performance.now()
    if (wait > 1) await new Promise((r) => setTimeout(r, wait))
    const sent = performance.now()
    inFlight.push(
      postForm(app.base, body('Bench Paced')).then(
        (status) => {
          latencies.push(performance.now() - sent)
          log.push(`${(sent - start).toFixed(1)} ${(performance.now() - sent).toFixed(2)}\n`)
          statuses[status] = (statuses[status] ?? 0) + 1
        },
        () => (statuses.error = (statuses.error ?? 0) + 1),
      ),
    )
  }
  await Promise.all(inFlight)
  if (args['latency-log']) fs.writeFileSync(args['latency-log'], log.join(''))
  const elapsed = (performance.now() - start) / 1000
  await settle(app)
  const cpuAfter = app.cpuMs()
  const n = latencies.length || 1
  return {
    ...summary(latencies),
    rps: latencies.length / elapsed,
    total: latencies.length,
    errors: statuses.error ?? 0,
    statuses,
    cpuPerRequest: { web: (cpuAfter.web - cpuBefore.web) / n, worker: (cpuAfter.worker - cpuBefore.worker) / n },
  }
}

/** Waits until the outbox has nothing waiting (the worker has sent every email), at most 5 minutes. */
async function settle(app) {
  await until(async () => (await (await fetch(`${app.base}/healthz`)).json()).outboxWaiting === 0, 300_000, 'the outbox to drain').catch(
    (e) => console.error(e.message),
  )
}

/** Submissions at a fixed rate, each timed from the POST to the SMTP server accepting its notification. */
async function submitToSmtp(base, sink, perSecond = smtpRate, seconds = smtpSeconds) {
  const sent = new Map()
  const total = perSecond * seconds
  const interval = 1000 / perSecond
  const start = performance.now()
  const posts = []
  for (let i = 0; i < total; i++) {
    const due = start + i * interval
    const wait = due - performance.now()
    if (wait > 0) await new Promise((r) => setTimeout(r, wait))
    const tag = `Bench-${i}`
    sent.set(tag, monotonicMs())
    posts.push(postForm(base, body(tag)))
  }
  const statuses = await Promise.all(posts)
  await until(() => [...sent.keys()].every((t) => sink.accepted.has(t)), 120_000, 'every notification').catch((e) =>
    console.error(e.message),
  )
  const times = [...sent].filter(([t]) => sink.accepted.has(t)).map(([t, at]) => sink.accepted.get(t) - at)
  return {
    ...summary(times),
    rps: perSecond,
    total,
    delivered: times.length,
    sent: total,
    non302: statuses.filter((s) => s !== 302).length,
  }
}

if (args['smtp-sink']) await runSink({ firm: FIRM, smtpDelay })
else await main()

/** The measurements, in the order the header comment gives. */
async function main() {
  const ms = (v) => (Number.isFinite(v) ? v.toFixed(2) : 'n/a')
  const results = {}

  const redis = await startRedis()
  const sink = await startSink({ script: import.meta.filename, smtpDelay })
  console.log(`# Intake POST benchmark (${os.cpus().length} × ${os.cpus()[0]?.model?.trim()}, Node ${process.version})`)
  console.log(
    `duration ${duration}s, ${connections} connections, steady rate ${rate}/s, SMTP delay ${smtpDelay} ms, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}\n`,
  )

  try {
    for (const mode of modes) {
      if (!runs.has('saturation') && !runs.has('rate')) break
      const keys = []
      // Each measurement on a fresh app, after its warm-up's emails have gone: a steady-rate run must not
      // share the CPU with the worker still sending a saturation run's backlog.
      for (const run of ['saturation', 'rate'].filter((r) => runs.has(r))) {
        const app = await startApp({ ...appOptions, redisPort: redis.port, smtpPort: sink.port, inline: mode === 'inline' })
        try {
          // Warm up: JIT, the SQLite page cache, the Redis and SMTP connections.
          await load(app, { connections: 10, duration: 3 })
          const key = run === 'saturation' ? `${mode} saturation` : `${mode} ${rate}/s`
          keys.push(key)
          results[key] = run === 'saturation' ? await load(app, { connections }) : await paced(app, rate, duration)
        } finally {
          await app.stop()
        }
      }
      for (const key of keys) {
        const r = results[key]
        console.log(
          `${key.padEnd(22)} p50 ${ms(r.p50)} ms  p90 ${ms(r.p90)} ms  p99 ${ms(r.p99)} ms  max ${ms(r.max)} ms  ${r.rps.toFixed(0)} req/s  (${r.total} requests, ${r.statuses ? `statuses ${JSON.stringify(r.statuses)}, errors ${r.errors}` : `${r.delivered} notifications delivered, ${r.non302} not 302`})`,
        )
        if (r.cpuPerRequest)
          console.log(`${''.padEnd(22)} CPU per submission: web ${ms(r.cpuPerRequest.web)} ms, worker ${ms(r.cpuPerRequest.worker)} ms`)
      }
    }

    if (runs.has('smtp')) {
      const app = await startApp({ ...appOptions, redisPort: redis.port, smtpPort: sink.port })
      try {
        await load(app, { connections: 5, duration: 2 })
        // Let the warm-up's emails drain first, so they do not queue ahead of the measured ones.
        await new Promise((r) => setTimeout(r, 3000))
        results['submit-to-SMTP'] = await submitToSmtp(app.base, sink)
      } finally {
        await app.stop()
      }
      const r = results['submit-to-SMTP']
      console.log(
        `submit-to-SMTP at ${smtpRate}/s  p50 ${ms(r.p50)} ms  p90 ${ms(r.p90)} ms  p99 ${ms(r.p99)} ms  max ${ms(r.max)} ms  (${r.delivered}/${r.sent} delivered, ${r.non302} not 302)`,
      )
    }

    const compare = (label, q, i) => {
      if (q && i)
        console.log(
          `queued vs inline, ${label}: p50 ${(i.p50 / q.p50).toFixed(1)}× faster, p99 ${(i.p99 / q.p99).toFixed(1)}× faster, throughput ${(q.rps / i.rps).toFixed(1)}×`,
        )
    }
    console.log('')
    compare('saturation', results['queued saturation'], results['inline saturation'])
    compare(`${rate}/s`, results[`queued ${rate}/s`], results[`inline ${rate}/s`])
    if (args.json) fs.writeFileSync(args.json, JSON.stringify({ at: new Date().toISOString(), args, results }, null, 2))
  } finally {
    await sink.close()
    await stop(redis.child)
  }
  process.exit(0)
}
