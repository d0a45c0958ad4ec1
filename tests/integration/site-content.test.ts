// Site content over HTTP against the real web process (built app): an admin saves a new attorney name
// and portrait to the draft, the public pages (already in the web process's page cache) keep the live
// content until Publish, then show the new name and portrait at once; Restore brings the old ones back.
// The portrait's resized files are served immutable once published, and only to admins before. An
// oversized or disguised image is refused with a message and nothing is stored; visitors, clients and
// staff without a second factor cannot reach the section or post to it.
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { Agent } from 'undici'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { freePort, startPrivateRedis } from '../fakes/redis-server'
import { useFreshDatabase } from '../support/app-process'
import { startWeb, type WebProcess } from '../support/purchase-stack'
import { enrolSecondFactor } from '../support/two-factor'

let redis: Awaited<ReturnType<typeof startPrivateRedis>>
let web: WebProcess
let dir: string
let adminCookie: string
let clientCookie: string
let staffNoFactorCookie: string
const MB = 1024 * 1024

beforeAll(async () => {
  redis = await startPrivateRedis()
  ;({ dir } = useFreshDatabase({ REDIS_URL: redis.url, BUILD_DIR: process.env.BUILD_DIR ?? 'build', LOG_LEVEL: 'warn' }))
  const { migrate } = await import('~/utils/migrate.server')
  const { getSqlite } = await import('~/utils/db.server')
  migrate(getSqlite())
  const { upsertUser, makeAdmin, createSession } = await import('~/utils/auth.server')
  const session = async (id: string) => (await createSession(id, new Request('http://localhost/'))).split(';')[0]
  const admin = await upsertUser({ email: 'partner@content.example', password: 'correct horse battery' })
  await makeAdmin(admin.id)
  await enrolSecondFactor({ id: admin.id, email: 'partner@content.example' })
  adminCookie = await session(admin.id)
  const staff = await upsertUser({ email: 'associate@content.example', password: 'correct horse battery' })
  await makeAdmin(staff.id)
  staffNoFactorCookie = await session(staff.id)
  const client = await upsertUser({ email: 'founder@content.example', password: 'correct horse battery' })
  clientCookie = await session(client.id)
  web = await startWeb({ ...(process.env as Record<string, string>) }, await freePort())
})

afterAll(async () => {
  await web?.stop()
  await redis?.stop()
})

/** Every file under uploads/ (content images and the temporary folder). */
function filesOnDisk() {
  const root = path.join(dir, 'uploads')
  if (!fs.existsSync(root)) return []
  return (fs.readdirSync(root, { recursive: true }) as string[]).filter((p) => fs.statSync(path.join(root, p)).isFile()).sort()
}

async function portraitPng(seed: number) {
  return sharp({ create: { width: 800, height: 1000, channels: 3, background: { r: 30 + seed, g: 40, b: 60 } } })
    .png()
    .toBuffer()
}

const attorneyFields = {
  name: 'Marisol Reyes',
  title: 'Managing Attorney',
  bar: 'The Florida Bar',
  barYear: '2009',
  practicingSince: '2009',
  transactionsClosed: '150',
  languages: 'English\nSpanish',
  education: 'Southshore University School of Law | Juris Doctor, 2009',
  recognition: '',
  summary: 'Marisol Reyes advises founders on the sale of their companies.',
  focus: 'Mergers and acquisitions',
  portraitAlt: '',
}

async function postAttorney(
  cookie: string,
  fields: Record<string, string>,
  file?: { bytes: Buffer; name: string; type: string },
  dispatcher?: Agent,
) {
  const form = new FormData()
  for (const [k, v] of Object.entries(fields)) form.set(k, v)
  if (file) form.set('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name)
  return fetch(`${web.url}/internal-admin/content?section=attorney`, {
    method: 'POST',
    body: form,
    headers: { cookie },
    redirect: 'manual',
    // @ts-expect-error -- Node's fetch takes undici's dispatcher option (not in the DOM types)
    dispatcher,
  })
}

async function post(cookie: string, fields: Record<string, string>) {
  return fetch(`${web.url}/internal-admin/content`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    redirect: 'manual',
  })
}

const page = async (p: string) => (await fetch(`${web.url}${p}`)).text()

describe('who may reach Site content', () => {
  test('visitors, clients and staff without a second factor are sent away, and their posts change nothing', async () => {
    for (const [cookie, where] of [
      ['', /^\/auth\?/],
      [clientCookie, /^\/$/],
      [staffNoFactorCookie, /^\/auth\/two-factor\/setup/],
    ] as const) {
      const get = await fetch(`${web.url}/internal-admin/content`, { headers: { cookie }, redirect: 'manual' })
      expect(get.status).toBe(302)
      expect(get.headers.get('location')).toMatch(where)
      const upload = await postAttorney(
        cookie,
        { ...attorneyFields, name: 'Intruder' },
        { bytes: await portraitPng(1), name: 'me.png', type: 'image/png' },
      )
      expect(upload.status).toBe(302)
      expect((await post(cookie, { intent: 'publish' })).status).toBe(302)
      const preview = await fetch(`${web.url}/about?preview=draft`, { headers: { cookie }, redirect: 'manual' })
      expect(preview.status).toBe(302)
    }
    expect(filesOnDisk().filter((f) => !f.startsWith('.incoming'))).toEqual([])
    const { getDb } = await import('~/utils/db.server')
    expect(await getDb().selectFrom('site_content_draft').selectAll().execute()).toEqual([])
    expect(await page('/about')).not.toContain('Intruder')
  })
})

