// Alerts to the operator (issue 23, "the operator hears first"). Five causes, each a condition read from
// what the site already records: a job that failed for good (the outbox row BullMQ's last attempt
// marked), the outbox's oldest undelivered row older than ten minutes, the last backup failed, free
// space on the data volume under the floor, Redis unreachable for a minute.
//
// The worker evaluates them on a timer (and at once when BullMQ reports a job's final failure). The
// `alerts` table holds one row per cause, so the web's operations page and the worker agree, and a
// restart neither forgets an alert nor sends it again. Each episode of a cause sends one email to
// OPERATOR_EMAIL when it opens and one when it clears; a cause sends at most one "raised" email an hour
// (ALERT_MIN_GAP_MS), so a condition that comes and goes does not flood the inbox. The emails go through
// the outbox like every other; when Redis is down the worker sends them itself (worker/index.ts).
import { enqueue } from '~/jobs/outbox.server'
import { clockNow } from '~/utils/clock.server'
import { getDb, writeTransaction, type Db, type Tx } from '~/utils/db.server'
import type { AlertsTable } from '~/utils/db-schema'
import { env } from '~/utils/env.server'
import { redisAnswers } from '~/utils/redis.server'
import { describeJob } from './admin-operations.server'
import { recentBackups } from './backups.server'
import { diskSpace } from './disk.server'

export const ALERT_CAUSES = ['job-failed', 'outbox-stale', 'backup-failed', 'disk-low', 'redis-down'] as const
export type AlertCause = (typeof ALERT_CAUSES)[number]

/** How long the oldest undelivered outbox row may wait before it is an alert. */
export const OUTBOX_STALE_MS = 10 * 60_000
/** A job that failed for good is an alert while it is not retried, for a day after it failed. */
export const JOB_FAILED_WINDOW_MS = 24 * 3600_000
/** The least time between two "raised" emails of one cause. */
export const ALERT_MIN_GAP_MS = 3600_000

/** What each cause is called, how long its condition must hold before it is an alert, and what clears it. */
export const alertRules: Record<AlertCause, { title: string; cleared: string; graceMs: number }> = {
  'job-failed': {
    title: 'A background job failed for good',
    cleared: 'No failed job from the last day is waiting for a retry',
    graceMs: 0,
  },
  'outbox-stale': {
    title: 'Emails and jobs are stuck in the outbox for over 10 minutes',
    cleared: 'The outbox is moving again',
    graceMs: 0,
  },
  'backup-failed': { title: 'The last backup failed', cleared: 'Backups succeed again', graceMs: 0 },
  'disk-low': { title: 'Free space on the data volume is under the floor', cleared: 'Free space is back above the floor', graceMs: 0 },
  'redis-down': { title: 'Redis has been unreachable for over a minute', cleared: 'Redis is reachable again', graceMs: 60_000 },
}

export type AlertRow = AlertsTable
export type Probe = { open: boolean; detail: string | null }
export type AlertProbes = Record<AlertCause, (db: Db, at: Date) => Promise<Probe>>

const MB = 1024 * 1024
const plural = (n: number, word: string) => `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`

export type ProbeDeps = {
  /** Free space on the data volume (app/models/disk.server.ts). */
  diskSpace: typeof diskSpace
  /** Whether Redis answers a PING. */
  redisAnswers: () => Promise<boolean>
}

/**
 * Outbox rows not delivered, as the probes describe them: those that gave up and were not retried
 * (`failed`) or those still trying (`open`). Each filter is its partial index's condition (outbox_failed,
 * outbox_open), so SQLite reads only that index.
 */
const undelivered = (db: Db, which: 'failed' | 'open') =>
  db
    .selectFrom('outbox')
    .select(['kind', 'payload', 'attempts'])
    .where('completed_at', 'is', null)
    .where('failed_at', which === 'failed' ? 'is not' : 'is', null)

