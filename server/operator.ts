// Operator routes mounted before Remix: the job-queue dashboard (bull-board) at /internal-admin/queues.
// It sits behind the same database session as the app (admins only; its API and static files too) and
// carries its own Content-Security-Policy, since its UI is a prebuilt bundle without our nonce.
import { createBullBoard } from '@bull-board/api'
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter'
import { ExpressAdapter } from '@bull-board/express'
import type express from 'express'
import { QUEUES } from '~/jobs/definitions'
import { getQueue } from '~/jobs/outbox.server'
import { hasSecondFactor } from '~/models/two-factor.server'
import { getUser, isAdmin } from '~/utils/auth.server'
import { producerRedis } from '~/utils/redis.server'

type BoardServerAdapter = Parameters<typeof createBullBoard>[0]['serverAdapter']

export const QUEUES_PATH = '/internal-admin/queues'

const boardCsp = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ')

/** A fetch Request carrying the Express request's cookies, for the app's session functions. */
function toRequest(req: express.Request) {
  const headers = new Headers()
  if (req.headers.cookie) headers.set('cookie', req.headers.cookie)
  return new Request(`http://localhost${req.originalUrl}`, { headers })
}

function wantsJson(req: express.Request) {
  return req.method !== 'GET' || req.originalUrl.startsWith(`${QUEUES_PATH}/api/`)
}

/**
 * Visitors are sent to sign in (the API answers 401), signed-in non-admins to the home page (API: 403),
 * admins without a second factor to enrolment (API: 403).
 */
export async function adminGuard(req: express.Request, res: express.Response, next: express.NextFunction) {
  try {
    res.setHeader('cache-control', 'no-store')
    const user = await getUser(toRequest(req))
    if (!user) {
      if (wantsJson(req)) return void res.status(401).json({ error: 'Sign in as an admin.' })
      return res.redirect(302, `/auth?redirectTo=${encodeURIComponent(QUEUES_PATH)}`)
    }
    if (!(await isAdmin(user.id))) {
      if (wantsJson(req)) return void res.status(403).json({ error: 'Admins only.' })
      return res.redirect(302, '/')
    }
    // As requireAdmin: no second factor, no admin pages; enrolment first, then back here.
    if (!(await hasSecondFactor(user.id))) {
      if (wantsJson(req)) return void res.status(403).json({ error: 'Set up two-factor sign-in first.' })
      return res.redirect(302, `/auth/two-factor/setup?redirectTo=${encodeURIComponent(QUEUES_PATH)}`)
    }
    next()
  } catch (error) {
    next(error)
  }
}

function securityHeaders(_req: express.Request, res: express.Response, next: express.NextFunction) {
  res.setHeader('content-security-policy', boardCsp)
  res.setHeader('x-content-type-options', 'nosniff')
  res.setHeader('x-frame-options', 'DENY')
  res.setHeader('referrer-policy', 'same-origin')
  res.setHeader('x-robots-tag', 'noindex')
  next()
}

/**
 * The dashboard's API changes state (retry, remove, pause): like every form of the app, such a request
 * must come from this site. Its own fetches always carry an Origin; anything else is refused.
 */
export function sameOriginWrites(req: express.Request, res: express.Response, next: express.NextFunction) {
  if (req.method === 'GET' || req.method === 'HEAD') return next()
  const origin = req.headers.origin
  const host = req.headers.host
  if (origin && URL.canParse(origin) && new URL(origin).host === host) return next()
  res.status(403).json({ error: 'Changes to the job queues are accepted only from this site.' })
}

export async function mountOperatorRoutes(app: express.Express) {
  const serverAdapter = new ExpressAdapter()
  serverAdapter.setBasePath(QUEUES_PATH)
  const board = createBullBoard({
    queues: [],
    // @bull-board/express 9.10.1 (the newest) carries its own copy of @bull-board/api 9.10.1 next to our
    // 9.10.2; the two declare the same adapter types separately, so TypeScript needs telling they match.
    serverAdapter: serverAdapter as unknown as BoardServerAdapter,
    options: { uiConfig: { boardTitle: 'Website jobs' } },
  })

  // BullMQ keeps a Queue built while Redis is down broken, so the queues are attached on the first
  // request that finds Redis ready (getQueue refuses otherwise) and reused from then on.
  let attached = false
  const attachQueues: express.RequestHandler = (_req, _res, next) => {
    if (!attached && producerRedis().status === 'ready') {
      try {
        board.replaceQueues(Object.values(QUEUES).map((name) => new BullMQAdapter(getQueue(name))))
        attached = true
      } catch {
        // Redis went away between the check and the call: try again on the next request.
      }
    }
    next()
  }

  app.use(QUEUES_PATH, securityHeaders, sameOriginWrites, adminGuard, attachQueues, serverAdapter.getRouter())
}
