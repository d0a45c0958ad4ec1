import fs from 'node:fs'
import path from 'node:path'
import crypto from 'node:crypto'
import Database from 'better-sqlite3'
import { Kysely, SqliteDialect, sql, type SelectQueryBuilder } from 'kysely'
import type { DB } from './db-schema'
import { env } from './env.server'
import { remember } from '@epic-web/remember'
import { makePrivate, PRIVATE_FILE_MODE } from './private-files.server'

export type Db = Kysely<DB>
export { sql }

/** How many rows a query matches: `count(*)` over it, as a number. */
export async function countRows<D, TB extends keyof D, O>(query: SelectQueryBuilder<D, TB, O>): Promise<number> {
  // ($castTo: TypeScript cannot follow the selection through a query type left generic.)
  const row = await query
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .$castTo<{ n: number }>()
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** Whether a query matches any row (it reads one at most). */
export async function hasRows<D, TB extends keyof D, O>(query: SelectQueryBuilder<D, TB, O>): Promise<boolean> {
  return (
    (await query
      .select(sql<number>`1`.as('found'))
      .limit(1)
      .executeTakeFirst()) !== undefined
  )
}

declare const inWriteTransaction: unique symbol
/**
 * A connection inside `writeTransaction` (BEGIN IMMEDIATE). Only `writeTransaction` produces one, so a
 * function that must run inside a transaction (it writes rows that belong together, or registers an
 * after-commit hook) takes a `Tx`, and handing it a plain `Db` is a type error. A `Tx` is still a `Db`
 * for everything that only reads or writes.
 */
export type Tx = Db & { readonly [inWriteTransaction]: true }

/** Opens the one SQLite file shared by web and worker, set up for two writing processes. */
export function openDatabase(file: string) {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true })
  const sqlite = new Database(file)
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('busy_timeout = 5000')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('synchronous = NORMAL')
  // Private to the process's user (SQLite gives -wal and -shm the database file's mode), also for a
  // database made before that rule.
  for (const suffix of ['', '-wal', '-shm']) makePrivate(`${file}${suffix}`, PRIVATE_FILE_MODE)
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: sqlite }) })
  return { sqlite, db }
}

export function getDb(): Db {
  return remember('db', () => openDatabase(env().DATABASE_PATH)).db
}

export function getSqlite() {
  return remember('db', () => openDatabase(env().DATABASE_PATH)).sqlite
}

// After-commit hooks registered by code running inside writeTransaction (e.g. enqueue's fast path).
const afterCommit = new WeakMap<object, Array<() => void>>()

export function onCommit(trx: Tx, hook: () => void) {
  const hooks = afterCommit.get(trx)
  if (!hooks) throw new Error('onCommit needs a connection from writeTransaction')
  hooks.push(hook)
}

/**
 * Runs fn inside BEGIN IMMEDIATE: the write lock is taken up front, so a transaction that reads then
 * writes waits for the other process (busy_timeout) instead of failing with SQLITE_BUSY half-way.
 * Kysely's own transaction() sends a plain BEGIN, which is why this exists. Do no network I/O inside:
 * the connection is held for the whole callback. Hooks registered with onCommit run after COMMIT.
 */
export async function writeTransaction<T>(fn: (trx: Tx) => Promise<T>, db: Db = getDb()): Promise<T> {
  const hooks: Array<() => void> = []
  const result = await db.connection().execute(async (conn) => {
    afterCommit.set(conn, hooks)
    await sql`begin immediate`.execute(conn)
    try {
      const value = await fn(conn as Tx)
      await sql`commit`.execute(conn)
      return value
    } catch (error) {
      await sql`rollback`.execute(conn).catch(() => {})
      throw error
    } finally {
      afterCommit.delete(conn)
    }
  })
  for (const hook of hooks) {
    try {
      hook()
    } catch (error) {
      console.error('after-commit hook failed', error)
    }
  }
  return result
}

/** An unguessable id (128 random bits, URL-safe). */
export function createId() {
  return crypto.randomBytes(16).toString('base64url')
}

export function now() {
  return new Date().toISOString()
}
