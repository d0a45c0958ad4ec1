// The database's types, as the app imports them: the tables as kysely-codegen generates them from the
// migrations (db-schema.generated.ts: `npm run db:types` after a migration; `npm test` fails while it is
// stale), the row types the code names, and the values of the enum-like columns (db-enums.ts, checked in
// the application since SQL no longer lists them). No column is typed by hand here.
import type { Selectable, Updateable } from 'kysely'
import type {
  Alerts,
  CircleMemberships,
  ClientDocuments,
  ClientTasks,
  Leads,
  ProgressStages,
  Reminders,
  SandboxCheckoutSessions,
  Signups,
} from './db-schema.generated'

export type { DB } from './db-schema.generated'
export * from './db-enums'

export type Signup = Selectable<Signups>
export type SignupUpdate = Updateable<Signups>
export type Lead = Selectable<Leads>
export type ProgressStage = Selectable<ProgressStages>
export type ClientTask = Selectable<ClientTasks>
export type Reminder = Selectable<Reminders>
export type Membership = Selectable<CircleMemberships>
export type ClientDocumentsTable = ClientDocuments
export type AlertsTable = Alerts
export type SandboxCheckoutSessionsTable = SandboxCheckoutSessions
