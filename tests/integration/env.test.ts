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
  const lines = result.stderr.trim().split('\n').filter((l) => !l.includes('npm warn'))
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
