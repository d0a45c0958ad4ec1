// Which of BullMQ's 'failed' events is a job's last (worker/alerts.ts): only those raise the alert.
import { UnrecoverableError } from 'bullmq'
import { expect, test } from 'vitest'
import { useFreshDatabase } from '../support/app-process'

useFreshDatabase()
const { isFinalFailure } = await import('../../worker/alerts')

const job = (attemptsMade: number, attempts: number, finishedOn?: number) => ({ attemptsMade, opts: { attempts }, finishedOn })

test('a failure with attempts left is not final; the last attempt, a job moved to failed, or an unrecoverable error is', () => {
  const error = new Error('SMTP 451')
  expect(isFinalFailure(job(1, 12), error)).toBe(false)
  expect(isFinalFailure(job(11, 12), error)).toBe(false)
  expect(isFinalFailure(job(12, 12), error)).toBe(true)
  expect(isFinalFailure(job(3, 12, Date.now()), error)).toBe(true)
  expect(isFinalFailure(job(1, 12), new UnrecoverableError('No email template named x'))).toBe(true)
  // A job without attempts set has one.
  expect(isFinalFailure({ attemptsMade: 1, opts: {}, finishedOn: undefined }, error)).toBe(true)
  expect(isFinalFailure(undefined, error)).toBe(false)
})
