import { describe, expect, test } from 'vitest'
import { STAGES } from '~/content/portal'
import { currentStage, isTaskUnlocked, progressStatus } from './progress.server'

const stages = (completed: number[]) =>
  STAGES.map((stage_name, i) => ({ stage_name, stage_order: i + 1, is_completed: completed.includes(i + 1) ? 1 : 0 }))

describe('current stage', () => {
  test('with nothing complete it is the first incomplete stage, Documents Sent', () => {
    expect(currentStage(stages([])).stage_name).toBe('Documents Sent')
    expect(progressStatus(stages([]))).toBe('In Progress')
  })
  test('it is the latest completed stage', () => {
    expect(currentStage(stages([1, 2, 3])).stage_name).toBe('Reviewing Documents')
    // a gap does not matter: the latest completed wins
    expect(currentStage(stages([1, 4])).stage_name).toBe('Drafting Growth Score Report')
  })
  test('with no stages at all it falls back to Documents Sent', () => {
    expect(currentStage([]).stage_name).toBe('Documents Sent')
  })
  test('Completed only at the sixth stage', () => {
    expect(progressStatus(stages([1, 2, 3, 4, 5]))).toBe('In Progress')
    expect(progressStatus(stages([1, 2, 3, 4, 5, 6]))).toBe('Completed')
  })
})

describe('task unlocking', () => {
  const tasks = (done: number[]) => [1, 2, 3, 4, 5].map((n) => ({ id: `t${n}`, task_order: n, is_completed: done.includes(n) ? 1 : 0 }))
  test('the first task is always unlocked', () => {
    expect(isTaskUnlocked(tasks([]), { id: 't1', task_order: 1, is_completed: 0 })).toBe(true)
  })
  test('a later task unlocks only when the one before it is complete', () => {
    const list = tasks([1])
    expect(isTaskUnlocked(list, list[1])).toBe(true)
    expect(isTaskUnlocked(list, list[2])).toBe(false)
  })
  test('an unknown task is locked', () => {
    expect(isTaskUnlocked(tasks([]), { id: 'nope', task_order: 9, is_completed: 0 })).toBe(false)
  })
})
