// The restore drill of issue 23 and db:restore's schema check, with the compiled `db:backup` and
// `db:restore` as production runs them: several backups with files added between them, the oldest
// pruned, then the oldest kept and the newest restored into scratch data folders and read back; and a
// backup whose database was given a trigger (or a view, or lost an index) refused with one line.
import { spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import Database from 'better-sqlite3'
import { beforeAll, describe, expect, test } from 'vitest'
import { useFreshDatabase } from '../support/app-process'
import { compiled, root } from '../support/compiled'

let vars: Record<string, string>
let dir: string
let backupDir: string

function run(entry: 'scripts/backup' | 'scripts/restore' | 'scripts/migrate', args: string[] = [], extra: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, [compiled(entry), ...args], {
    cwd: root,
    env: { ...process.env, ...vars, ...extra },
    encoding: 'utf8',
  })
  return { code: result.status, out: `${result.stdout}${result.stderr}`, stderr: result.stderr }
}

function withDb<T>(file: string, fn: (db: Database.Database) => T) {
  const db = new Database(file)
  try {
    return fn(db)
  } finally {
    db.close()
  }
}

/** Every file under a folder, by path relative to it. */
function filesUnder(folder: string, base = folder): Record<string, Buffer> {
  const out: Record<string, Buffer> = {}
  if (!fs.existsSync(folder)) return out
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name)
    if (entry.isDirectory()) Object.assign(out, filesUnder(full, base))
    else out[path.relative(base, full).split(path.sep).join('/')] = fs.readFileSync(full)
  }
  return out
}

/** A scratch data folder for a restore: its own database path and uploads folder, the backups as they are. */
function scratch() {
  const data = fs.mkdtempSync(path.join(os.tmpdir(), 'firm-restore-'))
  return { data, env: { DATABASE_PATH: path.join(data, 'app.db'), BACKUP_DIR: backupDir } }
}

async function nextSecond() {
  await new Promise((r) => setTimeout(r, 1000 - (Date.now() % 1000) + 20))
}

type Taken = { folder: string; files: Record<string, Buffer>; leads: string[] }
const taken: Taken[] = []

beforeAll(async () => {
  ;({ vars, dir } = useFreshDatabase({ BACKUP_KEEP: '3', BACKUP_MIN_FREE_MB: '0', LOG_LEVEL: 'warn' }))
  backupDir = path.join(dir, 'backups')
  expect(run('scripts/migrate').code).toBe(0)
  const uploads = path.join(dir, 'uploads')
  const files: Record<string, Buffer> = {}
  const leads: string[] = []
  // Five backups an hour apart in effect: each time a lead comes in and a client sends a document.
  for (let i = 1; i <= 5; i++) {
    const at = new Date().toISOString()
    withDb(vars.DATABASE_PATH, (db) =>
      db
        .prepare(`INSERT INTO leads (id, form_type, name, email, created_at, updated_at) VALUES (?, 'contact', ?, ?, ?, ?)`)
        .run(`lead-${i}`, `Client ${i}`, `client${i}@example.com`, at, at),
    )
    leads.push(`lead-${i}`)
    const rel = `documents/client-${i}/return-${i}.pdf`
    files[rel] = crypto.randomBytes(150_000 + i * 1000)
    fs.mkdirSync(path.dirname(path.join(uploads, rel)), { recursive: true })
    fs.writeFileSync(path.join(uploads, rel), files[rel])
    await nextSecond()
    const backup = run('scripts/backup')
    expect(backup.code, backup.out).toBe(0)
    taken.push({ folder: /^to (\S+)/m.exec(backup.out)![1].replace(/,$/, ''), files: { ...files }, leads: [...leads] })
  }
}, 120_000)

describe('restore drill', () => {
  test('after pruning, the oldest kept and the newest backup each restore every file and row on their own', () => {
    // BACKUP_KEEP=3: the first two are gone, though the first held the only written copy of return-1.pdf.
    expect(fs.readdirSync(backupDir).sort()).toEqual(taken.slice(2).map((t) => path.basename(t.folder)))
    for (const backup of [taken[2], taken[4]]) {
      const { data, env } = scratch()
      const restore = run('scripts/restore', [path.basename(backup.folder)], env)
      expect(restore.code, restore.out).toBe(0)
      expect(restore.out).toContain(`${Object.keys(backup.files).length} uploaded file(s)`)
      const restored = filesUnder(path.join(data, 'uploads'))
      expect(Object.keys(restored).sort()).toEqual(Object.keys(backup.files).sort())
      for (const [rel, bytes] of Object.entries(backup.files)) expect(restored[rel].equals(bytes), rel).toBe(true)
      // The restored files are copies: a change to them cannot reach the backups.
      for (const rel of Object.keys(backup.files)) expect(fs.statSync(path.join(data, 'uploads', rel)).nlink).toBe(1)
      const rows = withDb(env.DATABASE_PATH, (db) => {
        expect(db.pragma('integrity_check', { simple: true })).toBe('ok')
        return db.prepare(`SELECT id, name, email FROM leads ORDER BY id`).all() as { id: string; name: string; email: string }[]
      })
      expect(rows.map((r) => r.id)).toEqual(backup.leads)
      expect(rows.at(-1)).toEqual({
        id: backup.leads.at(-1),
        name: `Client ${backup.leads.length}`,
        email: `client${backup.leads.length}@example.com`,
      })
    }
  })
})

