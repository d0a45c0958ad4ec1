// The Terms and Conditions (12 sections plus the Accessibility Statement) and the Privacy Policy
// (10 sections), in the language of the page: the copy, with its Spanish courtesy translation, is in
// app/locales/legal.ts; here the firm's details are filled in. Dates from spec section 9. Written for
// the firm; not legal advice to anyone else.
import * as legalCopy from '~/locales/legal'
import { ENGLISH, fill, type Copies } from '~/utils/i18n'
import type { Firm } from './firm'

export type LegalSection = { title: string; paragraphs: string[]; list?: string[] }

export const TERMS_EFFECTIVE = { display: '01.01.2025', iso: '2025-01-01' }
export const ACCESSIBILITY_EFFECTIVE = { display: '03.01.2025', iso: '2025-03-01' }
export const PRIVACY_EFFECTIVE = { display: '01.01.2025', iso: '2025-01-01' }

/** The firm's details the copy names: {{legalName}}, {{email}}, {{street}}… */
function firmValues(firm: Firm) {
  return { name: firm.name, legalName: firm.legalName, email: firm.email, phone: firm.phone, ...firm.address }
}

function filled(sections: readonly { title: string; paragraphs: readonly string[]; list?: readonly string[] }[], firm: Firm) {
  const values = firmValues(firm)
  return sections.map((s): LegalSection => ({
    title: s.title,
    paragraphs: s.paragraphs.map((text) => fill(text, values)),
    ...(s.list ? { list: s.list.map((text) => fill(text, values)) } : {}),
  }))
}

export function termsSections(firm: Firm, copies: Copies = ENGLISH): LegalSection[] {
  return filled(copies.of(legalCopy).terms.sections, firm)
}

export function accessibilityStatement(firm: Firm, copies: Copies = ENGLISH): LegalSection {
  const a = copies.of(legalCopy).accessibility
  return filled([a], firm)[0]!
}

export function privacySections(firm: Firm, copies: Copies = ENGLISH): LegalSection[] {
  return filled(copies.of(legalCopy).privacy.sections, firm)
}
