// GET /healthz/serving: what the platform's proxy routes traffic by (fly.toml, the Dockerfile's
// HEALTHCHECK). 200 while this process answers and can read the database; 503 otherwise. It does not
// fail on low disk space or a database that refuses writes: /healthz does, for the operator, and a proxy
// that stopped routing to the only Machine would take down the pages and sign-in that still work.
import { getDb, sql } from '~/utils/db.server'

export async function loader() {
  let db: 'ok' | 'down' = 'down'
  try {
    await sql`select count(*) from schema_migrations`.execute(getDb())
    db = 'ok'
  } catch {
    db = 'down'
  }
  return Response.json({ db }, { status: db === 'ok' ? 200 : 503, headers: { 'cache-control': 'no-store' } })
}
