// Compiles the processes production runs (web, worker) and the scripts it runs (migrate, admin:create,
// the development seed) to plain JavaScript, next to the Remix build in BUILD_DIR (default build/):
//   build/server/web.js  build/worker/index.js  build/scripts/{migrate,admin-create,seed,backup,restore}.js
// Our own code (app/ through the `~` alias, server/, worker/) is bundled into each file; packages stay
// in node_modules (external), so native modules and their files load as usual.
// It also writes the portal's six starter templates as Word files, build/starter-templates/<key>.docx
// (scripts/starter-templates.ts), so the web process serves them without loading a document library.
// Run after `remix build` (`npm run build` does both; so does build() in scripts/lib.mjs).
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'esbuild'

const root = path.resolve(import.meta.dirname, '..')
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? 'build')
// How both bundles below are built: Node ESM, packages left external.
const nodeBundle = {
  bundle: true,
  plugins: [packagesExternal()],
  platform: 'node',
  format: 'esm',
  target: 'node20',
  tsconfig: 'tsconfig.json',
  logLevel: 'warning',
}

await build({
  absWorkingDir: root,
  entryPoints: {
    'server/web': 'server/index.ts',
    'worker/index': 'worker/index.ts',
    'scripts/migrate': 'scripts/migrate.ts',
    'scripts/admin-create': 'scripts/admin-create.ts',
    'scripts/seed': 'scripts/seed.ts',
    'scripts/backup': 'scripts/backup.ts',
    'scripts/restore': 'scripts/restore.ts',
  },
  outdir: buildDir,
  ...nodeBundle,
})

// The starter templates: bundle the generator next to the build (so `docx` resolves from node_modules),
// run it once, and remove it: it is a build step, not part of what production runs.
const generator = path.join(buildDir, '.starter-templates.mjs')
await build({
  absWorkingDir: root,
  entryPoints: ['scripts/starter-templates.ts'],
  outfile: generator,
  ...nodeBundle,
})
try {
  const { writeStarterTemplates } = await import(pathToFileURL(generator).href)
  await writeStarterTemplates(path.join(buildDir, 'starter-templates'))
} finally {
  fs.rmSync(generator, { force: true })
}

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
