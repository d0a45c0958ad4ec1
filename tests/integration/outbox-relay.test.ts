// The relay against a real Redis, without a worker: rows the request path handed over are found in the
// queue and left alone (no second job, no write); rows it could not hand over are added and marked.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startPrivateRedis } from '../fakes/redis-server'
import { useFreshDatabase, waitUntil } from '../support/app-process'

let redis: Awaited<ReturnType<typeof startPrivateRedis>>
let app: {
  enqueue: typeof import('~/jobs/outbox.server').enqueue
  getQueue: typeof import('~/jobs/outbox.server').getQueue
  writeTransaction: typeof import('~/utils/db.server').writeTransaction
  getDb: typeof import('~/utils/db.server').getDb
  relayOutbox: typeof import('../../worker/relay').relayOutbox
  producerRedis: typeof import('~/utils/redis.server').producerRedis
}

beforeAll(async () => {
  redis = await startPrivateRedis()
  useFreshDatabase({ REDIS_URL: redis.url, SMTP_URL: 'smtp://127.0.0.1:1' })
  const db = await import('~/utils/db.server')
  const { migrate } = await import('~/utils/migrate.server')
  migrate(db.getSqlite())
  const { enqueue, getQueue } = await import('~/jobs/outbox.server')
  const { relayOutbox } = await import('../../worker/relay')
  const { producerRedis } = await import('~/utils/redis.server')
  await waitUntil(() => producerRedis().status === 'ready', 10_000, 'Redis connection')
  app = { enqueue, getQueue, writeTransaction: db.writeTransaction, getDb: db.getDb, relayOutbox, producerRedis }
})

afterAll(async () => {
  await redis?.stop()
})

const enqueueEmail = (subject: string) =>
  app.writeTransaction((trx) => app.enqueue(trx, 'send-email', { template: 'operator-test', params: { to: 'ops@firm.example', subject } }))

const row = (id: string) => app.getDb().selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow()

describe('outbox relay', () => {
  test('a row already handed to Redis is left alone: no second job, no write', async () => {
    const id = await enqueueEmail('Handed over on commit')
    const queue = app.getQueue('email')
    await waitUntil(async () => (await queue.getJob(id)) ?? null, 5_000, 'the job in Redis')
    // The request path does not write to SQLite after its commit: the row is not marked yet.
    expect((await row(id)).dispatched_at).toBeNull()

    const waitingBefore = await queue.getWaitingCount()
    expect(await app.relayOutbox(app.getDb(), { olderThanMs: 0 })).toBe(0)
    expect(await queue.getWaitingCount()).toBe(waitingBefore)
    // The worker marks it when it runs the job; the relay wrote nothing.
    expect((await row(id)).dispatched_at).toBeNull()
  })

  test('a row whose job never reached Redis is added by the relay, once', async () => {
    await redis.stop()
    const id = await enqueueEmail('Written while Redis was down')
    await redis.start()
    await waitUntil(() => app.producerRedis().status === 'ready', 10_000, 'Redis connection back')
    const queue = app.getQueue('email')
    expect(await queue.getJob(id)).toBeUndefined()

    // (The first test's job went with the restarted Redis, which keeps nothing: it is added again too.)
    expect(await app.relayOutbox(app.getDb(), { olderThanMs: 0 })).toBeGreaterThanOrEqual(1)
    expect((await queue.getJob(id))?.data).toEqual({ outboxId: id })
    expect((await row(id)).dispatched_at).not.toBeNull()
    const waiting = await queue.getWaitingCount()
    expect(await app.relayOutbox(app.getDb(), { olderThanMs: 0 })).toBe(0)
    expect(await queue.getWaitingCount()).toBe(waiting)
  })

  test('a handed-over row whose job vanished from Redis is added again once it is stale', async () => {
    const id = await enqueueEmail('Lost with a Redis restart')
    const queue = app.getQueue('email')
    await waitUntil(async () => (await queue.getJob(id)) ?? null, 5_000, 'the job in Redis')
    // As the worker leaves it when it takes the job, a minute ago; then the job goes from Redis.
    const aMinuteAgo = new Date(Date.now() - 60_000).toISOString()
    await app.getDb().updateTable('outbox').set({ dispatched_at: aMinuteAgo }).where('id', '=', id).execute()
    await queue.remove(id)

    expect(await app.relayOutbox(app.getDb(), { olderThanMs: 0, staleAfterMs: 30_000 })).toBeGreaterThanOrEqual(1)
    expect((await queue.getJob(id))?.data).toEqual({ outboxId: id })
    expect((await row(id)).dispatched_at! > aMinuteAgo).toBe(true)
  })
})
