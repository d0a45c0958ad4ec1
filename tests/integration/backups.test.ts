// The restore drill: data and files written, backed up with `db:backup`, destroyed, restored with
// `db:restore`, read back. Also a backup taken during a burst of writes from another process, and the
// restore's refusals (database in use, a corrupt backup). The compiled scripts run as production runs them.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import Database from 'better-sqlite3'
import { beforeAll, describe, expect, test } from 'vitest'
import { useFreshDatabase } from '../support/app-process'
import { compiled, root } from '../support/compiled'

let vars: Record<string, string>
let dir: string
let dbPath: string
let uploads: string

function run(entry: 'scripts/backup' | 'scripts/restore' | 'scripts/migrate', args: string[] = []) {
  const result = spawnSync(process.execPath, [compiled(entry), ...args], { cwd: root, env: { ...process.env, ...vars }, encoding: 'utf8' })
  return { code: result.status, out: `${result.stdout}${result.stderr}` }
}

function runAsync(entry: 'scripts/backup', extra: Record<string, string> = {}) {
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, [compiled(entry)], { cwd: root, env: { ...process.env, ...vars, ...extra } })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (d) => (stdout += d))
    child.stderr.on('data', (d) => (stderr += d))
    child.on('exit', (status) => resolve({ status, stdout, stderr }))
  })
}

function backupPathFrom(output: string) {
  const m = /^to (\S+)/m.exec(output)
  if (!m) throw new Error(`no backup path in:\n${output}`)
  return m[1].replace(/,$/, '')
}

/** A backup's database, unpacked (backups store it as app.db.gz) to a file beside it. */
function unpacked(folder: string) {
  const file = path.join(folder, 'unpacked.db')
  fs.writeFileSync(file, zlib.gunzipSync(fs.readFileSync(path.join(folder, 'app.db.gz'))))
  return file
}

function withDb<T>(fn: (db: Database.Database) => T, file = dbPath) {
  const db = new Database(file)
  try {
    return fn(db)
  } finally {
    db.close()
  }
}

beforeAll(() => {
  ;({ vars, dir } = useFreshDatabase({ BACKUP_KEEP: '3', LOG_LEVEL: 'warn' }))
  dbPath = vars.DATABASE_PATH
  uploads = path.join(dir, 'uploads')
  expect(run('scripts/migrate').code).toBe(0)
})

