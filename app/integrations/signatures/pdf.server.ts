// The signed letter as a PDF: the same letter the signer read on the site (letterhead, date, addressee,
// body, the firm's signature block, and the signer's acceptance with their signature), then a
// certificate page with the signature record and the code /growth-score/verify checks against the hash.
// For a Spanish signer (a courtesy translation, issue 28): the English letter signed, then the Spanish
// translation under its notice; the certificate names the version and language shown.
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib'
import { documentText, type LetterDocument } from '~/content/engagement-letter'
import * as certificate from '~/locales/certificate'
import type { Lang } from '~/utils/db-enums'
import { fill } from '~/utils/i18n'
import { copyIn } from '~/utils/i18n.server'

export type AuditRecord = {
  signerName: string
  signerEmail: string
  signedAt: string
  ip: string | null
  userAgent: string | null
  consentText: string
  documentVersion: string
  documentSha256: string
  verificationCode: string
  verifyUrl: string
  provider: string
  firmName: string
  /** The firm's stationery: its address, phone and email lines under the name. */
  letterhead?: string[]
}

const PAGE = { width: 612, height: 792, margin: 72 }
const INK = rgb(0.078, 0.129, 0.239)
const MUTED = rgb(0.29, 0.33, 0.44)
const RULE = rgb(0.75, 0.72, 0.65)

/** Standard PDF fonts speak WinAnsi only: anything else prints as '?', never as a crash. */
function printable(font: PDFFont, text: string) {
  let out = ''
  for (const ch of text.replace(/\t/g, ' ')) {
    try {
      font.encodeText(ch)
      out += ch
    } catch {
      out += '?'
    }
  }
  return out
}

function wrap(font: PDFFont, size: number, text: string, width: number) {
  const lines: string[] = []
  for (const paragraph of printable(font, text).split('\n')) {
    let line = ''
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word
      if (font.widthOfTextAtSize(next, size) <= width) line = next
      else {
        if (line) lines.push(line)
        line = word
      }
    }
    lines.push(line)
  }
  return lines
}

class Writer {
  page!: PDFPage
  y = 0
  constructor(
    private pdf: PDFDocument,
    private fonts: { body: PDFFont; bold: PDFFont; italic: PDFFont },
  ) {
    this.newPage()
  }
  newPage() {
    this.page = this.pdf.addPage([PAGE.width, PAGE.height])
    this.y = PAGE.height - PAGE.margin
  }
  text(
    text: string,
    opts: {
      size?: number
      bold?: boolean
      italic?: boolean
      color?: ReturnType<typeof rgb>
      gap?: number
      indent?: number
      center?: boolean
      keep?: number
    } = {},
  ) {
    const size = opts.size ?? 11
    const font = opts.bold ? this.fonts.bold : opts.italic ? this.fonts.italic : this.fonts.body
    const indent = opts.indent ?? 0
    const width = PAGE.width - 2 * PAGE.margin - indent
    const lines = wrap(font, size, text, width)
    // A short block (a heading with its first lines, a signature block) is not split across pages.
    if (opts.keep && this.y - opts.keep < PAGE.margin) this.newPage()
    for (const line of lines) {
      if (this.y - size < PAGE.margin) this.newPage()
      const x = opts.center ? (PAGE.width - font.widthOfTextAtSize(line, size)) / 2 : PAGE.margin + indent
      this.page.drawText(line, { x, y: this.y - size, size, font, color: opts.color ?? INK })
      this.y -= size * 1.45
    }
    this.y -= opts.gap ?? 6
  }
  rule(from = PAGE.margin, to = PAGE.width - PAGE.margin, gap = 10) {
    this.page.drawLine({ start: { x: from, y: this.y }, end: { x: to, y: this.y }, thickness: 0.6, color: RULE })
    this.y -= gap
  }
  space(points: number) {
    this.y -= points
  }
}

/** The lines under the signer's acceptance, in the language of the letter they stand under. */
type SignedLines = { signed: string; code: string; legacyCode: string }

function signedLines(audit: AuditRecord, lang: Lang): SignedLines {
  return lang === 'es'
    ? {
        signed: `Firmado electrónicamente por ${audit.signerName} (${audit.signerEmail}) el ${formatTime(audit.signedAt, 'es')}.`,
        code: `Código de verificación: ${audit.verificationCode} (certificado en la última página)`,
        legacyCode: `Código de verificación: ${audit.verificationCode}`,
      }
    : {
        signed: `Signed electronically by ${audit.signerName} (${audit.signerEmail}) on ${formatTime(audit.signedAt)}.`,
        code: `Verification code: ${audit.verificationCode} (certificate on the last page)`,
        legacyCode: `Verification code: ${audit.verificationCode}`,
      }
}

