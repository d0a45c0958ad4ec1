#!/usr/bin/env node
// Lighthouse (mobile profile: Moto G Power emulation, simulated slow 4G and 4x CPU slowdown) on the
// built app in production mode, in Debian's Chromium.
//
//   BUILD_DIR=build node bench/lighthouse.mjs [--paths /,/contracts,/contact,/growth-score] [--runs 3] [--base <checkout>]
//                                            [--throttling simulate|devtools] [--portrait] [--json out.json]
//
// --portrait publishes the example content with a portrait first (bench/content-seed.ts), so the pages
// that show the attorney (/, /growth-score, /about, ...) are audited with the image.
//
// --throttling devtools has Chromium really slow its network and CPU to the same profile and measures
// what it sees, instead of Lighthouse's default simulation (a model built from an unthrottled load).
// The simulation charges every resource that finished before the first paint of the fast local load
// to the slow-4G paint, so a page's preloaded scripts count against its LCP although a module script
// never blocks the paint; the applied throttling shows what a slow phone would see.
//
// With --base, each page is audited first on another checkout's web process (e.g. a worktree of the
// base commit with its own build/ and node_modules), then on this one: before and after in one run.
//
// Records the four category scores and LCP, TBT, CLS and the JavaScript transferred, per page; with
// --runs N each page is audited N times and the median run (by performance score) is reported; a run
// whose trace Chromium failed to record (runtimeError) is repeated and listed as such.
// Target: accessibility, SEO and best practices 100, performance at least 95 on each page.
import fs from 'node:fs'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { readOptions } from '../scripts/lib.mjs'
import { startSite } from './site-server.mjs'

const { values: args } = readOptions({
  paths: '/,/contracts,/contact,/growth-score',
  runs: '3',
  json: undefined,
  base: undefined,
  throttling: 'simulate',
  portrait: false,
})
const paths = args.paths.split(',')
const runs = Number(args.runs)

const sites = args.base
  ? [
      ['before', await startSite({ root: args.base, portrait: args.portrait })],
      ['after', await startSite({ portrait: args.portrait })],
    ]
  : [['app', await startSite({ portrait: args.portrait })]]
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
})

function summarise(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
  const audit = (id) => lhr.audits[id]?.numericValue ?? null
  const resources = lhr.audits['resource-summary']?.details?.items ?? []
  const scriptBytes = resources.find((r) => r.resourceType === 'script')?.transferSize ?? 0
  const failing = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
    .map((a) => a.id)
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Number((audit('cumulative-layout-shift') ?? 0).toFixed(3)),
    fcpMs: Math.round(audit('first-contentful-paint')),
    scriptTransferKB: Number((scriptBytes / 1024).toFixed(1)),
    totalTransferKB: Number(((lhr.audits['total-byte-weight']?.numericValue ?? 0) / 1024).toFixed(1)),
    status: lhr.runtimeError?.code ?? null,
    failing,
  }
}

const results = []
try {
  for (const p of paths)
    for (const [label, site] of sites) {
      const url = site.url + p
      // One unmeasured load, so the public-page cache and the server's code paths are warm.
      await fetch(url)
      const samples = []
      const repeated = []
      for (let i = 0; i < runs; i++) {
        // A run whose trace Chromium failed to record (Lighthouse's runtimeError, e.g. NO_NAVSTART: "Please
        // run Lighthouse again") measured nothing and scores 0; it is run again, at most twice, and reported.
        for (let attempt = 0; ; attempt++) {
          const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', throttlingMethod: args.throttling })
          if (lhr.runtimeError && attempt < 2) {
            repeated.push(lhr.runtimeError.code)
            continue
          }
          samples.push(summarise(lhr))
          break
        }
      }
      samples.sort((a, b) => a.performance - b.performance)
      const median = samples[Math.floor(samples.length / 2)]
      results.push({ label, path: p, ...median, performanceRuns: samples.map((s) => s.performance), repeated })
      console.log(
        `${label.padEnd(7)} ${p.padEnd(20)} perf ${median.performance} (runs ${samples.map((s) => s.performance).join('/')})  a11y ${median.accessibility}  best ${median.bestPractices}  seo ${median.seo}  LCP ${median.lcpMs} ms  TBT ${median.tbtMs} ms  CLS ${median.cls}  JS ${median.scriptTransferKB} KB  total ${median.totalTransferKB} KB${median.failing.length ? `  failing: ${median.failing.join(', ')}` : ''}${repeated.length ? `  repeated: ${repeated.join(', ')}` : ''}`,
      )
    }
} finally {
  await chrome.kill()
  for (const [, site] of sites) await site.stop()
}

if (args.json) fs.writeFileSync(args.json, JSON.stringify({ date: new Date().toISOString(), results }, null, 2))
