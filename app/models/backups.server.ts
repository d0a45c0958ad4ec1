// Backups of the one SQLite file and the uploaded files, and their restore.
// A backup is a folder BACKUP_DIR/backup-<time>/ holding app.db (SQLite's online backup API, through
// better-sqlite3's db.backup(): page by page, consistent while web and worker keep writing), files/ (a
// copy of the uploads folder, file by file with copyFile, so nothing is held in memory) and
// manifest.json. It is written under a .partial name and renamed when complete, so a folder named
// backup-… is always whole. The newest BACKUP_KEEP are kept. Each attempt is a row in `backups`,
// shown on the operations page.
import fs from 'node:fs'
import fsp from 'node:fs/promises'
import path from 'node:path'
import Database from 'better-sqlite3'
import { createId, now, type Db } from '~/utils/db.server'
import { env } from '~/utils/env.server'
import { uploadsDir } from './files.server'

export const DATABASE_FILE = 'app.db'
export const FILES_FOLDER = 'files'
export const MANIFEST_FILE = 'manifest.json'

export type Manifest = {
  takenAt: string
  database: string
  dbBytes: number
  fileCount: number
  fileBytes: number
  source: string
}

export type BackupOutcome =
  { ok: true; id: string; path: string; manifest: Manifest; remote: string | null } | { ok: false; id: string; error: string }

function folderName(at: Date) {
  return `backup-${at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}-${createId().slice(0, 4)}`
}

/** Copies a folder tree file by file (copyFile: the kernel copies, nothing is read into memory). */
async function copyTree(from: string, to: string, skip: (name: string) => boolean = () => false) {
  let count = 0
  let bytes = 0
  let entries: fs.Dirent[]
  try {
    entries = await fsp.readdir(from, { withFileTypes: true })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { count, bytes }
    throw error
  }
  await fsp.mkdir(to, { recursive: true })
  for (const entry of entries) {
    if (skip(entry.name)) continue
    const source = path.join(from, entry.name)
    const target = path.join(to, entry.name)
    if (entry.isDirectory()) {
      const sub = await copyTree(source, target)
      count += sub.count
      bytes += sub.bytes
    } else if (entry.isFile()) {
      await fsp.copyFile(source, target)
      count++
      bytes += (await fsp.stat(target)).size
    }
  }
  return { count, bytes }
}

/** `PRAGMA integrity_check` of a database file, opened read-only: 'ok' or SQLite's first complaint. */
export function integrityCheck(file: string) {
  const check = new Database(file, { readonly: true, fileMustExist: true })
  try {
    return String(check.pragma('integrity_check', { simple: true }))
  } finally {
    check.close()
  }
}

/** The backup folders in BACKUP_DIR, oldest first. */
export async function listBackups(dir = env().backupDir) {
  const names = await fsp.readdir(dir).catch(() => [] as string[])
  return names.filter((n) => /^backup-\d{8}T\d{6}Z-[A-Za-z0-9_-]{4}$/.test(n)).sort()
}

/**
 * Takes one backup now: the database through SQLite's backup API, the uploads folder file by file, a
 * manifest; checks the copy's integrity, keeps the newest `keep`, copies it to S3-compatible storage
 * when that is configured, and records the attempt in `backups`.
 */
