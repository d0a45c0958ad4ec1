// The letter page shows exactly what the signature's hash covers (issue 28): for a Spanish signer, the
// notice that the English governs, the Spanish letter and the English version with the signature line;
// every line of the document's canonical text appears on the page, in order.
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { describe, expect, test } from 'vitest'
import { LetterSheet, letterSheetView } from '~/components/letter-sheet'
import { documentText, letterFor, type LetterDocument } from '~/content/engagement-letter'
import { langOfPath } from '~/utils/i18n'
import { spanishCopy } from '~/utils/i18n.server'

const party = { name: 'Ada Lovelace', email: 'ada@client.example', companyName: 'Analytical Engines LLC', date: 'November 22, 2026' }

function renderAt(url: string, doc: LetterDocument) {
  const sheet = () => createElement(LetterSheet, { letter: letterSheetView(doc, 'c'.repeat(64)), party: { company: party.companyName } })
  // As the page's loader gives it: the Spanish copy of the letter's page on a Spanish URL.
  const spanish = spanishCopy(langOfPath(url), 'letter')
  const router = createMemoryRouter([{ id: 'root', path: '/', children: [{ path: ':lang?/letter', Component: sheet }] }], {
    initialEntries: [url],
    hydrationData: { loaderData: { root: { spanish } } },
  })
  return renderToString(createElement(RouterProvider, { router }))
}

/** The page's visible text, one line per element, without React's markers. */
function textOf(html: string) {
  return html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, '\n')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
}

describe('letter sheet', () => {
  for (const lang of ['en', 'es'] as const) {
    test(`${lang}: every line of the hashed text is on the page, in the same order`, () => {
      const doc = letterFor(lang, party)
      const shown = textOf(renderAt(lang === 'es' ? '/es/letter' : '/letter', doc))
      let from = 0
      for (const line of documentText(doc).split('\n').filter(Boolean)) {
        const text = line.startsWith('- ') ? line.slice(2) : line
        const at = shown.findIndex((s, i) => i >= from && s === text)
        expect(at, `"${text}" on the page after line ${from}`).toBeGreaterThanOrEqual(0)
        from = at + 1
      }
    })
  }

  test('es: the English version is marked as English, the page’s own words are Spanish', () => {
    const html = renderAt('/es/letter', letterFor('es', party))
    expect(html).toContain('role="note"')
    expect(html).toContain('lang="en"')
    expect(textOf(html)).toContain(`Carta — huella digital (SHA-256): ${'c'.repeat(64)}`)
  })
})
