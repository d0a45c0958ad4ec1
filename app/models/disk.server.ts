// Free space on the data volume (where the database, uploads and backups live), read with fs.statfs.
// Minimal version written for the alerts (issue 23, "the operator hears first"); the disk part of the
// same issue owns this module and keeps its own signature-compatible version at merge.
import fsp from 'node:fs/promises'
import { env } from '~/utils/env.server'

const MB = 1024 * 1024

/** The least free space the site works with: 10% of the volume, and never under 200 MB. */
export function diskFloorBytes(totalBytes: number) {
  return Math.max(200 * MB, Math.ceil(totalBytes * 0.1))
}

/** Space on the data directory's volume, as an unprivileged process may use it (bavail, not bfree). */
export async function diskSpace(): Promise<{ freeBytes: number; totalBytes: number; floorBytes: number; low: boolean }> {
  const stats = await fsp.statfs(env().dataDir)
  const freeBytes = Number(stats.bavail) * Number(stats.bsize)
  const totalBytes = Number(stats.blocks) * Number(stats.bsize)
  const floorBytes = diskFloorBytes(totalBytes)
  return { freeBytes, totalBytes, floorBytes, low: freeBytes < floorBytes }
}
