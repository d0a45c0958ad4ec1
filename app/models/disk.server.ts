// The data volume's free space: the one place that reads it (fs.statfs, Node's own call), decides
// whether it is under the floor, and keeps a small reserve of space for the database.
//
// Why a floor: the database needs room to write (a sign-in writes its session row, an intake form its
// lead and outbox rows, and every commit appends to the write-ahead log first). Uploads are the only
// thing a visitor can use to fill the volume, so the web refuses them while free space is under the
// floor (the larger of DISK_FREE_FLOOR_BYTES and DISK_FREE_FLOOR_PERCENT of the volume), and /healthz
// fails. Why a reserve: the volume can still fill by other means (a backup, a log, a file copied in by
// hand). The web keeps a file of zeros, `.space-reserve` in the data folder, while space is plentiful,
// and deletes it the moment free space falls below its size, which gives the database back enough room
// to go on signing people in and taking leads while the operator makes space (decision 0021).
import fs from 'node:fs'
import fsp from 'node:fs/promises'
import path from 'node:path'
import { env } from '~/utils/env.server'

const MB = 1024 * 1024

export type DiskSpace = { freeBytes: number; totalBytes: number; floorBytes: number; low: boolean }

/** The larger of the two configured floors, for a volume of totalBytes. */
export function floorFor(totalBytes: number, config: { bytes: number; percent: number }) {
  return Math.max(config.bytes, Math.ceil((totalBytes * config.percent) / 100))
}

/** Free and total space of the volume holding the data folder, the floor, and whether free space is under it. */
export async function diskSpace(): Promise<DiskSpace> {
  const e = env()
  await fsp.mkdir(e.dataDir, { recursive: true })
  const stats = await fsp.statfs(e.dataDir)
  const freeBytes = stats.bavail * stats.bsize
  const totalBytes = stats.blocks * stats.bsize
  const floorBytes = floorFor(totalBytes, { bytes: e.DISK_FREE_FLOOR_BYTES, percent: e.DISK_FREE_FLOOR_PERCENT })
  return { freeBytes, totalBytes, floorBytes, low: freeBytes < floorBytes }
}

/**
 * An error that means the storage could not take the write: the volume or the quota is full, the
 * device failed, or it is read-only. From Node's file calls (code ENOSPC…) and from SQLite
 * (SQLITE_FULL, SQLITE_IOERR_*).
 */
export function isStorageError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  if (typeof code !== 'string') return false
  return ['ENOSPC', 'EDQUOT', 'EIO', 'EFBIG', 'EROFS'].includes(code) || code === 'SQLITE_FULL' || code.startsWith('SQLITE_IOERR')
}

/**
 * The reserve's size: 1% of the volume, at least 1 MB and at most 16 MB (10 MB on the README's 1 GB
 * volume). A sign-in writes a few pages of 4 KB, and the log's space is reused after each checkpoint,
 * so this is hundreds of sign-ins and leads while the operator makes room.
 */
export function reserveSizeFor(totalBytes: number) {
  return Math.min(16 * MB, Math.max(1 * MB, Math.round(totalBytes * 0.01)))
}

export function reserveFile() {
  return path.join(env().dataDir, '.space-reserve')
}

let tending: Promise<SpaceReserveState> | null = null

export type SpaceReserveState = 'held' | 'released' | 'absent'

/**
 * Keeps the reserve: deletes it when free space is below its size (the volume is full or nearly),
 * writes it again when free space is back above the floor plus its size. Safe to call often (one
 * statfs); concurrent calls share one run. The web calls it at start, every few seconds, from /healthz
 * and when an upload meets a storage error.
 */
export function tendSpaceReserve(): Promise<SpaceReserveState> {
  tending ??= tend().finally(() => {
    tending = null
  })
  return tending
}

async function tend(): Promise<SpaceReserveState> {
  const file = reserveFile()
  const space = await diskSpace()
  const size = env().DISK_RESERVE_BYTES ?? reserveSizeFor(space.totalBytes)
  if (size === 0) return 'absent'
  const held = fs.existsSync(file)
  if (held && space.freeBytes < size) {
    await fsp.rm(file, { force: true })
    console.warn(
      `[disk] the data volume is full (${Math.round(space.freeBytes / 1024)} KB free): released the database's reserve of ${size / MB} MB`,
    )
    return 'released'
  }
  if (held) return 'held'
  if (space.freeBytes < space.floorBytes + size) return 'absent'
  const handle = await fsp.open(file, 'wx', 0o600).catch(() => null)
  if (!handle) return fs.existsSync(file) ? 'held' : 'absent'
  try {
    const zeros = Buffer.alloc(MB)
    for (let written = 0; written < size; written += zeros.length) await handle.write(zeros, 0, Math.min(zeros.length, size - written))
    await handle.sync()
    return 'held'
  } catch {
    await handle.close().catch(() => {})
    await fsp.rm(file, { force: true }).catch(() => {})
    return 'absent'
  } finally {
    await handle.close().catch(() => {})
  }
}
