// Room reserved for uploads in flight: against a client's quota (with their other uploads in flight),
// against the data volume's floor, released once, and never held past its expiry by a process that died.
import { expect, test } from 'vitest'
import { useFreshDatabase } from '../../tests/support/app-process'

useFreshDatabase()
const { migrate } = await import('~/utils/migrate.server')
const dbModule = await import('~/utils/db.server')
migrate(dbModule.getSqlite())
const db = dbModule.getDb()
const space = await import('./upload-space.server')
const { resetEnvForTests } = await import('~/utils/env.server')

const MB = 1024 * 1024
const quota = (clientId: string, usedBytes = 0) => ({ clientId, limit: 10 * MB, used: async () => usedBytes })

test('uploads in flight count against the quota: the one that would pass it is refused', async () => {
  const first = await space.reserveUploadSpace({ bytes: 4 * MB, quota: quota('client-a', 2 * MB) })
  const second = await space.reserveUploadSpace({ bytes: 4 * MB, quota: quota('client-a', 2 * MB) })
  const third = await space.reserveUploadSpace({ bytes: 4 * MB, quota: quota('client-a', 2 * MB) })
  expect(first).toMatchObject({ ok: true, space: { clientRoom: 8 * MB } })
  expect(second).toMatchObject({ ok: true, space: { clientRoom: 4 * MB } })
  expect(third).toEqual({ ok: false, reason: 'over-quota' })
  // Another client is not affected.
  expect(await space.reserveUploadSpace({ bytes: 4 * MB, quota: quota('client-b') })).toMatchObject({ ok: true })
  // Released (twice is harmless), the room is back.
  if (first.ok) {
    await first.space.release()
    await first.space.release()
  }
  expect(await space.reserveUploadSpace({ bytes: 4 * MB, quota: quota('client-a', 2 * MB) })).toMatchObject({ ok: true })
  expect(await space.bytesInFlight('client-a')).toBe(8 * MB)
})

test('a reservation left by a process that died stops counting at its expiry', async () => {
  const past = new Date(Date.now() - 1000).toISOString()
  await db
    .insertInto('upload_reservations')
    .values({ id: 'left-by-a-crash', client_id: 'client-c', bytes: 9 * MB, created_at: past, expires_at: past })
    .execute()
  expect(await space.bytesInFlight('client-c')).toBe(0)
  expect(await space.reserveUploadSpace({ bytes: 9 * MB, quota: quota('client-c') })).toMatchObject({ ok: true })
  // The next reservation swept the expired row.
  expect(await db.selectFrom('upload_reservations').selectAll().where('id', '=', 'left-by-a-crash').execute()).toEqual([])
  // A fresh one lasts RESERVATION_TTL_MS.
  const row = await db.selectFrom('upload_reservations').selectAll().where('client_id', '=', 'client-c').executeTakeFirstOrThrow()
  expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(space.RESERVATION_TTL_MS)
})

test('nothing is reserved under the floor, nor when the upload would take free space under it', async () => {
  const { diskSpace } = await import('./disk.server')
  const { freeBytes } = await diskSpace()
  process.env.DISK_FREE_FLOOR_PERCENT = '100'
  resetEnvForTests()
  try {
    expect(await space.reserveUploadSpace({ bytes: 1 })).toEqual({ ok: false, reason: 'low-space' })
  } finally {
    delete process.env.DISK_FREE_FLOOR_PERCENT
    resetEnvForTests()
  }
  // Free space is above the floor now, but not by the size of this upload.
  expect(await space.reserveUploadSpace({ bytes: freeBytes })).toEqual({ ok: false, reason: 'low-space' })
})
