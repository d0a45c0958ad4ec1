// The signed letter as a PDF: the letter exactly as signed, then an audit page with the signature
// record and the code that /growth-score/verify checks against the stored hash.
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib'
import { documentText, type LetterDocument } from '~/content/engagement-letter'

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
}

const PAGE = { width: 612, height: 792, margin: 72 }
const INK = rgb(0.078, 0.129, 0.239)
const MUTED = rgb(0.29, 0.33, 0.44)

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
    private fonts: { body: PDFFont; bold: PDFFont },
  ) {
    this.newPage()
  }
  newPage() {
    this.page = this.pdf.addPage([PAGE.width, PAGE.height])
    this.y = PAGE.height - PAGE.margin
  }
  text(text: string, opts: { size?: number; bold?: boolean; color?: ReturnType<typeof rgb>; gap?: number; indent?: number } = {}) {
    const size = opts.size ?? 11
    const font = opts.bold ? this.fonts.bold : this.fonts.body
    const indent = opts.indent ?? 0
    for (const line of wrap(font, size, text, PAGE.width - 2 * PAGE.margin - indent)) {
      if (this.y - size < PAGE.margin) this.newPage()
      this.page.drawText(line, { x: PAGE.margin + indent, y: this.y - size, size, font, color: opts.color ?? INK })
      this.y -= size * 1.45
    }
    this.y -= opts.gap ?? 6
  }
}

export async function renderSignedPdf(doc: LetterDocument, audit: AuditRecord) {
  const pdf = await PDFDocument.create()
  pdf.setTitle(`${doc.title} (signed)`)
  pdf.setAuthor(audit.firmName)
  pdf.setSubject(`Signed by ${audit.signerName}; verification code ${audit.verificationCode}`)
  pdf.setCreationDate(new Date(audit.signedAt))
  const fonts = { body: await pdf.embedFont(StandardFonts.TimesRoman), bold: await pdf.embedFont(StandardFonts.TimesRomanBold) }
  const w = new Writer(pdf, fonts)

  w.text(audit.firmName, { size: 10, color: MUTED, gap: 10 })
  w.text(doc.title, { size: 18, bold: true, gap: 14 })
  for (const block of doc.blocks) {
    if (block.kind === 'heading') w.text(block.text, { size: 12.5, bold: true, gap: 4 })
    else if (block.kind === 'item') w.text(`\u2022 ${block.text}`, { indent: 14, gap: 3 })
    else w.text(block.text, { gap: 8 })
  }
  w.text(`Signed electronically by ${audit.signerName} (${audit.signerEmail}) on ${formatTime(audit.signedAt)}.`, { bold: true, gap: 4 })
  w.text(`Verification code: ${audit.verificationCode}`, { color: MUTED })

  w.newPage()
  w.text('Signature certificate', { size: 18, bold: true, gap: 14 })
  const rows: Array<[string, string]> = [
    ['Document', doc.title],
    ['Document version', audit.documentVersion],
    ['Signer', audit.signerName],
    ['Signer email', audit.signerEmail],
    ['Signed at', `${formatTime(audit.signedAt)} (${audit.signedAt})`],
    ['IP address', audit.ip ?? 'not recorded'],
    ['Browser', audit.userAgent ?? 'not recorded'],
    ['Consent given', audit.consentText],
    ['Signature method', audit.provider === 'builtin' ? 'Click to sign on the firm\u2019s website' : `Electronic signature through ${audit.provider}`],
    ['SHA-256 of the letter text', audit.documentSha256],
    ['Verification code', audit.verificationCode],
  ]
  for (const [label, value] of rows) {
    w.text(label, { size: 9.5, bold: true, color: MUTED, gap: 0 })
    w.text(value, { size: 11, gap: 8 })
  }
  w.text(
    `To check this document, enter the verification code at ${audit.verifyUrl}. The page shows the signer, the time and the SHA-256 recorded when the letter was signed. The SHA-256 is taken over the letter text exactly as shown to the signer (the text on the pages before this one, title first, one block per line).`,
    { size: 10, color: MUTED, gap: 8 },
  )
  return pdf.save()
}

export function formatTime(iso: string) {
  return `${new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', dateStyle: 'long', timeStyle: 'long' }).format(new Date(iso))}`
}

export { documentText }
