import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { expect, test } from 'vitest'
import { migrate, migrationFiles } from '~/utils/migrate.server'

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

test('constraints hold: amounts, score range, and cascading deletes', () => {
  const sqlite = new Database(':memory:')
  sqlite.pragma('foreign_keys = ON')
  migrate(sqlite)
  const at = new Date().toISOString()
  // (A payment status outside the known ones is refused by the application since migration 0020, not
  // by SQL: see the enum tests below. The signups table's other CHECK still holds.)
  expect(() =>
    sqlite
      .prepare(
        "insert into signups (id, name, email, company_name, phone, amount_cents, created_at, updated_at) values ('s', 'n', 'e', 'c', 'p', -1, ?, ?)",
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

test('no CHECK lists the values of a column: a new lead type, status or kind needs no table rebuild', () => {
  const sqlite = new Database(':memory:')
  sqlite.pragma('foreign_keys = ON')
  migrate(sqlite)
  const lists = (sqlite.prepare("select name, sql from sqlite_master where type = 'table'").all() as Array<{ name: string; sql: string }>)
    .filter((t) => /\bIN\s*\(\s*'/i.test(t.sql))
    .map((t) => t.name)
  expect(lists).toEqual([])
  const at = new Date().toISOString()
  sqlite
    .prepare(
      "insert into leads (id, form_type, name, email, company_name, status, created_at, updated_at) values ('l', 'succession-planning', 'Ada Lane', 'ada@example.com', 'Lane Co', 'archived', ?, ?)",
    )
    .run(at, at)
  expect(sqlite.prepare("select form_type, status from leads where id = 'l'").get()).toEqual({
    form_type: 'succession-planning',
    status: 'archived',
  })
  // The conflict index's trigger still records every lead, whatever its type.
  expect(sqlite.prepare("select kind, name, role from conflict_index where source = 'lead' order by kind").all()).toEqual([
    { kind: 'company', name: 'Lane Co', role: 'succession-planning' },
    { kind: 'person', name: 'Ada Lane', role: 'succession-planning' },
  ])
  // The CHECKs that are not lists of values stay.
  expect(() =>
    sqlite
      .prepare(
        "insert into files (id, kind, filename, content_type, size_bytes, storage_path, created_at) values ('f', 'template', 'a.docx', 'x', 1, 'p', ?)",
      )
      .run(at),
  ).toThrow(/CHECK/)
  expect(() =>
    sqlite
      .prepare(
        "insert into files (id, kind, template_key, filename, content_type, size_bytes, storage_path, created_at) values ('f', 'template', 'k', 'a.docx', 'x', -1, 'p', ?)",
      )
      .run(at),
  ).toThrow(/CHECK/)
})

test('migration 0020 keeps every row, reference, index and trigger of the tables it rebuilds', () => {
  const sqlite = new Database(':memory:')
  sqlite.pragma('foreign_keys = ON')
  const rebuild = '0020_enums_in_the_application.sql'
  migrate(sqlite, undefined, new Set(migrationFiles().filter((f) => f < rebuild)))
  const at = '2026-01-02T03:04:05.000Z'
  const run = (text: string) => sqlite.prepare(text).run({ at })
  run("insert into users (id, email, created_at, updated_at) values ('u', 'ada@example.com', @at, @at)")
  run(
    "insert into client_profiles (id, user_id, first_name, company_name, created_at, updated_at) values ('c', 'u', 'Ada', 'Lane Co', @at, @at)",
  )
  run(
    "insert into signups (id, name, email, company_name, phone, payment_status, envelope_status, verification_status, amount_cents, state, user_id, created_at, updated_at, over_capacity_at, other_parties) values ('s', 'Ada', 'ada@example.com', 'Lane Co', '305', 'paid', 'completed', 'paid', 500000, 'complete', 'u', @at, @at, @at, 'Globex')",
  )
  run("insert into sessions (id, user_id, expires_at, created_at, scope_signup_id) values ('se', 'u', @at, @at, 's')")
  run("insert into tokens (id, user_id, purpose, token_hash, expires_at, created_at) values ('t', 'u', 'reset-password', 'h', @at, @at)")
  run(
    "insert into leads (id, form_type, name, email, company_name, signup_id, status, created_at, updated_at, client_at) values ('l', 'apex-circle-application', 'Ada', 'ada@example.com', 'Lane Co', 's', 'contacted', @at, @at, @at)",
  )
  run(
    "insert into signatures (id, signup_id, purpose, provider, signer_name, signer_email, signed_at, consent_text, document_version, document_sha256, verification_code) values ('sg', 's', 'engagement-letter', 'builtin', 'Ada', 'ada@example.com', @at, 'I agree', 'v1', 'abc', 'code')",
  )
  run(
    "insert into files (id, kind, client_id, filename, content_type, size_bytes, storage_path, created_at) values ('f', 'report', 'c', 'r.pdf', 'application/pdf', 10, 'p', @at)",
  )
  run(
    "insert into sandbox_checkout_sessions (id, signup_id, idempotency_key, status, payment_status, amount_total, currency, success_url, cancel_url, expires_at, created_at) values ('cs', 's', 'k', 'complete', 'paid', 500000, 'usd', 'a', 'b', @at, @at)",
  )
  run("insert into capacity_reservations (id, signup_id, month, expires_at, created_at) values ('cr', 's', '2026-01', @at, @at)")
  run(
    "insert into circle_memberships (id, source, user_id, email, name, company_name, lead_id, subscription_id, status, created_at, updated_at, card_brand, card_last4) values ('m', 'invitation', 'u', 'ada@example.com', 'Ada', 'Lane Co', 'l', 'sub', 'active', @at, @at, 'visa', '4242')",
  )
  run(
    "insert into circle_invitations (id, lead_id, email, name, token_hash, expires_at, membership_id, created_at) values ('ci', 'l', 'ada@example.com', 'Ada', 'th', @at, 'm', @at)",
  )
  run("insert into circle_audit (id, membership_id, actor, action, created_at) values ('ca', 'm', 'system', 'joined', @at)")
  run(
    "insert into circle_deliverables (id, membership_id, month, title, description, status, created_at, updated_at) values ('d', 'm', '2026-01', 'T', 'D', 'in_progress', @at, @at)",
  )
  run(
    "insert into circle_files (id, deliverable_id, kind, filename, content_type, size_bytes, storage_path, created_at) values ('cf', 'd', 'deliverable', 'x.pdf', 'application/pdf', 1, 'p', @at)",
  )
  run(
    "insert into circle_sandbox_sessions (id, membership_id, status, success_url, cancel_url, created_at) values ('css', 'm', 'complete', 'a', 'b', @at)",
  )
  run(
    "insert into circle_invoices (id, membership_id, status, amount_cents, currency, occurred_at, created_at, updated_at) values ('in', 'm', 'paid', 900, 'usd', @at, @at, @at)",
  )
  run("insert into circle_refused_subscriptions (subscription_id, membership_id, status, created_at) values ('sub2', 'm', 'refunded', @at)")
  run(
    "insert into matter_parties (id, client_id, name, kind, role, created_by, created_at, updated_at) values ('mp', 'c', 'Globex', 'company', 'adverse', 'u', @at, @at)",
  )
  run(
    "insert into conflict_checks (id, subject_type, subject_id, blocking, status, decided_by, created_at, updated_at) values ('cc', 'signup', 's', 1, 'cleared', 'u', @at, @at)",
  )

  const tables = (sqlite.prepare("select name from sqlite_master where type = 'table' order by name").all() as Array<{ name: string }>).map(
    (t) => t.name,
  )
  const rows = () => Object.fromEntries(tables.map((t) => [t, sqlite.prepare(`select * from ${t} order by rowid`).all()]))
  const objects = () =>
    sqlite.prepare("select type, name, tbl_name from sqlite_master where type in ('index', 'trigger') order by name").all()
  const before = { rows: rows(), objects: objects() }
  expect(before.rows.conflict_index.length).toBe(7)

  expect(migrate(sqlite, undefined, new Set([rebuild]))).toEqual([rebuild])
  expect(sqlite.pragma('foreign_keys', { simple: true })).toBe(1)
  const { schema_migrations: _, ...kept } = rows()
  const { schema_migrations: __, ...had } = before.rows
  expect(kept).toEqual(had)
  expect(objects()).toEqual(before.objects)
  expect(sqlite.pragma('foreign_key_check')).toEqual([])

  // The references into the rebuilt tables still act: deleting a signup cascades to its signature,
  // hold and scoped session, and nulls the lead's link; deleting the membership takes its Circle rows.
  run("delete from signups where id = 's'")
  expect(sqlite.prepare("select signup_id from leads where id = 'l'").get()).toEqual({ signup_id: null })
  for (const t of ['signatures', 'capacity_reservations', 'sandbox_checkout_sessions']) {
    expect(sqlite.prepare(`select count(*) as n from ${t}`).get(), t).toEqual({ n: 0 })
  }
  expect(sqlite.prepare("select scope_signup_id from sessions where id = 'se'").get()).toBeUndefined()
  run("delete from circle_memberships where id = 'm'")
  for (const t of [
    'circle_audit',
    'circle_deliverables',
    'circle_files',
    'circle_sandbox_sessions',
    'circle_invoices',
    'circle_refused_subscriptions',
  ]) {
    expect(sqlite.prepare(`select count(*) as n from ${t}`).get(), t).toEqual({ n: 0 })
  }
  expect(sqlite.prepare("select membership_id from circle_invitations where id = 'ci'").get()).toEqual({ membership_id: null })
  // The triggers came back: the member left the conflict index with the membership.
  expect(sqlite.prepare("select count(*) as n from conflict_index where source = 'member'").get()).toEqual({ n: 0 })
})

test('a migration that leaves a reference pointing nowhere is rolled back', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mig-fk-'))
  fs.writeFileSync(
    path.join(dir, '0001_broken.sql'),
    "CREATE TABLE parent (id TEXT PRIMARY KEY); CREATE TABLE child (parent_id TEXT REFERENCES parent(id)); INSERT INTO child VALUES ('gone');",
  )
  const sqlite = new Database(':memory:')
  sqlite.pragma('foreign_keys = ON')
  expect(() => migrate(sqlite, dir)).toThrow(/0001_broken.sql leaves 1 row\(s\) of child referring to missing parent rows/)
  expect(sqlite.prepare("select name from sqlite_master where name in ('parent', 'child')").all()).toEqual([])
  expect(sqlite.pragma('foreign_keys', { simple: true })).toBe(1)

  // A row that pointed nowhere before a migration is not that migration's doing: it does not stop it.
  const earlier = new Database(':memory:')
  earlier.pragma('foreign_keys = OFF')
  earlier.exec(
    "CREATE TABLE parent (id TEXT PRIMARY KEY); CREATE TABLE child (parent_id TEXT REFERENCES parent(id)); INSERT INTO child VALUES ('gone');",
  )
  earlier.pragma('foreign_keys = ON')
  const fine = fs.mkdtempSync(path.join(os.tmpdir(), 'mig-fk-'))
  fs.writeFileSync(path.join(fine, '0001_fine.sql'), 'CREATE TABLE other (id TEXT PRIMARY KEY);')
  expect(migrate(earlier, fine)).toEqual(['0001_fine.sql'])
})