/** The conditions as the site records them. Each is an indexed read, a statfs or a PING. */
export const probesWith = (deps: ProbeDeps): AlertProbes => ({
  'job-failed': async (db, at) => {
    const since = new Date(at.getTime() - JOB_FAILED_WINDOW_MS).toISOString()
    const rows = await undelivered(db, 'failed').where('failed_at', '>=', since).orderBy('failed_at', 'desc').limit(100).execute()
    if (!rows.length) return { open: false, detail: null }
    const latest = rows[0]
    const count = rows.length === 100 ? '100 or more jobs' : plural(rows.length, 'job')
    return {
      open: true,
      detail: `${count} failed for good in the last 24 hours. The latest: ${describeJob(latest)}, after ${plural(latest.attempts, 'attempt')}.`,
    }
  },
  'outbox-stale': async (db, at) => {
    const before = new Date(at.getTime() - OUTBOX_STALE_MS).toISOString()
    // Open rows are few; the oldest of those created before the limit.
    const oldest = await undelivered(db, 'open').where('created_at', '<=', before).orderBy('created_at').limit(1).executeTakeFirst()
    if (!oldest) return { open: false, detail: null }
    return {
      open: true,
      detail: `The oldest undelivered item is ${describeJob(oldest)} (${plural(oldest.attempts, 'attempt')} so far).`,
    }
  },
  'backup-failed': async () => {
    const [last] = await recentBackups(1)
    if (!last || last.ok || !last.finished_at) return { open: false, detail: null }
    return { open: true, detail: `The latest backup attempt failed: ${(last.error ?? 'no error was recorded').slice(0, 300)}` }
  },
  'disk-low': async () => {
    const disk = await deps.diskSpace()
    const detail = `${(disk.freeBytes / MB).toFixed(0)} MB free of ${(disk.totalBytes / MB).toFixed(0)} MB; the floor is ${(disk.floorBytes / MB).toFixed(0)} MB.`
    return { open: disk.low, detail: disk.low ? detail : null }
  },
  'redis-down': async () => {
    const ok = await deps.redisAnswers()
    return {
      open: !ok,
      detail: ok ? null : 'Redis does not answer. Queued work waits in the outbox; alert emails are sent by the worker directly.',
    }
  },
})

const defaultDeps: ProbeDeps = { diskSpace, redisAnswers: () => redisAnswers(1000) }

export type AlertEmail = 'raised' | 'cleared'

const isOpen = (row: Pick<AlertRow, 'opened_at' | 'cleared_at'>) => row.opened_at !== null && row.cleared_at === null
const sentThisEpisode = (row: Pick<AlertRow, 'opened_at' | 'last_sent_at'>) =>
  row.opened_at !== null && row.last_sent_at !== null && row.last_sent_at >= row.opened_at

/**
 * One cause's next state, given its row and what the probe saw at `at`; null when nothing changes (so an
 * evaluation that finds the same conditions writes nothing). The detail is the one seen when the
 * condition began; it is not rewritten while the alert stays open.
 */
export function nextAlertState(
  cause: AlertCause,
  row: AlertRow | undefined,
  probe: Probe,
  at: Date,
  opts: { canEmail: boolean; minGapMs?: number; graceMs?: number },
): { next: AlertRow; email: AlertEmail | null } | null {
  const t = at.toISOString()
  const graceMs = opts.graceMs ?? alertRules[cause].graceMs
  const minGapMs = opts.minGapMs ?? ALERT_MIN_GAP_MS
  const current: AlertRow = row ?? {
    cause,
    pending_since: null,
    opened_at: null,
    cleared_at: null,
    last_sent_at: null,
    outbox_id: null,
    detail: null,
    updated_at: t,
  }
  const next = { ...current }
  let email: AlertEmail | null = null
  if (probe.open) {
    if (!isOpen(current)) {
      if (!current.pending_since) {
        next.pending_since = t
        next.detail = probe.detail
      }
      // Open once the condition has held for the cause's grace period; "since" is when it was first seen.
      if (at.getTime() - Date.parse(next.pending_since!) >= graceMs) {
        next.opened_at = next.pending_since
        next.cleared_at = null
        next.pending_since = null
      }
    }
    if (isOpen(next) && !sentThisEpisode(next) && opts.canEmail) {
      const gapOk = !next.last_sent_at || at.getTime() - Date.parse(next.last_sent_at) >= minGapMs
      if (gapOk) {
        email = 'raised'
        next.last_sent_at = t
      }
    }
  } else {
    if (isOpen(current)) {
      next.cleared_at = t
      if (sentThisEpisode(current) && opts.canEmail) email = 'cleared'
    }
    next.pending_since = null
  }
  const changed = (Object.keys(next) as Array<keyof AlertRow>).some((k) => k !== 'updated_at' && next[k] !== current[k]) || !row
  if (!changed) return null
  next.updated_at = t
  return { next, email }
}

export type EvaluateOptions = {
  /** The time to judge by (tests); by default the clock reminders use (FAKE_CLOCK_FILE in tests). */
  at?: Date
  /** Only these causes (the worker's reaction to a failed job checks job-failed alone). */
  only?: readonly AlertCause[]
  /** Replacements for what the probes ask the machine (tests: a full disk, Redis down). */
  deps?: Partial<ProbeDeps>
  /** Where alerts go; by default OPERATOR_EMAIL. Null: none are sent, the states are kept all the same. */
  operatorEmail?: string | null
  minGapMs?: number
}

