import { getDb, sql } from '~/utils/db.server'
import { redisAnswers } from '~/utils/redis.server'

export const WORKER_STALE_MS = 15_000

export type Health = {
  db: 'ok' | 'down'
  redis: 'ok' | 'down'
  worker: 'ok' | 'down'
  workerLastSeen: string | null
  outboxWaiting: number | null
}

/** What /healthz reports: each dependency as a person would check it, never assumed. */
export async function checkHealth(): Promise<Health> {
  const db = getDb()
  let dbOk = false
  let workerLastSeen: string | null = null
  let outboxWaiting: number | null = null
  try {
    await sql`select 1`.execute(db)
    dbOk = true
    const beat = await db.selectFrom('worker_heartbeats').select(sql<string>`max(beat_at)`.as('at')).executeTakeFirst()
    workerLastSeen = beat?.at ?? null
    const waiting = await db
      .selectFrom('outbox')
      .select(sql<number>`count(*)`.as('n'))
      .where('completed_at', 'is', null)
      .where('failed_at', 'is', null)
      .executeTakeFirst()
    outboxWaiting = Number(waiting?.n ?? 0)
  } catch {
    dbOk = false
  }
  const redisOk = await redisAnswers()
  const workerOk = workerLastSeen !== null && Date.now() - Date.parse(workerLastSeen) < WORKER_STALE_MS
  return {
    db: dbOk ? 'ok' : 'down',
    redis: redisOk ? 'ok' : 'down',
    worker: workerOk ? 'ok' : 'down',
    workerLastSeen,
    outboxWaiting,
  }
}