export async function takeBackup(db: Db, sqlite: Database.Database, opts: { dir?: string; keep?: number } = {}): Promise<BackupOutcome> {
  const e = env()
  const dir = opts.dir ?? e.backupDir
  const keep = opts.keep ?? e.BACKUP_KEEP
  const id = createId()
  const startedAt = new Date()
  await db.insertInto('backups').values({ id, started_at: startedAt.toISOString(), ok: 0 }).execute()
  const name = folderName(startedAt)
  const partial = path.join(dir, `.${name}.partial`)
  const final = path.join(dir, name)
  try {
    await fsp.mkdir(partial, { recursive: true, mode: 0o700 })
    const dbFile = path.join(partial, DATABASE_FILE)
    // All pages in one step after the first: a step-by-step copy restarts whenever another process
    // (the web) writes between two steps, and under steady traffic might never finish. One step holds
    // a read snapshot (WAL: writers go on) and copies through SQLite's page cache, not into memory.
    await sqlite.backup(dbFile, { progress: () => 0x7fffffff })
    // The copy is one self-contained file: out of WAL mode, so opening it leaves no -wal or -shm beside
    // it (the app turns WAL back on when it opens a restored file).
    const copy = new Database(dbFile)
    try {
      copy.pragma('journal_mode = DELETE')
    } finally {
      copy.close()
    }
    const check = integrityCheck(dbFile)
    if (check !== 'ok') throw new Error(`integrity check of the copy failed: ${check}`)
    // Files being received right now (.incoming) are not yet anyone's: they are left out.
    const files = await copyTree(uploadsDir(), path.join(partial, FILES_FOLDER), (n) => n === '.incoming')
    const manifest: Manifest = {
      takenAt: startedAt.toISOString(),
      database: DATABASE_FILE,
      dbBytes: (await fsp.stat(dbFile)).size,
      fileCount: files.count,
      fileBytes: files.bytes,
      source: path.resolve(e.DATABASE_PATH),
    }
    await fsp.writeFile(path.join(partial, MANIFEST_FILE), JSON.stringify(manifest, null, 2))
    await fsp.rename(partial, final)
    await pruneBackups(dir, keep)
    const remote = await copyToRemote(final, name)
    await db
      .updateTable('backups')
      .set({
        finished_at: now(),
        path: final,
        db_bytes: manifest.dbBytes,
        file_count: manifest.fileCount,
        file_bytes: manifest.fileBytes,
        remote,
        ok: 1,
      })
      .where('id', '=', id)
      .execute()
    return { ok: true, id, path: final, manifest, remote }
  } catch (error) {
    const message = String((error as Error)?.message ?? error).slice(0, 1000)
    await fsp.rm(partial, { recursive: true, force: true }).catch(() => undefined)
    await db.updateTable('backups').set({ finished_at: now(), ok: 0, error: message }).where('id', '=', id).execute()
    return { ok: false, id, error: message }
  }
}

/** Removes all but the newest `keep` backups, and partial folders left by an interrupted backup. */
export async function pruneBackups(dir: string, keep: number) {
  const all = await listBackups(dir)
  for (const name of all.slice(0, Math.max(0, all.length - keep))) await fsp.rm(path.join(dir, name), { recursive: true, force: true })
  const names = await fsp.readdir(dir).catch(() => [] as string[])
  for (const name of names.filter((n) => n.endsWith('.partial'))) {
    const stat = await fsp.stat(path.join(dir, name)).catch(() => null)
    if (stat && Date.now() - stat.mtimeMs > 6 * 3600 * 1000) await fsp.rm(path.join(dir, name), { recursive: true, force: true })
  }
}

/**
 * With BACKUP_S3_* set, uploads the backup's files to S3-compatible storage, streamed from disk. The
 * AWS SDK is imported only then, so a Machine without S3 never loads it. Returns where it went, or null.
 */
export async function copyToRemote(folder: string, name: string) {
  const e = env()
  if (!e.BACKUP_S3_BUCKET) return null
  const [{ S3Client }, { Upload }] = await Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/lib-storage')])
  const client = new S3Client({
    region: e.BACKUP_S3_REGION,
    endpoint: e.BACKUP_S3_ENDPOINT,
    forcePathStyle: Boolean(e.BACKUP_S3_ENDPOINT),
    credentials: { accessKeyId: e.BACKUP_S3_ACCESS_KEY_ID!, secretAccessKey: e.BACKUP_S3_SECRET_ACCESS_KEY! },
  })
  const prefix = `${e.BACKUP_S3_PREFIX}${name}/`
  try {
    for (const file of await filesUnder(folder)) {
      const key = prefix + path.relative(folder, file).split(path.sep).join('/')
      // Parts of 5 MB, one at a time: a large database never sits in memory whole.
      await new Upload({ client, params: { Bucket: e.BACKUP_S3_BUCKET, Key: key, Body: fs.createReadStream(file) }, queueSize: 1 }).done()
    }
  } finally {
    client.destroy()
  }
  return `s3://${e.BACKUP_S3_BUCKET}/${prefix}`
}

async function filesUnder(dir: string): Promise<string[]> {
  const out: string[] = []
  for (const entry of await fsp.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) out.push(...(await filesUnder(full)))
    else if (entry.isFile()) out.push(full)
  }
  return out
}

