// Compiles the processes production runs (web, worker) and the scripts it runs (migrate, admin:create,
// the development seed) to plain JavaScript, next to the Remix build in BUILD_DIR (default build/):
//   build/server/web.js  build/worker/index.js  build/scripts/{migrate,admin-create,seed}.js
// Our own code (app/ through the `~` alias, server/, worker/) is bundled into each file; packages stay
// in node_modules (external), so native modules and their files load as usual.
// Run after `remix build` (`npm run build` does both; so does build() in scripts/lib.mjs).
import path from 'node:path'
import { build } from 'esbuild'

const root = path.resolve(import.meta.dirname, '..')
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? 'build')

await build({
  absWorkingDir: root,
  entryPoints: {
    'server/web': 'server/index.ts',
    'worker/index': 'worker/index.ts',
    'scripts/migrate': 'scripts/migrate.ts',
    'scripts/admin-create': 'scripts/admin-create.ts',
    'scripts/seed': 'scripts/seed.ts',
  },
  outdir: buildDir,
  bundle: true,
  plugins: [packagesExternal()],
  platform: 'node',
  format: 'esm',
  target: 'node20',
  tsconfig: 'tsconfig.json',
  logLevel: 'warning',
})

/**
 * Leaves every package import to node_modules at run time and bundles the rest: relative paths and the
 * `~/` alias (resolved through tsconfig.json's paths). esbuild's own `packages: 'external'` would also
 * take `~/…` for a package.
 */
function packagesExternal() {
  return {
    name: 'packages-external',
    setup(b) {
      b.onResolve({ filter: /^[^./~]|^~[^/]/ }, (args) => ({ path: args.path, external: true }))
    },
  }
}
