// The web process: Express with helmet, the CSP (server/security.ts), compression, static files, public pages
// from memory (server/public-pages.ts), then the Remix handler.
// First, before anything can create a file: the umask that makes files 0600 and folders 0700.
import '~/utils/private-files.server'
import crypto from 'node:crypto'
import http from 'node:http'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import compression from 'compression'
import express from 'express'
import helmet from 'helmet'
import { createRequestHandler } from '@remix-run/express'
import type { ServerBuild } from '@remix-run/node'
import { getFirm } from '~/content/firm.server'
import { ensureConfiguredAdmin } from '~/models/accounts.server'
import { tendSpaceReserve } from '~/models/disk.server'
import { escapeHtml } from '~/emails/layout.server'
import { checkEnvOrExit } from '~/utils/env.server'
import { getSqlite } from '~/utils/db.server'
import { migrate } from '~/utils/migrate.server'
import { producerRedis } from '~/utils/redis.server'
import { onContentPublished } from '~/utils/content-events.server'
import { limitRequestBodies } from './body-limit'
import { mountOperatorRoutes } from './operator'
import { refusalWords, sendRefusal } from './refusal-page'
import { createPublicPages, redirectToRememberedLanguage } from './public-pages'
import { clientAddress, contentSecurityPolicy, responseRules, trustProxySetting } from './security'

const env = checkEnvOrExit()
// The database's reserve of space on the data volume (app/models/disk.server.ts): given back at once if a
// restart finds the volume full, so the migrations check, sign-in and intake can still write; then
// looked after every few seconds (also written again once there is room).
await tendSpaceReserve().catch((error) => console.error('[web] could not look after the disk reserve', error))
setInterval(() => void tendSpaceReserve().catch(() => {}), 5_000).unref()
migrate(getSqlite())
await ensureConfiguredAdmin(env)
if (env.production && env.ALLOW_TEST_ACCOUNTS) {
  console.warn('[web] warning: ALLOW_TEST_ACCOUNTS is on in production: anyone can create a test account on /auth')
}
// Connect to Redis now, so the first form posted after a start finds it ready.
producerRedis()

const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build')
const build = (await import(pathToFileURL(path.join(buildDir, 'server/index.js')).href)) as ServerBuild

const app = express()
app.disable('x-powered-by')
app.set('trust proxy', trustProxySetting(env.TRUST_PROXY))
app.use(clientAddress(env.TRUST_PROXY))
app.use(responseRules())

app.use((_req, res, next) => {
  res.locals.cspNonce = crypto.randomBytes(16).toString('base64')
  next()
})

// Public pages for anonymous visitors are rendered once and answered from memory (server/public-pages.ts).
const mode = env.production ? 'production' : 'development'
const publicPages = createPublicPages({ build, mode, origin: env.APP_URL, sharedPolicy: contentSecurityPolicy(env) })
// Every public page reads the published site content (the firm's name in its header, footer and title;
// most also the attorney, figures or deals), so a publish or restore clears them all at once.
onContentPublished(() => publicPages.clear())

// Bodies over their route's limit are refused before anything reads them (server/body-limit.ts).
app.use(limitRequestBodies(build, () => firmName()))

// Operator tools (the queue dashboard) carry their own CSP, so they are mounted before helmet's.
await mountOperatorRoutes(app)

app.use(
  helmet({
    // Set per request below: Remix's inline scripts on pages that hydrate need this request's nonce.
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    // Not helmet's no-referrer: under it Chromium sends `Origin: null` on a plain (no-JavaScript) form
    // post, and Remix's CSRF check then refuses every same-site action with a 500. same-origin still
    // sends nothing (no token-bearing URL) to other sites.
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: env.production,
  }),
)
app.use((_req, res, next) => {
  res.setHeader('Content-Security-Policy', contentSecurityPolicy(env, res.locals.cspNonce as string))
  next()
})
app.use(compression())

// Fingerprinted assets never change: cache for a year. Other public files for an hour.
app.use('/build', express.static(path.join(buildDir, 'client/build'), { immutable: true, maxAge: '1y' }))
app.use('/fonts', express.static('public/fonts', { immutable: true, maxAge: '1y' }))
app.use(express.static('public', { maxAge: '1h' }))

app.use(refuseCrossSiteWrites)
app.use(publicPages.render)
app.all(
  '*',
  createRequestHandler({
    build,
    mode,
    getLoadContext: (_req, res) => ({ cspNonce: res.locals.cspNonce as string }),
  }),
)

/**
 * Remix refuses an action whose Origin names another host than the request's (Host, or the first
 * X-Forwarded-Host), but with an empty 500. The same rule is applied here first, so such a request gets
 * a 403 that says what happened. A browser that withholds a same-site form's origin (`Origin: null`, as
 * some privacy settings do) while its Sec-Fetch-Site, which no page can forge, says same-origin is a
 * visitor using our own form: the header is dropped so that the submission goes through.
 */
const firmName = () => escapeHtml(getFirm().name)

function refuseCrossSiteWrites(req: express.Request, res: express.Response, next: express.NextFunction) {
  if (!['POST', 'PUT', 'PATCH', 'DELETE'].includes(req.method)) return next()
  const origin = req.headers.origin
  if (!origin) return next()
  if (origin === 'null' && req.headers['sec-fetch-site'] === 'same-origin') {
    delete req.headers.origin
    return next()
  }
  const host = (req.headers['x-forwarded-host'] as string | undefined)?.split(',')[0]?.trim() || req.headers.host
  if (URL.canParse(origin) && new URL(origin).host === host) return next()
  const { lang, t, formNotSent, link } = refusalWords(req)
  sendRefusal(req, res, {
    status: 403,
    lang,
    firmName: firmName(),
    title: formNotSent,
    paragraphs: [t.crossSite, `${t.crossSiteBack} ${link}.`],
    text: 'This form can only be sent from this site.',
  })
}

const server = http
  .createServer((req, res) => redirectToRememberedLanguage(req, res) || publicPages.serve(req, res) || app(req, res))
  .listen(env.PORT, () => {
    console.log(`[web] listening on ${env.APP_URL} (port ${env.PORT})`)
  })

function shutdown() {
  server.close(() => process.exit(0))
  setTimeout(() => process.exit(0), 5000).unref()
}
process.on('SIGTERM', shutdown)
process.on('SIGINT', shutdown)
