// writeTransaction against a second connection to the same SQLite file holding the write lock, as the
// worker process does: the transaction waits for the lock without stopping the event loop, then runs.
import Database from 'better-sqlite3'
import { beforeAll, describe, expect, test } from 'vitest'
import { useFreshDatabase } from '../support/app-process'

let app: {
  writeTransaction: typeof import('~/utils/db.server').writeTransaction
  getDb: typeof import('~/utils/db.server').getDb
}
let file: string

beforeAll(async () => {
  const { vars } = useFreshDatabase()
  file = vars.DATABASE_PATH
  const db = await import('~/utils/db.server')
  const { migrate } = await import('~/utils/migrate.server')
  migrate(db.getSqlite())
  app = { writeTransaction: db.writeTransaction, getDb: db.getDb }
})

const heartbeat = (id: string) => ({ worker_id: id, pid: 1, started_at: new Date().toISOString(), beat_at: new Date().toISOString() })

describe('write transactions and the other process’s lock', () => {
  test('wait for the lock on the event loop, then commit', async () => {
    const other = new Database(file)
    other.exec('begin immediate')
    const started = performance.now()
    let committed = false
    const write = app
      .writeTransaction((trx) => trx.insertInto('worker_heartbeats').values(heartbeat('waited')).execute())
      .then(() => (committed = true))

    // While the lock is held the process keeps running: timers fire on time, nothing is written.
    const lateness: number[] = []
    for (let i = 0; i < 5; i++) {
      const at = performance.now()
      await new Promise((r) => setTimeout(r, 10))
      lateness.push(performance.now() - at - 10)
    }
    expect(committed).toBe(false)
    expect(Math.max(...lateness)).toBeLessThan(25)

    other.exec('commit')
    await write
    other.close()
    expect(performance.now() - started).toBeGreaterThanOrEqual(50)
    const row = await app.getDb().selectFrom('worker_heartbeats').selectAll().where('worker_id', '=', 'waited').executeTakeFirst()
    expect(row?.pid).toBe(1)
  })

  test('give up with SQLITE_BUSY after the busy timeout, and leave the connection usable', async () => {
    const other = new Database(file)
    other.exec('begin immediate')
    const started = performance.now()
    await expect(app.writeTransaction((trx) => trx.insertInto('worker_heartbeats').values(heartbeat('refused')).execute())).rejects.toMatchObject({
      code: 'SQLITE_BUSY',
    })
    expect(performance.now() - started).toBeGreaterThanOrEqual(4900)
    other.exec('rollback')
    other.close()
    await app.writeTransaction((trx) => trx.insertInto('worker_heartbeats').values(heartbeat('after')).execute())
    const ids = (await app.getDb().selectFrom('worker_heartbeats').select('worker_id').execute()).map((r) => r.worker_id)
    expect(ids).toContain('after')
    expect(ids).not.toContain('refused')
  }, 15_000)
})
