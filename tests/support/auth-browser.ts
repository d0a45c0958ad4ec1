// A browser for route-level tests of signing in: a cookie jar and a client address, posting to a route's
// action (or reading its loader) the way the web server would hand it the request. The server writes
// the address header itself (TRUST_PROXY, server/security.ts); here it stands for where the browser is.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { CLIENT_IP_HEADER } from '~/utils/rate-limit.server'

type RouteFunction = (args: ActionFunctionArgs | LoaderFunctionArgs) => Promise<unknown>

export type RouteOutcome = {
  status: number
  location: string | null
  /** data() payloads as the page gets them; a Response's text otherwise. */
  data: unknown
  text: string
  setCookies: string[]
}

/** The notice or form error a page shows, as text (for the two-factor, setup and reset pages). */
export function shownMessage(outcome: RouteOutcome) {
  const data = outcome.data as { notice?: { description?: string } | string | null; result?: { error?: Record<string, string[]> } } | null
  const notice = typeof data?.notice === 'string' ? data.notice : data?.notice?.description
  const fieldErrors = Object.values(data?.result?.error ?? {}).flat()
  return [...new Set([notice, ...fieldErrors].filter(Boolean))].join(' ')
}

export class RouteBrowser {
  cookies = new Map<string, string>()

  constructor(public ip: string) {}

  private cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }

  private keep(setCookies: string[]) {
    for (const line of setCookies) {
      const [pair, ...attributes] = line.split(';')
      const at = pair.indexOf('=')
      const name = pair.slice(0, at).trim()
      const value = pair.slice(at + 1).trim()
      const gone = attributes.some(
        (a) => /^\s*max-age=0\s*$/i.test(a) || (/^\s*expires=/i.test(a) && Date.parse(a.split('=')[1]) <= Date.now()),
      )
      if (gone || value === '') this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
  }

  async run(fn: RouteFunction, path: string, body?: Record<string, string>, headers: Record<string, string> = {}): Promise<RouteOutcome> {
    const request = new Request(`http://localhost${path}`, {
      method: body ? 'POST' : 'GET',
      headers: {
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        [CLIENT_IP_HEADER]: this.ip,
        cookie: this.cookieHeader(),
        ...headers,
      },
      body: body ? new URLSearchParams(body) : undefined,
    })
    let result: unknown
    try {
      result = await fn({ request, params: {}, context: { cspNonce: 'test' } })
    } catch (thrown) {
      if (!(thrown instanceof Response)) throw thrown
      result = thrown
    }
    let outcome: RouteOutcome
    if (result instanceof Response) {
      outcome = {
        status: result.status,
        location: result.headers.get('location'),
        data: null,
        text: await result.text(),
        setCookies: result.headers.getSetCookie(),
      }
    } else if (result && typeof result === 'object' && (result as { type?: string }).type === 'DataWithResponseInit') {
      const { data, init } = result as { data: unknown; init?: ResponseInit | null }
      const responseHeaders = new Headers(init?.headers)
      outcome = { status: init?.status ?? 200, location: null, data, text: '', setCookies: responseHeaders.getSetCookie() }
    } else {
      outcome = { status: 200, location: null, data: result, text: '', setCookies: [] }
    }
    this.keep(outcome.setCookies)
    return outcome
  }

  /** A copy of this browser (its cookies) at another address, e.g. the same cookie replayed elsewhere. */
  at(ip: string) {
    const copy = new RouteBrowser(ip)
    copy.cookies = new Map(this.cookies)
    return copy
  }
}
