// The alert state machine (nextAlertState): one "raised" email per episode, a "cleared" email only after
// a raised one, the grace period of Redis, the hour between two raised emails of one cause, and no
// change (no write) when a check sees what the last one saw.
import { describe, expect, test } from 'vitest'
import { useFreshDatabase } from '../../tests/support/app-process'

useFreshDatabase()
const { nextAlertState, ALERT_MIN_GAP_MS } = await import('./alerts.server')
type Row = NonNullable<Parameters<typeof nextAlertState>[1]>

const t0 = Date.parse('2026-11-24T12:00:00.000Z')
const at = (ms: number) => new Date(t0 + ms)
const open = { open: true, detail: 'the detail' }
const ok = { open: false, detail: null }

/** Runs checks in order, carrying the row along; returns the emails each check decided. */
function run(cause: Parameters<typeof nextAlertState>[0], steps: Array<[number, typeof open | typeof ok]>, canEmail = true) {
  let row: Row | undefined
  const emails: Array<string | null> = []
  const writes: boolean[] = []
  for (const [ms, probe] of steps) {
    const change = nextAlertState(cause, row, probe, at(ms), { canEmail })
    writes.push(Boolean(change))
    emails.push(change?.email ?? null)
    if (change) row = change.next
  }
  return { row: row!, emails, writes }
}

describe('nextAlertState', () => {
  test('an open condition checked many times sends one raised email; clearing sends one cleared email', () => {
    const { emails, writes, row } = run('backup-failed', [
      [0, open],
      [30_000, open],
      [60_000, open],
      [90_000, open],
      [120_000, ok],
      [150_000, ok],
    ])
    expect(emails).toEqual(['raised', null, null, null, 'cleared', null])
    // Checks that see the same thing write nothing.
    expect(writes).toEqual([true, false, false, false, true, false])
    expect(row).toMatchObject({ opened_at: at(0).toISOString(), cleared_at: at(120_000).toISOString(), last_sent_at: at(0).toISOString() })
  })

  test('Redis waits out its minute before it is an alert, and "since" is when it was first seen', () => {
    const { emails, row } = run('redis-down', [
      [0, open],
      [30_000, open],
      [59_999, open],
      [60_000, open],
      [90_000, open],
    ])
    expect(emails).toEqual([null, null, null, 'raised', null])
    expect(row.opened_at).toBe(at(0).toISOString())
  })

  test('Redis back within the minute: no alert, and the next outage counts its minute afresh', () => {
    const { emails, row } = run('redis-down', [
      [0, open],
      [50_000, ok],
      [60_000, open],
      [110_000, open],
      [120_000, open],
    ])
    expect(emails).toEqual([null, null, null, null, 'raised'])
    expect(row.opened_at).toBe(at(60_000).toISOString())
  })

  test('a cause that comes back within the hour stays open without an email, and sends one when the hour is up', () => {
    const { emails, row } = run('disk-low', [
      [0, open],
      [60_000, ok],
      [120_000, open],
      [ALERT_MIN_GAP_MS - 1, open],
      [ALERT_MIN_GAP_MS, open],
      [ALERT_MIN_GAP_MS + 30_000, open],
    ])
    expect(emails).toEqual(['raised', 'cleared', null, null, 'raised', null])
    expect(row.opened_at).toBe(at(120_000).toISOString())
  })

  test('a rate-limited episode that clears before its email sends no cleared email either', () => {
    const { emails } = run('outbox-stale', [
      [0, open],
      [60_000, ok],
      [120_000, open],
      [180_000, ok],
    ])
    expect(emails).toEqual(['raised', 'cleared', null, null])
  })

  test('without OPERATOR_EMAIL the state is kept and nothing is sent; once it is set, the open alert is sent', () => {
    const without = run(
      'job-failed',
      [
        [0, open],
        [30_000, open],
      ],
      false,
    )
    expect(without.emails).toEqual([null, null])
    expect(without.row).toMatchObject({ opened_at: at(0).toISOString(), cleared_at: null, last_sent_at: null })
    const later = nextAlertState('job-failed', without.row, open, at(60_000), { canEmail: true })
    expect(later?.email).toBe('raised')
    // Cleared without a raised email having gone out: nothing to take back.
    const quiet = run(
      'job-failed',
      [
        [0, open],
        [30_000, ok],
      ],
      false,
    )
    expect(quiet.emails).toEqual([null, null])
  })

  test('the detail is the one seen when the condition began', () => {
    let row: Row | undefined
    for (const [ms, detail] of [
      [0, 'first'],
      [30_000, 'second'],
    ] as const) {
      const change = nextAlertState('disk-low', row, { open: true, detail }, at(ms), { canEmail: true })
      if (change) row = change.next
    }
    expect(row?.detail).toBe('first')
  })
})
