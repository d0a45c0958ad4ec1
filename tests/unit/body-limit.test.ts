// Body limits: each route module declares its own next to its action (app/utils/body-limit.server.ts),
// and the web process finds a request's route in the Remix build the way Remix does.
import fs from 'node:fs'
import path from 'node:path'
import type { ServerBuild } from '@remix-run/node'
import { describe, expect, test } from 'vitest'
import { FORM_BODY_LIMIT } from '~/utils/body-limits'
import { routeBodyLimits } from '../../server/body-limit'
import { routeFiles, routesDir } from '../support/route-files'

/** A file's source and that of the helpers it imports from app/routes (./__x.server and the like), and theirs. */
function sourceWithHelpers(file: string, seen = new Set<string>()): string {
  if (seen.has(file)) return ''
  seen.add(file)
  const text = fs.readFileSync(file, 'utf8')
  const helpers = [...text.matchAll(/from '(\.{1,2}\/[^']+)'/g)]
    .map(([, spec]) => ['.ts', '.tsx'].map((ext) => path.resolve(path.dirname(file), spec + ext)).find((p) => fs.existsSync(p)))
    .filter((p): p is string => p !== undefined)
  return [text, ...helpers.map((helper) => sourceWithHelpers(helper, seen))].join('\n')
}

describe('a route that receives files declares its body limit', () => {
  test('every route module that calls the upload reader (itself or through its helpers) exports bodyLimit', () => {
    const receiving = routeFiles().filter((file) => /\breceiveUploads?\(/.test(sourceWithHelpers(file)))
    const undeclared = receiving.filter((file) => !/^export const bodyLimit\b/m.test(fs.readFileSync(file, 'utf8')))
    expect(receiving.length).toBeGreaterThan(0)
    expect(undeclared.map((file) => path.relative(routesDir, file))).toEqual([])
  })
})

describe("a request's route and its declared limit", () => {
  const route = (id: string, parentId: string | undefined, extra: { path?: string; index?: boolean; bodyLimit?: number }) => ({
    id,
    parentId,
    path: extra.path,
    index: extra.index,
    module: extra.bodyLimit === undefined ? {} : { bodyLimit: extra.bodyLimit },
  })
  // The shape of the real routes: a root, a layout with a path, a pathless layout, an index route.
  const build = {
    routes: {
      root: route('root', undefined, { path: '' }),
      dashboard: route('dashboard', 'root', { path: 'dashboard' }),
      request: route('request', 'dashboard', { path: 'apex-circle/request', bodyLimit: 1000 }),
      home: route('home', 'dashboard', { index: true, bodyLimit: 2000 }),
      clients: route('clients', 'root', {}),
      client: route('client', 'clients', { path: 'internal-admin/clients/:clientId', bodyLimit: 3000 }),
      hook: route('hook', 'root', { path: 'webhooks/stripe', bodyLimit: 4000 }),
      index: route('index', 'root', { index: true }),
    },
  } as unknown as ServerBuild
  const limitFor = routeBodyLimits(build)

  test.each([
    ['/dashboard/apex-circle/request', '', 1000],
    ['/dashboard/apex-circle/request.data', '', 1000],
    ['/Dashboard/Apex-Circle/Request/', '', 1000],
    ['/dashboard/apex%2Dcircle/request', '', 1000],
    ['/internal-admin/clients/abc123', '', 3000],
    ['/webhooks/stripe', '', 4000],
    // An index route's action runs only with ?index; without it, its parent's.
    ['/dashboard', '?index', 2000],
    ['/dashboard.data', '?index', 2000],
    ['/dashboard', '', FORM_BODY_LIMIT],
    ['/', '?index', FORM_BODY_LIMIT],
    ['/_root.data', '?index', FORM_BODY_LIMIT],
    ['/dashboard/apex-circle', '', FORM_BODY_LIMIT],
    ['/nowhere/at/all', '', FORM_BODY_LIMIT],
  ])('%s%s', (pathname, search, limit) => expect(limitFor(pathname, search)).toBe(limit))
})
