// Publishes site content with a portrait into a fresh database (DATABASE_PATH), so that the public-site
// benchmarks measure the pages as the firm will have them: the example content, with a portrait made
// here (a 1600 x 2000 photograph-like image: smooth tones with grain, resized by the app's own code into
// the sizes and formats the pages serve). Prints the image's id.
//   DATABASE_PATH=/tmp/x/app.db SESSION_SECRET=... npx tsx bench/content-seed.ts
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { IMAGE_TYPES, storeContentImage } from '~/models/site-content-images.server'
import { getDraft, publishDraft, saveAttorneySection } from '~/models/site-content.server'
import { makeAdmin, upsertUser } from '~/utils/auth.server'
import { getSqlite } from '~/utils/db.server'
import { checkEnvOrExit } from '~/utils/env.server'
import { migrate } from '~/utils/migrate.server'

checkEnvOrExit()
migrate(getSqlite())
const email = 'bench.content@harborvale.example'
const user = await upsertUser({ email, password: 'bench content password', firstName: 'Bench', lastName: 'Editor' })
await makeAdmin(user.id)
const actor = { id: user.id, email }

const grain = await sharp({
  create: { width: 400, height: 500, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 120, sigma: 40 } },
})
  .blur(6)
  .resize(1600, 2000)
  .jpeg({ quality: 92 })
  .toBuffer()
const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'content-seed-')), 'portrait.jpg')
fs.writeFileSync(file, grain)
const stored = await storeContentImage({ path: file, type: IMAGE_TYPES.find((t) => t.ext === 'jpg')! }, actor)
if (!stored.ok) throw new Error(stored.error)

const { content } = await getDraft()
const saved = await saveAttorneySection(actor, { ...content.attorney, portraitAlt: `Portrait of ${content.attorney.name}` }, stored.image)
if (!saved.ok) throw new Error(JSON.stringify(saved.errors))
const published = await publishDraft(actor)
if (!published.ok) throw new Error(published.error)
console.log(JSON.stringify({ image: stored.image, version: published.version }))
