import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { expect, test } from 'vitest'
import { migrate } from '~/utils/migrate.server'

function columns(sqlite: Database.Database, table: string) {
  return (sqlite.prepare(`pragma table_info(${table})`).all() as Array<{ name: string }>).map((c) => c.name)
}

test('migrating twice changes nothing the second time', () => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'mig-')), 'app.db')
  const sqlite = new Database(file)
  expect(migrate(sqlite).length).toBeGreaterThan(0)
  const schema = () => sqlite.prepare('select type, name, sql from sqlite_master order by name').all()
  const before = schema()
  expect(migrate(sqlite)).toEqual([])
  expect(schema()).toEqual(before)
})

test("the schema has the spec's tables and columns", () => {
  const sqlite = new Database(':memory:')
  migrate(sqlite)
  expect(columns(sqlite, 'signups')).toEqual(
    expect.arrayContaining(['id', 'name', 'email', 'company_name', 'phone', 'payment_status', 'signed_document_url']),
  )
  expect(columns(sqlite, 'client_profiles')).toEqual(
    expect.arrayContaining(['id', 'user_id', 'first_name', 'last_name', 'company_name', 'phone', 'apex_growth_score', 'updated_at']),
  )
  expect(columns(sqlite, 'progress_stages')).toEqual(
    expect.arrayContaining(['id', 'client_id', 'stage_name', 'stage_order', 'is_completed', 'completed_at']),
  )
  expect(columns(sqlite, 'client_tasks')).toEqual(
    expect.arrayContaining(['id', 'client_id', 'task_title', 'task_description', 'task_order', 'is_completed', 'completed_at']),
  )
  expect(columns(sqlite, 'contact_messages')).toEqual(expect.arrayContaining(['client_id', 'name', 'email', 'message']))
  for (const table of [
    'users',
    'admins',
    'sessions',
    'tokens',
    'leads',
    'outbox',
    'signatures',
    'capacity_reservations',
    'admin_notes',
    'audit_log',
  ]) {
    expect(columns(sqlite, table).length, table).toBeGreaterThan(0)
  }
})

test('constraints hold: payment status, score range, and cascading deletes', () => {
  const sqlite = new Database(':memory:')
  sqlite.pragma('foreign_keys = ON')
  migrate(sqlite)
  const at = new Date().toISOString()
  expect(() =>
    sqlite
      .prepare(
        "insert into signups (id, name, email, company_name, phone, payment_status, created_at, updated_at) values ('s', 'n', 'e', 'c', 'p', 'refunded', ?, ?)",
      )
      .run(at, at),
  ).toThrow(/CHECK/)
  sqlite.prepare("insert into users (id, email, created_at, updated_at) values ('u', 'a@b.c', ?, ?)").run(at, at)
  sqlite.prepare("insert into client_profiles (id, user_id, created_at, updated_at) values ('c', 'u', ?, ?)").run(at, at)
  expect(() => sqlite.prepare("update client_profiles set apex_growth_score = 101 where id = 'c'").run()).toThrow(/CHECK/)
  sqlite.prepare("insert into client_tasks (id, client_id, task_title, task_order, created_at) values ('t', 'c', 'x', 1, ?)").run(at)
  sqlite.prepare("delete from users where id = 'u'").run()
  expect(sqlite.prepare('select count(*) as n from client_tasks').get()).toEqual({ n: 0 })
})
