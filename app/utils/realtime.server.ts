// Realtime fan-out: whoever changes a client's stages or tasks (web or worker) publishes on a Redis
// channel; each web process holds one subscriber and relays to its open SSE streams.
import type { Redis } from 'ioredis'
import { env } from './env.server'
import { blockingRedis, producerRedis } from './redis.server'
import { remember } from '@epic-web/remember'

export type ChangeKind = 'stages' | 'tasks' | 'profile' | 'notes' | 'documents'
export type Change = { clientId: string; kind: ChangeKind }
type Listener = (change: Change) => void

const KINDS: ReadonlySet<string> = new Set<ChangeKind>(['stages', 'tasks', 'profile', 'notes', 'documents'])

/** A message from the channel as a Change (only its two known fields), or null if it is not one. */
export function parseChange(message: string): Change | null {
  let value: unknown
  try {
    value = JSON.parse(message)
  } catch {
    return null
  }
  if (typeof value !== 'object' || value === null) return null
  const { clientId, kind } = value as Record<string, unknown>
  if (typeof clientId !== 'string' || !clientId || clientId.length > 100 || typeof kind !== 'string' || !KINDS.has(kind)) return null
  return { clientId, kind: kind as ChangeKind }
}

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
          const change = parseChange(message)
          if (!change) return
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

export type StreamOptions = {
  /** The event data this listener may see of a change, or null to send nothing. */
  project: (change: Change) => Record<string, string> | null
  /** Whether the stream may go on (its session still works): asked before each event and every recheckMs. */
  stillAllowed: () => Promise<boolean>
  recheckMs: number
  /** Called once when the stream ends, however it ends. */
  onClose?: () => void
}

/**
 * A text/event-stream response that sends what `project` lets through of each change, with a
 * heartbeat comment every 15 s so proxies keep the connection open. It ends when the browser goes
 * away, and when `stillAllowed` says no: checked before every event (nothing is sent after a session
 * ends) and every `recheckMs` while the stream is quiet.
 */
export function changeStream(request: Request, opts: StreamOptions) {
  const encoder = new TextEncoder()
  let closed = false
  let cleanup = () => {}
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (text: string) => {
        if (closed) return
        try {
          controller.enqueue(encoder.encode(text))
        } catch {
          cleanup()
        }
      }
      // One check at a time, in order: an event waits for the check before it, and is sent only if
      // the session still works when its own turn comes.
      let chain: Promise<void> = Promise.resolve()
      const whenAllowed = (then: () => void) => {
        chain = chain.then(async () => {
          if (closed) return
          let allowed = false
          try {
            allowed = await opts.stillAllowed()
          } catch {
            allowed = false
          }
          if (!allowed) return cleanup()
          then()
        })
      }
      send('retry: 2000\n\n')
      const unsubscribe = subscribeToChanges((change) => {
        const data = opts.project(change)
        if (data) whenAllowed(() => send(`event: change\ndata: ${JSON.stringify(data)}\n\n`))
      })
      const heartbeat = setInterval(() => send(': keep-alive\n\n'), 15_000)
      const recheck = setInterval(() => whenAllowed(() => {}), opts.recheckMs)
      cleanup = () => {
        if (closed) return
        closed = true
        clearInterval(heartbeat)
        clearInterval(recheck)
        unsubscribe()
        opts.onClose?.()
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
