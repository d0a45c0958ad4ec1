import path from 'node:path'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: { alias: { '~': path.resolve(__dirname, 'app') } },
  test: {
    globals: true,
    include: ['app/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts'],
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Integration files start their own Redis, SMTP sink and worker processes: two at a time fits 2 cores.
    maxWorkers: 2,
    minWorkers: 1,
  },
})
