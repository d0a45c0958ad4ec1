// Points this test process at a fresh SQLite file and starts the real worker process against it.
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { compiled } from './compiled'

const root = path.resolve(__dirname, '../..')

export function useFreshDatabase(extra: Record<string, string> = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'firm-test-'))
  const vars = {
    NODE_ENV: 'test',
    DATABASE_PATH: path.join(dir, 'app.db'),
    QUEUE_PREFIX: `t${path.basename(dir).replace(/[^a-z0-9]/gi, '')}`,
    SESSION_SECRET: 'test-secret-test-secret-test-secret',
    JOB_BACKOFF_MS: '300',
    RELAY_INTERVAL_MS: '300',
    LOG_LEVEL: 'info',
    // The web's reserve file for the database (app/models/disk.server.ts): 1 MB, not 1% of this machine's disk.
    DISK_RESERVE_BYTES: String(1024 * 1024),
    ...extra,
  }
  Object.assign(process.env, vars)
  return { dir, vars }
}

export type WorkerProcess = {
  child: ChildProcess
  output: () => string
  exited: Promise<number | null>
  stop: (signal?: NodeJS.Signals) => Promise<number | null>
}

export async function startWorker(vars: Record<string, string>): Promise<WorkerProcess> {
  let output = ''
  const child = spawn(process.execPath, [compiled('worker/index')], {
    cwd: root,
    env: { ...process.env, ...vars },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout!.on('data', (d) => (output += d))
  child.stderr!.on('data', (d) => (output += d))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const until = Date.now() + 30_000
  while (!output.includes('worker ') || !output.includes('started')) {
    if (Date.now() > until) throw new Error(`worker did not start:\n${output}`)
    if (child.exitCode !== null) throw new Error(`worker exited:\n${output}`)
    await new Promise((r) => setTimeout(r, 50))
  }
  return {
    child,
    output: () => output,
    exited,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null) child.kill(signal)
      return exited
    },
  }
}

export async function waitUntil<T>(
  check: () => Promise<T | undefined | null | false> | T | undefined | null | false,
  timeoutMs = 20_000,
  what = 'condition',
) {
  const until = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value) return value
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 50))
  }
}
