// The client portal's spec helpers: the six stage names, a client's rows read from the database, a
// signed-in client whose portal is open, and another client whose rows must stay out of reach.
import type { Page } from '@playwright/test'
import { appDb, signIn } from '../e2e/fixtures'

export const STAGES = [
  'Documents Sent',
  'Documents Received by Attorney',
  'Reviewing Documents',
  'Drafting Growth Score Report',
  'Finalizing Report',
  'See Your Growth Score',
]

/** The same six stages as /es/dashboard shows them. */
export const STAGES_ES = [
  'Documentos enviados',
  'Documentos recibidos por la firma',
  'Revisión de documentos',
  'Redacción del informe Growth Score',
  'Finalización del informe',
  'Vea su Growth Score',
]

type Row = Record<string, unknown>

export function profileOf(userId: string) {
  return appDb().prepare('select * from client_profiles where user_id = ?').get(userId) as Row & { id: string }
}

export function tasksOf(clientId: string) {
  return appDb()
    .prepare('select id, task_title, task_order, is_completed from client_tasks where client_id = ? order by task_order')
    .all(clientId) as Array<Row & { id: string; is_completed: number }>
}

export function stagesOf(clientId: string) {
  return appDb()
    .prepare('select id, stage_order, is_completed, completed_at from progress_stages where client_id = ? order by stage_order')
    .all(clientId) as Array<Row & { id: string }>
}

/** This test process's Redis connection, ready (a publish on a connecting one is dropped). */
export async function readyRedis() {
  const { producerRedis } = await import('~/utils/redis.server')
  const redis = producerRedis()
  if (redis.status !== 'ready') await new Promise((resolve) => redis.once('ready', resolve))
}

/** A signed-in client whose portal has been opened once (so the profile, stages and tasks exist). */
export async function openPortal(page: Page, firstName = 'Amelia') {
  const user = await signIn(page, { firstName })
  await page.goto('/dashboard')
  return { ...user, profile: profileOf(user.id) }
}

/** Another client, made straight in the database: the one whose rows must stay out of reach. */
export async function otherClient() {
  const { upsertUser } = await import('~/utils/auth.server')
  const { ensureClientProfile } = await import('~/models/clients.server')
  const email = `other-${Math.random().toString(36).slice(2)}@client.example`
  const { id } = await upsertUser({ email, password: 'other client password', firstName: 'Bruno' })
  const profile = await ensureClientProfile({ id, firstName: 'Bruno', lastName: 'Keller' })
  return { userId: id, email, clientId: profile.id }
}
