// CSP form-action against the pages each provider really sends a form's post to: browsers check every
// redirect that answers a form's post against it, so a provider page missing from the list breaks that
// form without JavaScript (the customer portal did: 'Manage billing' answered with a redirect to
// billing.stripe.com, which the list did not name).
import { describe, expect, test } from 'vitest'
import { contentSecurityPolicy } from '../../server/security'

type Settings = Parameters<typeof contentSecurityPolicy>[0]

/** The sources of one directive of a policy. */
function directive(policy: string, name: string) {
  const found = policy
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([n]) => n === name)
  if (!found) throw new Error(`no ${name} in ${policy}`)
  return found.slice(1)
}

/** Whether a URL matches one of the sources, as CSP Level 3 matches host-sources (scheme, host with a leading *., port). */
function allows(sources: string[], target: string) {
  const url = new URL(target)
  return sources.some((source) => {
    if (source === "'self'" || source.startsWith("'")) return false
    const m = /^(?:([a-z][a-z0-9+.-]*):\/\/)?(\*\.)?([^:/]+)(?::(\d+|\*))?/i.exec(source)
    if (!m) return false
    const [, scheme, wildcard, host, port] = m
    if (scheme && `${scheme}:` !== url.protocol) return false
    const hostOk = wildcard ? url.hostname.endsWith(`.${host}`) : url.hostname === host
    const defaultPort = url.protocol === 'https:' ? '443' : '80'
    const portOk = port === '*' || (port ?? defaultPort) === (url.port || defaultPort)
    return hostOk && portOk
  })
}

const base: Settings = { production: true, SIGNATURE_PROVIDER: 'builtin' }

describe('form-action allows every provider page a form may lead to', () => {
  test('Stripe Checkout (Proceed to Payment, both products)', () => {
    const formAction = directive(contentSecurityPolicy(base), 'form-action')
    expect(allows(formAction, 'https://checkout.stripe.com/c/pay/cs_live_a1B2c3#fidkdWxOYHwnPyd1blpxYHZxWjA0')).toBe(true)
  })

  test('Stripe customer portal (Manage billing)', () => {
    const formAction = directive(contentSecurityPolicy(base), 'form-action')
    expect(allows(formAction, 'https://billing.stripe.com/p/session/live_YWNjdF8xTjNz')).toBe(true)
  })

  test('DocuSign signing pages, demo and production, when DocuSign signs', () => {
    const docusign = directive(
      contentSecurityPolicy({ ...base, SIGNATURE_PROVIDER: 'docusign', DOCUSIGN_BASE_URL: 'https://demo.docusign.net/restapi' }),
      'form-action',
    )
    expect(allows(docusign, 'https://demo.docusign.net/Signing/MTRedeem/v1/4b5c?slt=eyJ0eXAi')).toBe(true)
    expect(allows(docusign, 'https://na3.docusign.net/Signing/StartInSession.aspx?t=1')).toBe(true)
    expect(allows(docusign, 'https://apps.docusign.com/send/documents')).toBe(true)
    // Without DocuSign, its pages are not allowed.
    expect(allows(directive(contentSecurityPolicy(base), 'form-action'), 'https://demo.docusign.net/Signing/x')).toBe(false)
  })

  test('a Stripe-compatible server named by STRIPE_API_BASE (tests, stripe-mock) hosts its own pages', () => {
    const formAction = directive(contentSecurityPolicy({ ...base, STRIPE_API_BASE: 'http://127.0.0.1:12111' }), 'form-action')
    expect(allows(formAction, 'http://127.0.0.1:12111/portal/bps_1')).toBe(true)
  })

  test('nothing else: not any https page, not a look-alike host', () => {
    const formAction = directive(contentSecurityPolicy(base), 'form-action')
    expect(formAction).toContain("'self'")
    expect(allows(formAction, 'https://evil.example/collect')).toBe(false)
    expect(allows(formAction, 'https://billing.stripe.com.evil.example/p/session/x')).toBe(false)
    expect(allows(formAction, 'http://billing.stripe.com/p/session/x')).toBe(false)
  })
})
