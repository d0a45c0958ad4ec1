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
