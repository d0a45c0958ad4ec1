// The conflict check at scale (issue 26, acceptance 4): a fresh SQLite file with 10,000 clients (a person
// and a company each) and 50,000 parties on their matters, then checks of Growth Score signups timed
// end to end through runConflictCheck (read the check and the signup, the index from memory, match,
// write the outcome), plus the matching alone, the first read and build of the index after a change and
// the memory the index holds; the previous matcher (the character-pair index of commit --before) runs
// the same checks interleaved, so before and after are measured under the same machine load.
//   npx tsx bench/conflict-check.ts [--clients 10000] [--parties 50000] [--checks 1000] [--before e9be455]
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { execFileSync } from 'node:child_process'
import { createRequire } from 'node:module'
import { performance } from 'node:perf_hooks'
import { pathToFileURL } from 'node:url'
import v8 from 'node:v8'
import vm from 'node:vm'
import { readOptions } from '../scripts/lib.mjs'
import { seededRandom } from './seeded-random'

const { values } = readOptions({
  clients: '10000',
  parties: '50000',
  checks: '1000',
  // The commit whose matcher the "before" figures run (the character-pair index).
  before: 'e9be455',
})
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'conflict-bench-'))
process.env.DATABASE_PATH = path.join(dir, 'app.db')

const { getSqlite } = await import('~/utils/db.server')
const { migrate } = await import('~/utils/migrate.server')
const { conflictIndex, readIndex, runConflictCheck, checkSubject } = await import('~/models/conflicts.server')
const { buildMatchIndex } = await import('~/models/conflict-index')
const { findConflicts, findConflictsByScan } = await import('~/models/conflict-matching')

const sqlite = getSqlite()
migrate(sqlite)

const { rand, pick } = seededRandom(7)
// Names of 5–9 letters, consonant and vowel by turns over the whole alphabet (as surnames and coined
// company names look), beside common words that many company names share.
const CONSONANTS = 'bcdfghjklmnprstvwz'
const VOWELS = 'aeiouy'
const WORDS = [
  'Capital',
  'Partners',
  'Logistics',
  'Holdings',
  'Ventures',
  'Medical',
  'Foods',
  'Systems',
  'Labs',
  'Trading',
  'Realty',
  'Group',
  'Energy',
  'Studio',
  'Works',
]
const FORMS = ['LLC', 'Inc.', 'Corp', 'Ltd', 'S.A. de C.V.', 'GmbH', '', 'L.L.C.']
const FIRST = [
  'Ana',
  'Ben',
  'Carla',
  'David',
  'Elena',
  'Frank',
  'Grace',
  'Hugo',
  'Irene',
  'Jorge',
  'Karen',
  'Luis',
  'Maria',
  'Nadia',
  'Omar',
  'Paula',
]
const word = () => {
  const length = 5 + Math.floor(rand() * 5)
  let w = ''
  for (let i = 0; i < length; i++) w += i % 2 === 0 ? pick([...CONSONANTS]) : pick([...VOWELS])
  return w[0].toUpperCase() + w.slice(1)
}
const company = () => `${word()} ${pick(WORDS)} ${pick(FORMS)}`.trim()
const person = () => `${pick(FIRST)} ${word()}`

