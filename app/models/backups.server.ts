// Backups of the one SQLite file and the uploaded files, and their restore.
// A backup is a folder BACKUP_DIR/backup-<time>/ holding app.db (SQLite's online backup API, through
// better-sqlite3's db.backup(): page by page, consistent while web and worker keep writing), files/ (the
// uploads folder) and manifest.json. Uploads never change once stored (each is a new file under a new
// name), so a file the newest backup already holds, same size and modification time, is hard-linked to
// that copy instead of copied again: every backup folder is still a whole tree on its own, restorable
// after any other is deleted, and a file's bytes are on the volume once however many backups hold it
// (decision 0020). A backup is written under a .partial name and renamed when complete, so a folder
// named backup-… is always whole; a failed one's folder is removed. Before each backup, and after a
// failed one, the oldest are pruned: beyond BACKUP_KEEP, and while the volume lacks the space the next
// backup needs plus BACKUP_MIN_FREE_MB (never the newest). Each attempt is a row in `backups`, shown on
// the operations page.
import fs from 'node:fs'
import fsp from 'node:fs/promises'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import zlib from 'node:zlib'
import Database from 'better-sqlite3'
import { createId, now, type Db } from '~/utils/db.server'
import { env } from '~/utils/env.server'
import { migrate, migrationFiles } from '~/utils/migrate.server'
import { uploadsDir } from './files.server'

export const DATABASE_FILE = 'app.db'
/** The database as a backup stores it since decision 0020: gzip-compressed (backups before hold app.db). */
export const COMPRESSED_DATABASE_FILE = 'app.db.gz'
export const FILES_FOLDER = 'files'
export const MANIFEST_FILE = 'manifest.json'

export type Manifest = {
  takenAt: string
  /** The database's file in the folder: app.db.gz, or app.db in backups taken before decision 0020. */
  database: string
  /** The database's size (uncompressed). */
  dbBytes: number
  /** Its size as stored (compressed), when compressed. */
  dbStoredBytes?: number
  fileCount: number
  fileBytes: number
  source: string
  /** Files written anew by this backup, and their bytes; the others are hard links to the previous backup's copies. */
  copiedFiles?: number
  copiedBytes?: number
}

export type BackupOutcome =
  | { ok: true; id: string; path: string; manifest: Manifest; remote: string | null; pruned: string[] }
  | { ok: false; id: string; error: string; pruned: string[] }

/** A backup that did not fit: the volume is full, or would be. */
export class BackupSpaceError extends Error {}

function folderName(at: Date) {
  return `backup-${at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}-${createId().slice(0, 4)}`
}

type TreeCount = { count: number; bytes: number; copied: number; copiedBytes: number }

/** Whether `copy` (a file in an earlier backup) is the stored upload `source` describes. */
async function holdsSameFile(source: fs.Stats, copy: string) {
  const held = await fsp.lstat(copy).catch(() => null)
  return Boolean(held?.isFile() && held.size === source.size && Math.abs(held.mtimeMs - source.mtimeMs) < 1)
}

/** Copies one file with the kernel's copy (nothing read into memory), keeping its modification time. */
async function copyFileKeepingTime(source: string, target: string, stat: fs.Stats) {
  await fsp.copyFile(source, target)
  await fsp.utimes(target, stat.atimeMs / 1000, stat.mtimeMs / 1000)
}

/**
 * Errors after which a hard link is not possible but a copy is: too many links, a filesystem without
 * them, or the earlier copy pruned meanwhile by another process.
 */
const NO_LINK = new Set(['EMLINK', 'EXDEV', 'EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS', 'ENOENT'])

/**
 * Writes the tree `from` into `to`: a file that `previous` (the same tree in the newest earlier backup)
 * already holds is hard-linked to that copy, any other is copied. Without `previous` everything is copied.
 */
async function snapshotTree(from: string, to: string, previous: string | null, skip: (name: string) => boolean = () => false) {
  const total: TreeCount = { count: 0, bytes: 0, copied: 0, copiedBytes: 0 }
  let entries: fs.Dirent[]
  try {
    entries = await fsp.readdir(from, { withFileTypes: true })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return total
    throw error
  }
  await fsp.mkdir(to, { recursive: true, mode: 0o700 })
  for (const entry of entries) {
    if (skip(entry.name)) continue
    const source = path.join(from, entry.name)
    const target = path.join(to, entry.name)
    const earlier = previous ? path.join(previous, entry.name) : null
    if (entry.isDirectory()) {
      const sub = await snapshotTree(source, target, earlier)
      total.count += sub.count
      total.bytes += sub.bytes
      total.copied += sub.copied
      total.copiedBytes += sub.copiedBytes
    } else if (entry.isFile()) {
      const stat = await fsp.stat(source)
      let linked = false
      if (earlier && (await holdsSameFile(stat, earlier))) {
        try {
          await fsp.link(earlier, target)
          linked = true
        } catch (error) {
          if (!NO_LINK.has((error as NodeJS.ErrnoException).code ?? '')) throw error
        }
      }
      if (!linked) {
        await copyFileKeepingTime(source, target, stat)
        total.copied++
        total.copiedBytes += stat.size
      }
      total.count++
      total.bytes += stat.size
    }
  }
  return total
}

