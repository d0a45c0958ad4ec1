// Low disk, for real (issue 23): the worker's data directory on a small tmpfs (300 MB, so the floor is
// 200 MB); a file takes it under the floor and the operator gets one email however many checks follow;
// the file removed, one "cleared" email. Free space is read with statfs, nothing injected. Mounting needs
// root: elsewhere the test is skipped (alerts.test.ts covers the same path with the space given).
import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { startPrivateRedis } from '../fakes/redis-server'
import { startSmtpSink } from '../fakes/smtp-sink'
import { startWorker, useFreshDatabase } from '../support/app-process'

const OPERATOR = 'ops@firm.example'
const mountPoint = fs.mkdtempSync(path.join(os.tmpdir(), 'alert-disk-'))
const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=300m', 'tmpfs', mountPoint]).status === 0
let redis: Awaited<ReturnType<typeof startPrivateRedis>>
let smtp: Awaited<ReturnType<typeof startSmtpSink>>
let vars: Record<string, string>

beforeAll(async () => {
  redis = await startPrivateRedis()
  smtp = await startSmtpSink()
  ;({ vars } = useFreshDatabase({
    REDIS_URL: redis.url,
    SMTP_URL: smtp.url,
    OPERATOR_EMAIL: OPERATOR,
    ALERT_CHECK_MS: '200',
    DATA_DIR: mountPoint,
    BACKUP_INTERVAL_MS: String(7 * 24 * 3_600_000),
  }))
  const { migrate } = await import('~/utils/migrate.server')
  const { getSqlite } = await import('~/utils/db.server')
  migrate(getSqlite())
})

afterAll(async () => {
  await smtp?.close()
  await redis?.stop()
  if (mounted) execFileSync('umount', [mountPoint])
  fs.rmSync(mountPoint, { recursive: true, force: true })
})

test.skipIf(!mounted)(
  'a data volume under its floor emails the operator once, and once more when space is freed',
  async () => {
    const { alertRules } = await import('~/models/alerts.server')
    const raised = `Alert: ${alertRules['disk-low'].title}`
    const cleared = `Cleared: ${alertRules['disk-low'].cleared}`
    const count = (subject: string) => smtp.messages.filter((m) => m.subject === subject && m.to.includes(OPERATOR)).length
    const worker = await startWorker(vars)
    try {
      // 300 MB free of 300: above the floor, nothing is sent.
      await new Promise((r) => setTimeout(r, 1000))
      expect(count(raised)).toBe(0)

      const filler = path.join(mountPoint, 'filler.bin')
      execFileSync('fallocate', ['-l', '150M', filler])
      const mail = await smtp.waitFor((m) => m.subject === raised, 15_000)
      expect(mail.text).toMatch(/150 MB free of 300 MB; the floor is 200 MB/)
      // Many checks later, still one.
      await new Promise((r) => setTimeout(r, 2000))
      expect(count(raised)).toBe(1)

      fs.rmSync(filler)
      await smtp.waitFor((m) => m.subject === cleared, 15_000)
      await new Promise((r) => setTimeout(r, 1000))
      expect(count(raised)).toBe(1)
      expect(count(cleared)).toBe(1)
    } catch (error) {
      // What the worker said, to tell a slow machine from a wrong alert.
      console.error(worker.output().slice(-4000))
      throw error
    } finally {
      await worker.stop()
    }
  },
  60_000,
)
