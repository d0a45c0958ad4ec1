// Fills a database (DATABASE_PATH) with an admin, clients, leads and signups for the admin benchmark and
// for looking at the admin pages by hand. Prints JSON: the admin's session cookie and a few ids.
//   DATABASE_PATH=/tmp/x/app.db SESSION_SECRET=... npx tsx bench/admin-seed.ts --clients 1000 --leads 10000 --signups 600
import { STAGES, TASKS } from '~/content/portal'
import { confirmEnrolment, currentCode, startEnrolment } from '~/models/two-factor.server'
import { createSession, makeAdmin, upsertUser } from '~/utils/auth.server'
import { LEAD_FORM_TYPES, LEAD_STATUSES } from '~/utils/db-schema'
import { createId, getSqlite } from '~/utils/db.server'
import { checkEnvOrExit } from '~/utils/env.server'
import { migrate } from '~/utils/migrate.server'
import { readOptions } from '../scripts/lib.mjs'
import { seededRandom } from './seeded-random'
import { prepareInsert } from './sqlite-insert'

const { values } = readOptions({ clients: '1000', leads: '10000', signups: '600', 'admin-email': 'bench.admin@harborvale.example' })
checkEnvOrExit()
const sqlite = getSqlite()
migrate(sqlite)

const { rand, pick } = seededRandom(42)

const FIRST = [
  'Ana',
  'Marcus',
  'Priya',
  'Daniel',
  'Sofia',
  'Jamal',
  'Elena',
  'Wei',
  'Olivia',
  'Mateo',
  'Grace',
  'Omar',
  'Hannah',
  'Luis',
  'Chloe',
  'Kenji',
  'Fatima',
  'Noah',
  'Isabel',
  'Samuel',
]
const LAST = [
  'Alvarez',
  'Brooks',
  'Chen',
  'Delgado',
  'Edwards',
  'Fischer',
  'Garcia',
  'Haddad',
  'Ibrahim',
  'Jensen',
  'Kowalski',
  'Lopez',
  'Moreau',
  'Nakamura',
  'Okafor',
  'Patel',
  'Quinn',
  'Romero',
  'Silva',
  'Thompson',
]
const COMPANY_A = ['Harbor', 'Summit', 'Coral', 'Atlas', 'Meridian', 'Brightline', 'Keystone', 'Palmetto', 'Northstar', 'Bayside']
const COMPANY_B = ['Logistics', 'Dental Group', 'Software', 'Builders', 'Foods', 'Health', 'Capital', 'Labs', 'Motors', 'Consulting']
const SUFFIX = ['LLC', 'Inc.', 'Corp.', 'Holdings LLC', 'Partners']

const at = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString()

const clientCount = Number(values.clients)
const leadCount = Number(values.leads)
const signupCount = Number(values.signups)

const admin = await upsertUser({ email: values['admin-email']!, password: 'bench admin password', firstName: 'Bench', lastName: 'Admin' })
await makeAdmin(admin.id)
// Staff need a second factor (requireAdmin): enrolled and confirmed here, as the setup page would.
const enrolment = await startEnrolment({ id: admin.id, email: values['admin-email']! }, 'Bench')
if (enrolment) await confirmEnrolment(admin.id, await currentCode(enrolment.secret))
const cookie = (await createSession(admin.id, new Request('http://localhost/'))).split(';')[0]

const clientIds: string[] = []
const insertUser = prepareInsert(sqlite, 'users', 'id, email, first_name, last_name, created_at, updated_at', {
  password_hash: null,
  is_test_account: 0,
})
const insertProfile = prepareInsert(
  sqlite,
  'client_profiles',
  'id, user_id, first_name, last_name, company_name, phone, apex_growth_score, paid_at, created_at, updated_at',
)
const insertStage = prepareInsert(sqlite, 'progress_stages', 'id, client_id, stage_name, stage_order, is_completed, completed_at')
const insertTask = prepareInsert(
  sqlite,
  'client_tasks',
  'id, client_id, task_title, task_description, task_order, is_completed, completed_at, created_at',
)
const insertNote = prepareInsert(sqlite, 'admin_notes', 'id, client_id, author_user_id, body, created_at, updated_at')
const insertAudit = prepareInsert(sqlite, 'audit_log', 'id, actor_user_id, client_id, action, before_json, after_json, created_at')

