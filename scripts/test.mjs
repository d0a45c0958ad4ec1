// `npm test`: from a fresh clone, install what is needed, then run every test (unit, integration,
// browser with and without JavaScript). Exits non-zero on any failure.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { build, ensureChromium, ensureInstalled, ensureRedis, log, root } from './lib.mjs'

const started = Date.now()
ensureInstalled()
process.env.CHROMIUM_PATH = ensureChromium()
const stopRedis = await ensureRedis()
build()

const reports = path.join(root, 'tests/.tmp/reports')
fs.mkdirSync(reports, { recursive: true })
const extra = process.argv.slice(2)

function step(name, command, args, env = {}) {
  log(name)
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
  return result.status === 0
}

const schemaTypesOk = step('schema types match the migrations (kysely-codegen)', 'npx', ['tsx', 'scripts/db-types.ts', '--check'])
const typesOk = step('type check', 'npx', ['tsc', '--noEmit'])
const lintOk = step('lint (ESLint)', 'npx', ['eslint', '.'])
const formatOk = step('format check (Prettier)', 'npx', ['prettier', '--check', '**/*.{ts,tsx,js,mjs,cjs}'])
const unitOk = step('unit and integration tests (vitest)', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile=${path.join(reports, 'vitest.json')}`,
  ...extra,
])
const e2eOk = step('browser tests (Playwright, Chromium, JavaScript on and off)', 'npx', ['playwright', 'test', '--reporter=list,json'], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'playwright.json'),
})
stopRedis()

function read(file) {
  try {
    return JSON.parse(fs.readFileSync(path.join(reports, file), 'utf8'))
  } catch {
    return null
  }
}
const vitest = read('vitest.json')
const playwright = read('playwright.json')
const passed = (vitest?.numPassedTests ?? 0) + (playwright?.stats?.expected ?? 0) + (playwright?.stats?.flaky ?? 0)
const failed = (vitest?.numFailedTests ?? 0) + (playwright?.stats?.unexpected ?? 0)
const skipped = (vitest?.numPendingTests ?? 0) + (vitest?.numTodoTests ?? 0) + (playwright?.stats?.skipped ?? 0)
const ok = schemaTypesOk && typesOk && lintOk && formatOk && unitOk && e2eOk && failed === 0 && passed > 0
const checks = { 'schema types': schemaTypesOk, 'type check': typesOk, lint: lintOk, 'format check': formatOk }
const checksFailed = Object.keys(checks).filter((name) => !checks[name])
log(`finished in ${((Date.now() - started) / 1000).toFixed(0)} s${checksFailed.length ? ` (${checksFailed.join(', ')} failed)` : ''}`)
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`)
process.exit(ok ? 0 : 1)