/** The bytes snapshotTree would write anew (files `previous` does not hold), without writing anything. */
async function bytesToCopy(from: string, previous: string | null, skip: (name: string) => boolean = () => false): Promise<number> {
  const entries = await fsp.readdir(from, { withFileTypes: true }).catch(() => [] as fs.Dirent[])
  let bytes = 0
  for (const entry of entries) {
    if (skip(entry.name)) continue
    const source = path.join(from, entry.name)
    const earlier = previous ? path.join(previous, entry.name) : null
    if (entry.isDirectory()) bytes += await bytesToCopy(source, earlier)
    else if (entry.isFile()) {
      const stat = await fsp.stat(source).catch(() => null)
      if (stat && !(earlier && (await holdsSameFile(stat, earlier)))) bytes += stat.size
    }
  }
  return bytes
}

/** Copies a folder tree file by file, keeping modification times (the restore's copy out of a backup). */
async function copyTree(from: string, to: string) {
  const { count, bytes } = await snapshotTree(from, to, null)
  return { count, bytes }
}

/** Counts the files and bytes under a folder. */
async function measureTree(dir: string): Promise<{ count: number; bytes: number }> {
  const entries = await fsp.readdir(dir, { withFileTypes: true }).catch(() => [] as fs.Dirent[])
  let count = 0
  let bytes = 0
  for (const entry of entries) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) {
      const sub = await measureTree(full)
      count += sub.count
      bytes += sub.bytes
    } else if (entry.isFile()) {
      count++
      bytes += (await fsp.stat(full)).size
    }
  }
  return { count, bytes }
}

/** Free bytes on the volume holding `dir` (what an unprivileged process may still write). */
export async function freeBytes(dir: string) {
  try {
    const s = await fsp.statfs(dir)
    return s.bavail * s.bsize
  } catch {
    return Number.POSITIVE_INFINITY
  }
}

