import fs from 'node:fs'
import path from 'node:path'
import crypto from 'node:crypto'
import { z } from 'zod'

const booleanish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes')

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  APP_URL: z.string().url().optional(),
  DATABASE_PATH: z.string().min(1).default('data/app.db'),
  DATA_DIR: z.string().min(1).optional(),
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must start with redis:// or rediss://').default('redis://127.0.0.1:6379'),
  QUEUE_PREFIX: z.string().regex(/^[a-z0-9:_-]+$/i).default('bull'),
  SESSION_SECRET: z.string().min(16).optional(),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://').optional(),
  MAIL_FROM: z.string().min(3).default('Harbor & Vale Law <office@harborvale.example>'),
  FIRM_NOTIFY_EMAIL: z.string().email().default('intake@harborvale.example'),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_API_BASE: z.string().url().optional(),
  SIGNATURE_PROVIDER: z.enum(['builtin', 'docusign']).default('builtin'),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(15, 'must be at least 15 characters').optional(),
  ALLOW_TEST_ACCOUNTS: booleanish.optional(),
  RATE_LIMIT_MULTIPLIER: z.coerce.number().positive().optional(),
  GROWTH_SCORE_MONTHLY_CAPACITY: z.coerce.number().int().min(0).default(5),
  SCHEDULING_EMBED_URL: z.string().url().optional(),
  CIRCLE_JOIN_URL: z.string().url().optional(),
  FIRM_NAME: z.string().min(1).optional(),
  FIRM_ATTORNEY_NAME: z.string().min(1).optional(),
  FIRM_EMAIL: z.string().email().optional(),
  FIRM_PHONE: z.string().min(1).optional(),
  DOCUSIGN_BASE_URL: z.string().url().optional(),
  DOCUSIGN_OAUTH_BASE_URL: z.string().url().optional(),
  DOCUSIGN_ACCOUNT_ID: z.string().optional(),
  DOCUSIGN_INTEGRATION_KEY: z.string().optional(),
  DOCUSIGN_USER_ID: z.string().optional(),
  DOCUSIGN_PRIVATE_KEY: z.string().optional(),
  DOCUSIGN_CONNECT_HMAC_KEY: z.string().optional(),
  // Where the client's address comes from: `none` (the socket: no forwarded header is believed), `fly`
  // (Fly-Client-IP, which Fly's proxy writes), or a number N of proxies in front whose X-Forwarded-For
  // entries are believed (Express's `trust proxy` hop count).
  TRUST_PROXY: z.union([z.enum(['none', 'fly']), z.coerce.number().int().min(1).max(5)]).default('none'),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  // How often an open live-update stream (/changes) re-checks its session while no event comes.
  LIVE_SESSION_CHECK_MS: z.coerce.number().int().min(100).max(300_000).default(30_000),
})

export type Env = ReturnType<typeof loadEnv>

function loadEnv(source: NodeJS.ProcessEnv) {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''))
  const parsed = schema.safeParse(cleaned)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const name = String(issue.path[0] ?? 'environment')
    throw new EnvError(`Invalid environment variable ${name}: ${issue.message}`)
  }
  const e = parsed.data
  const production = e.NODE_ENV === 'production'
  // In production every email goes out through SMTP: without it, set-password and reset links would be
  // written to files on the volume (the development outbox), which production never uses.
  for (const name of ['SESSION_SECRET', 'APP_URL', 'SMTP_URL'] as const) {
    if (production && !e[name]) throw new EnvError(`Invalid environment variable ${name}: required in production`)
  }
  const dataDir = e.DATA_DIR ?? path.dirname(e.DATABASE_PATH)
  return {
    ...e,
    production,
    dataDir,
    APP_URL: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    ALLOW_TEST_ACCOUNTS: e.ALLOW_TEST_ACCOUNTS ?? !production,
    RATE_LIMIT_MULTIPLIER: e.RATE_LIMIT_MULTIPLIER ?? (production ? 1 : 100),
    sessionSecret: e.SESSION_SECRET ?? developmentSecret(dataDir),
  }
}

export class EnvError extends Error {}

// Outside production a secret is generated once into data/ so sessions survive restarts.
function developmentSecret(dataDir: string) {
  const file = path.join(dataDir, '.session-secret')
  try {
    return fs.readFileSync(file, 'utf8').trim()
  } catch {
    fs.mkdirSync(dataDir, { recursive: true })
    const secret = crypto.randomBytes(32).toString('hex')
    fs.writeFileSync(file, secret, { mode: 0o600 })
    return secret
  }
}

let cached: Env | undefined
export function env(): Env {
  cached ??= loadEnv(process.env)
  return cached
}

/** Tests change process.env between files; this drops the cached copy. */
export function resetEnvForTests() {
  cached = undefined
}

/** Called first thing by each process: a wrong value stops it with one line naming the variable. */
export function checkEnvOrExit() {
  try {
    return env()
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
}
