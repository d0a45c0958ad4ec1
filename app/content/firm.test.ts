// The firm's texts in Spanish (issue 28): a Spanish page shows the firm's Spanish version of a text where
// it wrote one and the English text where not; versions published before Spanish existed still parse; and
// the Site content page names what is still untranslated.
import { SiteContentSchema } from '~/schemas/site-content.server'
import { firmView } from './firm'
import { untranslated } from './firm.server'
import { proofOf } from './firm.server'
import { exampleContent } from './site-content-example'

function stripSpanish(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripSpanish)
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k]) => !k.endsWith('Es'))
        .map(([k, v]) => [k, stripSpanish(v)]),
    )
  return value
}

test('a document published before Spanish parses, with every Spanish text empty, and shows English on Spanish pages', () => {
  const old = SiteContentSchema.parse(stripSpanish(exampleContent))
  expect(old.firm.taglineEs).toBe('')
  expect(old.attorney.summaryEs).toEqual([])
  expect(old.portfolio.deals[0].summaryEs).toBe('')
  expect(old.portfolio.deals[0].sizeRangeEs).toBe('')
  expect(proofOf(old, 'es').deals[0].sizeRange).toBe('$20–50 million')
  const es = firmView(old, 'es')
  expect(es.tagline).toBe(exampleContent.firm.tagline)
  expect(es.attorney.summary).toEqual(exampleContent.attorney.summary)
  // What code writes around the firm's texts is Spanish whatever the firm translated.
  expect(es.attorney.bar).toBe('Miembro de The Florida Bar desde 2011')
  expect(es.attorney.portraitAlt).toBe('Retrato de Elena M. Vale')
  expect(untranslated(old)).toEqual(
    expect.arrayContaining(['Firm: Tagline', 'Attorney: Summary', 'Deal 1: Size range', 'Deal 1: One sentence']),
  )
})

test('the example content is translated: the Spanish view differs from the English where the firm wrote Spanish, and nothing is missing', () => {
  const content = SiteContentSchema.parse(exampleContent)
  const en = firmView(content, 'en')
  const es = firmView(content, 'es')
  expect(en.attorney.title).toBe('Managing Attorney')
  expect(es.attorney.title).toBe('Abogada principal')
  expect(es.attorney.focus[0]).toBe('Fusiones y adquisiciones, del lado comprador y del lado vendedor')
  expect(es.attorney.education[0]).toEqual({ school: 'Southshore University School of Law', degree: 'Juris Doctor, cum laude, 2011' })
  expect(es.attorney.education[1].degree).toBe('Licenciatura en Administración de Empresas, Finanzas, 2008')
  expect(proofOf(content, 'es').deals[0].summary).toMatch(/^Venta de una empresa SaaS/)
  expect(proofOf(content, 'en').deals[0].summary).toMatch(/^Sale of a founder-owned SaaS/)
  // A deal's size is the firm's text in each language; its sector, the industry's name in the page's language.
  expect(proofOf(content, 'es').deals.map((d) => [d.sizeRange, d.industryLabel])).toEqual([
    ['$20–50 millones', 'Tecnología de software'],
    ['$10–20 millones', 'Logística'],
    ['$20–50 millones', 'Salud'],
    ['$5–10 millones', 'Energía'],
  ])
  expect(proofOf(content, 'en').deals.map((d) => [d.sizeRange, d.industryLabel])).toEqual([
    ['$20–50 million', 'Software'],
    ['$10–20 million', 'Logistics'],
    ['$20–50 million', 'Healthcare'],
    ['$5–10 million', 'Energy'],
  ])
  expect(untranslated(content)).toEqual([])
})

test('a testimonial without its Spanish quote shows the English quote on Spanish pages and is listed as missing', () => {
  const content = SiteContentSchema.parse({
    ...exampleContent,
    testimonials: [
      { quote: 'They knew our business.', name: 'Ana Ruiz', role: 'Founder', company: 'Ruiz Co.', consent: true, roleEs: 'Fundadora' },
    ],
  })
  expect(proofOf(content, 'es').testimonials[0]).toEqual({
    quote: 'They knew our business.',
    name: 'Ana Ruiz',
    role: 'Fundadora',
    company: 'Ruiz Co.',
  })
  expect(untranslated(content)).toEqual(['Testimonial 1: Quote'])
})
