import { describe, expect, test } from 'vitest'
import { defaultFirm } from './default-firm'
import { proofOf } from './firm.server'
import { formatMillions } from './portfolio'
import { copiesIn } from '~/utils/i18n.server'
import { exampleContent } from './site-content-example'

const industries = exampleContent.portfolio.industries
const portfolioTotals = proofOf(exampleContent).totals

describe('deal portfolio (example content)', () => {
  test('lists the spec’s seventeen industries in alphabetical order', () => {
    const names = industries.map((i) => i.name)
    expect(names).toHaveLength(17)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')))
  })

  test('its transactions add up to the attorney’s count on the profile', () => {
    expect(portfolioTotals.deals).toBe(defaultFirm.attorney.transactionsClosed)
    for (const i of industries) expect(i.deals).toBeGreaterThan(0)
  })

  test('formats values in millions and billions', () => {
    expect(formatMillions(146)).toBe('$146 million')
    expect(formatMillions(1267)).toBe('$1.3 billion')
    expect(formatMillions(1267, true)).toBe('$1.3B')
  })

  test('formats them in Spanish on Spanish pages', () => {
    expect(formatMillions(146, false, copiesIn('es'))).toBe('$146 millones')
    expect(formatMillions(1267, false, copiesIn('es'))).toBe('$1.3 mil millones')
    // No short form in Spanish: "$146 M", "$1.3 mil M" do not read as amounts (the figure sets the words smaller).
    expect(formatMillions(146, true, copiesIn('es'))).toBe('$146 millones')
    expect(formatMillions(1267, true, copiesIn('es'))).toBe('$1.3 mil millones')
  })
})
