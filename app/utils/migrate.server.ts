import fs from 'node:fs'
import path from 'node:path'
import type BetterSqlite3 from 'better-sqlite3'

const defaultDir = path.resolve(process.cwd(), 'migrations')

/** Applies migrations/NNNN_name.sql in order, each in its own transaction; records what ran. */
export function migrate(sqlite: BetterSqlite3.Database, dir = defaultDir) {
  sqlite.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)`)
  const done = new Set(
    sqlite.prepare('SELECT name FROM schema_migrations').all().map((row) => (row as { name: string }).name),
  )
  const files = fs
    .readdirSync(dir)
    .filter((f) => /^\d{4}_.+\.sql$/.test(f))
    .sort()
  const applied: string[] = []
  for (const file of files) {
    if (done.has(file)) continue
    const text = fs.readFileSync(path.join(dir, file), 'utf8')
    sqlite.transaction(() => {
      sqlite.exec(text)
      sqlite.prepare('INSERT INTO schema_migrations (name, applied_at) VALUES (?, ?)').run(file, new Date().toISOString())
    }).immediate()
    applied.push(file)
  }
  return applied
}
