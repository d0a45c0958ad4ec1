// Request-level rules of the web process that every route relies on: where the client's address comes
// from, which responses must never be stored by a browser or a shared cache, and headers for every page.
import crypto from 'node:crypto'
import type express from 'express'
import onHeaders from 'on-headers'
import { siteScript } from '~/components/layout/site-script'
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

// The pages of the client-facing site exist at the spec's paths and again under /es/ (issue 28).
const PERSONAL_PATHS =
  /^\/(?:internal-admin|webhooks|reminders)(?:[/.]|$)|^(?:\/es)?\/(?:dashboard|auth|circle)(?:[/.]|$)|^(?:\/es)?\/growth-score(?:\/|\.data)/
const PERSONAL_COOKIES = /(?:^|;\s*)(?:__Host-)?(?:en_session|en_toast|gs_flow)=/

/**
 * Whether a response may carry someone's personal data, and so must not be stored anywhere: the portal,
 * the admin panel, the sign-in pages, the purchase flow's steps (any /growth-score URL with a query or
 * below it), and anything asked for by a signed-in visitor, a visitor with a notice waiting (toast
 * cookie) or a buyer mid-purchase.
 */
export function isPersonalRequest(pathname: string, search: string, cookie: string | undefined) {
  if (PERSONAL_PATHS.test(pathname)) return true
  if ((pathname === '/growth-score' || pathname === '/es/growth-score') && search.length > 1) return true
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
 * moment headers go out (on-headers, the hook Express's own compression uses): personal responses, and
 * answers to form posts, get `Cache-Control: private, no-store` whatever a route set (a public page's
 * route says `public` for its anonymous GET, app/utils/public-page.ts).
 */
export function responseRules(): express.RequestHandler {
  return (req, res, next) => {
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY)
    const query = req.originalUrl.indexOf('?')
    const personal =
      (req.method !== 'GET' && req.method !== 'HEAD') ||
      isPersonalRequest(req.path, query >= 0 ? req.originalUrl.slice(query) : '', req.headers.cookie)
    onHeaders(res, function (this: express.Response) {
      // (A response marked immutable is the same bytes for everyone: a published content image.)
      if (personal && !/\bimmutable\b/.test(String(this.getHeader('Cache-Control') ?? '')))
        this.setHeader('Cache-Control', 'private, no-store')
    })
    next()
  }
}

/** The CSP source for the site's one fixed inline script (components/layout/site-script.tsx). */
export const SITE_SCRIPT_HASH = `'sha256-${crypto.createHash('sha256').update(siteScript).digest('base64')}'`

/**
 * The Content-Security-Policy of our pages. Scripts: our own files, the site script by its hash, and,
 * on a page that hydrates, Remix's inline scripts by this request's nonce. A public page (no bundle)
 * gets the policy without a nonce, so it is the same for every visitor (server/public-pages.ts).
 */
export function contentSecurityPolicy(
  e: Pick<Env, 'production' | 'STRIPE_API_BASE' | 'SIGNATURE_PROVIDER' | 'DOCUSIGN_BASE_URL'>,
  nonce?: string,
) {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'", SITE_SCRIPT_HASH, ...(nonce ? [`'nonce-${nonce}'`] : [])],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'self'"],
    'frame-src': ["'self'", 'https://cal.com', 'https://app.cal.com', 'https://calendly.com'],
    // Forms post here; the ones that redirect onward go to the payment provider's checkout or customer
    // portal (a Stripe-compatible server set through STRIPE_API_BASE hosts its own) or DocuSign's signing page.
    'form-action': ["'self'", ...formRedirectTargets(e)],
    ...(e.production ? { 'upgrade-insecure-requests': [] } : {}),
  }
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join(';')
}

/**
 * Where a form's answer may send the browser besides this site (CSP form-action; browsers apply it to
 * every redirect a form's post is answered with): Stripe Checkout ('Proceed to Payment', both
 * products), Stripe's customer portal ('Manage billing' for Circle members) and, with DocuSign, its
 * signing pages.
 */
export const STRIPE_FORM_TARGETS = ['https://checkout.stripe.com', 'https://billing.stripe.com']

export function formRedirectTargets(e: Pick<Env, 'STRIPE_API_BASE' | 'SIGNATURE_PROVIDER' | 'DOCUSIGN_BASE_URL'>) {
  const targets = [...STRIPE_FORM_TARGETS]
  if (e.STRIPE_API_BASE) targets.push(new URL(e.STRIPE_API_BASE).origin)
  if (e.SIGNATURE_PROVIDER === 'docusign') {
    targets.push('https://*.docusign.net', 'https://*.docusign.com')
    if (e.DOCUSIGN_BASE_URL) targets.push(new URL(e.DOCUSIGN_BASE_URL).origin)
  }
  return targets
}