/** The last backups, newest first, for the operations page. */
export function recentBackups(db: Db, limit = 10) {
  return db.selectFrom('backups').selectAll().orderBy('started_at', 'desc').limit(limit).execute()
}

// ---- restore ----

export class RestoreRefused extends Error {}

/** The backup folder an operator named: a path, or a name inside BACKUP_DIR. */
export function resolveBackup(arg: string | undefined) {
  if (!arg) throw new RestoreRefused('Name the backup to restore: npm run db:restore -- <backup folder>')
  const candidates = [path.resolve(arg), path.join(env().backupDir, arg)]
  const found = candidates.find((c) => fs.existsSync(path.join(c, MANIFEST_FILE)) && fs.existsSync(path.join(c, DATABASE_FILE)))
  if (!found) throw new RestoreRefused(`No backup at ${arg} (a folder with ${MANIFEST_FILE} and ${DATABASE_FILE}; see ${env().backupDir})`)
  return found
}

/**
 * Whether a process has the database open: SQLite refuses an exclusive lock while any other
 * connection (web or worker, even idle) holds the file in WAL mode. Also a worker heartbeat in the last
 * 15 seconds counts.
 */
export function databaseInUse(file: string): string | null {
  if (!fs.existsSync(file)) return null
  const probe = new Database(file, { fileMustExist: true })
  try {
    probe.pragma('busy_timeout = 0')
    const beat = probe.prepare(`SELECT max(beat_at) AS beat FROM worker_heartbeats`).pluck().get() as string | null
    if (beat && Date.now() - Date.parse(beat) < 15_000) return `a worker beat at ${beat}`
    probe.pragma('locking_mode = EXCLUSIVE')
    try {
      probe.exec('BEGIN EXCLUSIVE')
      probe.exec('COMMIT')
    } catch {
      return 'another process has the database open'
    }
    return null
  } catch (error) {
    // No heartbeat table (a database from before the worker existed): only the lock decides.
    if (/no such table/.test(String(error))) return null
    throw error
  } finally {
    probe.close()
  }
}

export type RestoreOutcome = { backup: string; manifest: Manifest; databasePath: string; keptAside: string[]; restoredFiles: number }

/**
 * Restores a backup into DATABASE_PATH and the uploads folder, while nothing runs. Checks the backup's
 * integrity first, and moves the current database (with its -wal and -shm) and uploads aside rather
 * than deleting them.
 */
export async function restoreBackup(arg: string | undefined): Promise<RestoreOutcome> {
  const backup = resolveBackup(arg)
  const manifest = JSON.parse(await fsp.readFile(path.join(backup, MANIFEST_FILE), 'utf8')) as Manifest
  const source = path.join(backup, DATABASE_FILE)
  const check = integrityCheck(source)
  if (check !== 'ok') throw new RestoreRefused(`The backup's database fails its integrity check (${check}); nothing was changed`)
  const target = path.resolve(env().DATABASE_PATH)
  const busy = databaseInUse(target)
  if (busy) throw new RestoreRefused(`The database is in use (${busy}): stop the web and the worker first; nothing was changed`)

  const stamp = new Date().toISOString().replace(/[-:.]/g, '')
  const keptAside: string[] = []
  await fsp.mkdir(path.dirname(target), { recursive: true })
  for (const suffix of ['', '-wal', '-shm']) {
    const file = target + suffix
    if (!fs.existsSync(file)) continue
    const aside = `${file}.before-restore-${stamp}`
    await fsp.rename(file, aside)
    keptAside.push(aside)
  }
  // Copied under a temporary name, then renamed: the database file appears whole or not at all.
  await fsp.copyFile(source, `${target}.restoring`)
  await fsp.rename(`${target}.restoring`, target)

  const uploads = uploadsDir()
  if (fs.existsSync(uploads)) {
    const aside = `${uploads}.before-restore-${stamp}`
    await fsp.rename(uploads, aside)
    keptAside.push(aside)
  }
  const files = await copyTree(path.join(backup, FILES_FOLDER), uploads)
  return { backup, manifest, databasePath: target, keptAside, restoredFiles: files.count }
}
