import { getDb, now, sql } from '~/utils/db.server'
import { redisAnswers } from '~/utils/redis.server'
import { diskSpace, tendSpaceReserve } from './disk.server'

export const WORKER_STALE_MS = 15_000

export type Health = {
  /** 'ok': the database answers and takes a write; 'read-only': it answers but a write failed; 'down': it does not answer. */
  db: 'ok' | 'read-only' | 'down'
  redis: 'ok' | 'down'
  worker: 'ok' | 'down'
  workerLastSeen: string | null
  outboxWaiting: number | null
  /** The data volume: 'low' while free space is under the floor (uploads are refused then). */
  disk: { status: 'ok' | 'low' | 'unknown'; freeBytes: number | null; totalBytes: number | null; floorBytes: number | null }
}

/** /healthz answers 200 only when this is true: the database takes writes and the volume has room. */
export function isHealthy(health: Health) {
  return health.db === 'ok' && health.disk.status === 'ok'
}

/**
 * Proves the database takes a write: one row (id 1) rewritten with the time, so the probe never grows
 * the table, and costs one page in the write-ahead log.
 */
async function probeWrite() {
  const at = now()
  await getDb()
    .insertInto('health_probe')
    .values({ id: 1, checked_at: at })
    .onConflict((oc) => oc.column('id').doUpdateSet({ checked_at: at }))
    .execute()
}

/** What /healthz reports: each dependency as a person would check it, never assumed. */
export async function checkHealth(): Promise<Health> {
  const db = getDb()
  // First, so that on a full volume the database's reserve is given back before the write is tried.
  await tendSpaceReserve().catch(() => {})
  let dbState: Health['db'] = 'down'
  let workerLastSeen: string | null = null
  let outboxWaiting: number | null = null
  try {
    await sql`select 1`.execute(db)
    dbState = 'read-only'
    const beat = await db
      .selectFrom('worker_heartbeats')
      .select(sql<string>`max(beat_at)`.as('at'))
      .executeTakeFirst()
    workerLastSeen = beat?.at ?? null
    const waiting = await db
      .selectFrom('outbox')
      .select(sql<number>`count(*)`.as('n'))
      .where('completed_at', 'is', null)
      .where('failed_at', 'is', null)
      .executeTakeFirst()
    outboxWaiting = Number(waiting?.n ?? 0)
    await probeWrite()
    dbState = 'ok'
  } catch (error) {
    if (dbState === 'read-only') console.error('[healthz] the database did not take a write', error)
  }
  let disk: Health['disk'] = { status: 'unknown', freeBytes: null, totalBytes: null, floorBytes: null }
  try {
    const space = await diskSpace()
    disk = { status: space.low ? 'low' : 'ok', freeBytes: space.freeBytes, totalBytes: space.totalBytes, floorBytes: space.floorBytes }
  } catch (error) {
    console.error('[healthz] could not read the free space', error)
  }
  const redisOk = await redisAnswers()
  const workerOk = workerLastSeen !== null && Date.now() - Date.parse(workerLastSeen) < WORKER_STALE_MS
  return {
    db: dbState,
    redis: redisOk ? 'ok' : 'down',
    worker: workerOk ? 'ok' : 'down',
    workerLastSeen,
    outboxWaiting,
    disk,
  }
}
