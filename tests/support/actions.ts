// Calls a Remix route action the way the server would, and normalises what it returns (a redirect
// Response, or data() with a status) into one shape the tests can read.
import type { ActionFunctionArgs } from '@remix-run/node'

export type Action = (args: ActionFunctionArgs) => Promise<unknown>

export type ActionOutcome = { status: number; headers: Headers; data: unknown; ms: number; location: string | null }

export async function postAction(
  action: Action,
  path: string,
  body: Record<string, string> | FormData | URLSearchParams | string,
  headers: Record<string, string> = {},
): Promise<ActionOutcome> {
  const payload = typeof body === 'string' || body instanceof FormData || body instanceof URLSearchParams ? body : new URLSearchParams(body)
  const init: RequestInit = { method: 'POST', body: payload, headers: { ...headers } }
  if (typeof payload === 'string' && !headers['content-type']) {
    ;(init.headers as Record<string, string>)['content-type'] = 'application/x-www-form-urlencoded'
  }
  const request = new Request(`http://localhost${path}`, init)
  const started = performance.now()
  const result = await action({ request, params: {}, context: { cspNonce: 'test' } })
  const ms = performance.now() - started
  if (result instanceof Response) {
    return { status: result.status, headers: result.headers, data: null, ms, location: result.headers.get('location') }
  }
  if (result && typeof result === 'object' && (result as { type?: string }).type === 'DataWithResponseInit') {
    const { data, init: responseInit } = result as { data: unknown; init?: ResponseInit | null }
    return { status: responseInit?.status ?? 200, headers: new Headers(responseInit?.headers), data, ms, location: null }
  }
  return { status: 200, headers: new Headers(), data: result, ms, location: null }
}

/** Every public intake form's route module, loaded lazily (after the test has set its environment). */
export const intakeRouteModules = {
  contact: () => import('~/routes/($lang)+/_intake+/contact'),
  'book-growth-score': () => import('~/routes/($lang)+/_intake+/book-growth-score'),
  'apply-apex-circle': () => import('~/routes/($lang)+/_intake+/apply-apex-circle'),
  'apply-sell-side': () => import('~/routes/($lang)+/_intake+/apply-sell-side'),
  'apply-buy-side': () => import('~/routes/($lang)+/_intake+/apply-buy-side'),
  'request-contract': () => import('~/routes/($lang)+/_intake+/request-contract'),
  'interest.circle': () => import('~/routes/($lang)+/_intake+/interest.circle'),
  'interest.exit-suite': () => import('~/routes/($lang)+/_intake+/interest.exit-suite'),
}