describe('images refused', () => {
  test('an oversized or disguised image is refused with a message and nothing is stored', async () => {
    const text = await postAttorney(adminCookie, attorneyFields, {
      bytes: Buffer.from('not a photo at all'),
      name: 'me.jpg',
      type: 'image/jpeg',
    })
    expect(text.status).toBe(400)
    expect(await text.text()).toContain('Only JPEG, PNG, WebP or HEIC images can be uploaded.')

    // The right first bytes (a PNG's signature and image header, as file-type checks), but not an image behind them.
    const fake = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
      Buffer.from('IHDR'),
      Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 0, 0, 0, 0]),
      Buffer.alloc(4),
      Buffer.alloc(4096, 7),
    ])
    const disguised = await postAttorney(adminCookie, attorneyFields, { bytes: fake, name: 'me.png', type: 'image/png' })
    expect(disguised.status).toBe(400)
    expect(await disguised.text()).toContain('could not be read as a JPEG, PNG, WebP or HEIC image. Nothing was saved')

    // On a connection of its own: the server answers before reading the whole body, then drops the connection.
    const own = new Agent()
    const big = Buffer.concat([await portraitPng(2), Buffer.alloc(11 * MB)])
    const tooBig = await postAttorney(adminCookie, attorneyFields, { bytes: big, name: 'big.png', type: 'image/png' }, own)
    expect(tooBig.status).toBe(400)
    expect(await tooBig.text()).toContain('The file is larger than 10 MB')
    await own.destroy()

    expect(filesOnDisk()).toEqual([])
    const { getDb } = await import('~/utils/db.server')
    expect(await getDb().selectFrom('site_content_images').selectAll().execute()).toEqual([])
    expect(await getDb().selectFrom('site_content_draft').selectAll().execute()).toEqual([])
  })
})

describe('publish and restore', () => {
  test('the cached public pages change at Publish, not before, and Restore brings the old content back', async () => {
    // Anonymous visits fill the web process's page cache with the example content.
    for (const p of ['/', '/about', '/growth-score']) expect(await page(p)).toContain('Elena M. Vale')
    expect(await page('/about')).toContain('Elena M. Vale, Managing Attorney | Harbor &amp; Vale')

    const saved = await postAttorney(adminCookie, attorneyFields, { bytes: await portraitPng(3), name: 'portrait.png', type: 'image/png' })
    expect(saved.status).toBe(302)
    const { getDb } = await import('~/utils/db.server')
    const [image] = await getDb().selectFrom('site_content_images').selectAll().execute()
    expect(image).toMatchObject({ width: 800, height: 1000, source_type: 'image/png', widths: '240,480' })
    const stored = filesOnDisk().filter((f) => f.startsWith(`content/${image.id}/`))
    expect(stored.map((f) => path.basename(f)).sort()).toEqual(['240.avif', '240.jpg', '240.webp', '480.avif', '480.jpg', '480.webp'])
    expect((await sharp(path.join(dir, 'uploads', `content/${image.id}/480.jpg`)).metadata()).width).toBe(480)

    // Drafted, not live: visitors still get the cached old page; the portrait is the admin's alone.
    expect(await page('/about')).toContain('Elena M. Vale')
    const imageUrl = `${web.url}/content-images/${image.id}/480.webp`
    expect((await fetch(imageUrl, { redirect: 'manual' })).status).toBe(302)
    const asAdmin = await fetch(imageUrl, { headers: { cookie: adminCookie } })
    expect(asAdmin.status).toBe(200)
    expect(asAdmin.headers.get('cache-control')).toBe('private, no-store')
    // The admin's preview: the real page with the draft, never stored.
    const preview = await fetch(`${web.url}/about?preview=draft`, { headers: { cookie: adminCookie } })
    expect(await preview.text()).toContain('Marisol Reyes')
    expect(preview.headers.get('cache-control')).toBe('private, no-store')

    const published = await post(adminCookie, { intent: 'publish' })
    expect(published.status).toBe(302)
    for (const p of ['/', '/about', '/growth-score']) {
      const html = await page(p)
      expect(html, p).toContain('Marisol Reyes')
      expect(html, p).toContain(`/content-images/${image.id}/480.avif 480w`)
      expect(html, p).not.toContain('Elena M. Vale')
    }
    expect(await page('/about')).toMatch(/<img[^>]+width="800"[^>]+height="1000"/)
    const open = await fetch(imageUrl)
    expect(open.status).toBe(200)
    expect(open.headers.get('content-type')).toBe('image/webp')
    expect(open.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')

    const versions = await getDb().selectFrom('site_content_versions').select(['id', 'published_by_email']).orderBy('id').execute()
    // The example content it replaced is kept as version 1; the firm's publish is version 2.
    expect(versions.map((v) => v.published_by_email)).toEqual(['example content (first start)', 'partner@content.example'])
    // Publish a second change, then restore the first publish.
    const second = await postAttorney(adminCookie, { ...attorneyFields, name: 'Tomás Ibarra' })
    expect(second.status).toBe(302)
    await post(adminCookie, { intent: 'publish' })
    expect(await page('/about')).toContain('Tomás Ibarra')
    expect((await post(adminCookie, { intent: 'restore', version: String(versions[1].id) })).status).toBe(302)
    const about = await page('/about')
    expect(about).toContain('Marisol Reyes')
    expect(about).not.toContain('Tomás Ibarra')

    const audit = await getDb().selectFrom('audit_log').select('action').where('action', 'like', 'content.%').execute()
    expect(audit.map((a) => a.action).sort()).toEqual(['content.publish', 'content.publish', 'content.restore'])
  })
})
