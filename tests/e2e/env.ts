import path from 'node:path'

/** The environment of the app under browser test; the tests read the same values. */
export function e2eEnv(): Record<string, string> & { E2E_DIR: string; E2E_MAIL_DIR: string; DATABASE_PATH: string; E2E_SMTP_PORT: string } {
  const port = Number(process.env.E2E_PORT ?? 4100)
  const dir = path.resolve(import.meta.dirname, `../.tmp/e2e-${port}`)
  return {
    NODE_ENV: 'test',
    PORT: String(port),
    APP_URL: `http://localhost:${port}`,
    DATABASE_PATH: path.join(dir, 'app.db'),
    QUEUE_PREFIX: `e2e${port}`,
    SMTP_URL: `smtp://127.0.0.1:${port + 1}`,
    SESSION_SECRET: 'e2e-secret-e2e-secret-e2e-secret',
    RATE_LIMIT_MULTIPLIER: '1000',
    JOB_BACKOFF_MS: '300',
    RELAY_INTERVAL_MS: '500',
    FIRM_NOTIFY_EMAIL: 'intake@harborvale.example',
    // Every purchase spec buys in the same month: the suite must not run out of places half-way.
    GROWTH_SCORE_MONTHLY_CAPACITY: '1000',
    LOG_LEVEL: 'warn',
    // The firm's email about uploads waits this long to collect a client's files (3 minutes in production).
    DOCUMENT_NOTIFY_DELAY_MS: '3000',
    E2E_DIR: dir,
    E2E_SMTP_PORT: String(port + 1),
    E2E_MAIL_DIR: path.join(dir, 'mail'),
  }
}
