// Per-key rate limits stored in Redis (rate-limiter-flexible), so they hold across web instances.
// When Redis is down the limiter falls back to memory in this process: limits still apply, and no
// visitor is refused because Redis is unavailable.
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible'
import { env } from './env.server'
import { producerRedis } from './redis.server'
import { remember } from './remember.server'

// `decide: 'local'`: the request is answered on this process's own count, at once, and the shared count
// in Redis is brought up to date behind it (see hitRateLimit). For anti-spam limits on forms anyone may
// send, where waiting on Redis in every visitor's request buys only a round trip of precision.
// Limits that guard accounts wait for Redis's answer.
export const RATE_LIMITS = {
  // public form posts per IP
  publicForm: { points: 10, duration: 60, decide: 'local' },
  // sign-in attempts: per IP and per email
  signInIp: { points: 20, duration: 15 * 60, decide: 'shared' },
  signInEmail: { points: 5, duration: 15 * 60, decide: 'shared' },
  passwordReset: { points: 5, duration: 60 * 60, decide: 'shared' },
} as const

export type RateLimitName = keyof typeof RATE_LIMITS

function scaledPoints(name: RateLimitName) {
  return Math.max(1, Math.round(RATE_LIMITS[name].points * env().RATE_LIMIT_MULTIPLIER))
}

/** This process's own count, for limits decided locally. */
function localLimiter(name: RateLimitName) {
  return remember(`rate-limit-local:${name}`, () => new RateLimiterMemory({ points: scaledPoints(name), duration: RATE_LIMITS[name].duration, keyPrefix: `local:${name}` }))
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
  if (RATE_LIMITS[name].decide === 'local') return hitLocally(name, key)
  try {
    await limiter(name).consume(key)
    return null
  } catch (result) {
    if (result instanceof RateLimiterRes) return Math.ceil(result.msBeforeNext / 1000)
    return null // a limiter failure never blocks a visitor
  }
}

/**
 * Decides on this process's count, which never waits on the network, then adds the point to the shared
 * count in Redis without waiting. When the shared count is over the limit (the same address posting
 * through several instances), the key is refused here too until its window ends: the limit holds
 * across instances, late by the posts that arrive within one round trip to Redis.
 */
async function hitLocally(name: RateLimitName, key: string): Promise<number | null> {
  const local = localLimiter(name)
  try {
    await local.consume(key)
  } catch (result) {
    if (result instanceof RateLimiterRes) return Math.ceil(result.msBeforeNext / 1000)
    return null
  }
  limiter(name)
    .consume(key)
    .catch((result) => {
      // Over the limit across instances: block the key here too for the rest of its window.
      if (result instanceof RateLimiterRes) void local.block(key, Math.ceil(result.msBeforeNext / 1000))
    })
  return null
}

/** Clears a key (e.g. after a successful sign-in). */
export async function resetRateLimit(name: RateLimitName, key: string) {
  if (RATE_LIMITS[name].decide === 'local') await localLimiter(name).delete(key)
  await limiter(name).delete(key).catch(() => {})
}

export function clientIp(request: Request) {
  return request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || request.headers.get('x-real-ip') || 'local'
}
