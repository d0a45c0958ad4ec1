// Request-level rules of the web process that every route relies on: where the client's address comes
// from, which responses must never be stored by a browser or a shared cache, and headers for every page.
import type express from 'express'
import onHeaders from 'on-headers'
import { CLIENT_IP_HEADER } from '~/utils/rate-limit.server'
import type { Env } from '~/utils/env.server'

/** Express's `trust proxy` for TRUST_PROXY: nothing forwarded is believed unless configured. */
export function trustProxySetting(trust: Env['TRUST_PROXY']) {
  if (trust === 'none') return false
  // Fly's edge proxy is one hop: X-Forwarded-Proto from it is believed (for req.protocol), the address
  // comes from Fly-Client-IP, which that proxy writes itself.
  if (trust === 'fly') return 1
  return trust
}

/**
 * Writes the client's address into CLIENT_IP_HEADER for the app (rate limits, session and signature
 * records), replacing whatever the client sent under that name: the socket's address, or, when
 * TRUST_PROXY says so, the trusted proxy's header (Fly-Client-IP) or Express's reading of
 * X-Forwarded-For counted from the right, never its client-written left end.
 */
export function clientAddress(trust: Env['TRUST_PROXY']): express.RequestHandler {
  return (req, _res, next) => {
    const fly = trust === 'fly' ? String(req.headers['fly-client-ip'] ?? '').trim() : ''
    const address = fly || (trust === 'none' ? req.socket.remoteAddress : req.ip) || 'unknown'
    req.headers[CLIENT_IP_HEADER] = address.replace(/^::ffff:/, '').slice(0, 64)
    next()
  }
}

const PERSONAL_PATHS = /^\/(?:dashboard|internal-admin|auth|webhooks)(?:[/.]|$)|^\/growth-score\/|^\/growth-score\.data/
const PERSONAL_COOKIES = /(?:^|;\s*)(?:__Host-)?(?:en_session|gs_flow)=/

/**
 * Whether a response may carry someone's personal data, and so must not be stored anywhere: the portal,
 * the admin panel, the sign-in pages, the purchase flow's steps (any /growth-score URL with a query or
 * below it), and anything asked for by a signed-in visitor or a buyer mid-purchase.
 */
export function isPersonalRequest(pathname: string, search: string, cookie: string | undefined) {
  if (PERSONAL_PATHS.test(pathname)) return true
  if (pathname === '/growth-score' && search.length > 1) return true
  return PERSONAL_COOKIES.test(cookie ?? '')
}

const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
  'browsing-topics=()',
].join(', ')

/**
 * Every response gets Permissions-Policy (no camera, microphone, location, payment API...). At the
 * moment headers go out (on-headers, the hook Express's own compression uses): personal responses get
 * `Cache-Control: private, no-store` whatever a route set, and the render cache's opt-in marker, meant
 * for this server only, never reaches a browser.
 */
export function responseRules(marker: string): express.RequestHandler {
  return (req, res, next) => {
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY)
    const query = req.originalUrl.indexOf('?')
    const personal = isPersonalRequest(req.path, query >= 0 ? req.originalUrl.slice(query) : '', req.headers.cookie)
    onHeaders(res, function (this: express.Response) {
      this.removeHeader(marker)
      if (personal) this.setHeader('Cache-Control', 'private, no-store')
    })
    next()
  }
}

/** Where a form's answer may send the browser besides this site (CSP form-action). */
export function formRedirectTargets(e: Pick<Env, 'STRIPE_API_BASE' | 'SIGNATURE_PROVIDER' | 'DOCUSIGN_BASE_URL'>) {
  const targets = ['https://checkout.stripe.com']
  if (e.STRIPE_API_BASE) targets.push(new URL(e.STRIPE_API_BASE).origin)
  if (e.SIGNATURE_PROVIDER === 'docusign') {
    targets.push('https://*.docusign.net', 'https://*.docusign.com')
    if (e.DOCUSIGN_BASE_URL) targets.push(new URL(e.DOCUSIGN_BASE_URL).origin)
  }
  return targets
}
