import fs from 'node:fs'
import path from 'node:path'
import type BetterSqlite3 from 'better-sqlite3'

const defaultDir = path.resolve(process.cwd(), 'migrations')

/** The migration files in `dir`, in the order they apply. */
export function migrationFiles(dir = defaultDir) {
  return fs
    .readdirSync(dir)
    .filter((f) => /^\d{4}_.+\.sql$/.test(f))
    .sort()
}

/**
 * Applies migrations/NNNN_name.sql in order, each in its own transaction; records what ran. With `only`,
 * applies just those (in the same order): `db:restore` rebuilds the schema a backup should have that way.
 * Foreign key enforcement is off while they run, as SQLite's table rebuild needs (dropping a table with
 * it on would cascade to, or null, the rows that refer to it), and a migration that leaves a reference
 * pointing nowhere is rolled back: `foreign_key_check` runs before each commit (a row that pointed nowhere
 * before the migration is not its doing, and does not stop it).
 */
export function migrate(sqlite: BetterSqlite3.Database, dir = defaultDir, only?: ReadonlySet<string>) {
  sqlite.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)`)
  const done = new Set(
    sqlite
      .prepare('SELECT name FROM schema_migrations')
      .all()
      .map((row) => (row as { name: string }).name),
  )
  const files = migrationFiles(dir).filter((f) => !only || only.has(f))
  const applied: string[] = []
  const enforced = sqlite.pragma('foreign_keys', { simple: true }) === 1
  sqlite.pragma('foreign_keys = OFF')
  try {
    for (const file of files) {
      if (done.has(file)) continue
      const text = fs.readFileSync(path.join(dir, file), 'utf8')
      sqlite
        .transaction(() => {
          const before = new Set(dangling(sqlite).map(key))
          sqlite.exec(text)
          const broken = dangling(sqlite).filter((row) => !before.has(key(row)))
          if (broken.length) {
            const { table, parent } = broken[0]!
            throw new Error(`${file} leaves ${broken.length} row(s) of ${table} referring to missing ${parent} rows`)
          }
          sqlite.prepare('INSERT INTO schema_migrations (name, applied_at) VALUES (?, ?)').run(file, new Date().toISOString())
        })
        .immediate()
      applied.push(file)
    }
  } finally {
    if (enforced) sqlite.pragma('foreign_keys = ON')
  }
  return applied
}

type Dangling = { table: string; rowid: number; parent: string; fkid: number }

/** The rows whose foreign keys point at no row (SQLite's `foreign_key_check`). */
function dangling(sqlite: BetterSqlite3.Database) {
  return sqlite.pragma('foreign_key_check') as Dangling[]
}

function key(row: Dangling) {
  return `${row.table} ${row.rowid} ${row.fkid}`
}
