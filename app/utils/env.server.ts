import fs from 'node:fs'
import path from 'node:path'
import crypto from 'node:crypto'
import { z } from 'zod'
import { emailAddress } from '~/schemas/fields'
import { ENGLISH } from '~/utils/i18n'

const booleanish = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes')

// The site's one email rule (app/schemas/fields.ts): trimmed, at most 255 characters, a valid address.
const optionalEmail = z.optional(emailAddress(ENGLISH))

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  APP_URL: z.string().url().optional(),
  DATABASE_PATH: z.string().min(1).default('data/app.db'),
  DATA_DIR: z.string().min(1).optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .default('redis://127.0.0.1:6379'),
  QUEUE_PREFIX: z
    .string()
    .regex(/^[a-z0-9:_-]+$/i)
    .default('bull'),
  SESSION_SECRET: z.string().min(16).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  // Unset: the published firm's legal name and email (app/integrations/email/index.server.ts).
  MAIL_FROM: z.string().min(3).optional(),
  FIRM_NOTIFY_EMAIL: optionalEmail,
  // Where alerts go (app/models/alerts.server.ts): a job failed for good, the outbox stuck, a backup
  // failed, low disk, Redis unreachable. Unset: no alert emails; the operations page still shows them.
  OPERATOR_EMAIL: optionalEmail,
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_API_BASE: z.string().url().optional(),
  SIGNATURE_PROVIDER: z.enum(['builtin', 'docusign']).default('builtin'),
  ADMIN_EMAIL: optionalEmail,
  ADMIN_PASSWORD: z.string().min(15, 'must be at least 15 characters').optional(),
  ALLOW_TEST_ACCOUNTS: booleanish.optional(),
  RATE_LIMIT_MULTIPLIER: z.coerce.number().positive().optional(),
  GROWTH_SCORE_MONTHLY_CAPACITY: z.coerce.number().int().min(0).default(5),
  SCHEDULING_EMBED_URL: z.string().url().optional(),
  // The Stripe Price of the Circle ($2,000 a month). Required in production with a Stripe key; without
  // one outside production the checkout describes the same price inline.
  CIRCLE_STRIPE_PRICE_ID: z
    .string()
    .regex(/^price_[A-Za-z0-9_]+$/, 'must be a Stripe Price id (price_...)')
    .optional(),
  FIRM_NAME: z.string().min(1).optional(),
  FIRM_ATTORNEY_NAME: z.string().min(1).optional(),
  FIRM_EMAIL: optionalEmail,
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
  // Tests only: a file holding a number of milliseconds that app/utils/clock.server.ts adds to the time
  // reminders are scheduled and sent by. Refused outside NODE_ENV=test.
  FAKE_CLOCK_FILE: z.string().min(1).optional(),
  // The most emails the worker sends a second (BullMQ's rate limiter on the email queue); 0 sends
  // without a limit. Providers cap their rate anyway, and the cap keeps a burst of submissions from
  // holding a core the web's visitors need (bench/README.md, "the send rate").
  EMAIL_SEND_RATE: z.coerce.number().int().min(0).max(10_000).default(200),
  // How often the worker's sweep looks for reminders that are due.
  REMINDER_SWEEP_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  // The free space the data volume keeps for the database (sessions, leads, its log): below the larger of
  // these two, the web refuses uploads and /healthz fails (app/models/disk.server.ts).
  DISK_FREE_FLOOR_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .default(200 * 1024 * 1024),
  DISK_FREE_FLOOR_PERCENT: z.coerce.number().min(0).max(100).default(10),
  // The size of the database's reserve file (unset: 1% of the volume, 1 MB to 16 MB).
  DISK_RESERVE_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(1024 * 1024 * 1024)
    .optional(),
  // How often the worker checks the alert conditions (each check is a few indexed reads, a statfs and a
  // PING; it writes only when a condition changes).
  ALERT_CHECK_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
  // Backups: where they go, how many are kept, how often the worker takes one.
  BACKUP_DIR: z.string().min(1).optional(),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(48),
  BACKUP_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .max(7 * 24 * 3_600_000)
    .default(3_600_000),
  // Free space (MB) a backup leaves on its volume for the live database and uploads: older backups are
  // pruned to make room, and a backup that would still go below it is not started.
  BACKUP_MIN_FREE_MB: z.coerce.number().int().min(0).max(1_000_000).default(200),
  // Optional copy of each backup to S3-compatible storage: all of bucket, region and the key pair, or none.
  BACKUP_S3_BUCKET: z.string().min(1).optional(),
  BACKUP_S3_REGION: z.string().min(1).optional(),
  BACKUP_S3_ENDPOINT: z.string().url().optional(),
  BACKUP_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  BACKUP_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  BACKUP_S3_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9!_.*'()/-]*$/, 'letters, digits and / - _ . only')
    .default('backups/'),
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
  if (e.FAKE_CLOCK_FILE && e.NODE_ENV !== 'test')
    throw new EnvError('Invalid environment variable FAKE_CLOCK_FILE: allowed only with NODE_ENV=test')
  const s3 = ['BACKUP_S3_BUCKET', 'BACKUP_S3_REGION', 'BACKUP_S3_ACCESS_KEY_ID', 'BACKUP_S3_SECRET_ACCESS_KEY'] as const
  const s3Set = s3.filter((name) => e[name])
  if (s3Set.length && s3Set.length < s3.length) {
    const missing = s3.find((name) => !e[name])!
    throw new EnvError(`Invalid environment variable ${missing}: required when ${s3Set[0]} is set`)
  }
  if (production && e.STRIPE_SECRET_KEY && !e.CIRCLE_STRIPE_PRICE_ID) {
    throw new EnvError('Invalid environment variable CIRCLE_STRIPE_PRICE_ID: required in production when STRIPE_SECRET_KEY is set')
  }
  const dataDir = e.DATA_DIR ?? path.dirname(e.DATABASE_PATH)
  return {
    ...e,
    production,
    dataDir,
    FIRM_NOTIFY_EMAIL: e.FIRM_NOTIFY_EMAIL ?? 'intake@harborvale.example',
    APP_URL: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    ALLOW_TEST_ACCOUNTS: e.ALLOW_TEST_ACCOUNTS ?? !production,
    RATE_LIMIT_MULTIPLIER: e.RATE_LIMIT_MULTIPLIER ?? (production ? 1 : 100),
    sessionSecret: e.SESSION_SECRET ?? developmentSecret(dataDir),
    backupDir: e.BACKUP_DIR ?? path.join(dataDir, 'backups'),
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
