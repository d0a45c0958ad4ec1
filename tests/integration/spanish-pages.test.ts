// Issue 28, acceptance 2: every public route answers in both languages: `lang="en"` at the spec's URL,
// `lang="es"` under /es/, a heading, hreflang alternates to both, and on the Spanish page no English left
// (the Spanish copy check: ¿ ¡, accents, no English sentence); the sitemap lists both. Pages go through the
// built app's request handler (BUILD_DIR, default build), as the copy check does.
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { createRequestHandler, type ServerBuild } from '@remix-run/node'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startPrivateRedis } from '../fakes/redis-server'
import { useFreshDatabase } from '../support/app-process'
import { checkCopy, checkSpanishCopy, visibleText } from '../support/copy-rules'
import { pagesInBothLanguages } from '../support/public-pages'
import { sitemapPages } from '~/utils/sitemap'

let handler: (request: Request) => Promise<Response>
let redis: Awaited<ReturnType<typeof startPrivateRedis>>

beforeAll(async () => {
  redis = await startPrivateRedis()
  useFreshDatabase({ REDIS_URL: redis.url, RATE_LIMIT_MULTIPLIER: '1000000', LOG_LEVEL: 'silent' })
  const { migrate } = await import('~/utils/migrate.server')
  const { getSqlite } = await import('~/utils/db.server')
  migrate(getSqlite())
  const buildFile = path.resolve(process.env.BUILD_DIR ?? 'build', 'server/index.js')
  if (!fs.existsSync(buildFile)) throw new Error(`${buildFile} is missing: build the app first (npm run build)`)
  const build = (await import(pathToFileURL(buildFile).href)) as ServerBuild
  const handle = createRequestHandler(build, 'production')
  handler = (request) => handle(request, { cspNonce: 'spanish-nonce' })
})

afterAll(async () => {
  await redis?.stop()
})

async function get(url: string) {
  const response = await handler(new Request(`http://localhost${url}`))
  return { status: response.status, html: await response.text(), location: response.headers.get('Location') }
}

const spanish = (page: string) => (page === '/' ? '/es' : `/es${page}`)

describe('every public page in both languages', () => {
  test.each(pagesInBothLanguages)('%s', async (page) => {
    const en = await get(page)
    const es = await get(spanish(page))
    expect(en.status, page).toBe(page === '/no-such-page' ? 404 : 200)
    expect(es.status, spanish(page)).toBe(en.status)
    expect(en.html).toMatch(/<html lang="en"/)
    expect(es.html).toMatch(/<html lang="es"/)
    expect(es.html).toMatch(/<h1[\s>]/)
    for (const html of [en.html, es.html]) {
      expect(html).toMatch(new RegExp(`<link rel="alternate" hrefLang="es" href="[^"]*${spanish(page).replace(/[?]/g, '\\?')}"`))
      expect(html).toMatch(new RegExp(`<link rel="alternate" hrefLang="en" href="[^"]*${page === '/' ? '/' : page}"`))
    }
    // The switch in the header and the footer leads to the same page in the other language.
    expect(en.html.match(new RegExp(`href="${spanish(page)}"[^>]*data-lang-switch="es"`, 'g'))?.length).toBe(2)
    expect(es.html.match(new RegExp(`href="${page}"[^>]*data-lang-switch="en"`, 'g'))?.length).toBe(2)
    const findings = [
      ...checkSpanishCopy(visibleText(es.html)),
      ...checkCopy(visibleText(es.html)).filter((f) => f.rule !== 'British spelling'),
    ]
    expect(findings.map((f) => `${f.rule}: ${f.snippet}`)).toEqual([])
  })

  test('a first segment that is not a language is not a page', async () => {
    expect((await get('/fr/about')).status).toBe(404)
    expect((await get('/de')).status).toBe(404)
  })
})

test('the representative deals and the money figures are Spanish on Spanish pages, and unchanged in English', async () => {
  const es = visibleText((await get('/es/deal-portfolio')).html)
  // The deals' sizes are the firm's Spanish (Site content), their sectors the Spanish industry names.
  expect(es).not.toMatch(/million|billion/i)
  expect(es).toContain('$20–50 millones')
  expect(es).toContain('$5–10 millones')
  for (const sector of ['Tecnología de software', 'Logística', 'Salud', 'Energía']) expect(es).toContain(`· ${sector} ·`)
  for (const english of ['· Software ·', '· Logistics ·', '· Healthcare ·', '· Energy ·']) expect(es).not.toContain(english)
  // The total is written out ("mil M" read as a stray letter) and its amount is never split.
  for (const page of ['/es', '/es/deal-portfolio']) {
    const { html } = await get(page)
    expect(html, page).not.toMatch(/mil M\b/)
    expect(html, page).toMatch(
      /<span class="whitespace-nowrap">\$1\.3<\/span> <span class="[^"]*whitespace-nowrap[^"]*">mil millones<\/span>/,
    )
  }
  const en = visibleText((await get('/deal-portfolio')).html)
  expect(en).toContain('$20–50 million')
  expect(en).toContain('· Healthcare ·')
  expect(en).toContain('$1.3B')
  expect(visibleText((await get('/')).html)).toContain('$1.3B')
})

test('the sitemap lists every page in both languages, each with its alternates', async () => {
  const { html: xml } = await get('/sitemap.xml')
  for (const { path: p } of sitemapPages) {
    expect(xml).toMatch(new RegExp(`<loc>[^<]*${p === '/' ? '/' : p}</loc>`))
    expect(xml).toMatch(new RegExp(`<loc>[^<]*${spanish(p)}</loc>`))
  }
  expect(xml.match(/<url>/g)).toHaveLength(sitemapPages.length * 2)
  expect(xml.match(/hreflang="es"/g)).toHaveLength(sitemapPages.length * 2)
})

test('the Spanish copy check flags what it should and passes good Spanish', () => {
  const rules = (s: string) => checkSpanishCopy(s).map((f) => f.rule)
  expect(rules('¿Tiene preguntas? ¡Escríbanos! Lo llamaremos en 24 horas.')).toEqual([])
  expect(rules('Tiene preguntas?')).toEqual(['question without ¿'])
  expect(rules('Gracias!')).toEqual(['exclamation without ¡'])
  expect(rules('Please fill in all required fields.')).toEqual(['English in a Spanish page'])
  expect(rules('Miembro de The Florida Bar desde 2011. Southshore University School of Law.')).toEqual([])
  expect(rules('Su informacion esta segura.')).toEqual(['missing accent'])
})
