import { describe, expect, test } from 'vitest'
import { parseChange } from '~/utils/realtime.server'
import { STREAMS_PER_SESSION, claimStreamSlot, projectChange } from './live-updates.server'

describe('what a live-update listener is told', () => {
  const client = { role: 'client', clientId: 'client-a' } as const

  test('a client hears only their own stages, tasks and profile: their id and the kind, nothing more', () => {
    expect(projectChange(client, { clientId: 'client-a', kind: 'tasks' })).toEqual({ clientId: 'client-a', kind: 'tasks' })
    expect(projectChange(client, { clientId: 'client-a', kind: 'stages' })).toEqual({ clientId: 'client-a', kind: 'stages' })
    expect(projectChange(client, { clientId: 'client-a', kind: 'profile' })).toEqual({ clientId: 'client-a', kind: 'profile' })
    // The firm's notes are the firm's own.
    expect(projectChange(client, { clientId: 'client-a', kind: 'notes' })).toBeNull()
    // Nobody else's changes.
    expect(projectChange(client, { clientId: 'client-b', kind: 'tasks' })).toBeNull()
  })

  test('an admin hears every client’s changes, notes included', () => {
    expect(projectChange({ role: 'admin' }, { clientId: 'client-b', kind: 'notes' })).toEqual({ clientId: 'client-b', kind: 'notes' })
  })

  test('a channel message becomes a change of its two known fields only, or nothing', () => {
    expect(parseChange(JSON.stringify({ clientId: 'c1', kind: 'tasks', body: 'a private note' }))).toEqual({
      clientId: 'c1',
      kind: 'tasks',
    })
    expect(parseChange(JSON.stringify({ clientId: 'c1', kind: 'passwords' }))).toBeNull()
    expect(parseChange(JSON.stringify({ kind: 'tasks' }))).toBeNull()
    expect(parseChange('not json')).toBeNull()
    expect(parseChange('null')).toBeNull()
  })
})

describe('open streams per session', () => {
  test(`a session holds at most ${STREAMS_PER_SESSION}; a slot given back can be taken again, once`, () => {
    const releases = Array.from({ length: STREAMS_PER_SESSION }, () => claimStreamSlot('session-x'))
    expect(releases.every(Boolean)).toBe(true)
    expect(claimStreamSlot('session-x')).toBeNull()
    // Another session is counted apart.
    const other = claimStreamSlot('session-y')
    expect(other).not.toBeNull()
    releases[0]!()
    releases[0]!() // giving back twice frees one slot, not two
    const again = claimStreamSlot('session-x')
    expect(again).not.toBeNull()
    expect(claimStreamSlot('session-x')).toBeNull()
    for (const r of [...releases, again, other]) r?.()
  })
})
