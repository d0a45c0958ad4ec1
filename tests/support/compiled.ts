// The compiled processes and scripts (scripts/build-processes.mjs, in BUILD_DIR like the Remix build):
// tests start them with plain `node`, as production does.
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = fileURLToPath(new URL('../..', import.meta.url))

export type CompiledEntry =
  'server/web' | 'worker/index' | 'scripts/migrate' | 'scripts/admin-create' | 'scripts/seed' | 'scripts/backup' | 'scripts/restore'

/** The compiled file of a process or script, e.g. compiled('server/web') for server/index.ts. */
export function compiled(entry: CompiledEntry) {
  return path.join(path.resolve(root, process.env.BUILD_DIR ?? 'build'), `${entry}.js`)
}
