// Issue 28, "form pages ship at most 10 KB more JavaScript": the Spanish copy reaches a page as its
// loaders' data (`spanish`), never as JavaScript. Reads every file of the compiled browser build
// (BUILD_DIR, default build) and looks for each Spanish sentence of every namespace: none may be there.
// The English is the control: the same search finds the English of the namespaces the pages use.
import fs from 'node:fs'
import path from 'node:path'
import { resources } from '~/locales/index.server'

const clientDir = path.resolve(process.env.BUILD_DIR ?? 'build', 'client', 'build')

function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value)
  else if (Array.isArray(value)) value.forEach((v) => strings(v, out))
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => strings(v, out))
  return out
}

/** Every JavaScript file of the browser build, with esbuild's \xNN and \uNNNN escapes read back. */
function bundleText() {
  const files = fs.readdirSync(clientDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js'))
  return files
    .map((f) => fs.readFileSync(path.join(clientDir, f), 'utf8'))
    .join('\n')
    .replace(/\\x([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/\\u([0-9a-f]{4})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
}

/** Sentences long enough to be unmistakable, without {{placeholders}} (the bundle keeps them as written). */
const sentences = (copy: unknown) => strings(copy).filter((s) => s.length >= 30)

describe('the browser build', () => {
  const text = bundleText()

  it('carries no Spanish copy', () => {
    const english = new Set(sentences(resources.en))
    const spanish = sentences(resources.es).filter((s) => !english.has(s))
    expect(spanish.length).toBeGreaterThan(200)
    expect(spanish.filter((s) => text.includes(s))).toEqual([])
  })

  it('carries the English copy of the pages that hydrate (the search works)', () => {
    const found = sentences(resources.en.intake).filter((s) => text.includes(s))
    expect(found.length).toBeGreaterThan(20)
  })
})
