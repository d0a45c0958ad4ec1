import type Database from 'better-sqlite3'

/**
 * A prepared `insert into <table>` for the benchmarks' seed data: run() takes the values of `columns` (a
 * comma-separated list) in their order; the `fixed` columns get the same value in every row.
 */
export function prepareInsert(sqlite: Database.Database, table: string, columns: string, fixed: Record<string, unknown> = {}) {
  const names = [...columns.split(',').map((name) => name.trim()), ...Object.keys(fixed)]
  const statement = sqlite.prepare(`insert into ${table} (${names.join(', ')}) values (${names.map(() => '?').join(', ')})`)
  const constants = Object.values(fixed)
  return { run: (...values: unknown[]) => statement.run(...values, ...constants) }
}
