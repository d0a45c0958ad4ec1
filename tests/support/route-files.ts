// The route modules under app/routes, as remix.config.js's flat routes see them, for tests that go
// through every route: the action fuzz (every route with an action, and the URL that reaches it) and the
// body-limit check (every route that receives files declares its limit).
import fs from 'node:fs'
import path from 'node:path'
import type { ServerBuild } from '@remix-run/node'

const root = path.resolve(__dirname, '../..')
export const routesDir = path.join(root, 'app/routes')

export type ActionRoute = { file: string; url: string }

/** Route modules under app/routes (helpers and tests left out). */
export function routeFiles(dir = routesDir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return routeFiles(full)
    if (!/\.(ts|tsx)$/.test(entry.name) || entry.name.startsWith('__') || entry.name.startsWith('.')) return []
    if (/\.server\.|\.test\./.test(entry.name)) return []
    return [full]
  })
}

/** Every route file that exports an action, with the URL that reaches it (dynamic segments filled in). */
export function listActionRoutes(build: ServerBuild): ActionRoute[] {
  const files = routeFiles().filter((file) =>
    /export\s+(async\s+function\s+action\b|const\s+action\b|function\s+action\b|\{[^}]*\baction\b)/.test(fs.readFileSync(file, 'utf8')),
  )
  return files.map((file) => {
    const id = `routes/${path.relative(routesDir, file).replace(/\.(ts|tsx)$/, '')}`
    const route = build.routes[id]
    if (!route)
      throw new Error(`${id} is not in the build: build the app again (BUILD_DIR=${process.env.BUILD_DIR ?? 'build'} npm run build)`)
    const segments: string[] = []
    for (let r: (typeof build.routes)[string] | undefined = route; r; r = r.parentId ? build.routes[r.parentId] : undefined) {
      if (r.path) segments.unshift(r.path)
    }
    const pathname =
      ('/' + segments.join('/'))
        .replace(/\/+/g, '/')
        // An optional segment (the `($lang)+` folder's `:lang?`) is left out: the English address.
        .replace(/\/:[A-Za-z0-9_]+\?(?=\/|$)/g, '')
        .replace(/:[A-Za-z0-9_]+/g, 'fuzz-id')
        .replace(/\*$/, 'fuzz') || '/'
    return {
      file: path.relative(root, file),
      url: route.index ? `${pathname}?index` : pathname,
    }
  })
}
