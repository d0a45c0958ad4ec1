// The signed PDF of a Spanish signer (issue 28): the English letter the client signed, the Spanish courtesy
// translation under its notice, and a certificate naming the version and language shown.
import zlib from 'node:zlib'
import { PDFArray, PDFDocument, PDFRawStream } from 'pdf-lib'
import { describe, expect, test } from 'vitest'
import { documentFor, renderDocument, type LetterDocument } from '~/content/engagement-letter'
import { renderSignedPdf } from '~/integrations/signatures/pdf.server'

const party = { name: 'Ada Lovelace', email: 'ada@client.example', companyName: 'Analytical Engines LLC', date: 'November 22, 2026' }

/** The text a PDF draws, page by page: the WinAnsi strings of its Tj operators (what pdf-lib writes). */
async function pdfPages(bytes: Uint8Array) {
  const pdf = await PDFDocument.load(bytes)
  const pages = pdf.getPages().map((page) => {
    const contents = page.node.Contents()
    const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => pdf.context.lookup(ref)) : [contents]
    return streams
      .filter((s): s is PDFRawStream => s instanceof PDFRawStream)
      .map((s) => zlib.inflateSync(Buffer.from(s.contents)).toString('latin1'))
      .join('\n')
      .split('\n')
      .flatMap((line) => [...line.matchAll(/<([0-9A-Fa-f]*)> Tj/g)].map((m) => Buffer.from(m[1]!, 'hex').toString('latin1')))
      .join('\n')
  })
  return { pdf, pages }
}

const audit = (doc: LetterDocument) => ({
  signerName: 'Ada Lovelace',
  signerEmail: 'ada@client.example',
  signedAt: '2026-11-22T15:00:00.000Z',
  ip: '203.0.113.7',
  userAgent: 'Mozilla/5.0',
  consentText: 'Acepto firmar electrónicamente esta carta de encargo',
  documentVersion: doc.version,
  documentSha256: 'b'.repeat(64),
  verificationCode: 'GS-ABCDE-FGHJK-MNPQR',
  verifyUrl: 'http://localhost/growth-score/verify',
  provider: 'builtin',
  firmName: 'Harbor & Vale Law, PLLC',
})

describe('signed PDF of a courtesy translation', () => {
  test('holds the English letter signed, then the Spanish translation, then a certificate naming what was shown', async () => {
    const doc = documentFor('engagement-letter', party, undefined, 'es')
    const { pdf, pages } = await pdfPages(await renderSignedPdf(doc, audit(doc)))
    const all = pages.join('\n')
    const englishAt = all.indexOf('Re: Engagement Letter: Growth Score Diagnostic')
    const noticeAt = all.indexOf('Esta es una traducci\u00f3n de cortes\u00eda.')
    const spanishAt = all.indexOf('Ref.: Carta de encargo: diagn\u00f3stico Growth Score')
    const certificateAt = all.indexOf('Signature certificate')
    expect(englishAt).toBeGreaterThanOrEqual(0)
    expect(noticeAt).toBeGreaterThan(englishAt)
    expect(spanishAt).toBeGreaterThan(noticeAt)
    expect(certificateAt).toBeGreaterThan(spanishAt)
    // Both texts in full: the English fee clause and its translation, each with the signer's acceptance.
    expect(all).toContain('Dear Ada Lovelace:')
    expect(all).toContain('Estimado(a) Ada Lovelace:')
    expect(all).toContain('Accepted and agreed:')
    expect(all).toContain('Aceptado y convenido:')
    expect(all).toContain('22 de noviembre de 2026')
    // The certificate: the version shown, its language, and what the hash covers.
    const certificate = pages.at(-1)!
    expect(certificate).toContain('engagement-letter/2026-12-es-v2')
    expect(certificate).toContain('Spanish courtesy translation (engagement-letter/2026-12-es-v2)')
    expect(certificate).toContain('(engagement-letter/2026-11-v2), which governs')
    expect(certificate).toContain('SHA-256 of the text shown (translation and English version)')
    // Before it, the same certificate in Spanish, as a courtesy; the English one, last, governs.
    expect(pages.at(-2)).toContain('Certificado de firma')
    expect(pages.at(-2)).toContain('rige el certificado en inglés de la página siguiente')
    expect(pages.at(-2)).toContain('http://localhost/es/growth-score/verify')
    expect(pdf.getTitle()).toBe('Engagement Letter: Growth Score Diagnostic (signed, with its Spanish courtesy translation)')
  })

  test('an English letter is printed alone, and its certificate says it was shown in English', async () => {
    const doc = renderDocument('engagement-letter/2026-11-v2', party)!
    const { pdf, pages } = await pdfPages(await renderSignedPdf(doc, audit(doc)))
    const all = pages.join('\n')
    expect(all).toContain('Re: Engagement Letter: Growth Score Diagnostic')
    expect(all).not.toContain('Carta de encargo')
    expect(pages.at(-1)).toContain('Language shown')
    expect(pages.at(-1)).toContain('English')
    expect(pdf.getTitle()).toBe('Engagement Letter: Growth Score Diagnostic (signed)')
  })
})

describe('DocuSign document of a courtesy translation', () => {
  test('shows the notice, the Spanish and the English version, with one signature tab, on the English', async () => {
    const { documentHtml } = await import('~/integrations/signatures/docusign.server')
    const html = documentHtml(documentFor('engagement-letter', party, undefined, 'es'))
    expect(html.match(/\/sig1\//g)).toHaveLength(1)
    const notice = html.indexOf('Esta es una traducción de cortesía.')
    const spanish = html.indexOf('Ref.: Carta de encargo')
    const english = html.indexOf('Re: Engagement Letter: Growth Score Diagnostic')
    expect(notice).toBeGreaterThan(0)
    expect(spanish).toBeGreaterThan(notice)
    expect(english).toBeGreaterThan(spanish)
    expect(html.indexOf('/sig1/')).toBeGreaterThan(english)
  })
})
