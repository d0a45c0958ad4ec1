// Tells the web process's own parts that new site content was published. The Remix build and the
// Express server (server/index.ts, which keeps the public-page cache) are separate bundles with their
// own module instances, so the listeners live on globalThis, under a key both compute the same way.
const KEY = Symbol.for('firm-website.site-content-published')

type Listener = (version: number) => void
type Holder = { [KEY]?: Set<Listener> }

function listeners() {
  const holder = globalThis as Holder
  holder[KEY] ??= new Set()
  return holder[KEY]
}

/** Runs `listener` after each publish or restore in this process; returns the function that removes it. */
export function onContentPublished(listener: Listener) {
  listeners().add(listener)
  return () => void listeners().delete(listener)
}

export function contentPublished(version: number) {
  for (const listener of listeners()) {
    try {
      listener(version)
    } catch (error) {
      console.error('content-published listener failed', error)
    }
  }
}