describe('db:restore installs only the schema the migrations make (finding: any database passing integrity_check was installed, triggers included)', () => {
  function tampered(name: string, sql: string) {
    const copy = path.join(dir, name)
    fs.cpSync(taken[4].folder, copy, { recursive: true })
    // Unpacked, changed and packed again, as someone with access to the backups volume could.
    const file = path.join(copy, 'app.db')
    fs.writeFileSync(file, zlib.gunzipSync(fs.readFileSync(path.join(copy, 'app.db.gz'))))
    withDb(file, (db) => db.exec(sql))
    expect(withDb(file, (db) => db.pragma('integrity_check', { simple: true }))).toBe('ok')
    fs.writeFileSync(path.join(copy, 'app.db.gz'), zlib.gzipSync(fs.readFileSync(file)))
    fs.rmSync(file)
    return copy
  }

  function expectRefused(copy: string, reason: RegExp) {
    const { data, env } = scratch()
    const refused = run('scripts/restore', [copy], env)
    expect(refused.code).toBe(1)
    // One line that says why, and that nothing was installed.
    expect(refused.stderr.trim().split('\n')).toHaveLength(1)
    expect(refused.stderr).toMatch(reason)
    expect(refused.stderr).toContain('nothing was changed')
    expect(fs.readdirSync(data)).toEqual([])
  }

  test('a backup whose database got an extra trigger is refused, naming the trigger', () => {
    const copy = tampered('backup-with-trigger', `CREATE TRIGGER leads_wipe AFTER INSERT ON leads BEGIN DELETE FROM sessions; END`)
    expectRefused(
      copy,
      /^The backup's database does not have the schema the migrations make: extra trigger "leads_wipe" on leads; nothing was changed$/m,
    )
  })

  test('an extra view, a missing index and a changed table are refused too', () => {
    expectRefused(tampered('backup-with-view', `CREATE VIEW emails AS SELECT email FROM leads`), /extra view "emails"/)
    expectRefused(tampered('backup-without-index', `DROP INDEX backups_started`), /missing index "backups_started" on backups/)
    expectRefused(tampered('backup-changed-table', `ALTER TABLE leads ADD COLUMN note TEXT`), /table "leads" differs from the migrations'/)
  })

  test('the same backup untouched is restored', () => {
    const copy = path.join(dir, 'backup-untouched')
    fs.cpSync(taken[4].folder, copy, { recursive: true })
    const { env } = scratch()
    const restored = run('scripts/restore', [copy], env)
    expect(restored.code, restored.out).toBe(0)
    expect(withDb(env.DATABASE_PATH, (db) => db.prepare(`SELECT count(*) FROM leads`).pluck().get())).toBe(5)
  })

  test('a backup taken before the database was stored compressed (a plain app.db) is restored too', () => {
    const copy = path.join(dir, 'backup-uncompressed')
    fs.cpSync(taken[4].folder, copy, { recursive: true })
    fs.writeFileSync(path.join(copy, 'app.db'), zlib.gunzipSync(fs.readFileSync(path.join(copy, 'app.db.gz'))))
    fs.rmSync(path.join(copy, 'app.db.gz'))
    const manifest = JSON.parse(fs.readFileSync(path.join(copy, 'manifest.json'), 'utf8'))
    fs.writeFileSync(path.join(copy, 'manifest.json'), JSON.stringify({ ...manifest, database: 'app.db', dbStoredBytes: undefined }))
    const { env } = scratch()
    const restored = run('scripts/restore', [copy], env)
    expect(restored.code, restored.out).toBe(0)
    expect(withDb(env.DATABASE_PATH, (db) => db.prepare(`SELECT count(*) FROM leads`).pluck().get())).toBe(5)
  })
})
