// Starts the built web process (production mode) on a fresh SQLite file, for the public-site
// benchmarks. Redis is the one at REDIS_URL (the public pages do not touch it).
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { appEnv, freePort } from '../scripts/lib.mjs'

export { freePort }

const ownRoot = path.resolve(import.meta.dirname, '..')

/** The build the benchmarks run (BUILD_DIR, default `build`); stops with a hint when it is missing. */
export function requireBuild(root = ownRoot) {
  const buildDir = process.env.BUILD_DIR ?? 'build'
  if (!fs.existsSync(path.join(root, buildDir, 'server/index.js'))) {
    console.error(`No build in ${buildDir}/: run \`BUILD_DIR=${buildDir} npm run build\` first.`)
    process.exit(1)
  }
  return buildDir
}

// `root` runs another checkout's web process (e.g. a worktree of the base commit, for a before/after run).
// `portrait` first publishes the example content with a portrait (bench/content-seed.ts, this checkout's).
export async function startSite({ extraEnv = {}, root = ownRoot, portrait = false } = {}) {
  const port = await freePort()
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-bench-'))
  // SMTP_URL is required in production since issue 14; the public pages send no email, so appEnv's
  // address, where nothing listens, does.
  const env = appEnv({ nodeEnv: 'production', port, dir, queuePrefix: 'bench', ...extraEnv })
  const url = env.APP_URL
  if (portrait) {
    const seed = spawnSync(path.join(ownRoot, 'node_modules/.bin/tsx'), ['bench/content-seed.ts'], { cwd: ownRoot, env, encoding: 'utf8' })
    if (seed.status !== 0) throw new Error(`content seed failed:\n${seed.stderr || seed.stdout}`)
  }
  const child = spawn(process.execPath, [path.join(process.env.BUILD_DIR ?? 'build', 'server/web.js')], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (d) => (output += d))
  child.stderr.on('data', (d) => (output += d))
  const until = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`web process exited:\n${output}`)
    if (Date.now() > until) throw new Error(`web process did not start:\n${output}`)
    try {
      const res = await fetch(`${url}/robots.txt`)
      if (res.ok) break
    } catch {}
    await new Promise((r) => setTimeout(r, 200))
  }
  return {
    url,
    pid: child.pid,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM')
        await new Promise((r) => child.once('exit', r))
      }
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
