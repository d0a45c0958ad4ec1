// The size on disk of a day of hourly backups (issue 23, "Backups that fit"): a fresh data folder with
// --mb MB of uploads in --files files and a database of --leads leads, then `db:backup` (the compiled
// script, as the worker's timer and the operator run it) --count times with BACKUP_KEEP=--count and
// nothing changed between backups, then `du` of the backups folder. du counts a hard-linked file once,
// so the number is the space the backups really take on the volume.
//
//   npm run build && node bench/backups-size.mjs [--root DIR] [--count 48] [--mb 100] [--files 100] [--leads 2000]
//
// --root runs another checkout's compiled scripts (built there first, `node scripts/build-processes.mjs`
// is enough), for a before/after in one session. Writes up to count x mb to the temporary folder (4.8 GB
// with the old full copies) and removes it at the end.
import { spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { readOptions } from '../scripts/lib.mjs'

const { values: args } = readOptions({ root: path.resolve(import.meta.dirname, '..'), count: '48', mb: '100', files: '100', leads: '2000' })
const root = path.resolve(args.root)
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? 'build')
const count = Number(args.count)
const totalBytes = Number(args.mb) * 1024 * 1024
const fileCount = Number(args.files)

const data = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-backups-'))
const env = {
  ...process.env,
  NODE_ENV: 'test',
  DATABASE_PATH: path.join(data, 'app.db'),
  SESSION_SECRET: 'bench-secret-bench-secret-bench-secret',
  BACKUP_KEEP: String(count),
  BACKUP_MIN_FREE_MB: '0',
  LOG_LEVEL: 'warn',
}
const run = (script) => {
  const result = spawnSync(process.execPath, [path.join(buildDir, 'scripts', `${script}.js`)], { cwd: root, env, encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`${script} failed:\n${result.stdout}${result.stderr}`)
  return result.stdout
}
/** du of a folder: apparent bytes (-b) and blocks on disk (-k), each hard-linked file counted once. */
const du = (dir) => ({
  bytes: Number(spawnSync('du', ['-sb', dir], { encoding: 'utf8' }).stdout.split('\t')[0]),
  disk: Number(spawnSync('du', ['-sk', dir], { encoding: 'utf8' }).stdout.split('\t')[0]) * 1024,
})
const mb = (n) => `${(n / 1024 / 1024).toFixed(1)} MB`

try {
  run('migrate')
  const Database = createRequire(path.join(root, 'package.json'))('better-sqlite3')
  const db = new Database(env.DATABASE_PATH)
  const insert = db.prepare(
    `INSERT INTO leads (id, form_type, name, email, message, created_at, updated_at) VALUES (?, 'contact', ?, ?, ?, ?, ?)`,
  )
  const at = new Date().toISOString()
  // Messages of ~60 words drawn at random from a working vocabulary, and a random reference in each:
  // about as compressible as the inquiries the site receives (a repeated character would flatter gzip).
  const words = (
    'we are looking to sell our company next year and would like advice on the process valuation buyers ' +
    'letter of intent due diligence purchase agreement escrow earnout working capital employees lease ' +
    'our revenue grew last quarter the founders hold shares investors board approval tax structure asset ' +
    'stock deal timing please call me at your convenience thank you for the meeting in Tampa Miami Orlando ' +
    'manufacturing software services distribution healthcare logistics family owned second generation'
  ).split(' ')
  const message = () =>
    Array.from({ length: 60 }, () => words[crypto.randomInt(words.length)]).join(' ') + ` ref ${crypto.randomBytes(6).toString('hex')}`
  db.transaction(() => {
    for (let i = 0; i < Number(args.leads); i++) insert.run(`lead-${i}`, `Client ${i}`, `client${i}@example.com`, message(), at, at)
  })()
  db.pragma('wal_checkpoint(TRUNCATE)')
  db.close()

  // Uploads as the site stores them: documents/<client>/<id>.pdf, random bytes (nothing compresses).
  const per = Math.floor(totalBytes / fileCount)
  for (let i = 0; i < fileCount; i++) {
    const file = path.join(data, 'uploads', 'documents', `client-${i % 20}`, `${crypto.randomUUID()}.pdf`)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, crypto.randomBytes(i === fileCount - 1 ? totalBytes - per * (fileCount - 1) : per))
  }
  const uploads = du(path.join(data, 'uploads'))
  const database = fs.statSync(env.DATABASE_PATH).size

  const times = []
  for (let i = 0; i < count; i++) {
    // Folder names are to the second: one backup per second keeps their order (and pruning) exact.
    await new Promise((r) => setTimeout(r, 1000 - (Date.now() % 1000) + 20))
    const started = performance.now()
    run('backup')
    times.push(performance.now() - started)
  }
  const backups = du(path.join(data, 'backups'))
  const kept = fs.readdirSync(path.join(data, 'backups')).filter((n) => n.startsWith('backup-')).length
  const later = times.slice(1).sort((a, b) => a - b)
  const result = {
    root,
    backups: kept,
    uploads: mb(uploads.bytes),
    database: mb(database),
    databaseStoredInNewest: (() => {
      const newest = fs
        .readdirSync(path.join(data, 'backups'))
        .filter((n) => n.startsWith('backup-'))
        .sort()
        .at(-1)
      const manifest = JSON.parse(fs.readFileSync(path.join(data, 'backups', newest, 'manifest.json'), 'utf8'))
      return mb(manifest.dbStoredBytes ?? manifest.dbBytes)
    })(),
    backupsApparent: mb(backups.bytes),
    backupsOnDisk: mb(backups.disk),
    ratioToData: (backups.disk / (uploads.disk + database)).toFixed(2),
    firstBackupMs: Math.round(times[0]),
    laterBackupMedianMs: Math.round(later[Math.floor(later.length / 2)] ?? 0),
  }
  console.log(JSON.stringify(result, null, 2))
} finally {
  fs.rmSync(data, { recursive: true, force: true })
}
