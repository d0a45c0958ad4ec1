// Modules that import each other in a loop (issue 24): a model that needs another's helper takes it from
// a leaf module (admin.server.ts for the audit row, signup-states.ts for the states,
// reminder-schedule.server.ts for reminders), never from a module that imports it back.
import path from 'node:path'
import madge from 'madge'

const root = path.resolve(__dirname, '../..')

let cycles: string[][] = []
let skipped: string[] = []

beforeAll(async () => {
  const graph = await madge(
    ['app', 'worker', 'server'].map((dir) => path.join(root, dir)),
    {
      baseDir: root,
      fileExtensions: ['ts', 'tsx'],
      tsConfig: path.join(root, 'tsconfig.json'),
    },
  )
  cycles = graph.circular()
  // Packages cannot import our modules back; only an import of our own that madge could not follow matters.
  skipped = graph.warnings().skipped.filter((name) => name.startsWith('~/') || name.startsWith('.'))
}, 120_000)

const describeCycles = (list: string[][]) => list.map((cycle) => [...cycle, cycle[0]].join(' > ')).join('\n')

test('no import cycle among app/models', () => {
  const models = cycles.filter((cycle) => cycle.some((file) => file.startsWith('app/models/')))
  expect(describeCycles(models)).toBe('')
})

test('no import cycle anywhere in app, worker and server', () => {
  expect(describeCycles(cycles)).toBe('')
})

test('every import of our own modules was followed (one madge cannot resolve could hide a cycle)', () => {
  expect(skipped).toEqual([])
})