sqlite.transaction(() => {
  for (let i = 0; i < clientCount; i++) {
    const first = pick(FIRST)
    const last = pick(LAST)
    const company = `${pick(COMPANY_A)} ${pick(COMPANY_B)} ${pick(SUFFIX)}`
    const userId = createId()
    const clientId = createId()
    const created = at(1 + rand() * 400)
    insertUser.run(userId, `${first}.${last}.${i}@client.example`.toLowerCase(), first, last, created, created)
    const stage = Math.floor(rand() * 7) // 0 = nothing complete yet
    insertProfile.run(
      clientId,
      userId,
      first,
      last,
      company,
      `(305) 555-${String(1000 + (i % 9000)).padStart(4, '0')}`,
      stage === 6 ? 40 + Math.floor(rand() * 60) : null,
      created,
      created,
      created,
    )
    STAGES.forEach((name, s) => insertStage.run(createId(), clientId, name, s + 1, s < stage ? 1 : 0, s < stage ? created : null))
    const tasksDone = Math.floor(rand() * 6)
    TASKS.forEach((t, n) =>
      insertTask.run(createId(), clientId, t.title, t.description, n + 1, n < tasksDone ? 1 : 0, n < tasksDone ? created : null, created),
    )
    if (rand() < 0.3) insertNote.run(createId(), clientId, admin.id, 'Prefers email; copy the CFO on document requests.', created, created)
    for (let a = 0; a < 3; a++) {
      insertAudit.run(
        createId(),
        admin.id,
        clientId,
        'stage.set',
        JSON.stringify({ Stage: 'Documents Sent (1 of 6)' }),
        JSON.stringify({ Stage: 'Reviewing Documents (3 of 6)' }),
        created,
      )
    }
    clientIds.push(clientId)
  }
})()

const insertLead = prepareInsert(
  sqlite,
  'leads',
  'id, form_type, name, email, company_name, phone, message, agreement_needed, status, created_at, updated_at',
)
const insertOutbox = prepareInsert(
  sqlite,
  'outbox',
  'id, payload, subject_id, created_at, dispatched_at, started_at, completed_at, failed_at, attempts, last_error',
  { kind: 'send-email', subject_type: 'lead' },
)
sqlite.transaction(() => {
  for (let i = 0; i < leadCount; i++) {
    const id = createId()
    const type = pick(LEAD_FORM_TYPES)
    const name = `${pick(FIRST)} ${pick(LAST)}`
    const created = at((leadCount - i) / 40)
    insertLead.run(
      id,
      type,
      name,
      `lead${i}@founder.example`,
      `${pick(COMPANY_A)} ${pick(COMPANY_B)}`,
      '(786) 555-0100',
      type === 'contact' || type === 'exit-suite-interest' ? 'We are weighing an offer and would like advice on structure.' : null,
      type === 'contract-request' ? 'Mutual NDA for a supplier negotiation' : null,
      pick(LEAD_STATUSES),
      created,
      created,
    )
    for (const template of ['lead-notification', 'lead-acknowledgement']) {
      const r = rand()
      const sent = r < 0.9
      const failed = !sent && r < 0.95
      insertOutbox.run(
        createId(),
        JSON.stringify({ template, params: { leadId: id } }),
        id,
        created,
        created,
        created,
        sent ? created : null,
        failed ? created : null,
        sent ? 1 : failed ? 12 : 3,
        sent ? null : '451 Service temporarily unavailable',
      )
    }
  }
})()

const insertSignup = prepareInsert(
  sqlite,
  'signups',
  'id, name, email, company_name, phone, payment_status, signed_document_url, checkout_session_id, paid_at, amount_cents, currency, created_at, updated_at',
)
const insertSignature = prepareInsert(
  sqlite,
  'signatures',
  'id, signup_id, signer_name, signer_email, signed_at, document_sha256, verification_code',
  {
    purpose: 'engagement-letter',
    provider: 'builtin',
    ip: '203.0.113.7',
    user_agent: 'Mozilla/5.0',
    consent_text: 'I agree to sign this engagement letter electronically',
    document_version: 'v1',
    pdf_path: null,
  },
)
sqlite.transaction(() => {
  for (let i = 0; i < signupCount; i++) {
    const id = createId()
    const name = `${pick(FIRST)} ${pick(LAST)}`
    const created = at((signupCount - i) / 4)
    const r = rand()
    const state = r < 0.5 ? 'paid' : r < 0.75 ? 'signed' : 'pending'
    insertSignup.run(
      id,
      name,
      `signup${i}@founder.example`,
      `${pick(COMPANY_A)} ${pick(COMPANY_B)} LLC`,
      '(305) 555-0111',
      state === 'paid' ? 'paid' : 'pending',
      state === 'pending' ? null : `signed-${Date.parse(created)}`,
      state === 'pending' ? null : `cs_test_${id.slice(0, 20)}`,
      state === 'paid' ? created : null,
      state === 'paid' ? 400000 : null,
      state === 'paid' ? 'usd' : null,
      created,
      created,
    )
    if (state !== 'pending') insertSignature.run(createId(), id, name, `signup${i}@founder.example`, created, 'a'.repeat(64), createId())
  }
})()

console.log(
  JSON.stringify({
    cookie,
    adminId: admin.id,
    clientId: clientIds[Math.floor(clientIds.length / 2)] ?? null,
    clients: clientCount,
    leads: leadCount,
    signups: signupCount,
  }),
)
process.exit(0)
