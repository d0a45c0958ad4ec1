// The server half of hydration after the first paint (app/components/layout/hydrate-after-paint.tsx,
// decision 0015): Remix's <Scripts> takes no attributes for its module preloads or its route-module
// script, so the HTML stream is rewritten as it passes. Each `<link rel="modulepreload">` keeps its
// href but loses its rel (kept in a data attribute), and the inline module script gets a type the
// browser does not run. Elements and their order are unchanged, so hydration sees the same tree.
import { Transform } from 'node:stream'
import { StringDecoder } from 'node:string_decoder'
import { INERT_MODULE_TYPE, INERT_PRELOAD_ATTRIBUTE } from '~/components/layout/hydrate-after-paint'

const REWRITES: [string, string][] = [
  ['<link rel="modulepreload"', `<link ${INERT_PRELOAD_ATTRIBUTE}="modulepreload"`],
  // React writes Remix's route-module script as <script nonce=".." type="module" async="">.
  [' type="module" async="">', ` type="${INERT_MODULE_TYPE}" async="">`],
]
const LONGEST = Math.max(...REWRITES.map(([from]) => from.length))

/** Whether a matched route asks for it: `handle: { hydrate: 'after-paint' }`. */
export function wantsHydrationAfterPaint(handles: unknown[]) {
  return handles.some((handle) => (handle as { hydrate?: unknown } | undefined)?.hydrate === 'after-paint')
}

export function deferHydrationScripts() {
  const decoder = new StringDecoder('utf8')
  let pending = ''
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      let text = pending + decoder.write(chunk)
      for (const [from, to] of REWRITES) text = text.replaceAll(from, to)
      // Hold back a tail that could be the start of a pattern split across chunks.
      const cut = safeEnd(text)
      pending = text.slice(cut)
      callback(null, text.slice(0, cut))
    },
    flush(callback) {
      callback(null, pending + decoder.end())
    },
  })
}

function safeEnd(text: string) {
  for (let i = Math.max(0, text.length - LONGEST + 1); i < text.length; i++) {
    const tail = text.slice(i)
    if (REWRITES.some(([from]) => from.startsWith(tail))) return i
  }
  return text.length
}
