// Realtime fan-out: whoever changes a client's stages or tasks (web or worker) publishes on a Redis
// channel; each web process holds one subscriber and relays to its open SSE streams.
import type { Redis } from 'ioredis'
import { env } from './env.server'
import { blockingRedis, producerRedis } from './redis.server'
import { remember } from './remember.server'

export type ChangeKind = 'stages' | 'tasks' | 'profile' | 'notes'
export type Change = { clientId: string; kind: ChangeKind }
type Listener = (change: Change) => void

function channel() {
  return `${env().QUEUE_PREFIX}:changes`
}

/** Never throws: a change is saved whether or not anyone is told live (pages also refresh on load). */
export async function publishChange(change: Change, redis: Redis = producerRedis()) {
  try {
    await redis.publish(channel(), JSON.stringify(change))
  } catch {
    // Redis down: open pages catch up on their next load.
  }
}

const hub = () =>
  remember('realtime:hub', () => {
    const listeners = new Set<Listener>()
    let subscriber: Redis | null = null
    return {
      listeners,
      ensureSubscribed() {
        if (subscriber) return
        subscriber = blockingRedis()
        void subscriber.subscribe(channel()).catch(() => {})
        subscriber.on('message', (_channel: string, message: string) => {
          let change: Change
          try {
            change = JSON.parse(message) as Change
          } catch {
            return
          }
          for (const listener of listeners) listener(change)
        })
      },
    }
  })

export function subscribeToChanges(listener: Listener) {
  const h = hub()
  h.ensureSubscribed()
  h.listeners.add(listener)
  return () => {
    h.listeners.delete(listener)
  }
}

/**
 * A text/event-stream response that sends each change `filter` lets through, with a heartbeat
 * comment every 15 s so proxies keep the connection open. Closes when the browser goes away.
 */
export function changeStream(request: Request, filter: (change: Change) => boolean) {
  const encoder = new TextEncoder()
  let cleanup = () => {}
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (text: string) => {
        try {
          controller.enqueue(encoder.encode(text))
        } catch {
          cleanup()
        }
      }
      send('retry: 2000\n\n')
      const unsubscribe = subscribeToChanges((change) => {
        if (filter(change)) send(`event: change\ndata: ${JSON.stringify(change)}\n\n`)
      })
      const heartbeat = setInterval(() => send(': keep-alive\n\n'), 15_000)
      cleanup = () => {
        clearInterval(heartbeat)
        unsubscribe()
        try {
          controller.close()
        } catch {
          // already closed
        }
      }
      request.signal.addEventListener('abort', () => cleanup(), { once: true })
    },
    cancel() {
      cleanup()
    },
  })
  return new Response(stream, {
    headers: {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    },
  })
}
