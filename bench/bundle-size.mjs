#!/usr/bin/env node
// The JavaScript a page makes the browser load: Remix's entry, the page's route and every route above it
// (root, layouts), with every chunk they import (from the build's manifest), each gzipped at level 9,
// summed. A route id may be given as it was before the language folder (issue 28: routes/_intake+/contact
// is routes/($lang)+/_intake+/contact now), so one command measures a build from before and after.
//
//   node bench/bundle-size.mjs [--build build] [--routes routes/($lang)+/_intake+/contact,routes/($lang)+/_auth+/auth]
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { readOptions } from '../scripts/lib.mjs'

const { values: args } = readOptions({
  build: process.env.BUILD_DIR ?? 'build',
  routes:
    'routes/($lang)+/_intake+/contact,routes/($lang)+/_auth+/auth,routes/($lang)+/_intake+/book-growth-score,routes/($lang)+/growth-score+/_index',
})
const client = path.resolve(args.build, 'client')
const dir = path.join(client, 'build')
const manifestFile = fs.readdirSync(dir).find((f) => /^manifest-.*\.js$/.test(f))
const manifest = JSON.parse(
  fs
    .readFileSync(path.join(dir, manifestFile), 'utf8')
    .replace(/^window\.__remixManifest=/, '')
    .replace(/;$/, ''),
)

for (const given of args.routes.split(',')) {
  const id = [given, given.replace('routes/($lang)+/', 'routes/'), given.replace(/^routes\/(?!\(\$lang\))/, 'routes/($lang)+/')].find(
    (candidate) => manifest.routes[candidate],
  )
  if (!id) throw new Error(`no route ${given} in ${manifestFile}`)
  const files = new Set([manifest.entry.module, ...manifest.entry.imports])
  for (let r = manifest.routes[id]; r; r = r.parentId ? manifest.routes[r.parentId] : undefined)
    for (const f of [r.module, ...(r.imports ?? [])]) files.add(f)
  let raw = 0
  let gzip = 0
  for (const f of files) {
    const bytes = fs.readFileSync(path.join(client, f))
    raw += bytes.length
    gzip += zlib.gzipSync(bytes, { level: 9 }).length
  }
  console.log(`${id.padEnd(36)} ${files.size} files  ${(raw / 1024).toFixed(1)} KB raw  ${(gzip / 1024).toFixed(1)} KB gzip`)
}
