// Backups that fit (issue 23): unchanged uploads are held once however many backups keep them, a
// volume that fills makes the oldest backups give way, a full one stops backups only until space is
// made, and a failed backup leaves nothing behind. The data folder (database, uploads, backups, as on
// the Fly volume) sits on a small tmpfs when this process may mount one (root); otherwise on a volume
// emulated by answering statfs and refusing copies past its size with ENOSPC.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import fsp from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import crypto from 'node:crypto'
import zlib from 'node:zlib'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { compiled, root } from '../support/compiled'

const MB = 1024 * 1024
const VOLUME_BYTES = 40 * MB

let dataDir: string
let mounted = false
let backups: typeof import('~/models/backups.server')
let backupFiles: typeof import('~/models/backup-files.server')
let opened: ReturnType<typeof import('~/utils/db.server').openDatabase>

/** Bytes in use under a folder, each hard-linked file once (what `du` counts). */
function usage(dir: string) {
  const seen = new Set<number>()
  let bytes = 0
  const walk = (d: string) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, entry.name)
      const stat = fs.lstatSync(full)
      if (entry.isDirectory()) walk(full)
      else if (!seen.has(stat.ino)) {
        seen.add(stat.ino)
        bytes += stat.size
      }
    }
  }
  if (fs.existsSync(dir)) walk(dir)
  return bytes
}

/** Without a tmpfs: a volume of VOLUME_BYTES emulated over the data folder. */
function emulateVolume() {
  const realCopy = fsp.copyFile
  vi.spyOn(fsp, 'statfs').mockImplementation((async () => ({
    bsize: 4096,
    bavail: Math.max(0, Math.floor((VOLUME_BYTES - usage(dataDir)) / 4096)),
  })) as unknown as typeof fsp.statfs)
  vi.spyOn(fsp, 'copyFile').mockImplementation(async (from, to, mode) => {
    if (usage(dataDir) + fs.statSync(from as string).size > VOLUME_BYTES) {
      throw Object.assign(new Error(`ENOSPC: no space left on device, copyfile '${String(from)}'`), { code: 'ENOSPC' })
    }
    return realCopy(from, to, mode)
  })
}

function upload(rel: string, bytes: number) {
  const file = path.join(dataDir, 'uploads', rel)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  const content = crypto.randomBytes(bytes)
  fs.writeFileSync(file, content)
  return content
}

/** Writes a file of random bytes until the volume is full but for `leave` bytes. */
function fillVolume(leave: number) {
  const free = fs.statfsSync(dataDir)
  const freeBytes = mounted ? free.bavail * free.bsize : VOLUME_BYTES - usage(dataDir)
  const filler = path.join(dataDir, 'filler.bin')
  fs.writeFileSync(filler, Buffer.alloc(Math.max(0, freeBytes - leave), 1))
  return filler
}

function backupNames(dir: string) {
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []
}

/** Backup folder names use whole seconds: wait for the next one, so that "oldest" is well defined. */
async function nextSecond() {
  await new Promise((r) => setTimeout(r, 1000 - (Date.now() % 1000) + 20))
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'firm-backup-volume-'))
  const mount = spawnSync('mount', ['-t', 'tmpfs', '-o', `size=${VOLUME_BYTES},mode=0700`, 'tmpfs', dataDir], { encoding: 'utf8' })
  mounted = mount.status === 0
  if (!mounted) emulateVolume()
  Object.assign(process.env, {
    NODE_ENV: 'test',
    DATABASE_PATH: path.join(dataDir, 'app.db'),
    SESSION_SECRET: 'test-secret-test-secret-test-secret',
    LOG_LEVEL: 'warn',
  })
  ;(await import('~/utils/env.server')).resetEnvForTests()
  backups = await import('~/models/backups.server')
  backupFiles = await import('~/models/backup-files.server')
  const { openDatabase } = await import('~/utils/db.server')
  const { migrate } = await import('~/utils/migrate.server')
  opened = openDatabase(path.join(dataDir, 'app.db'))
  migrate(opened.sqlite, path.join(root, 'migrations'))
})

afterEach(() => {
  fs.rmSync(path.join(dataDir, 'filler.bin'), { force: true })
})

afterAll(async () => {
  opened?.sqlite.close()
  // recentBackups reads through the app's own handle (getDb(), DATABASE_PATH: the same file).
  ;(await import('~/utils/db.server')).getSqlite().close()
  vi.restoreAllMocks()
  if (mounted) spawnSync('umount', [dataDir])
  fs.rmSync(dataDir, { recursive: true, force: true })
})

