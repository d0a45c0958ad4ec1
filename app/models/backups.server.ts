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
// The folder's layout and its file-tree copies are in backup-files.server.ts, the restore in
// backup-restore.server.ts.
import fs from 'node:fs'
import fsp from 'node:fs/promises'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import zlib from 'node:zlib'
import Database from 'better-sqlite3'
import { createId, getDb, now, type Db } from '~/utils/db.server'
import { env } from '~/utils/env.server'
import { uploadsDir } from './files.server'
import {
  DATABASE_FILE,
  COMPRESSED_DATABASE_FILE,
  FILES_FOLDER,
  MANIFEST_FILE,
  type Manifest,
  snapshotTree,
  bytesToCopy,
  freeBytes,
  integrityCheck,
} from './backup-files.server'

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
export function recentBackups(limit = 10) {
  return getDb().selectFrom('backups').selectAll().orderBy('started_at', 'desc').limit(limit).execute()
}