describe('backups', () => {
  test('restore drill: write, back up, destroy, restore, read back', () => {
    const at = new Date().toISOString()
    withDb((db) => {
      db.prepare(`INSERT INTO leads (id, form_type, name, email, created_at, updated_at) VALUES (?, 'contact', ?, ?, ?, ?)`).run(
        'lead-1',
        'Ada Lovelace',
        'ada@client.example',
        at,
        at,
      )
    })
    fs.mkdirSync(path.join(uploads, 'reports'), { recursive: true })
    const report = Buffer.from(`%PDF-1.7\n${'x'.repeat(200_000)}\n%%EOF\n`)
    fs.writeFileSync(path.join(uploads, 'reports', 'report-1.pdf'), report)
    fs.writeFileSync(path.join(uploads, 'template-a.docx'), 'template')

    const backup = run('scripts/backup')
    expect(backup.code, backup.out).toBe(0)
    expect(backup.out).toMatch(/and 2 uploaded file\(s\)/)
    const folder = backupPathFrom(backup.out)
    expect(path.dirname(folder)).toBe(path.join(dir, 'backups'))
    const manifest = JSON.parse(fs.readFileSync(path.join(folder, 'manifest.json'), 'utf8'))
    expect(manifest).toMatchObject({ fileCount: 2, database: 'app.db.gz' })
    const recorded = withDb((db) => db.prepare(`SELECT * FROM backups WHERE path = ?`).get(folder)) as {
      ok: number
      file_count: number
      remote: string | null
    }
    // Recorded for the operations page; no S3 variables, so no remote copy was attempted.
    expect(recorded).toMatchObject({ ok: 1, file_count: 2, remote: null })

    // Destroyed: the database, its log, and the uploads.
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(dbPath + suffix, { force: true })
    fs.rmSync(uploads, { recursive: true, force: true })
    withDb((db) => db.exec('CREATE TABLE wrong (a)')) // something else took its place meanwhile

    const restore = run('scripts/restore', [path.basename(folder)])
    expect(restore.code, restore.out).toBe(0)
    expect(restore.out).toContain(`Restored the backup taken at ${manifest.takenAt}`)
    expect(restore.out).toContain('2 uploaded file(s)')
    const lead = withDb((db) => db.prepare(`SELECT name, email FROM leads WHERE id = 'lead-1'`).get())
    expect(lead).toEqual({ name: 'Ada Lovelace', email: 'ada@client.example' })
    expect(withDb((db) => db.pragma('integrity_check', { simple: true }))).toBe('ok')
    expect(fs.readFileSync(path.join(uploads, 'reports', 'report-1.pdf')).equals(report)).toBe(true)
    expect(fs.readFileSync(path.join(uploads, 'template-a.docx'), 'utf8')).toBe('template')
    // What it replaced is kept aside, not deleted.
    const aside = fs.readdirSync(dir).filter((n) => n.startsWith('app.db.before-restore-'))
    expect(aside).toHaveLength(1)
    expect(withDb((db) => db.prepare(`SELECT name FROM sqlite_master WHERE name = 'wrong'`).get(), path.join(dir, aside[0]))).toBeTruthy()
  })

  test('refuses to restore while a process has the database open, or from a corrupt backup; nothing changes', () => {
    const folder = backupPathFrom(run('scripts/backup').out)
    const holder = new Database(dbPath)
    holder.pragma('journal_mode = WAL')
    holder.prepare(`SELECT count(*) FROM leads`).get()
    try {
      const refused = run('scripts/restore', [folder])
      expect(refused.code).toBe(1)
      expect(refused.out).toMatch(/in use .*stop the web and the worker first; nothing was changed/)
    } finally {
      holder.close()
    }
    const corrupt = path.join(dir, 'corrupt-backup')
    fs.cpSync(folder, corrupt, { recursive: true })
    const file = unpacked(corrupt)
    const fd = fs.openSync(file, 'r+')
    fs.writeSync(fd, Buffer.alloc(4096, 0x5a), 0, 4096, 4096 * 2)
    fs.closeSync(fd)
    fs.writeFileSync(path.join(corrupt, 'app.db.gz'), zlib.gzipSync(fs.readFileSync(file)))
    fs.rmSync(file)
    const bad = run('scripts/restore', [corrupt])
    expect(bad.code).not.toBe(0)
    expect(bad.out).toMatch(/integrity|malformed/i)
    expect(fs.readdirSync(dir).filter((n) => n.startsWith('app.db.before-restore-'))).toHaveLength(1)
  })

  test('a backup taken during a burst of writes restores to a consistent database', async () => {
    // Another process writes pairs of rows, each pair in one transaction, as fast as it can.
    const writer = spawn(
      process.execPath,
      [
        '-e',
        `
        const Database = require(${JSON.stringify(require.resolve('better-sqlite3'))})
        const db = new Database(process.argv[1])
        db.pragma('journal_mode = WAL'); db.pragma('busy_timeout = 5000')
        db.exec('CREATE TABLE IF NOT EXISTS burst_a (id INTEGER PRIMARY KEY, v TEXT); CREATE TABLE IF NOT EXISTS burst_b (id INTEGER PRIMARY KEY, v TEXT)')
        const a = db.prepare('INSERT INTO burst_a (id, v) VALUES (?, ?)'), b = db.prepare('INSERT INTO burst_b (id, v) VALUES (?, ?)')
        const pair = db.transaction((i) => { a.run(i, 'x'.repeat(500)); b.run(i, 'y'.repeat(500)) })
        let i = 0
        process.stdout.write('started\\n')
        for (;;) { pair(++i); if (i % 200 === 0) process.stdout.write(i + '\\n') }
        `,
        dbPath,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    )
    let written = ''
    writer.stdout!.on('data', (d) => (written += d))
    try {
      // Wait until the burst is under way (a few thousand pairs), then back up while it goes on.
      while (!/\n[1-9]\d{3,}\n/.test(written)) await new Promise((r) => setTimeout(r, 20))
      const backup = await runAsync('scripts/backup')
      expect(backup.status, backup.stderr).toBe(0)
      const copy = unpacked(backupPathFrom(backup.stdout))
      const counts = withDb((db) => {
        expect(db.pragma('integrity_check', { simple: true })).toBe('ok')
        return db.prepare(`SELECT (SELECT count(*) FROM burst_a) AS a, (SELECT count(*) FROM burst_b) AS b`).get() as {
          a: number
          b: number
        }
      }, copy)
      // Every pair whole: the copy is one moment of the database, not a mix of two.
      expect(counts.a).toBeGreaterThan(0)
      expect(counts.a).toBe(counts.b)
    } finally {
      writer.kill('SIGKILL')
      await new Promise((r) => writer.once('exit', r))
    }
  }, 120_000)

  test('with BACKUP_S3_* set, each backup is also copied to S3-compatible storage (a local s3rver here)', async () => {
    const { default: S3rver } = await import('s3rver')
    const server = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: fs.mkdtempSync(path.join(dir, 's3-')),
      configureBuckets: [{ name: 'firm-backups', configs: [] }],
    })
    const { port } = await server.run()
    try {
      const s3 = {
        BACKUP_S3_BUCKET: 'firm-backups',
        BACKUP_S3_REGION: 'us-east-1',
        BACKUP_S3_ENDPOINT: `http://127.0.0.1:${port}`,
        BACKUP_S3_ACCESS_KEY_ID: 'S3RVER',
        BACKUP_S3_SECRET_ACCESS_KEY: 'S3RVER',
      }
      // Run asynchronously: the S3 stand-in answers from this process.
      const result = await runAsync('scripts/backup', s3)
      expect(result.status, result.stderr).toBe(0)
      const folder = backupPathFrom(result.stdout)
      expect(result.stdout).toContain(`copied to s3://firm-backups/backups/${path.basename(folder)}/`)
      const { S3Client, ListObjectsV2Command, GetObjectCommand } = await import('@aws-sdk/client-s3')
      const client = new S3Client({
        region: 'us-east-1',
        endpoint: s3.BACKUP_S3_ENDPOINT,
        forcePathStyle: true,
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      })
      const listed = await client.send(new ListObjectsV2Command({ Bucket: 'firm-backups', Prefix: `backups/${path.basename(folder)}/` }))
      const keys = (listed.Contents ?? []).map((c) => c.Key!.split('/').slice(2).join('/')).sort()
      expect(keys).toEqual(['app.db.gz', 'files/reports/report-1.pdf', 'files/template-a.docx', 'manifest.json'])
      const db = await client.send(new GetObjectCommand({ Bucket: 'firm-backups', Key: `backups/${path.basename(folder)}/app.db.gz` }))
      expect(Buffer.from(await db.Body!.transformToByteArray()).equals(fs.readFileSync(path.join(folder, 'app.db.gz')))).toBe(true)
      client.destroy()
      const recorded = withDb((d) => d.prepare(`SELECT remote, ok FROM backups WHERE path = ?`).get(folder))
      expect(recorded).toEqual({ remote: `s3://firm-backups/backups/${path.basename(folder)}/`, ok: 1 })
    } finally {
      await server.close()
    }
  })

  test('keeps only the newest BACKUP_KEEP backups', () => {
    for (let i = 0; i < 3; i++) expect(run('scripts/backup').code).toBe(0)
    const names = fs.readdirSync(path.join(dir, 'backups')).filter((n) => n.startsWith('backup-'))
    expect(names).toHaveLength(3)
  })
})