function megabytes(bytes: number) {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`
}

function isSpaceError(error: unknown) {
  const code = (error as { code?: string })?.code
  return error instanceof BackupSpaceError || code === 'ENOSPC' || code === 'EDQUOT' || code === 'SQLITE_FULL'
}

/**
 * About what the next backup writes: the database (all its pages, as the backup API copies them, and
 * half as much again for its compressed copy, written before the plain one is removed), the uploads the
 * newest backup does not hold, and a margin for the manifest and folders.
 */
async function spaceNeeded(sqlite: Database.Database, previous: string | null) {
  const pages = Number(sqlite.pragma('page_count', { simple: true })) * Number(sqlite.pragma('page_size', { simple: true }))
  const files = await bytesToCopy(uploadsDir(), previous ? path.join(previous, FILES_FOLDER) : null, (n) => n === '.incoming')
  return Math.ceil(pages * 1.5) + files + 1024 * 1024
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
 * Takes one backup now: prunes first (see pruneBackups), then the database through SQLite's backup API,
 * the uploads (hard links to the newest backup's copies where it holds the file, copies otherwise), a
 * manifest; checks the copy's integrity, keeps the newest `keep`, copies it to S3-compatible storage when
 * that is configured, and records the attempt in `backups`. A failed attempt leaves no folder behind,
 * prunes again, and records its error; the next attempt starts afresh.
 */
export async function takeBackup(
  db: Db,
  sqlite: Database.Database,
  opts: { dir?: string; keep?: number; minFreeBytes?: number } = {},
): Promise<BackupOutcome> {
  const e = env()
  const dir = opts.dir ?? e.backupDir
  const keep = opts.keep ?? e.BACKUP_KEEP
  const minFree = opts.minFreeBytes ?? e.BACKUP_MIN_FREE_MB * 1024 * 1024
  const id = createId()
  const startedAt = new Date()
  const name = folderName(startedAt)
  // The process id in the name lets the next prune tell a folder left by a crash from one being written.
  const partial = path.join(dir, `.${name}.${process.pid}.partial`)
  const final = path.join(dir, name)
  const pruned: string[] = []
  const newest = async () => {
    const all = await listBackups(dir)
    return all.length ? path.join(dir, all[all.length - 1]) : null
  }
  const record = () => db.insertInto('backups').values({ id, started_at: startedAt.toISOString(), ok: 0 }).execute()
  try {
    await record()
  } catch (error) {
    // The database lives on the same volume: when it is full, even the attempt's row cannot be written.
    // Old backups make way first (the newest stays), then the row is tried once more.
    if (!isSpaceError(error)) throw error
    pruned.push(...(await pruneBackups(dir, keep, { needBytes: (await spaceNeeded(sqlite, await newest())) + minFree })))
    await record()
  }
  try {
    await fsp.mkdir(dir, { recursive: true, mode: 0o700 })
    // Room first: stale partial folders, backups beyond `keep`, then the oldest while this one would not fit.
    let previous = await newest()
    const needed = await spaceNeeded(sqlite, previous)
    pruned.push(...(await pruneBackups(dir, keep, { needBytes: needed + minFree })))
    const free = await freeBytes(dir)
    if (free < needed + minFree) {
      throw new BackupSpaceError(
        `not enough space for a backup: it needs about ${megabytes(needed)} and ${megabytes(minFree)} must stay free (BACKUP_MIN_FREE_MB), ` +
          `${megabytes(free)} is free with ${(await listBackups(dir)).length} older backup(s) kept`,
      )
    }
    previous = await newest()
    await fsp.mkdir(partial, { mode: 0o700 })
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
    // Stored compressed: the snapshot is the one part of a backup that is new every hour, and SQLite
    // pages compress several times over (bench/README.md). Streamed, so nothing sits in memory whole.
    const dbBytes = (await fsp.stat(dbFile)).size
    const stored = path.join(partial, COMPRESSED_DATABASE_FILE)
    await pipeline(fs.createReadStream(dbFile), zlib.createGzip({ level: 6 }), fs.createWriteStream(stored, { mode: 0o600 }))
    await fsp.rm(dbFile)
    // After the database: every file a row of the copy names is already on disk. Files being received
    // right now (.incoming) are not yet anyone's: they are left out.
    const files = await snapshotTree(
      uploadsDir(),
      path.join(partial, FILES_FOLDER),
      previous ? path.join(previous, FILES_FOLDER) : null,
      (n) => n === '.incoming',
    )
    const manifest: Manifest = {
      takenAt: startedAt.toISOString(),
      database: COMPRESSED_DATABASE_FILE,
      dbBytes,
      dbStoredBytes: (await fsp.stat(stored)).size,
      fileCount: files.count,
      fileBytes: files.bytes,
      source: path.resolve(e.DATABASE_PATH),
      copiedFiles: files.copied,
      copiedBytes: files.copiedBytes,
    }
    await fsp.writeFile(path.join(partial, MANIFEST_FILE), JSON.stringify(manifest, null, 2), { mode: 0o600 })
    await fsp.rename(partial, final)
    pruned.push(...(await pruneBackups(dir, keep)))
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
    return { ok: true, id, path: final, manifest, remote, pruned }
  } catch (error) {
    let message = String((error as Error)?.message ?? error)
    await fsp.rm(partial, { recursive: true, force: true }).catch(() => undefined)
    // After a failure, prune again: with the partial folder gone, the oldest backups make way if space
    // is what failed (the uploads may have grown since the estimate), so the next attempt can succeed.
    try {
      const needed = isSpaceError(error) ? (await spaceNeeded(sqlite, await newest())) + minFree : 0
      const more = await pruneBackups(dir, keep, { needBytes: needed })
      pruned.push(...more)
      if (more.length) message += ` (pruned ${more.length} older backup(s) to make room)`
    } catch (pruneError) {
      message += `; pruning also failed: ${String((pruneError as Error)?.message ?? pruneError)}`
    }
    message = message.slice(0, 1000)
    await db.updateTable('backups').set({ finished_at: now(), ok: 0, error: message }).where('id', '=', id).execute()
    return { ok: false, id, error: message, pruned }
  }
}

/** Whether a process id is running (a partial folder's writer). */
function alive(pid: number) {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * Removes what a backup no longer needs, and returns the backups it removed (oldest first):
 * - folders left by an interrupted backup (`.partial` whose process is gone, or older than a day) or an
 *   interrupted prune (`.deleting`);
 * - all but the newest `keep` backups;
 * - with `needBytes`, the oldest backups while the volume has less free space than that, but never
 *   the newest one.
 * A backup is renamed out of the list before it is deleted, so a prune cut short never leaves a
 * half-deleted folder that still looks like a whole backup. Each backup is a whole tree (hard links
 * count their data once per volume, not once per folder), so removing one never breaks another.
 */
export async function pruneBackups(dir: string, keep: number, { needBytes = 0 }: { needBytes?: number } = {}) {
  const names = await fsp.readdir(dir).catch(() => [] as string[])
  for (const name of names) {
    const full = path.join(dir, name)
    if (/^\.backup-.*\.deleting$/.test(name)) {
      await fsp.rm(full, { recursive: true, force: true })
    } else if (/^\.backup-.*\.partial$/.test(name)) {
      const pid = /\.(\d+)\.partial$/.exec(name)?.[1]
      const stat = await fsp.stat(full).catch(() => null)
      const age = stat ? Date.now() - stat.mtimeMs : 0
      const abandoned = pid ? !alive(Number(pid)) || age > 24 * 3600 * 1000 : age > 6 * 3600 * 1000
      if (abandoned) await fsp.rm(full, { recursive: true, force: true })
    }
  }
  const removed: string[] = []
  const remove = async (name: string) => {
    const doomed = path.join(dir, `.${name}.deleting`)
    try {
      await fsp.rename(path.join(dir, name), doomed)
    } catch (error) {
      // Another backup process (the worker's and one run by hand) pruned it first.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return
      throw error
    }
    removed.push(name)
    await fsp.rm(doomed, { recursive: true, force: true })
  }
  let all = await listBackups(dir)
  for (const name of all.slice(0, Math.max(0, all.length - keep))) await remove(name)
  all = await listBackups(dir)
  while (needBytes > 0 && all.length > 1 && (await freeBytes(dir)) < needBytes) {
    await remove(all[0])
    all = all.slice(1)
  }
  return removed
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
  const found = candidates.find(
    (c) =>
      fs.existsSync(path.join(c, MANIFEST_FILE)) &&
      (fs.existsSync(path.join(c, COMPRESSED_DATABASE_FILE)) || fs.existsSync(path.join(c, DATABASE_FILE))),
  )
  if (!found) {
    throw new RestoreRefused(
      `No backup at ${arg} (a folder with ${MANIFEST_FILE} and ${COMPRESSED_DATABASE_FILE} or ${DATABASE_FILE}; see ${env().backupDir})`,
    )
  }
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

type SchemaObject = { type: string; name: string; tbl_name: string; sql: string | null }

/** The tables, indexes, triggers and views of a database, by "type name", SQL with its spacing evened out. */
function schemaObjects(sqlite: Database.Database) {
  const rows = sqlite
    .prepare(`SELECT type, name, tbl_name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY type, name`)
    .all() as SchemaObject[]
  return new Map(rows.map((r) => [`${r.type} ${r.name}`, { ...r, sql: r.sql?.replace(/\s+/g, ' ').trim() ?? null }]))
}

function describeObject(o: SchemaObject) {
  return o.type === 'table' || o.type === 'view' ? `${o.type} "${o.name}"` : `${o.type} "${o.name}" on ${o.tbl_name}`
}

/**
 * How a backup's database differs from the schema the migrations make, in one line, or null when it
 * does not. The migrations it records (schema_migrations) are run on an empty in-memory database, and
 * every table, index, trigger and view is compared, name and SQL: an older backup compares with the
 * migrations of its time (the app migrates it the rest of the way when it starts), and anything
 * added by hand, a trigger above all, is named.
 */
export function schemaDifference(file: string, migrationsDir?: string): string | null {
  const backup = new Database(file, { readonly: true, fileMustExist: true })
  try {
    let applied: string[]
    try {
      applied = (backup.prepare('SELECT name FROM schema_migrations ORDER BY name').all() as { name: string }[]).map((r) => r.name)
    } catch {
      return 'it has no schema_migrations table, so it is not a database of this site'
    }
    const known = new Set(migrationFiles(migrationsDir))
    const unknown = applied.filter((name) => !known.has(name))
    if (unknown.length) return `it was migrated with ${unknown.join(', ')}, which this version of the site does not have`
    const expected = new Database(':memory:')
    let want: Map<string, SchemaObject>
    try {
      migrate(expected, migrationsDir, new Set(applied))
      want = schemaObjects(expected)
    } finally {
      expected.close()
    }
    const have = schemaObjects(backup)
    const differences: string[] = []
    for (const [key, o] of have) {
      const w = want.get(key)
      if (!w) differences.push(`extra ${describeObject(o)}`)
      else if (w.sql !== o.sql || w.tbl_name !== o.tbl_name) {
        const sql = o.sql ?? ''
        differences.push(`${describeObject(o)} differs from the migrations' (here: ${sql.length > 160 ? `${sql.slice(0, 160)}…` : sql})`)
      }
    }
    for (const [key, w] of want) if (!have.has(key)) differences.push(`missing ${describeObject(w)}`)
    if (!differences.length) return null
    const more = differences.length - 1
    return `${differences[0]}${more ? ` and ${more} more difference${more === 1 ? '' : 's'}` : ''}`
  } finally {
    backup.close()
  }
}