describe('backups that fit', () => {
  test('eight hourly backups of unchanged uploads hold each file once (finding: every backup copied every upload again)', async () => {
    const dir = path.join(dataDir, 'backups-links')
    fs.rmSync(path.join(dataDir, 'uploads'), { recursive: true, force: true })
    const files = {
      'documents/a/return-2025.pdf': upload('documents/a/return-2025.pdf', 3 * MB),
      'reports/r1.pdf': upload('reports/r1.pdf', MB),
    }
    const data = 4 * MB
    const copied: unknown[] = []
    for (let i = 0; i < 8; i++) {
      const outcome = await backups.takeBackup(opened.db, opened.sqlite, { dir, keep: 48, minFreeBytes: 0 })
      expect(outcome.ok, outcome.ok ? '' : outcome.error).toBe(true)
      if (outcome.ok) copied.push(outcome.manifest.copiedBytes)
    }
    const names = backupNames(dir)
    expect(names).toHaveLength(8)
    // On the old code the eight backups held 8 x 4 MB; now the uploads' bytes are there once (plus a
    // small database copy per backup), and every backup still holds every file, byte for byte.
    expect(usage(dir)).toBeLessThan(data + 8 * 1 * MB)
    for (const name of names) {
      for (const [rel, content] of Object.entries(files))
        expect(fs.readFileSync(path.join(dir, name, 'files', rel)).equals(content)).toBe(true)
    }
    expect(fs.statSync(path.join(dir, names[7], 'files/reports/r1.pdf')).nlink).toBe(8)
    // The first copies the uploads, the others write none of their bytes again.
    expect(copied).toEqual([data, 0, 0, 0, 0, 0, 0, 0])
    fs.rmSync(dir, { recursive: true, force: true })
  })

  test('a volume that fills makes the oldest backups give way, and a full one stops backups only until space is made (finding: backups fail for good once the volume is full)', async () => {
    const dir = path.join(dataDir, 'backups')
    fs.rmSync(path.join(dataDir, 'uploads'), { recursive: true, force: true })
    const keep = { dir, keep: 48, minFreeBytes: MB }
    // A client's 10 MB upload, backed up, then removed by the client: only the first backup holds it.
    upload('documents/c1/old.pdf', 10 * MB)
    expect((await backups.takeBackup(opened.db, opened.sqlite, keep)).ok).toBe(true)
    fs.rmSync(path.join(dataDir, 'uploads/documents/c1/old.pdf'))
    const big = upload('documents/c1/new.pdf', 10 * MB)
    await nextSecond()
    expect((await backups.takeBackup(opened.db, opened.sqlite, keep)).ok).toBe(true)
    const [first, second] = backupNames(dir)
    // 6 MB more: with the first backup's 10 MB still held, the next backup does not fit on 40 MB.
    const more = upload('documents/c2/statement.pdf', 6 * MB)
    await nextSecond()
    const third = await backups.takeBackup(opened.db, opened.sqlite, keep)
    expect(third.ok, third.ok ? '' : third.error).toBe(true)
    expect(third.pruned).toEqual([first])
    expect(backupNames(dir)).toEqual([second, path.basename((third as { path: string }).path)])

    // Now the live data fills the volume: a new upload, then everything but 300 KB taken.
    const last = upload('documents/c3/contract.pdf', MB)
    fillVolume(300 * 1024)
    await nextSecond()
    const failed = await backups.takeBackup(opened.db, opened.sqlite, keep)
    expect(failed.ok).toBe(false)
    const recorded = (await backups.recentBackups(1))[0]
    expect(recorded).toMatchObject({ id: failed.id, ok: 0 })
    expect(recorded.error).toMatch(/not enough space|ENOSPC|full/i)
    expect(recorded.finished_at).toBeTruthy()
    // Nothing half-written is left; the newest good backup is kept whatever happens.
    expect(backupNames(dir).filter((n) => n.endsWith('.partial'))).toEqual([])
    expect(backupNames(dir)).toContain(path.basename((third as { path: string }).path))

    // Space comes back (the operator cleans up): the next backup goes through, whole.
    fs.rmSync(path.join(dataDir, 'filler.bin'))
    await nextSecond()
    const next = await backups.takeBackup(opened.db, opened.sqlite, keep)
    expect(next.ok, next.ok ? '' : next.error).toBe(true)
    const folder = (next as { path: string }).path
    expect(fs.readFileSync(path.join(folder, 'files/documents/c1/new.pdf')).equals(big)).toBe(true)
    expect(fs.readFileSync(path.join(folder, 'files/documents/c2/statement.pdf')).equals(more)).toBe(true)
    expect(fs.readFileSync(path.join(folder, 'files/documents/c3/contract.pdf')).equals(last)).toBe(true)
    const unpacked = path.join(dataDir, 'unpacked.db')
    fs.writeFileSync(unpacked, zlib.gunzipSync(fs.readFileSync(path.join(folder, 'app.db.gz'))))
    expect(backupFiles.integrityCheck(unpacked)).toBe('ok')
    fs.rmSync(unpacked)
    expect((await backups.recentBackups(1))[0]).toMatchObject({ id: next.id, ok: 1, error: null })
  })

  test('a backup that fails midway (ENOSPC while copying) leaves no folder behind, and a crashed one is cleared by the next', async () => {
    const dir = path.join(dataDir, 'backups-fault')
    fs.rmSync(path.join(dataDir, 'uploads'), { recursive: true, force: true })
    upload('reports/r1.pdf', 200 * 1024)
    upload('reports/r2.pdf', 200 * 1024)
    // A folder a backup process left when it died (its process id no longer runs).
    const dead = spawnSync(process.execPath, ['-e', '0']).pid
    fs.mkdirSync(path.join(dir, `.backup-20261124T000000Z-dead.${dead}.partial`, 'files'), { recursive: true })
    const realCopy = fsp.copyFile
    const spy = vi.spyOn(fsp, 'copyFile').mockImplementation(async (from, to, mode) => {
      if (String(from).endsWith('r2.pdf'))
        throw Object.assign(new Error(`ENOSPC: no space left on device, copyfile '${String(from)}'`), { code: 'ENOSPC' })
      return realCopy(from, to, mode)
    })
    try {
      const failed = await backups.takeBackup(opened.db, opened.sqlite, { dir, keep: 48, minFreeBytes: 0 })
      expect(failed.ok).toBe(false)
      expect((failed as { error: string }).error).toMatch(/ENOSPC/)
    } finally {
      spy.mockRestore()
      if (!mounted) emulateVolume()
    }
    expect(backupNames(dir)).toEqual([])
    expect((await backups.recentBackups(1))[0]).toMatchObject({ ok: 0, error: expect.stringMatching(/ENOSPC/) })
    const next = await backups.takeBackup(opened.db, opened.sqlite, { dir, keep: 48, minFreeBytes: 0 })
    expect(next.ok).toBe(true)
    expect(backupNames(dir)).toEqual([path.basename((next as { path: string }).path)])
  })
})

