// Per-key rate limits stored in Redis (rate-limiter-flexible), so they hold across web instances.
// When Redis is down the limiter falls back to memory in this process: limits still apply, and no
// visitor is refused because Redis is unavailable.
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible'
import { env } from './env.server'
import { producerRedis } from './redis.server'
import { remember } from './remember.server'

export const RATE_LIMITS = {
  // public form posts per IP
  publicForm: { points: 10, duration: 60 },
  // sign-in attempts: per IP and per email
  signInIp: { points: 20, duration: 15 * 60 },
  signInEmail: { points: 5, duration: 15 * 60 },
  passwordReset: { points: 5, duration: 60 * 60 },
} as const

export type RateLimitName = keyof typeof RATE_LIMITS

function limiter(name: RateLimitName) {
  return remember(`rate-limit:${name}`, () => {
    const { points, duration } = RATE_LIMITS[name]
    const scaled = Math.max(1, Math.round(points * env().RATE_LIMIT_MULTIPLIER))
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

/** Clears a key (e.g. after a successful sign-in). */
export async function resetRateLimit(name: RateLimitName, key: string) {
  await limiter(name).delete(key).catch(() => {})
}

export function clientIp(request: Request) {
  return request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || request.headers.get('x-real-ip') || 'local'
}
