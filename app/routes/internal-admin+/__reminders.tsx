// The scheduled reminders of a lead or a client, each with a Stop button (a plain POST form; the
// route's action checks the admin and writes the audit row).
import type { ReactNode } from 'react'
import { SmallPostButton, When } from './__ui'

export type ReminderItem = { id: string; label: string; dueAt: string; sentCount: number; limit: number }

/** The list; `stop` renders each reminder's Stop control (a plain form here, a section's fetcher on a client). */
export function ReminderList({ reminders, stop }: { reminders: ReminderItem[]; stop: (r: ReminderItem) => ReactNode }) {
  if (!reminders.length) return <p className="text-sm text-ink-muted">No reminders scheduled.</p>
  return (
    <ul className="space-y-2 text-[15px]">
      {reminders.map((r) => (
        <li key={r.id} className="flex flex-wrap items-center gap-2">
          <span className="font-semibold">{r.label}</span>
          <span className="text-sm text-ink-muted">
            next <When at={r.dueAt} /> · sent {r.sentCount} of {r.limit}
          </span>
          {stop(r)}
        </li>
      ))}
    </ul>
  )
}

export function ScheduledReminders({ reminders, hidden = {} }: { reminders: ReminderItem[]; hidden?: Record<string, string> }) {
  return (
    <ReminderList
      reminders={reminders}
      stop={(r) => (
        <SmallPostButton intent="stop-reminder" fields={{ ...hidden, reminderId: r.id }}>
          Stop
        </SmallPostButton>
      )}
    />
  )
}