const clients = Number(values.clients)
const parties = Number(values.parties)
const at = new Date().toISOString()
const partyNames: string[] = []
const seedStart = performance.now()
sqlite.transaction(() => {
  const user = sqlite.prepare('INSERT INTO users (id, email, created_at, updated_at) VALUES (?, ?, ?, ?)')
  const profile = sqlite.prepare(
    'INSERT INTO client_profiles (id, user_id, first_name, last_name, company_name, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  )
  const party = sqlite.prepare(
    'INSERT INTO matter_parties (id, client_id, name, kind, role, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  )
  for (let i = 0; i < clients; i++) {
    user.run(`u${i}`, `client${i}@example.com`, at, at)
    const [first, last] = person().split(' ')
    profile.run(`c${i}`, `u${i}`, first, last, company(), at, at)
  }
  const roles = ['adverse', 'counterparty', 'co-owner', 'investor', 'other']
  for (let i = 0; i < parties; i++) {
    const isCompany = rand() < 0.7
    const name = isCompany ? company() : person()
    partyNames.push(name)
    party.run(`p${i}`, `c${i % clients}`, name, isCompany ? 'company' : 'person', pick(roles), at, at)
  }
})()
const seeded = performance.now() - seedStart

const indexRows = (sqlite.prepare('SELECT count(*) AS n FROM conflict_index').get() as { n: number }).n

// Checks: one in four is a party written differently (a hit), the rest are new names (no hit).
const variant = (name: string) =>
  pick([
    (n: string) => n.toUpperCase(),
    (n: string) => n.replace(/ (LLC|Inc\.|Corp|Ltd|GmbH|L\.L\.C\.)$/, ', Incorporated'),
    (n: string) => (n.length > 6 ? n.slice(0, 3) + n[4] + n[3] + n.slice(5) : n),
    (n: string) => `${n}s`,
  ])(name)
const checks = Number(values.checks)
const insertSignup = sqlite.prepare(
  `INSERT INTO signups (id, name, email, company_name, phone, payment_status, created_at, updated_at, other_parties) VALUES (?, ?, ?, ?, '305-555-0100', 'pending', ?, ?, ?)`,
)
const insertCheck = sqlite.prepare(
  `INSERT INTO conflict_checks (id, subject_type, subject_id, blocking, status, created_at, updated_at) VALUES (?, 'signup', ?, 1, 'pending', ?, ?)`,
)
sqlite.transaction(() => {
  for (let i = 0; i < checks; i++) {
    const hit = i % 4 === 0
    const other = i % 10 === 0 ? `${company()}\n${person()}` : null
    insertSignup.run(
      `s${i}`,
      person(),
      `buyer${i}@${word().toLowerCase()}mail.com`,
      hit ? variant(pick(partyNames)) : company(),
      at,
      at,
      other,
    )
    insertCheck.run(`k${i}`, `s${i}`, at, at)
  }
})()

// The matcher before the deletion index (the character-pair index, as merged in PREVIOUS), taken from
// git into the temp folder, so that before and after run side by side under the same machine load.
const PREVIOUS = values.before
// That version exported its own buildMatchIndex (today's lives in conflict-index.ts).
type Matcher = typeof import('~/models/conflict-matching') & Pick<typeof import('~/models/conflict-index'), 'buildMatchIndex'>
let previous: Matcher | null = null
try {
  const source = execFileSync('git', ['show', `${PREVIOUS}:app/models/conflict-matching.ts`], { encoding: 'utf8' })
  const file = path.join(dir, 'previous-matching.ts')
  const levenshtein = pathToFileURL(createRequire(import.meta.url).resolve('fastest-levenshtein')).href
  fs.writeFileSync(file, source.replace(`from 'fastest-levenshtein'`, `from '${levenshtein}'`))
  previous = (await import(pathToFileURL(file).href)) as Matcher
} catch (error) {
  console.error(`no previous matcher (${PREVIOUS}):`, (error as Error).message)
}

// Heap and typed arrays held, after a full collection: what an index keeps in the worker's memory.
v8.setFlagsFromString('--expose-gc')
const gc = vm.runInNewContext('gc') as () => void
function held() {
  gc()
  const m = process.memoryUsage()
  return m.heapUsed + m.arrayBuffers
}
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

// The first read after a change (the worker reads the index again when a trigger bumped its version).
const heapBefore = held()
const coldStart = performance.now()
const entries = await readIndex()
const read = performance.now() - coldStart
const heapEntries = held()
let builtBefore = 0
let builtBeforeCpu = 0
const cpuSince = (start: NodeJS.CpuUsage) => {
  const c = process.cpuUsage(start)
  return (c.user + c.system) / 1000
}
let heapIndexBefore = 0
let indexBefore: unknown = null
if (previous) {
  const t = performance.now()
  const c = process.cpuUsage()
  indexBefore = previous.buildMatchIndex(entries)
  builtBefore = performance.now() - t
  builtBeforeCpu = cpuSince(c)
  heapIndexBefore = held() - heapEntries
}
const heapMid = held()
const buildStart = performance.now()
const buildCpu = process.cpuUsage()
const indexAfter = buildMatchIndex(entries)
const built = performance.now() - buildStart
const builtCpu = cpuSince(buildCpu)
const heapIndexAfter = held() - heapMid
await conflictIndex()

function percentiles(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b)
  const q = (p: number) => s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]
  return { p50: q(50), p95: q(95), p99: q(99), max: s[s.length - 1] }
}
/** Wall and CPU time of one call (CPU: this process's, which the other processes' load does not stretch). */
function timed<T>(run: () => T, wall: number[], cpu: number[]) {
  const c0 = process.cpuUsage()
  const t0 = performance.now()
  const result = run()
  wall.push(performance.now() - t0)
  const c = process.cpuUsage(c0)
  cpu.push((c.user + c.system) / 1000)
  return result
}

