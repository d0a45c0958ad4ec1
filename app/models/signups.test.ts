import { PDFDocument } from 'pdf-lib'
import { describe, expect, test } from 'vitest'
import { CURRENT_ENGAGEMENT_LETTER, CURRENT_POST_PAYMENT_AGREEMENT, documentText, renderDocument } from '~/content/engagement-letter'
import { renderSignedPdf } from '~/integrations/signatures/pdf.server'
import { newVerificationCode } from './signup-transitions.server'
import { normalizeVerificationCode } from './signup-signing.server'

const party = { name: 'Ada Lovelace', email: 'ada@client.example', companyName: 'Analytical Engines LLC', date: 'November 22, 2026' }

describe('engagement letter content', () => {
  test('the current letter states the scope, the flat fee, its terms, the guarantee and the delivery time', () => {
    const text = documentText(renderDocument(CURRENT_ENGAGEMENT_LETTER, party)!)
    expect(text).toContain('flat $4,000')
    expect(text).toContain('non-refundable and fully earned upon signing')
    expect(text).toContain('5–7 business days')
    expect(text).toContain('bonus clarity session')
    expect(text).toContain('30 days of priority email access')
    expect(text).toContain('Analytical Engines LLC')
  })

  test('a version renders the same text every time (what the signature hash relies on), and unknown versions render nothing', () => {
    expect(documentText(renderDocument(CURRENT_ENGAGEMENT_LETTER, party)!)).toBe(
      documentText(renderDocument(CURRENT_ENGAGEMENT_LETTER, party)!),
    )
    expect(renderDocument('engagement-letter/never-published', party)).toBeNull()
    expect(renderDocument(CURRENT_POST_PAYMENT_AGREEMENT, party)?.title).toContain('Document Review Authorization')
  })

  test('the current letter is a letter: date, addressee, salutation, the firm’s signature block and the acceptance, all signed', () => {
    const text = documentText(renderDocument(CURRENT_ENGAGEMENT_LETTER, party)!)
    expect(
      text.startsWith('November 22, 2026\n\nAda Lovelace\nAnalytical Engines LLC\n\nRe: Engagement Letter: Growth Score Diagnostic'),
    ).toBe(true)
    expect(text).toContain('Dear Ada Lovelace:')
    expect(text).toContain('Sincerely,\nElena M. Vale\nManaging Attorney\nHarbor & Vale Law, PLLC')
    expect(text).toContain('Accepted and agreed:\nAda Lovelace\nfor Analytical Engines LLC')
  })

  test('a company name ending in a period never gives a doubled period', () => {
    for (const version of [CURRENT_ENGAGEMENT_LETTER, CURRENT_POST_PAYMENT_AGREEMENT]) {
      const text = documentText(renderDocument(version, { ...party, companyName: 'Analytical Engines, Inc.' })!)
      expect(text).toContain('Analytical Engines, Inc.')
      expect(text).not.toContain('..')
    }
  })

  test('letters signed before the frame (v1) keep the exact text, and so the hash, they were signed with', () => {
    const text = documentText(renderDocument('engagement-letter/2026-11-v1', party)!)
    expect(text.startsWith('Engagement Letter: Growth Score Diagnostic\n\nDate: November 22, 2026\n')).toBe(true)
    expect(text).toContain('5-7 business days')
  })
})

describe('verification codes', () => {
  test('codes are GS- and three groups of five, and typing variations normalise to the stored form', () => {
    const code = newVerificationCode()
    expect(code).toMatch(/^GS-[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/)
    expect(normalizeVerificationCode(code.toLowerCase())).toBe(code)
    expect(normalizeVerificationCode(code.replace(/-/g, ' '))).toBe(code)
    expect(normalizeVerificationCode('GS-12345')).toBeNull()
    expect(new Set(Array.from({ length: 200 }, newVerificationCode)).size).toBe(200)
  })
})

describe('signed PDF', () => {
  test('the letter and a certificate page, including text outside the PDF fonts', async () => {
    const doc = renderDocument(CURRENT_ENGAGEMENT_LETTER, { ...party, name: 'Zoë Ωmega 李' })!
    const bytes = await renderSignedPdf(doc, {
      signerName: 'Zoë Ωmega 李',
      signerEmail: 'zoe@client.example',
      signedAt: '2026-11-22T15:00:00.000Z',
      ip: '203.0.113.7',
      userAgent: 'Mozilla/5.0',
      consentText: 'I agree to sign this engagement letter electronically',
      documentVersion: CURRENT_ENGAGEMENT_LETTER,
      documentSha256: 'a'.repeat(64),
      verificationCode: 'GS-ABCDE-FGHJK-MNPQR',
      verifyUrl: 'http://localhost/growth-score/verify',
      provider: 'builtin',
      firmName: 'Harbor & Vale Law, PLLC',
    })
    const pdf = await PDFDocument.load(bytes)
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(3)
    expect(pdf.getSubject()).toContain('GS-ABCDE-FGHJK-MNPQR')
    expect(pdf.getTitle()).toBe('Engagement Letter: Growth Score Diagnostic (signed)')
  })
})
