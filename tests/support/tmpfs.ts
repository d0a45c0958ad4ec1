// A small RAM-backed volume (tmpfs) for tests of a full disk: the kernel answers ENOSPC when it is full,
// as a real volume would. Mounting needs root (CAP_SYS_ADMIN); where that is not allowed the caller
// skips, saying why.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export type Tmpfs = { dir: string; unmount: () => void }

export function mountTmpfs(sizeBytes: number): Tmpfs | null {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'firm-tmpfs-'))
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${sizeBytes},mode=0700`, 'tmpfs', dir], { stdio: 'pipe' })
  } catch {
    fs.rmSync(dir, { recursive: true, force: true })
    return null
  }
  return {
    dir,
    unmount: () => {
      try {
        execFileSync('umount', ['-l', dir], { stdio: 'pipe' })
      } finally {
        fs.rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}

export const canMount = (() => {
  const probe = mountTmpfs(1024 * 1024)
  probe?.unmount()
  return probe !== null
})()

/** Writes zeros into `file` until the volume refuses (ENOSPC): the volume is then full. */
export function fillVolume(file: string) {
  const fd = fs.openSync(file, 'a')
  const chunk = Buffer.alloc(256 * 1024)
  let written = 0
  try {
    for (;;) {
      try {
        written += fs.writeSync(fd, chunk)
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error
        // The last pages: smaller writes until not even 4 KB fits.
        if (chunk.length > 4096) return fillVolumeTail(fd, written)
        return written
      }
    }
  } finally {
    fs.closeSync(fd)
  }
}

function fillVolumeTail(fd: number, written: number) {
  const small = Buffer.alloc(4096)
  for (;;) {
    try {
      written += fs.writeSync(fd, small)
    } catch {
      return written
    }
  }
}
