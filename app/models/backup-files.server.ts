// A backup folder's layout (app.db.gz, files/, manifest.json) and the file-tree copies that fill it and
// empty it: hard links to the newest backup's copy where a stored upload is unchanged (decision 0020).
import fs from 'node:fs'
import fsp from 'node:fs/promises'
import path from 'node:path'
import Database from 'better-sqlite3'

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
export async function snapshotTree(from: string, to: string, previous: string | null, skip: (name: string) => boolean = () => false) {
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
export async function bytesToCopy(from: string, previous: string | null, skip: (name: string) => boolean = () => false): Promise<number> {
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
export async function copyTree(from: string, to: string) {
  const { count, bytes } = await snapshotTree(from, to, null)
  return { count, bytes }
}

/** Counts the files and bytes under a folder. */
export async function measureTree(dir: string): Promise<{ count: number; bytes: number }> {
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

/** `PRAGMA integrity_check` of a database file, opened read-only: 'ok' or SQLite's first complaint. */
export function integrityCheck(file: string) {
  const check = new Database(file, { readonly: true, fileMustExist: true })
  try {
    return String(check.pragma('integrity_check', { simple: true }))
  } finally {
    check.close()
  }
}