console.error('index ready', Math.round(read), Math.round(builtBefore), Math.round(built))
// The same checks comparing with every entry (no index): what the index saves.
const scan: number[] = []
for (let i = 0; i < Math.min(checks, 100); i++) {
  const subject = (await checkSubject('signup', `s${i}`))!
  const t0 = performance.now()
  findConflictsByScan(subject, entries)
  scan.push(performance.now() - t0)
}

console.error('scan done', scan.length)
const t = {
  beforeWall: [] as number[],
  beforeCpu: [] as number[],
  afterWall: [] as number[],
  afterCpu: [] as number[],
  checkWall: [] as number[],
  checkCpu: [] as number[],
}
let open = 0
let differ = 0
const ids = (hits: { entryId: number }[]) => hits.map((h) => h.entryId).join(',')
for (let i = 0; i < checks; i++) {
  const subject = (await checkSubject('signup', `s${i}`))!
  const index = await conflictIndex()
  const after = timed(() => findConflicts(subject, index), t.afterWall, t.afterCpu)
  if (previous) {
    const before = timed(() => previous.findConflicts(subject, indexBefore as never), t.beforeWall, t.beforeCpu)
    if (ids(before) !== ids(after)) differ++
  }
  // End to end, as the worker runs it (read the check and the signup, match, write the outcome).
  const c0 = process.cpuUsage()
  const t0 = performance.now()
  const result = await runConflictCheck(`k${i}`)
  t.checkWall.push(performance.now() - t0)
  const c = process.cpuUsage(c0)
  t.checkCpu.push((c.user + c.system) / 1000)
  if ('status' in result && result.status === 'open') open++
}
const fmt = (n: number) => `${n.toFixed(1)} ms`
const row = (samples: number[]) =>
  samples.length
    ? (({ p50, p95, p99, max }) => ({ p50: fmt(p50), p95: fmt(p95), p99: fmt(p99), max: fmt(max) }))(percentiles(samples))
    : null
console.log(
  JSON.stringify(
    {
      clients,
      parties,
      indexRows,
      seededMs: Math.round(seeded),
      checks,
      open,
      indexReadAfterChange: fmt(read),
      entriesHeld: mb(heapEntries - heapBefore),
      before: {
        matcher: PREVIOUS,
        indexBuildAfterChange: fmt(builtBefore),
        indexBuildCpu: fmt(builtBeforeCpu),
        indexHeld: mb(heapIndexBefore),
        matchingWall: row(t.beforeWall),
        matchingCpu: row(t.beforeCpu),
      },
      after: {
        indexBuildAfterChange: fmt(built),
        indexBuildCpu: fmt(builtCpu),
        indexHeld: mb(heapIndexAfter),
        buckets: indexAfter.starts.length - 1,
        filed: indexAfter.ids.length,
        matchingWall: row(t.afterWall),
        matchingCpu: row(t.afterCpu),
        checkWall: row(t.checkWall),
        checkCpu: row(t.checkCpu),
      },
      checksWhereBeforeAndAfterDiffer: previous ? differ : null,
      scanWithoutIndex: (({ p50, p99 }) => ({ p50: fmt(p50), p99: fmt(p99) }))(percentiles(scan)),
      processRss: mb(process.memoryUsage().rss),
      cpus: os.cpus().length,
      load: os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' '),
    },
    null,
    2,
  ),
)
sqlite.close()
fs.rmSync(dir, { recursive: true, force: true })
