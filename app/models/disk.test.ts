// The data volume's free space: the floor (the larger of the two settings), what counts as a storage
// error, and the database's reserve, given back when a real volume (a small tmpfs) fills and written
// again when there is room.
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { useFreshDatabase } from '../../tests/support/app-process'
import { canMount, fillVolume, mountTmpfs } from '../../tests/support/tmpfs'

const MB = 1024 * 1024
const volume = canMount ? mountTmpfs(32 * MB) : null
useFreshDatabase(
  volume ? { DATABASE_PATH: path.join(volume.dir, 'app.db'), DISK_FREE_FLOOR_BYTES: String(4 * MB), DISK_FREE_FLOOR_PERCENT: '0' } : {},
)
const disk = await import('./disk.server')
const { resetEnvForTests } = await import('~/utils/env.server')

afterAll(() => volume?.unmount())

test('the floor is the larger of the bytes and the percentage of the volume', () => {
  expect(disk.floorFor(1024 * MB, { bytes: 200 * MB, percent: 10 })).toBe(200 * MB)
  expect(disk.floorFor(10_000 * MB, { bytes: 200 * MB, percent: 10 })).toBe(1000 * MB)
  expect(disk.floorFor(1000, { bytes: 0, percent: 0 })).toBe(0)
})

test('full, over quota, failed and read-only storage are storage errors; others are not', () => {
  for (const code of ['ENOSPC', 'EDQUOT', 'EIO', 'EROFS', 'SQLITE_FULL', 'SQLITE_IOERR_WRITE'])
    expect([code, disk.isStorageError({ code })]).toEqual([code, true])
  for (const value of [{ code: 'ENOENT' }, { code: 'SQLITE_CONSTRAINT' }, new Error('x'), null, 'ENOSPC'])
    expect(disk.isStorageError(value)).toBe(false)
})

test('the reserve is 1% of the volume, between 1 MB and 16 MB', () => {
  expect(disk.reserveSizeFor(10 * MB)).toBe(MB)
  expect(disk.reserveSizeFor(1024 * MB)).toBe(Math.round(10.24 * MB))
  expect(disk.reserveSizeFor(1024 * 1024 * MB)).toBe(16 * MB)
})

describe.skipIf(!volume)('on a small volume (tmpfs; skipped where mount is not allowed)', () => {
  test('diskSpace reads the volume and says when free space is under the floor', async () => {
    const space = await disk.diskSpace()
    expect(space.totalBytes).toBe(32 * MB)
    expect(space.floorBytes).toBe(4 * MB)
    expect(space.freeBytes).toBeGreaterThan(20 * MB)
    expect(space.low).toBe(false)
    process.env.DISK_FREE_FLOOR_BYTES = String(33 * MB)
    resetEnvForTests()
    try {
      expect(await disk.diskSpace()).toMatchObject({ floorBytes: 33 * MB, low: true })
    } finally {
      process.env.DISK_FREE_FLOOR_BYTES = String(4 * MB)
      resetEnvForTests()
    }
  })

  test('the reserve is written while there is room, given back when the volume is full, and written again after', async () => {
    expect(await disk.tendSpaceReserve()).toBe('held')
    const reserve = disk.reserveFile()
    expect(fs.statSync(reserve).size).toBe(MB)
    expect((fs.statSync(reserve).mode & 0o777).toString(8)).toBe('600')

    const filler = path.join(volume!.dir, 'filler.bin')
    fillVolume(filler)
    expect((await disk.diskSpace()).freeBytes).toBeLessThan(64 * 1024)
    expect(await disk.tendSpaceReserve()).toBe('released')
    expect(fs.existsSync(reserve)).toBe(false)
    // The room it held is free again, for the database.
    expect((await disk.diskSpace()).freeBytes).toBeGreaterThanOrEqual(MB)
    // Not written again while free space is under the floor.
    expect(await disk.tendSpaceReserve()).toBe('absent')

    fs.rmSync(filler)
    expect(await disk.tendSpaceReserve()).toBe('held')
    expect(fs.existsSync(reserve)).toBe(true)
  })
})
