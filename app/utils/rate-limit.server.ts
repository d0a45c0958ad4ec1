// Per-key rate limits stored in Redis (rate-limiter-flexible), so they hold across web instances.
// When Redis is down the limiter falls back to memory in this process: limits still apply, and no
// visitor is refused because Redis is unavailable.
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible'
import { env } from './env.server'
import { producerRedis } from './redis.server'
import { remember } from '@epic-web/remember'

export const RATE_LIMITS = {
  // public form posts per IP
  publicForm: { points: 10, duration: 60 },
  // sign-in attempts per IP (every attempt counts)
  signInIp: { points: 20, duration: 15 * 60 },
  // failed sign-ins per IP a day, on any accounts (checked before, counted after a failure)
  signInIpFailures: { points: 100, duration: 24 * 3600 },
  // reset requests per address (any emails), per email and address pair, and per email from anywhere
  // but a device that has signed in to that account: a stranger's requests never refuse the owner's own
  // from another address or their usual device, and a flood sends an inbox 10 emails an hour at most.
  passwordReset: { points: 5, duration: 60 * 60 },
  passwordResetPair: { points: 3, duration: 60 * 60 },
  passwordResetAccount: { points: 10, duration: 60 * 60 },
  // Second-factor codes. Only someone past the password gets here; each guess has about 3 in a million
  // (the window accepts 3 codes). Never counted per account alone, so a password holder elsewhere
  // cannot lock the owner out (app/utils/two-factor-sign-in.server.ts):
  // - per enrolment and address pair, every code: 5 per 15 minutes and 20 a day (the owner's known
  //   browser has a count of its own at its address);
  // - per address, on any accounts: 30 per 15 minutes (not for a known browser);
  // - per pending sign-in: 5 wrong codes (a column of pending_sign_ins), then the password again;
  // - per enrolment, wrong codes from devices that have never signed in to the account: 20 a day, so
  //   an attacker spread over many addresses still gets 20 guesses a day (about 1 in 17,000), while
  //   the owner's own device is never refused for someone else's guesses.
  // Enrolment and turning it off count per session (the owner's own, signed in already).
  secondFactor: { points: 5, duration: 15 * 60 },
  secondFactorDaily: { points: 20, duration: 24 * 3600 },
  secondFactorIp: { points: 30, duration: 15 * 60 },
  secondFactorAccount: { points: 20, duration: 24 * 3600 },
  // test accounts created per IP
  testAccount: { points: 5, duration: 60 * 60 },
} as const

export type RateLimitName = keyof typeof RATE_LIMITS

function scaledPoints(name: RateLimitName) {
  return Math.max(1, Math.round(RATE_LIMITS[name].points * env().RATE_LIMIT_MULTIPLIER))
}

function limiter(name: RateLimitName) {
  return remember(`rate-limit:${name}`, () => {
    const { duration } = RATE_LIMITS[name]
    const scaled = scaledPoints(name)
    const insurance = new RateLimiterMemory({ points: scaled, duration, keyPrefix: `rl:${name}` })
    return new RateLimiterRedis({
      storeClient: producerRedis(),
      points: scaled,
      duration,
      keyPrefix: `${env().QUEUE_PREFIX}:rl:${name}`,
      insuranceLimiter: insurance,
      useRedisPackage: false,
    })
  })
}

/** Consumes one point; returns null when allowed, or the seconds to wait when over the limit. */
export async function hitRateLimit(name: RateLimitName, key: string): Promise<number | null> {
  try {
    await limiter(name).consume(key)
    return null
  } catch (result) {
    if (result instanceof RateLimiterRes) return Math.ceil(result.msBeforeNext / 1000)
    return null // a limiter failure never blocks a visitor
  }
}

/**
 * Consecutive failures per key with a growing wait (login protection: the key is an email and IP pair,
 * so a stranger's failures never lock the owner out from their own address). After FREE failures the
 * next attempt waits 30 s, and each further failure doubles the wait, up to 15 minutes. A success clears
 * the count.
 */
export const FAILURE_BACKOFF = { free: 5, firstWaitSeconds: 30, maxWaitSeconds: 15 * 60, windowSeconds: 24 * 3600 } as const

/** The wait after `failures` consecutive failures (pure, unit-tested). */
export function backoffSeconds(failures: number, free: number = FAILURE_BACKOFF.free) {
  const over = failures - free
  if (over < 0) return 0
  return Math.min(FAILURE_BACKOFF.maxWaitSeconds, FAILURE_BACKOFF.firstWaitSeconds * 2 ** over)
}

function failureCounter() {
  return remember('rate-limit:failures', () => {
    const { windowSeconds } = FAILURE_BACKOFF
    const insurance = new RateLimiterMemory({ points: 1_000_000, duration: windowSeconds, keyPrefix: 'rl:failures' })
    return new RateLimiterRedis({
      storeClient: producerRedis(),
      points: 1_000_000,
      duration: windowSeconds,
      keyPrefix: `${env().QUEUE_PREFIX}:rl:failures`,
      insuranceLimiter: insurance,
      useRedisPackage: false,
    })
  })
}

function backoffBlocker() {
  return remember('rate-limit:backoff', () => {
    const insurance = new RateLimiterMemory({ points: 1, duration: FAILURE_BACKOFF.maxWaitSeconds, keyPrefix: 'rl:backoff' })
    return new RateLimiterRedis({
      storeClient: producerRedis(),
      points: 1,
      duration: FAILURE_BACKOFF.maxWaitSeconds,
      keyPrefix: `${env().QUEUE_PREFIX}:rl:backoff`,
      insuranceLimiter: insurance,
      useRedisPackage: false,
    })
  })
}

/** Seconds the key must still wait after its last failure, or null. */
export async function backoffWait(key: string): Promise<number | null> {
  try {
    const res = await backoffBlocker().get(key)
    return res && res.consumedPoints > 1 && res.msBeforeNext > 0 ? Math.ceil(res.msBeforeNext / 1000) : null
  } catch {
    return null
  }
}

/** Records a failure; from the FREE-th on, the key waits before its next attempt. */
export async function recordFailure(key: string) {
  try {
    const res = await failureCounter().penalty(key, 1)
    const wait = backoffSeconds(res.consumedPoints, Math.round(FAILURE_BACKOFF.free * env().RATE_LIMIT_MULTIPLIER))
    if (wait > 0) await backoffBlocker().block(key, wait)
  } catch {
    // a limiter failure never blocks a visitor
  }
}

export async function clearFailures(key: string) {
  await Promise.all([
    failureCounter()
      .delete(key)
      .catch(() => {}),
    backoffBlocker()
      .delete(key)
      .catch(() => {}),
  ])
}

/** The seconds a key must wait when its count is already used up, without counting a point; else null. */
export async function peekRateLimit(name: RateLimitName, key: string): Promise<number | null> {
  try {
    const res = await limiter(name).get(key)
    return res && res.consumedPoints >= scaledPoints(name) ? Math.ceil(res.msBeforeNext / 1000) : null
  } catch {
    return null
  }
}

/** Clears a key (e.g. after a successful sign-in). */
export async function resetRateLimit(name: RateLimitName, key: string) {
  await limiter(name)
    .delete(key)
    .catch(() => {})
}

/**
 * The header that carries the client's address from the web server (server/index.ts) to the app. The
 * server always writes it itself, from the socket or the one proxy header TRUST_PROXY names, and drops any
 * value the client sent; nothing else about the request's own forwarding headers is believed.
 */
export const CLIENT_IP_HEADER = 'x-client-address'

export function clientIp(request: Request) {
  return request.headers.get(CLIENT_IP_HEADER) || 'local'
}