test("when the full volume refuses even the attempt's row (SQLITE_FULL), old backups make way and the attempt goes on", async () => {
  const dir = path.join(dataDir, 'backups-row')
  const keep = { dir, keep: 48, minFreeBytes: MB }
  fs.rmSync(path.join(dataDir, 'uploads'), { recursive: true, force: true })
  upload('documents/c1/a.pdf', 2 * MB)
  expect((await backups.takeBackup(opened.db, opened.sqlite, keep)).ok).toBe(true)
  fs.rmSync(path.join(dataDir, 'uploads/documents/c1/a.pdf'))
  upload('documents/c1/b.pdf', 2 * MB)
  await nextSecond()
  expect((await backups.takeBackup(opened.db, opened.sqlite, keep)).ok).toBe(true)
  const [first, second] = backupNames(dir)
  // The volume fills but for 1 MB, less than a backup needs with 1 MB kept free, and SQLite refuses
  // the attempt's row as it does on a full disk (injected: its log may still have room of its own).
  fillVolume(MB)
  let refused = false
  const full = new Proxy(opened.db, {
    get(target, prop) {
      if (prop === 'insertInto' && !refused) {
        refused = true
        return () => ({
          values: () => ({
            execute: async () => {
              throw Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' })
            },
          }),
        })
      }
      const value = Reflect.get(target, prop)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
  await nextSecond()
  const outcome = await backups.takeBackup(full as typeof opened.db, opened.sqlite, keep)
  expect(refused).toBe(true)
  expect(outcome.ok, outcome.ok ? '' : outcome.error).toBe(true)
  expect(outcome.pruned).toEqual([first])
  expect(backupNames(dir)).toEqual([second, path.basename((outcome as { path: string }).path)])
  expect((await backups.recentBackups(1))[0]).toMatchObject({ id: outcome.id, ok: 1 })
})

// The compiled script, as the worker and `npm run db:backup` run it: the link shows in its report.
test('npm run db:backup says how much it copied and how much it linked', () => {
  const vars = { ...process.env, BACKUP_DIR: path.join(dataDir, 'backups-cli'), BACKUP_MIN_FREE_MB: '0' }
  const run = () => spawnSync(process.execPath, [compiled('scripts/backup')], { cwd: root, env: vars, encoding: 'utf8' })
  const first = run()
  expect(first.status, first.stderr).toBe(0)
  const second = run()
  expect(second.status, second.stderr).toBe(0)
  expect(second.stdout).toMatch(/^0 file\(s\) \(0 bytes\) copied, the rest hard-linked/m)
})
