import { Readable } from 'node:stream'
import { text } from 'node:stream/consumers'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { deferHydrationScripts, wantsHydrationAfterPaint } from './hydrate-after-paint.server'

const html =
  '<html><head><title>é ✓</title></head><body><p>Ünïcode — text</p>' +
  '<link rel="modulepreload" href="/build/entry.client-A.js"/><link rel="modulepreload" href="/build/_shared/chunk-B.js"/>' +
  '<script nonce="n0">window.__remixContext = {};</script>' +
  '<script nonce="n0" type="module" async="">import * as route0 from "/build/root-C.js";\nimport("/build/entry.client-A.js");</script>' +
  '</body></html>'

const expected = html
  .replaceAll('<link rel="modulepreload"', '<link data-after-paint-rel="modulepreload"')
  .replace(' type="module" async="">', ' type="text/x-after-paint" async="">')

async function run(chunks: Buffer[]) {
  return text(Readable.from(chunks).pipe(deferHydrationScripts()))
}

describe('deferHydrationScripts', () => {
  test('makes the preloads and the route-module script inert, and changes nothing else', async () => {
    expect(await run([Buffer.from(html)])).toBe(expected)
  })

  test('wherever the stream is cut, even inside a tag or a multi-byte character', async () => {
    const bytes = Buffer.from(html)
    await fc.assert(
      fc.asyncProperty(fc.uniqueArray(fc.integer({ min: 1, max: bytes.length - 1 }), { maxLength: 40 }), async (cuts) => {
        const points = [0, ...cuts.sort((a, b) => a - b), bytes.length]
        const chunks = points.slice(1).map((end, i) => bytes.subarray(points[i], end))
        expect(await run(chunks)).toBe(expected)
      }),
      { numRuns: 300 },
    )
  })

  test('a route opts in with handle.hydrate', () => {
    expect(wantsHydrationAfterPaint([{}, { hydrate: 'after-paint' }])).toBe(true)
    expect(wantsHydrationAfterPaint([undefined, { hydrate: false }, {}])).toBe(false)
  })
})
