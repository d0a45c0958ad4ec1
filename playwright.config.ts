import { defineConfig, devices } from '@playwright/test'
import { chromiumLaunchOptions as launchOptions } from './scripts/lib.mjs'

// One port per run, fixed in the environment so Playwright's worker processes agree with the runner.
process.env.E2E_PORT ??= String(4100 + (process.pid % 700) * 2)
const port = Number(process.env.E2E_PORT)

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions,
  },
  projects: [
    { name: 'js', use: { ...devices['Desktop Chrome'], javaScriptEnabled: true, launchOptions } },
    { name: 'no-js', use: { ...devices['Desktop Chrome'], javaScriptEnabled: false, launchOptions } },
  ],
  webServer: {
    command: 'npx tsx tests/e2e/harness.ts',
    url: `http://localhost:${port}/healthz/serving`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