export type Evaluation = {
  changed: AlertCause[]
  emails: Array<{ cause: AlertCause; email: AlertEmail; outboxId: string }>
  /** Causes whose probe could not run this time (their state is left as it was). */
  unknown: Array<{ cause: AlertCause; error: string }>
}

/**
 * Checks each cause and records what changed, queuing the emails in the same transaction as the state
 * that decides them: an email is never queued twice for one episode, whoever evaluates.
 */
export async function evaluateAlerts(opts: EvaluateOptions = {}): Promise<Evaluation> {
  const db = getDb()
  const at = opts.at ?? clockNow()
  const causes = opts.only ?? ALERT_CAUSES
  const probes = probesWith({ ...defaultDeps, ...opts.deps })
  const operatorEmail = opts.operatorEmail === undefined ? (env().OPERATOR_EMAIL ?? null) : opts.operatorEmail
  const unknown: Evaluation['unknown'] = []
  const seen = new Map<AlertCause, Probe>()
  await Promise.all(
    causes.map(async (cause) => {
      try {
        seen.set(cause, await probes[cause](db, at))
      } catch (error) {
        unknown.push({ cause, error: String((error as Error)?.message ?? error) })
      }
    }),
  )
  const plan = (rows: AlertRow[]) =>
    [...seen].flatMap(([cause, probe]) => {
      const change = nextAlertState(
        cause,
        rows.find((r) => r.cause === cause),
        probe,
        at,
        { canEmail: Boolean(operatorEmail), minGapMs: opts.minGapMs },
      )
      return change ? [{ cause, ...change }] : []
    })
  const readRows = (q: Db | Tx) =>
    q
      .selectFrom('alerts')
      .selectAll()
      .where('cause', 'in', [...seen.keys()])
      .execute()
  // Most checks change nothing: they read, and write nothing.
  if (!seen.size || !plan(await readRows(db)).length) return { changed: [], emails: [], unknown }
  return writeTransaction(async (trx) => {
    // Planned again inside the write lock, so two evaluations at once cannot both send an episode's email.
    const changes = plan(await readRows(trx))
    const emails: Evaluation['emails'] = []
    for (const { cause, next, email } of changes) {
      if (email && operatorEmail) {
        const outboxId = await enqueue(
          trx,
          'send-email',
          { template: 'operator-alert', params: { to: operatorEmail, cause, event: email, at: at.toISOString() } },
          { type: 'alert', id: cause },
        )
        if (email === 'raised') next.outbox_id = outboxId
        emails.push({ cause, email, outboxId })
      }
      await trx
        .insertInto('alerts')
        .values(next)
        .onConflict((oc) => oc.column('cause').doUpdateSet(next))
        .execute()
    }
    return { changed: changes.map((c) => c.cause), emails, unknown }
  })
}

/** Alert emails not yet delivered nor given up on: the worker sends these itself while Redis is down. */
export function undeliveredAlertEmails() {
  return getDb()
    .selectFrom('outbox')
    .select(['id'])
    .where('subject_type', '=', 'alert')
    .where('completed_at', 'is', null)
    .where('failed_at', 'is', null)
    .orderBy('created_at')
    .limit(20)
    .execute()
}

export type AlertView = {
  cause: AlertCause
  title: string
  state: 'open' | 'pending' | 'ok'
  since: string | null
  clearedAt: string | null
  lastSentAt: string | null
  detail: string | null
}

/** Every cause as the operations page shows it: open ones first, then those waiting out their grace. */
export async function alertStates(): Promise<AlertView[]> {
  const rows = await getDb().selectFrom('alerts').selectAll().execute()
  const order = { open: 0, pending: 1, ok: 2 }
  return ALERT_CAUSES.map((cause): AlertView => {
    const row = rows.find((r) => r.cause === cause)
    const state = row && isOpen(row) ? 'open' : row?.pending_since ? 'pending' : 'ok'
    return {
      cause,
      title: alertRules[cause].title,
      state,
      since: state === 'open' ? row!.opened_at : state === 'pending' ? row!.pending_since : null,
      clearedAt: row?.cleared_at ?? null,
      lastSentAt: row?.last_sent_at ?? null,
      detail: state === 'ok' ? null : (row?.detail ?? null),
    }
  }).sort((a, b) => order[a.state] - order[b.state])
}
