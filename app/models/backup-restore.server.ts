// Restoring a backup (npm run db:restore): the folder named, the database checked (integrity, schema,
// nobody else holding it), then the database and the uploads put back, the current ones kept aside.
import fs from 'node:fs'
import fsp from 'node:fs/promises'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import zlib from 'node:zlib'
import Database from 'better-sqlite3'
import { env } from '~/utils/env.server'
import { migrate, migrationFiles } from '~/utils/migrate.server'
import { uploadsDir } from './files.server'
import {
  DATABASE_FILE,
  COMPRESSED_DATABASE_FILE,
  FILES_FOLDER,
  MANIFEST_FILE,
  type Manifest,
  copyTree,
  measureTree,
  integrityCheck,
} from './backup-files.server'

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