/** One letter as the signer read it: letterhead, frame, body, the firm's signature and the signer's. */
function printLetter(w: Writer, doc: LetterDocument, audit: AuditRecord, lines: SignedLines) {
  const body = (size: number) => {
    for (const block of doc.blocks) {
      if (block.kind === 'heading') w.text(block.text, { size: size + 0.5, bold: true, gap: 3, keep: 60 })
      else if (block.kind === 'item') w.text(`\u2022 ${block.text}`, { size, indent: 14, gap: 3 })
      else w.text(block.text, { size, gap: 8 })
    }
  }

  const f = doc.frame
  if (!f) {
    // Documents signed before the letter had its frame (v1): printed as they were shown.
    w.text(audit.firmName, { size: 10, color: MUTED, gap: 10 })
    w.text(doc.title, { size: 18, bold: true, gap: 14 })
    body(11)
    w.text(lines.signed, { bold: true, gap: 4 })
    w.text(lines.legacyCode, { color: MUTED })
    return
  }
  // The letterhead, as on the site.
  w.text(audit.firmName, { size: 17, bold: true, center: true, gap: 2 })
  for (const line of audit.letterhead ?? []) w.text(line, { size: 9.5, color: MUTED, center: true, gap: 0 })
  w.space(8)
  w.rule()
  w.space(10)
  w.text(f.date, { gap: 12 })
  for (const line of f.addressee) w.text(line, { gap: 0 })
  w.space(12)
  w.text(`${f.reference ?? 'Re:'} ${doc.title}`, { bold: true, gap: 12 })
  w.text(f.salutation, { gap: 8 })
  body(11)
  w.space(10)
  // The firm's signature block, then the client's acceptance with the signature.
  w.text(f.closing, { gap: 6, keep: 260 })
  w.text(f.signatory[0] ?? '', { size: 17, italic: true, gap: 2 })
  w.rule(PAGE.margin, PAGE.margin + 220, 4)
  for (const line of f.signatory) w.text(line, { gap: 0 })
  w.space(20)
  w.text(f.acceptance.heading, { gap: 6 })
  w.text(audit.signerName, { size: 17, italic: true, gap: 2 })
  w.rule(PAGE.margin, PAGE.margin + 220, 4)
  for (const line of f.acceptance.lines) w.text(line, { gap: 0 })
  w.space(8)
  w.text(lines.signed, { size: 9.5, color: MUTED, gap: 0 })
  w.text(lines.code, { size: 9.5, color: MUTED })
}

/**
 * The signed PDF. A courtesy translation (issue 28) prints the English version the client signed first
 * (it governs), then the translation under its notice, then the certificate, which names the version and
 * language shown and what its SHA-256 covers.
 */
export async function renderSignedPdf(doc: LetterDocument, audit: AuditRecord) {
  const t = doc.translation
  const signed = t ? t.original : doc
  const pdf = await PDFDocument.create()
  pdf.setTitle(t ? `${signed.title} (signed, with its Spanish courtesy translation)` : `${doc.title} (signed)`)
  pdf.setAuthor(audit.firmName)
  pdf.setSubject(`Signed by ${audit.signerName}; verification code ${audit.verificationCode}`)
  pdf.setCreationDate(new Date(audit.signedAt))
  const fonts = {
    body: await pdf.embedFont(StandardFonts.TimesRoman),
    bold: await pdf.embedFont(StandardFonts.TimesRomanBold),
    italic: await pdf.embedFont(StandardFonts.TimesRomanItalic),
  }
  const w = new Writer(pdf, fonts)
  printLetter(w, signed, audit, signedLines(audit, 'en'))
  if (t) {
    w.newPage()
    w.text(t.notice, { size: 10.5, italic: true, color: MUTED, gap: 14 })
    printLetter(w, doc, audit, signedLines(audit, t.lang))
  }

  // A Spanish signer also gets the certificate in Spanish, as a courtesy; the English one, last, governs.
  if (t) printCertificate(w, t.lang, doc, signed, audit)
  printCertificate(w, 'en', doc, signed, audit)
  return pdf.save()
}

/** The certificate page in a language (app/locales/certificate.ts): what was signed, by whom, and how to check it. */
function printCertificate(w: Writer, lang: Lang, doc: LetterDocument, signed: LetterDocument, audit: AuditRecord) {
  const c = copyIn(certificate, lang)
  const t = doc.translation
  w.newPage()
  w.text(c.heading, { size: 18, bold: true, gap: 14 })
  if (lang !== 'en') w.text(c.courtesy, { size: 10.5, italic: true, color: MUTED, gap: 14 })
  const rows: Array<[string, string]> = [
    [c.document, t ? `${signed.title} (${doc.title})` : doc.title],
    [c.documentVersion, audit.documentVersion],
    [c.languageShown, t ? fill(c.shownTranslated, { shown: doc.version, signed: signed.version }) : c.shownEnglish],
    [c.signer, audit.signerName],
    [c.signerEmail, audit.signerEmail],
    [c.signedAt, `${formatTime(audit.signedAt, lang)} (${audit.signedAt})`],
    [c.ip, audit.ip ?? c.notRecorded],
    [c.browser, audit.userAgent ?? c.notRecorded],
    [c.consent, audit.consentText],
    [c.method, audit.provider === 'builtin' ? c.builtin : fill(c.provider, { provider: audit.provider })],
    [t ? c.hashTranslated : c.hash, audit.documentSha256],
    [c.code, audit.verificationCode],
  ]
  for (const [label, value] of rows) {
    w.text(label, { size: 9.5, bold: true, color: MUTED, gap: 0 })
    w.text(value, { size: 11, gap: 8 })
  }
  // The verification page in the certificate's language (/es/growth-score/verify for Spanish).
  const url = lang === 'en' ? audit.verifyUrl : audit.verifyUrl.replace(/^(https?:\/\/[^/]+)(?=\/)/, `$1/${lang}`)
  w.text(fill(t ? c.checkTranslated : c.check, { url }), { size: 10, color: MUTED, gap: 8 })
}

export function formatTime(iso: string, lang: Lang = 'en') {
  return `${new Intl.DateTimeFormat(lang === 'es' ? 'es-US' : 'en-US', { timeZone: 'America/New_York', dateStyle: 'long', timeStyle: 'long' }).format(new Date(iso))}`
}

export { documentText }
