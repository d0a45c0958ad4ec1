// The time reminders are scheduled and sent by. In production it is the system clock. Integration tests
// that must see a reminder fall due 24 hours later set FAKE_CLOCK_FILE (allowed only with NODE_ENV=test,
// checked in env.server.ts): the file holds a number of milliseconds added to the system clock, read on
// every call, so the test moves the web, the worker and itself forward by writing one file.
import fs from 'node:fs'
import { env } from './env.server'

export function clockNow(): Date {
  const file = env().FAKE_CLOCK_FILE
  if (!file) return new Date()
  let offset = 0
  try {
    offset = Number(fs.readFileSync(file, 'utf8').trim()) || 0
  } catch {
    // No file yet: no offset.
  }
  return new Date(Date.now() + offset)
}
