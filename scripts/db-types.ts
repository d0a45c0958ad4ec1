// `npm run db:types`: writes app/utils/db-schema.generated.ts, the Kysely types of every table, from a
// database the migrations just made (in memory, with the app's own migrator), by kysely-codegen.
// `npm run db:types -- --check` writes nothing and exits 1 when the committed file differs from what the
// migrations make now: `npm test` runs it, so a migration without its types (or a hand edit) fails.
// Enum-like columns are typed with the unions of app/utils/db-enums.ts (SQL no longer lists their values).
// Run through tsx (not part of the build).
import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { Kysely, SqliteDialect as KyselySqliteDialect } from 'kysely'
import { DiffChecker, SqliteDialect, serializeFromMetadata } from 'kysely-codegen'
import * as prettier from 'prettier'
import { migrate } from '../app/utils/migrate.server'

const root = path.resolve(import.meta.dirname, '..')
const outFile = path.join(root, 'app/utils/db-schema.generated.ts')

/** Each enum-like column and the db-enums.ts type of its values. */
const ENUM_COLUMNS: Record<string, string> = {
  'tokens.purpose': 'TokenPurpose',
  'leads.language': 'Lang',
  'signups.language': 'Lang',
  'users.language': 'Lang',
  'circle_memberships.language': 'Lang',
  'signups.payment_status': 'SignupPaymentStatus',
  'signups.envelope_status': 'EnvelopeStatus',
  'signups.post_envelope_status': 'EnvelopeStatus',
  'signups.verification_status': 'PaymentVerificationStatus',
  'signups.state': 'SignupState',
  'signatures.purpose': 'SignaturePurpose',
  'sandbox_checkout_sessions.status': 'CheckoutSessionStatus',
  'sandbox_checkout_sessions.payment_status': 'CheckoutPaymentStatus',
  'leads.form_type': 'LeadFormType',
  'leads.status': 'LeadStatus',
  'files.kind': 'FileKind',
  'reminders.kind': 'ReminderKind',
  'reminders.status': 'ReminderStatus',
  'circle_memberships.source': 'MembershipSource',
  'circle_memberships.status': 'MembershipStatus',
  'circle_deliverables.status': 'DeliverableStatus',
  'circle_files.kind': 'CircleFileKind',
  'circle_sandbox_sessions.status': 'CheckoutSessionStatus',
  'circle_invoices.status': 'InvoiceStatus',
  'circle_refused_subscriptions.status': 'RefusedSubscriptionStatus',
  'matter_parties.kind': 'PartyKind',
  'matter_parties.role': 'PartyRole',
  'conflict_checks.subject_type': 'ConflictSubjectType',
  'conflict_checks.status': 'ConflictStatus',
  'conflict_index.source': 'ConflictIndexSource',
  'conflict_index.kind': 'PartyKind',
}

/** The generated file's text, Prettier-formatted as the rest of the code. */
async function generateSchemaTypes(): Promise<string> {
  const sqlite = new Database(':memory:')
  const db = new Kysely<unknown>({ dialect: new KyselySqliteDialect({ database: sqlite }) })
  try {
    migrate(sqlite)
    const dialect = new SqliteDialect()
    const metadata = await dialect.introspector.introspect({ db, excludePattern: 'schema_migrations' })
    const overrides: Record<string, string> = {}
    const unused = new Set(Object.keys(ENUM_COLUMNS))
    for (const table of metadata.tables) {
      const keys = new Set(
        (sqlite.prepare('SELECT name, pk FROM pragma_table_info(?)').all(table.name) as Array<{ name: string; pk: number }>)
          .filter((c) => c.pk > 0)
          .map((c) => c.name),
      )
      for (const column of table.columns) {
        // SQLite lets a primary key that is not an INTEGER hold NULL (a quirk it keeps for old files);
        // the app never writes one, so the types do not offer it.
        if (keys.has(column.name)) column.isNullable = false
        const at = `${table.name}.${column.name}`
        const type = ENUM_COLUMNS[at]
        if (!type) continue
        unused.delete(at)
        const value = column.isNullable ? `${type} | null` : type
        overrides[at] = column.hasDefaultValue ? `Generated<${value}>` : value
      }
    }
    if (unused.size) throw new Error(`ENUM_COLUMNS names columns the migrations do not make: ${[...unused].join(', ')}`)
    const customImports = Object.fromEntries([...new Set(Object.values(ENUM_COLUMNS))].map((type) => [type, './db-enums']))
    const text = serializeFromMetadata({ metadata, dialect, overrides: { columns: overrides }, customImports, typeOnlyImports: true })
    const config = await prettier.resolveConfig(outFile)
    return prettier.format(text, { ...config, filepath: outFile })
  } finally {
    await db.destroy()
  }
}

const check = process.argv.includes('--check')
const generated = await generateSchemaTypes()
const committed = fs.existsSync(outFile) ? fs.readFileSync(outFile, 'utf8') : null
const relative = path.relative(root, outFile)
if (check) {
  if (committed !== generated) {
    // The diff reads from the committed file (-) to what the migrations make (+).
    console.error(committed === null ? `${relative} is missing` : new DiffChecker().diff(committed, generated))
    console.error(
      `✗ ${relative} is not what the migrations make (a migration without its types, or an edit by hand).\n` +
        '  Run `npm run db:types` and commit the result.',
    )
    process.exit(1)
  }
  console.log(`${relative} matches the migrations`)
} else if (committed === generated) {
  console.log(`${relative} is up to date`)
} else {
  fs.writeFileSync(outFile, generated)
  console.log(`wrote ${relative} (${generated.split('\n').length - 1} lines)`)
}
