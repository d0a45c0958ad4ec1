// A signed document as versioned content: its blocks, the letter frame around them, the canonical text
// its SHA-256 is taken over, and (issue 28) courtesy translations. The engagement letter, its addendum
// and the Circle's membership terms are built from these parts (engagement-letter.ts, circle.ts).
//
// A courtesy translation is a version of its own (`engagement-letter/2026-12-es-v1`), not copy in
// app/locales: it is signed, so its exact text is fixed by its version id and pinned by tests, and it
// may never change once published, as the English versions may not. A translated document is what a
// Spanish signer is shown: the governing-language notice, the translation, then the English version it
// translates (which governs). Its canonical text holds all three, so the hash and the audit trail cover
// exactly what was shown; an English document's text is the same as before translations existed.
import type { Lang } from '~/utils/db-enums'

export type LetterParty = { name: string; email: string; companyName: string; date: string }
export type LetterBlock = { kind: 'heading' | 'paragraph' | 'item'; text: string }
/**
 * The parts of a letter around its body (versions from v2 on): the date, the addressee's lines, the
 * salutation, and the firm's closing and signature block. They are part of the signed text.
 */
export type LetterFrame = {
  date: string
  addressee: string[]
  salutation: string
  closing: string
  signatory: string[]
  /** The signer's acceptance under the firm's signature: "Accepted and agreed:" and the client's lines. */
  acceptance: { heading: string; lines: string[] }
  /** The word before the title on the subject line: "Re:" when absent (every English version). */
  reference?: string
}
/** What makes a document a courtesy translation: its language, the notice, and the English it translates. */
export type LetterTranslation = {
  lang: Exclude<Lang, 'en'>
  /** The leading sentence: a courtesy translation, the English version governs. */
  notice: string
  /** The line that introduces the English version after the translation. */
  originalHeading: string
  /** The English document translated: shown after the translation, signed with it, and governing. */
  original: LetterDocument
}
export type LetterDocument = {
  version: string
  title: string
  blocks: LetterBlock[]
  frame?: LetterFrame
  translation?: LetterTranslation
}

/**
 * What a document needs of the firm. `titleEs` is the attorney's title as the firm writes it in Spanish
 * (Site content; the English one where it has none): the Spanish translations write it from their v2 on.
 */
export type LetterFirm = { name: string; legalName: string; attorney: { name: string; title: string; titleEs?: string } }

/** The firm as a Spanish translation names it: the attorney's Spanish title in place of the English one. */
export function inSpanish(firm: LetterFirm): LetterFirm {
  return { ...firm, attorney: { ...firm.attorney, title: firm.attorney.titleEs || firm.attorney.title } }
}

export const h = (text: string): LetterBlock => ({ kind: 'heading', text })
export const p = (text: string): LetterBlock => ({ kind: 'paragraph', text })
export const li = (text: string): LetterBlock => ({ kind: 'item', text })

/** What a version writes itself: its blocks and, from v2 on, the letter frame around them. */
export type LetterBody = Pick<LetterDocument, 'frame' | 'blocks'>
type Builder<Party> = (party: Party, firm: LetterFirm) => LetterDocument

/**
 * A kind of document's versions, all under one title: each version's body, for one party. A version's
 * name is its key, so a rendered document always carries the version it was rendered from.
 */
export function letterVersions<Party>(
  title: string,
  bodies: Record<string, (party: Party, firm: LetterFirm) => LetterBody>,
): Record<string, Builder<Party>> {
  return Object.fromEntries(
    Object.entries(bodies).map(([version, body]) => [
      version,
      (party: Party, firm: LetterFirm) => ({ version, title, ...body(party, firm) }),
    ]),
  )
}

/** The Spanish notice and the heading over the English version, the same on every Spanish translation. */
export const SPANISH_TRANSLATION = {
  lang: 'es',
  notice:
    'Esta es una traducción de cortesía. La versión en inglés es la que rige: se reproduce completa a continuación de esta traducción, es la que usted firma y prevalece ante cualquier diferencia entre ambas.',
  originalHeading: 'Versión en inglés (la que rige)',
} as const

/**
 * A kind of document's courtesy translations: each version names the English version it translates,
 * rendered for the same party by `english` and carried in the document, so one version id fixes both texts.
 */
export function translationVersions<Party>(
  title: string,
  bodies: Record<string, { translates: string; body: (party: Party, firm: LetterFirm) => LetterBody }>,
  english: (version: string, party: Party, firm: LetterFirm) => LetterDocument | null,
): Record<string, Builder<Party>> {
  return Object.fromEntries(
    Object.entries(bodies).map(([version, { translates, body }]) => [
      version,
      (party: Party, firm: LetterFirm) => {
        const original = english(translates, party, firm)
        if (!original) throw new Error(`${version} translates ${translates}, which does not exist`)
        const { lang, notice, originalHeading } = SPANISH_TRANSLATION
        return { version, title, ...body(party, firm), translation: { lang, notice, originalHeading, original } }
      },
    ]),
  )
}

/** The language a document was shown in: its translation's, or English. */
export function documentLang(doc: LetterDocument): Lang {
  return doc.translation?.lang ?? 'en'
}

/** One letter's own text: frame and body, one block per line. */
function letterText(doc: LetterDocument) {
  const body = doc.blocks.map((b) => (b.kind === 'item' ? `- ${b.text}` : b.text))
  const f = doc.frame
  // v1 documents have no frame: their text, and so their hash, stays exactly as it was signed.
  if (!f) return [doc.title, '', ...body].join('\n')
  return [
    f.date,
    '',
    ...f.addressee,
    '',
    `${f.reference ?? 'Re:'} ${doc.title}`,
    '',
    f.salutation,
    ...body,
    '',
    f.closing,
    ...f.signatory,
    '',
    f.acceptance.heading,
    ...f.acceptance.lines,
  ].join('\n')
}

/**
 * The canonical text of a document: what the SHA-256 is taken over, and what the PDF prints. A
 * translation's is the notice, the translation and the English version, in the order they are shown.
 */
export function documentText(doc: LetterDocument): string {
  const t = doc.translation
  if (!t) return letterText(doc)
  return [t.notice, '', letterText(doc), '', t.originalHeading, '', documentText(t.original)].join('\n')
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']
const spanishLongDate = new Intl.DateTimeFormat('es-US', { timeZone: 'UTC', dateStyle: 'long' })

/**
 * A letter date written in Spanish from the English one the party carries ("November 22, 2026" →
 * "22 de noviembre de 2026"), so a translation is rendered from the same party as its English version.
 */
export function spanishDate(english: string) {
  const m = /^([A-Z][a-z]+) (\d{1,2}), (\d{4})$/.exec(english.trim())
  const month = m ? MONTHS.indexOf(m[1]!) : -1
  if (!m || month < 0) return english
  return spanishLongDate.format(new Date(Date.UTC(Number(m[3]), month, Number(m[2]))))
}
