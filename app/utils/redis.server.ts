import { Redis, type RedisOptions } from 'ioredis'
import { env } from './env.server'
import { remember } from '@epic-web/remember'

/**
 * A connection for request-path producers: with the offline queue off, a command fails at once while
 * Redis is down instead of waiting (minutes) for it to come back. ioredis keeps reconnecting meanwhile.
 */
export function producerRedis(): Redis {
  return remember('redis:producer', () => {
    const redis = new Redis(env().REDIS_URL, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
      retryStrategy: (times) => Math.min(times * 200, 2000),
    })
    redis.on('error', () => {}) // surfaced through failed commands and /healthz
    return redis
  })
}

/** A connection for BullMQ workers and subscribers, which must wait out Redis outages. */
export function blockingRedis(extra: RedisOptions = {}): Redis {
  const redis = new Redis(env().REDIS_URL, {
    maxRetriesPerRequest: null,
    retryStrategy: (times) => Math.min(times * 200, 2000),
    ...extra,
  })
  redis.on('error', () => {})
  return redis
}

/** True when Redis answers PING within the time limit. */
export async function redisAnswers(timeoutMs = 500): Promise<boolean> {
  const redis = producerRedis()
  if (redis.status !== 'ready') return false
  try {
    const pong = await Promise.race([
      redis.ping(),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), timeoutMs)),
    ])
    return pong === 'PONG'
  } catch {
    return false
  }
}
