// /healthz tells the truth about Redis and the worker, whichever is down.
import { afterAll, beforeAll, expect, test } from 'vitest'
import { startPrivateRedis } from '../fakes/redis-server'
import { startWorker, useFreshDatabase, waitUntil } from '../support/app-process'

let redis: Awaited<ReturnType<typeof startPrivateRedis>>
let vars: Record<string, string>

beforeAll(async () => {
  redis = await startPrivateRedis()
  ;({ vars } = useFreshDatabase({ REDIS_URL: redis.url }))
  const { migrate } = await import('~/utils/migrate.server')
  const { getSqlite } = await import('~/utils/db.server')
  migrate(getSqlite())
})
afterAll(async () => {
  await redis?.stop()
})

async function healthz() {
  const { loader } = await import('~/routes/_resources+/healthz')
  const response = await loader()
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

test('reports the worker down until one runs, and Redis down while it is stopped', async () => {
  await waitUntil(async () => (await healthz()).body.redis === 'ok', 5000, 'redis ok')
  expect(await healthz()).toMatchObject({ status: 200, body: { db: 'ok', redis: 'ok', worker: 'down' } })

  const worker = await startWorker(vars)
  await waitUntil(async () => (await healthz()).body.worker === 'ok', 10_000, 'worker ok')

  await redis.stop()
  await waitUntil(async () => (await healthz()).body.redis === 'down', 5000, 'redis down')
  // The site itself still answers: the database is what decides the status code.
  expect((await healthz()).status).toBe(200)

  await redis.start()
  await waitUntil(async () => (await healthz()).body.redis === 'ok', 10_000, 'redis back')
  // A worker that stops cleanly removes its heartbeat at once; one that was killed goes stale within
  // WORKER_STALE_MS. Either way /healthz must say it is down.
  await worker.stop()
  await waitUntil(async () => (await healthz()).body.worker === 'down', 25_000, 'worker reported down')
  // Each wait above has its own bound; together (with the worker's start, up to 30 s) they exceed the
  // default 60 s on a loaded machine, where a clean CI run once timed out as a whole.
}, 120_000)

test('fails (503) while the database does not take a write, and says so', async () => {
  const { getSqlite } = await import('~/utils/db.server')
  // The connection refuses writes as a full or read-only volume would; reads still work.
  getSqlite().pragma('query_only = ON')
  try {
    const answer = await healthz()
    expect(answer.status).toBe(503)
    expect(answer.body.db).toBe('read-only')
  } finally {
    getSqlite().pragma('query_only = OFF')
  }
  expect(await healthz()).toMatchObject({ status: 200, body: { db: 'ok' } })
  // The write is one row, rewritten: the probe never grows the database.
  for (let i = 0; i < 5; i++) await healthz()
  const { getDb } = await import('~/utils/db.server')
  expect(await getDb().selectFrom('health_probe').selectAll().execute()).toHaveLength(1)
})

test('reports the free space on the data volume, and fails (503) while it is under the floor', async () => {
  const { resetEnvForTests } = await import('~/utils/env.server')
  const ok = await healthz()
  expect(ok.status).toBe(200)
  const disk = ok.body.disk as { status: string; freeBytes: number; totalBytes: number; floorBytes: number }
  expect(disk.status).toBe('ok')
  expect(disk.freeBytes).toBeGreaterThan(disk.floorBytes)
  expect(disk.totalBytes).toBeGreaterThanOrEqual(disk.freeBytes)
  // The floor is the larger of the two settings; at 100% of the volume, free space is always under it.
  process.env.DISK_FREE_FLOOR_PERCENT = '100'
  resetEnvForTests()
  try {
    const low = await healthz()
    expect(low.status).toBe(503)
    expect(low.body).toMatchObject({ db: 'ok', disk: { status: 'low', floorBytes: disk.totalBytes } })
  } finally {
    delete process.env.DISK_FREE_FLOOR_PERCENT
    resetEnvForTests()
  }
  expect((await healthz()).status).toBe(200)
})
