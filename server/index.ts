// The web process: Express with helmet (nonce CSP), compression, static files, then the Remix handler.
import crypto from 'node:crypto'
import http from 'node:http'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import compression from 'compression'
import express from 'express'
import helmet from 'helmet'
import { createRequestHandler } from '@remix-run/express'
import type { ServerBuild } from '@remix-run/node'
import { checkEnvOrExit } from '~/utils/env.server'
import { getSqlite } from '~/utils/db.server'
import { migrate } from '~/utils/migrate.server'
import { producerRedis } from '~/utils/redis.server'
import { mountOperatorRoutes } from './operator'
import { createRenderCache } from './render-cache'

const env = checkEnvOrExit()
migrate(getSqlite())
// Connect to Redis now, so the first form posted after a start finds it ready.
producerRedis()

const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build')
const build = (await import(pathToFileURL(path.join(buildDir, 'server/index.js')).href)) as ServerBuild

const app = express()
app.disable('x-powered-by')
app.set('trust proxy', env.production ? 1 : false)

app.use((_req, res, next) => {
  res.locals.cspNonce = crypto.randomBytes(16).toString('base64')
  next()
})

// Public pages for anonymous visitors come from the render cache (see server/render-cache.ts).
const renderCache = createRenderCache({ version: build.assets.version, enabled: process.env.RENDER_CACHE !== 'off' })

// Operator tools (the queue dashboard) carry their own CSP, so they are mounted before helmet's.
await mountOperatorRoutes(app)

app.use(
  helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", (_req, res) => `'nonce-${(res as express.Response).locals.cspNonce}'`],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:'],
        'font-src': ["'self'"],
        'connect-src': ["'self'"],
        'frame-src': ["'self'", 'https://cal.com', 'https://app.cal.com', 'https://calendly.com'],
        // A Stripe-compatible server set through STRIPE_API_BASE hosts its own checkout page.
        'form-action': ["'self'", 'https://checkout.stripe.com', 'https:', ...(env.STRIPE_API_BASE ? [new URL(env.STRIPE_API_BASE).origin] : [])],
        'upgrade-insecure-requests': env.production ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Not helmet's no-referrer: under it Chromium sends `Origin: null` on a plain (no-JavaScript) form
    // post, and Remix's CSRF check then refuses every same-site action with a 500. same-origin still
    // sends nothing (no token-bearing URL) to other sites.
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: env.production,
  }),
)
app.use(compression())

// Fingerprinted assets never change: cache for a year. Other public files for an hour.
app.use('/build', express.static(path.join(buildDir, 'client/build'), { immutable: true, maxAge: '1y' }))
app.use('/fonts', express.static('public/fonts', { immutable: true, maxAge: '1y' }))
app.use(express.static('public', { maxAge: '1h' }))

app.use(renderCache.capture)
app.all(
  '*',
  createRequestHandler({
    build,
    mode: env.production ? 'production' : 'development',
    getLoadContext: (_req, res) => ({ cspNonce: res.locals.cspNonce as string }),
  }),
)

const server = http.createServer(renderCache.wrap(app)).listen(env.PORT, () => {
  console.log(`[web] listening on ${env.APP_URL} (port ${env.PORT})`)
})

function shutdown() {
  server.close(() => process.exit(0))
  setTimeout(() => process.exit(0), 5000).unref()
}
process.on('SIGTERM', shutdown)
process.on('SIGINT', shutdown)