export type RestoreOutcome = { backup: string; manifest: Manifest; databasePath: string; keptAside: string[]; restoredFiles: number }

/**
 * Restores a backup into DATABASE_PATH and the uploads folder, while nothing runs. The database is
 * unpacked next to its destination first and checked there (integrity, schema against the migrations),
 * as are the files against the manifest; any refusal leaves everything as it was. Then the current
 * database (with its -wal and -shm) and uploads are moved aside rather than deleted.
 */
export async function restoreBackup(arg: string | undefined): Promise<RestoreOutcome> {
  const backup = resolveBackup(arg)
  const manifest = JSON.parse(await fsp.readFile(path.join(backup, MANIFEST_FILE), 'utf8')) as Manifest
  const stored = [COMPRESSED_DATABASE_FILE, DATABASE_FILE].find((name) => name === (manifest.database ?? DATABASE_FILE))
  if (!stored || !fs.existsSync(path.join(backup, stored))) {
    throw new RestoreRefused(
      `The backup's manifest names no database file the folder holds (${String(manifest.database)}); nothing was changed`,
    )
  }
  // The files its manifest lists are all there (a folder cut short would restore a partial set).
  const held = await measureTree(path.join(backup, FILES_FOLDER))
  if (held.count !== manifest.fileCount || held.bytes !== manifest.fileBytes) {
    throw new RestoreRefused(
      `The backup is incomplete: its manifest lists ${manifest.fileCount} file(s) of ${manifest.fileBytes} bytes, its folder holds ${held.count} of ${held.bytes}; nothing was changed`,
    )
  }
  const target = path.resolve(env().DATABASE_PATH)
  await fsp.mkdir(path.dirname(target), { recursive: true })
  // Unpacked under a temporary name beside the destination, checked, then renamed: the database file
  // appears whole or not at all, and a refused one never takes the live one's place.
  const staged = `${target}.restoring`
  try {
    const source = path.join(backup, stored)
    try {
      if (stored === COMPRESSED_DATABASE_FILE) {
        await pipeline(fs.createReadStream(source), zlib.createGunzip(), fs.createWriteStream(staged, { mode: 0o600 }))
      } else {
        await fsp.copyFile(source, staged)
      }
    } catch (error) {
      throw new RestoreRefused(`The backup's database cannot be read (${(error as Error).message}); nothing was changed`)
    }
    let check: string
    try {
      check = integrityCheck(staged)
    } catch (error) {
      check = (error as Error).message
    }
    if (check !== 'ok') throw new RestoreRefused(`The backup's database fails its integrity check (${check}); nothing was changed`)
    // A database that passes the integrity check can still carry a trigger, view or index of its own
    // that the app would then run: only the schema the migrations make is installed.
    const difference = schemaDifference(staged)
    if (difference) {
      throw new RestoreRefused(`The backup's database does not have the schema the migrations make: ${difference}; nothing was changed`)
    }
    const busy = databaseInUse(target)
    if (busy) throw new RestoreRefused(`The database is in use (${busy}): stop the web and the worker first; nothing was changed`)
  } catch (error) {
    await fsp.rm(staged, { force: true })
    throw error
  }

  const stamp = new Date().toISOString().replace(/[-:.]/g, '')
  const keptAside: string[] = []
  for (const suffix of ['', '-wal', '-shm']) {
    const file = target + suffix
    if (!fs.existsSync(file)) continue
    const aside = `${file}.before-restore-${stamp}`
    await fsp.rename(file, aside)
    keptAside.push(aside)
  }
  await fsp.rename(staged, target)

  const uploads = uploadsDir()
  if (fs.existsSync(uploads)) {
    const aside = `${uploads}.before-restore-${stamp}`
    await fsp.rename(uploads, aside)
    keptAside.push(aside)
  }
  const files = await copyTree(path.join(backup, FILES_FOLDER), uploads)
  return { backup, manifest, databasePath: target, keptAside, restoredFiles: files.count }
}
