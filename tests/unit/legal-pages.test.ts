// /terms and /privacy (issue 28): the English text is exactly what it was before the Spanish courtesy
// translation was added, and the Spanish one has the same sections, filled with the firm's details.
import crypto from 'node:crypto'
import { describe, expect, test } from 'vitest'
import { defaultFirm } from '~/content/default-firm'
import { accessibilityStatement, privacySections, termsSections } from '~/content/legal'
import * as legalCopy from '~/locales/legal'
import { copiesIn, copyIn } from '~/utils/i18n.server'

const sha = (text: string) => crypto.createHash('sha256').update(text).digest('hex')
const all = (lang: 'en' | 'es') => [
  termsSections(defaultFirm, copiesIn(lang)),
  accessibilityStatement(defaultFirm, copiesIn(lang)),
  privacySections(defaultFirm, copiesIn(lang)),
]

describe('terms and privacy policy', () => {
  test('the English text is unchanged (pinned before the translation) and English is the default', () => {
    expect(sha(JSON.stringify(all('en')))).toBe('5f32144e9fb213226b7039ad0dc62c034daa23ac29ebc6eb4e6812fb2ca30db7')
    expect(termsSections(defaultFirm)).toEqual(termsSections(defaultFirm, copiesIn('en')))
    expect(legalCopy.en.courtesy.notice).toBe('')
  })

  test('the Spanish translation has every section, the firm’s details and the sentence that the English governs', () => {
    const [terms, statement, privacy] = all('es') as [
      ReturnType<typeof termsSections>,
      ReturnType<typeof accessibilityStatement>,
      ReturnType<typeof privacySections>,
    ]
    expect(terms).toHaveLength(12)
    expect(privacy).toHaveLength(10)
    expect(terms[0]!.paragraphs[0]).toContain(defaultFirm.legalName)
    expect(statement.paragraphs[2]).toContain(defaultFirm.phone)
    expect(privacy[9]!.paragraphs[0]).toContain(defaultFirm.address.postalCode)
    expect(JSON.stringify(all('es'))).not.toMatch(/\{\{/)
    expect(copyIn(legalCopy, 'es').courtesy.notice).toContain('traducción de cortesía')
    expect(copyIn(legalCopy, 'es').courtesy.notice).toContain('La versión en inglés es la que rige')
  })
})
