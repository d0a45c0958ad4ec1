#!/usr/bin/env node
// Before and after in one sitting: runs one of the benchmarks above for two (or more) builds in turn,
// A B A B ..., and reports each figure's median per build and the median of the pair-by-pair ratios.
//
//   node bench/alternate.mjs --builds build-before,build [--rounds 4] [--figures 'cpuPerRequest|p99'] \
//     -- bench/intake-post.mjs --runs rate --modes queued --duration 10
//
// Each build is a BUILD_DIR of this checkout (`BUILD_DIR=build-before npm run build` on the commit before the
// change); the benchmark must take `--json <file>` (intake-post.mjs and throughput.mjs do). The machine is
// shared, so a single run says little: pairing keeps the ratio meaningful while the machine's speed drifts
// (both builds of a pair run within a minute of each other), and the median of the ratios is the figure to
// quote. Every figure is a numeric leaf of the benchmark's JSON, named by its path (`results.queued 200/s.p99`).
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { readOptions } from '../scripts/lib.mjs'

const { values: args, positionals } = readOptions(
  { builds: undefined, rounds: '4', figures: 'cpuPerRequest|p50|p99|ratio', json: undefined },
  { allowPositionals: true },
)
const builds = (args.builds ?? '').split(',').filter(Boolean)
if (builds.length < 2 || !positionals.length) {
  console.error('usage: node bench/alternate.mjs --builds A,B [--rounds 4] [--figures REGEX] -- <bench script> [args]')
  process.exit(2)
}
const [script, ...scriptArgs] = positionals
const figureFilter = new RegExp(args.figures)
const root = path.resolve(import.meta.dirname, '..')

/** The numeric leaves of a JSON value, by path; a throughput row is named by its page and encoding. */
function leaves(value, prefix = '', out = {}) {
  if (typeof value === 'number') out[prefix] = value
  else if (Array.isArray(value))
    value.forEach((v, i) => leaves(v, `${prefix}.${v && v.path ? `${v.path} ${v.encoding ?? ''}`.trim() : i}`, out))
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) leaves(v, prefix ? `${prefix}.${k}` : k, out)
  return out
}

function runOnce(build, round) {
  const out = path.join(os.tmpdir(), `alternate-${process.pid}-${round}-${path.basename(build)}.json`)
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...scriptArgs, '--json', out], {
      cwd: root,
      env: { ...process.env, BUILD_DIR: build },
      stdio: ['ignore', 'inherit', 'inherit'],
    })
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`${script} with ${build} exited with ${code}`))
      const result = JSON.parse(fs.readFileSync(out, 'utf8'))
      fs.rmSync(out, { force: true })
      resolve(leaves(result))
    })
  })
}

const median = (xs) => {
  const s = xs.filter(Number.isFinite).sort((a, b) => a - b)
  if (!s.length) return NaN
  const m = Math.floor(s.length / 2)
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2
}

const runs = Object.fromEntries(builds.map((b) => [b, []]))
const loads = []
for (let round = 0; round < Number(args.rounds); round++) {
  // Every other round the order is reversed (A B, B A, ...), so neither build always goes first.
  const order = round % 2 ? [...builds].reverse() : builds
  for (const build of order) {
    console.log(`\n## round ${round + 1}, ${build} (load average ${os.loadavg()[0].toFixed(1)})`)
    loads.push(os.loadavg()[0])
    runs[build].push(await runOnce(build, round))
  }
}

const [base, ...others] = builds
const names = Object.keys(runs[base][0]).filter((name) => figureFilter.test(name))
const fmt = (n) => (Number.isFinite(n) ? (Math.abs(n) >= 100 ? n.toFixed(0) : n.toFixed(2)) : 'n/a')
console.log(
  `\n# ${script} ${scriptArgs.join(' ')}: ${args.rounds} rounds, load average ${fmt(Math.min(...loads))}-${fmt(Math.max(...loads))}`,
)
const report = {}
for (const name of names) {
  const row = { [base]: median(runs[base].map((r) => r[name])) }
  const cells = [`${base} ${fmt(row[base])} [${runs[base].map((r) => fmt(r[name])).join(' ')}]`]
  for (const other of others) {
    row[other] = median(runs[other].map((r) => r[name]))
    const ratio = median(runs[other].map((r, i) => r[name] / runs[base][i][name]))
    row[`${other}/${base}`] = ratio
    cells.push(`${other} ${fmt(row[other])} [${runs[other].map((r) => fmt(r[name])).join(' ')}] ratio ${fmt(ratio)}`)
  }
  report[name] = row
  console.log(`${name}: ${cells.join(' | ')}`)
}
if (args.json)
  fs.writeFileSync(args.json, JSON.stringify({ at: new Date().toISOString(), builds, script, scriptArgs, runs, report }, null, 2))
