// The purchase flow's integration stack: a private Redis, the SMTP sink, the fake Stripe, a fresh
// database, the built web app (one or more processes) and the real worker, plus a cookie-keeping
// HTTP "browser" that posts forms the way a browser without JavaScript does.
import { spawn, type ChildProcess } from 'node:child_process'
import http from 'node:http'
import path from 'node:path'
import { startPrivateRedis, freePort } from '../fakes/redis-server'
import { startSmtpSink } from '../fakes/smtp-sink'
import { startFakeStripe } from '../fakes/stripe-server'
import { startWorker, useFreshDatabase, waitUntil, type WorkerProcess } from './app-process'
import { compiled } from './compiled'

const root = path.resolve(__dirname, '../..')

export type WebProcess = { url: string; port: number; child: ChildProcess; output: () => string; stop: () => Promise<void> }

export async function startWeb(vars: Record<string, string>, port: number): Promise<WebProcess> {
  let output = ''
  const child = spawn(process.execPath, [compiled('server/web')], {
    cwd: root,
    env: { ...process.env, ...vars, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout!.on('data', (d) => (output += d))
  child.stderr!.on('data', (d) => (output += d))
  const url = `http://localhost:${port}`
  await waitUntil(
    async () => {
      if (child.exitCode !== null) throw new Error(`web exited:\n${output}`)
      try {
        return (await fetch(`${url}/healthz`)).status < 600
      } catch {
        return false
      }
    },
    60_000,
    'web process',
  )
  return {
    url,
    port,
    child,
    output: () => output,
    stop: async () => {
      if (child.exitCode !== null) return
      const exited = new Promise((r) => child.once('exit', r))
      child.kill('SIGTERM')
      await exited
    },
  }
}

export async function startPurchaseStack(opts: { capacity?: number; webProcesses?: number; env?: Record<string, string> } = {}) {
  const redis = await startPrivateRedis()
  const smtp = await startSmtpSink()
  const stripe = await startFakeStripe()
  const port = await freePort()
  const appUrl = `http://localhost:${port}`
  const { vars } = useFreshDatabase({
    REDIS_URL: redis.url,
    SMTP_URL: smtp.url,
    APP_URL: appUrl,
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_BASE: stripe.url,
    GROWTH_SCORE_MONTHLY_CAPACITY: String(opts.capacity ?? 5),
    RATE_LIMIT_MULTIPLIER: '1000',
    BUILD_DIR: process.env.BUILD_DIR ?? 'build',
    LOG_LEVEL: 'warn',
    ...opts.env,
  })
  stripe.setAppUrl(appUrl)
  const { resetEnvForTests } = await import('~/utils/env.server')
  resetEnvForTests()
  const { migrate } = await import('~/utils/migrate.server')
  const db = await import('~/utils/db.server')
  migrate(db.getSqlite())
  const webs: WebProcess[] = [await startWeb(vars, port)]
  for (let i = 1; i < (opts.webProcesses ?? 1); i++) webs.push(await startWeb(vars, await freePort()))
  let worker: WorkerProcess | null = await startWorker(vars)
  return {
    vars,
    redis,
    smtp,
    stripe,
    webs,
    web: webs[0],
    db: db.getDb(),
    get worker() {
      return worker
    },
    async stopWorker() {
      await worker?.stop()
      worker = null
    },
    async startWorker() {
      worker = await startWorker(vars)
    },
    async stop() {
      await worker?.stop()
      await Promise.all(webs.map((w) => w.stop()))
      await stripe.close()
      await smtp.close()
      await redis.stop()
    },
  }
}

export type PurchaseStack = Awaited<ReturnType<typeof startPurchaseStack>>

type Page = { status: number; location: string | null; html: string; url: string }

/**
 * An HTTP request sent from a chosen loopback address (127.0.0.2, 127.0.0.3, …), so one test can play
 * visitors on different networks: the socket's address and X-Forwarded-For both say it.
 */
function fetchFrom(localAddress: string, url: string, init: { method: string; headers: Record<string, string>; body?: string }) {
  return new Promise<Response>((resolve, reject) => {
    // A new connection each time (agent: false): a kept-alive one may be closed by the server's idle
    // timeout just as a slow test reuses it ("socket hang up").
    const req = http.request(
      url,
      { method: init.method, headers: { ...init.headers, 'x-forwarded-for': localAddress }, localAddress, family: 4, agent: false },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => {
          const headers = new Headers()
          for (const [name, value] of Object.entries(res.headers)) {
            for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, v)
          }
          resolve(
            new Response(res.statusCode === 204 || res.statusCode === 304 ? null : Buffer.concat(chunks), {
              status: res.statusCode,
              headers,
            }),
          )
        })
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end(init.body)
  })
}

/** A browser without JavaScript: keeps cookies, posts forms, follows redirects inside the app. */
export class HttpBrowser {
  cookies = new Map<string, string>()
  /** opts.from: the loopback address this browser's requests come from (see fetchFrom). */
  constructor(
    public base: string,
    private opts: { from?: string } = {},
  ) {}

  private cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
  }

  private remember(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';')
      const i = pair.indexOf('=')
      const name = pair.slice(0, i).trim()
      const value = pair.slice(i + 1).trim()
      const expired = attrs.some((a) => /max-age=0/i.test(a) || /expires=thu, 01 jan 1970/i.test(a))
      if (expired || value === '') this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
  }

  async request(pathOrUrl: string, init: { method?: string; form?: Record<string, string>; follow?: boolean } = {}): Promise<Page> {
    let url = new URL(pathOrUrl, this.base).toString()
    let method = init.method ?? (init.form ? 'POST' : 'GET')
    let body: string | undefined = init.form ? new URLSearchParams(init.form).toString() : undefined
    for (let hop = 0; hop < 10; hop++) {
      const headers: Record<string, string> = {
        cookie: this.cookieHeader(),
        accept: 'text/html',
        'user-agent': 'HttpBrowser/1.0 (purchase integration tests)',
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      }
      const response = this.opts.from
        ? await fetchFrom(this.opts.from, url, { method, headers, body })
        : await fetch(url, { method, redirect: 'manual', headers, body })
      this.remember(response)
      const location = response.headers.get('location')
      const internal = location && new URL(location, url).origin === new URL(this.base).origin
      if (response.status >= 300 && response.status < 400 && location && internal && init.follow !== false) {
        url = new URL(location, url).toString()
        method = 'GET'
        body = undefined
        continue
      }
      return { status: response.status, location: location ? new URL(location, url).toString() : null, html: await response.text(), url }
    }
    throw new Error('too many redirects')
  }

  get(path: string, follow = true) {
    return this.request(path, { follow })
  }

  post(path: string, form: Record<string, string>, follow = true) {
    return this.request(path, { form, follow })
  }
}

