import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { expect, test } from 'vitest'
import { compiled } from '../support/compiled'

const root = path.resolve(__dirname, '../..')

test('a wrong environment value stops the process with one line naming the variable', () => {
  const result = spawnSync(process.execPath, [compiled('scripts/migrate')], {
    cwd: root,
    env: { ...process.env, PORT: 'eighty', DATABASE_PATH: '/tmp/never-created/app.db' },
    encoding: 'utf8',
  })
  expect(result.status).toBe(1)
  const lines = result.stderr
    .trim()
    .split('\n')
    .filter((l) => !l.includes('npm warn'))
  expect(lines).toHaveLength(1)
  expect(lines[0]).toMatch(/^Invalid environment variable PORT/)
})

test('production refuses to start without SESSION_SECRET', () => {
  const result = spawnSync(process.execPath, [compiled('scripts/migrate')], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', SESSION_SECRET: '', DATABASE_PATH: '/tmp/never-created/app.db' },
    encoding: 'utf8',
  })
  expect(result.status).toBe(1)
  expect(result.stderr).toContain('SESSION_SECRET')
})

function startWith(vars: Record<string, string>) {
  return spawnSync(process.execPath, [compiled('scripts/migrate')], {
    cwd: root,
    env: { ...process.env, DATABASE_PATH: '/tmp/never-created/app.db', ...vars },
    encoding: 'utf8',
  })
}

test('the fake clock is refused outside tests: production (and development) will not start with FAKE_CLOCK_FILE set', () => {
  for (const NODE_ENV of ['production', 'development']) {
    const result = startWith({
      NODE_ENV,
      FAKE_CLOCK_FILE: '/tmp/clock',
      SESSION_SECRET: 'a-production-secret-of-length',
      APP_URL: 'https://firm.example',
      SMTP_URL: 'smtp://mail.example:587',
    })
    expect(result.status, NODE_ENV).toBe(1)
    expect(result.stderr).toMatch(/^Invalid environment variable FAKE_CLOCK_FILE: allowed only with NODE_ENV=test/m)
  }
})

test('backup settings are checked: a count to keep, and S3 only with all of its variables', () => {
  expect(startWith({ BACKUP_KEEP: '0' }).stderr).toMatch(/^Invalid environment variable BACKUP_KEEP/m)
  const partial = startWith({ BACKUP_S3_BUCKET: 'firm-backups' })
  expect(partial.status).toBe(1)
  expect(partial.stderr).toMatch(/^Invalid environment variable BACKUP_S3_REGION: required when BACKUP_S3_BUCKET is set/m)
})

test('the Circle’s Stripe price: a malformed id is refused, and production with a Stripe key requires one', () => {
  const run = (vars: Record<string, string>) =>
    spawnSync(process.execPath, [compiled('scripts/migrate')], {
      cwd: root,
      env: { ...process.env, DATABASE_PATH: '/tmp/never-created/app.db', ...vars },
      encoding: 'utf8',
    })
  const malformed = run({ CIRCLE_STRIPE_PRICE_ID: 'prod_123' })
  expect(malformed.status).toBe(1)
  expect(malformed.stderr).toMatch(/Invalid environment variable CIRCLE_STRIPE_PRICE_ID: must be a Stripe Price id/)
  const missing = run({
    NODE_ENV: 'production',
    SESSION_SECRET: 'production-secret-production-secret',
    APP_URL: 'https://firm.example',
    SMTP_URL: 'smtp://mail.example:587',
    STRIPE_SECRET_KEY: 'sk_live_x',
    CIRCLE_STRIPE_PRICE_ID: '',
  })
  expect(missing.status).toBe(1)
  expect(missing.stderr).toContain('CIRCLE_STRIPE_PRICE_ID: required in production when STRIPE_SECRET_KEY is set')
})

test('alert settings are checked: OPERATOR_EMAIL must be an address, ALERT_CHECK_MS a sane interval', () => {
  const bad = startWith({ OPERATOR_EMAIL: 'ops at firm' })
  expect(bad.status).toBe(1)
  expect(bad.stderr).toMatch(/^Invalid environment variable OPERATOR_EMAIL/m)
  expect(startWith({ ALERT_CHECK_MS: '10' }).stderr).toMatch(/^Invalid environment variable ALERT_CHECK_MS/m)
})