/** The text a person reads: tags dropped, entities decoded, whitespace collapsed. */
export function visibleText(html: string) {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
}

export function hiddenValue(html: string, name: string) {
  const m = new RegExp(`name="${name}"[^>]*value="([^"]*)"|value="([^"]*)"[^>]*name="${name}"`).exec(html)
  return m ? (m[1] ?? m[2]) : null
}

export const BUYER = { name: 'Ada Lovelace', company: 'Analytical Engines LLC', phone: '305-555-0100' }

/** Steps 1 and 2 through the real pages, with the worker preparing the envelope. Returns the signup id. */
export async function signUpAndSign(
  browser: HttpBrowser,
  email: string,
  name = BUYER.name,
  details: { company?: string; otherParties?: string } = {},
) {
  const created = await browser.post(
    '/growth-score?index',
    {
      intent: 'details',
      name,
      email,
      company: details.company ?? BUYER.company,
      phone: BUYER.phone,
      message: '',
      ...(details.otherParties ? { otherParties: details.otherParties } : {}),
    },
    false,
  )
  if (created.status !== 302 || !created.location)
    throw new Error(`step 1 answered ${created.status}: ${visibleText(created.html).slice(0, 300)}`)
  const signupId = new URL(created.location).searchParams.get('signup_id')!
  await browser.post(`/growth-score/letter?signup_id=${signupId}`, { signup_id: signupId }, false)
  const sign = await waitUntil(
    async () => {
      const page = await browser.get(`/growth-score/preparing?signup_id=${signupId}`)
      return new URL(page.url).pathname === '/growth-score/sign' ? page : null
    },
    20_000,
    'the signing page',
  )
  const sha = hiddenValue(sign.html, 'letter_sha256')
  if (!sha) throw new Error('no letter_sha256 on the signing page')
  const signed = await browser.post(`/growth-score/sign?signup_id=${signupId}`, {
    signup_id: signupId,
    full_name: name,
    consent: 'on',
    letter_sha256: sha,
  })
  if (!visibleText(signed.html).includes('Document Signed Successfully!')) throw new Error('signing did not reach step 3')
  return signupId
}

/** 'Proceed to Payment': the checkout URL the app redirected to, or the page it showed instead. */
export async function proceedToPayment(browser: HttpBrowser, signupId: string) {
  const response = await browser.post(`/growth-score/payment?signup_id=${signupId}`, { signup_id: signupId })
  const external = response.status >= 300 && response.status < 400 && response.location ? response.location : null
  return { checkoutUrl: external, page: response }
}
