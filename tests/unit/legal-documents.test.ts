// The signed documents' versions (issue 28): every English version's text, and so its hash, stays exactly
// as published; each Spanish courtesy translation is a version of its own with a hash of its own, holding
// the notice that the English governs, the translation and the English text it translates.
import crypto from 'node:crypto'
import { describe, expect, test } from 'vitest'
import { CIRCLE_TERMS_VERSIONS, renderCircleTerms } from '~/content/circle-terms.server'
import {
  CONSENTS,
  CURRENT_DOCUMENTS,
  documentFor,
  documentLang,
  documentText,
  documentVersionFor,
  letterFor,
  renderDocument,
  spanishDate,
} from '~/content/engagement-letter'
import { defaultFirm } from '~/content/default-firm'

const party = { name: 'Ada Lovelace', email: 'ada@client.example', companyName: 'Analytical Engines LLC', date: 'November 22, 2026' }
const sha = (text: string) => crypto.createHash('sha256').update(text).digest('hex')
const letterHash = (version: string) => sha(documentText(renderDocument(version, party, defaultFirm)!))
const termsHash = (version: string, companyName: string | null = party.companyName) =>
  sha(documentText(renderCircleTerms(version, { ...party, companyName }, defaultFirm)!))

describe('published versions keep their exact text', () => {
  test('the English versions (pinned before the translations were added)', () => {
    expect(letterHash('engagement-letter/2026-11-v1')).toBe('65dfd8569bcde6c3c8754e08b970eca874ce2f9e2288a6907776202b093f6e1c')
    expect(letterHash('engagement-letter/2026-11-v2')).toBe('e2beb0bebd999b8641f43c7e6afdde345df0093082653092e4233e1ce829f055')
    expect(letterHash('document-authorization/2026-11-v1')).toBe('267db6410b7b20edfabf29c32f698ad886a962adb18f150435a351a84f101ece')
    expect(letterHash('document-authorization/2026-11-v2')).toBe('5cf9394a9532f623caa3092941abe140ce31008fcebf540002025fe649b89feb')
    expect(termsHash('circle-terms/2026-11-v1')).toBe('ed3661ba828978ff372b4f90c5b04cda4a97d7e2ea64a100236bec026e354be7')
    expect(termsHash('circle-terms/2026-11-v1', null)).toBe('4c8e1b2baeb2d52564fbec3de9d87d449921fcbfdd16206564bccad3f88ed52e')
    expect(termsHash('circle-terms/2026-11-v2')).toBe('eb0a809a30c8ea54804e27d4cf8e120537780d3b4d891dbe19f2d8b12f7c0177')
    expect(termsHash('circle-terms/2026-11-v2', null)).toBe('255a65bc6c3975415920dcd574aec8417a75abbb53b9a2b0dbd5174445240c84')
  })

  test('the Spanish courtesy translations', () => {
    expect(letterHash('engagement-letter/2026-12-es-v1')).toBe('1c7e26959a6bdac2c8f7fc6508c4795ef82727f731d4053a15e32b5e1a09cfa2')
    expect(letterHash('document-authorization/2026-12-es-v1')).toBe('ca9125981a83b4f2e686a69f824289b27290f6dea74f9fd07f48a97117555b3c')
    expect(termsHash('circle-terms/2026-12-es-v1')).toBe('bd28be6ef224b3ac1a3f81c9da87bf5b4a24783b3510166247916ffd760cc03f')
    expect(termsHash('circle-terms/2026-12-es-v1', null)).toBe('fbb07ac1f7e3d5f4efa87b04713539fb073662329e471b7d6dafb6635972a54c')
    expect(letterHash('engagement-letter/2026-12-es-v2')).toBe('79652592136d1275bdfcaa0b9218b1f6860d98b8e32f241490ae804fecde694b')
    expect(letterHash('document-authorization/2026-12-es-v2')).toBe('16e3a6d7fa18b9904dce27a73dbab3e2884af3dac9146fa734d347b764e44741')
    expect(termsHash('circle-terms/2026-12-es-v2')).toBe('90451df79f57c4021354653323d217f258c1f30079e33842c4cd8825bed6b1aa')
    expect(termsHash('circle-terms/2026-12-es-v2', null)).toBe('ed14afc73b4e0fd08e18f0e15ebcdaa997447f142df98250e7247b2e99c4c317')
  })

  test('from v2 on, a Spanish text names the attorney by the Spanish title; the English it carries keeps the English one', () => {
    const spanishPart = (doc: ReturnType<typeof renderDocument>) => documentText(doc!).split('Versión en inglés (la que rige)')[0]!
    for (const version of ['engagement-letter/2026-12-es-v2', 'document-authorization/2026-12-es-v2']) {
      const doc = renderDocument(version, party, defaultFirm)!
      expect(spanishPart(doc)).toContain('Abogada principal')
      expect(spanishPart(doc)).not.toContain('Managing Attorney')
      expect(documentText(doc.translation!.original)).toContain('Managing Attorney')
    }
    const terms = renderCircleTerms('circle-terms/2026-12-es-v2', party, defaultFirm)!
    expect(spanishPart(terms)).toContain('Abogada principal')
    expect(spanishPart(terms)).not.toContain('Managing Attorney')
    // v1, as signed, wrote the English title.
    expect(spanishPart(renderDocument('engagement-letter/2026-12-es-v1', party, defaultFirm))).toContain('Managing Attorney')
    // A firm that has no Spanish title yet: the English one, as the pages do.
    const untitled = { ...defaultFirm, attorney: { ...defaultFirm.attorney, titleEs: '' } }
    expect(spanishPart(renderDocument('engagement-letter/2026-12-es-v2', party, untitled))).toContain('Managing Attorney')
  })
})

describe('Spanish courtesy translations', () => {
  test('each language has its current version; English is the default', () => {
    expect(documentVersionFor('engagement-letter')).toBe('engagement-letter/2026-11-v2')
    expect(documentVersionFor('engagement-letter', 'es')).toBe('engagement-letter/2026-12-es-v2')
    expect(documentVersionFor('post-payment-agreement', 'es')).toBe('document-authorization/2026-12-es-v2')
    expect(CIRCLE_TERMS_VERSIONS.es).toBe('circle-terms/2026-12-es-v2')
    expect(documentFor('engagement-letter', party)).toEqual(renderDocument(CURRENT_DOCUMENTS['engagement-letter'].en, party))
    expect(documentLang(letterFor('en', party))).toBe('en')
    expect(documentLang(letterFor('es', party))).toBe('es')
    expect(CONSENTS['engagement-letter'].es).toBe('Acepto firmar electrónicamente esta carta de encargo')
  })

  test('a translation opens with the notice that the English governs, then the Spanish, then the English it translates', () => {
    const es = letterFor('es', party)
    const en = renderDocument('engagement-letter/2026-11-v2', party)!
    expect(es.version).toBe('engagement-letter/2026-12-es-v2')
    expect(es.title).toBe('Carta de encargo: diagnóstico Growth Score')
    expect(es.translation?.original).toEqual(en)
    const text = documentText(es)
    expect(text.startsWith('Esta es una traducción de cortesía. La versión en inglés es la que rige')).toBe(true)
    expect(text).toContain(
      '22 de noviembre de 2026\n\nAda Lovelace\nAnalytical Engines LLC\n\nRef.: Carta de encargo: diagnóstico Growth Score',
    )
    expect(text).toContain('$4,000')
    expect(text).toContain('no reembolsable')
    expect(text).toContain('Aceptado y convenido:\nAda Lovelace\nen representación de Analytical Engines LLC')
    // The English version follows under its heading, word for word, so the one hash covers both texts.
    expect(text.endsWith(`\n\nVersión en inglés (la que rige)\n\n${documentText(en)}`)).toBe(true)
  })

  test('every translation carries its English version, with or without a company', () => {
    for (const [version, translates] of [
      ['document-authorization/2026-12-es-v1', 'document-authorization/2026-11-v2'],
      ['engagement-letter/2026-12-es-v1', 'engagement-letter/2026-11-v2'],
      ['document-authorization/2026-12-es-v2', 'document-authorization/2026-11-v2'],
      ['engagement-letter/2026-12-es-v2', 'engagement-letter/2026-11-v2'],
    ]) {
      const doc = renderDocument(version!, { ...party, companyName: 'Analytical Engines, Inc.' })!
      expect(doc.translation?.original.version).toBe(translates)
      expect(documentText(doc)).not.toContain('..')
    }
    for (const companyName of ['Analytical Engines LLC', null]) {
      const doc = renderCircleTerms('circle-terms/2026-12-es-v1', { ...party, companyName }, defaultFirm)!
      expect(doc.title).toBe('Condiciones de la membresía: The Apex Circle')
      expect(doc.translation?.original).toEqual(renderCircleTerms('circle-terms/2026-11-v2', { ...party, companyName }, defaultFirm))
      expect(documentText(doc)).toContain('$2,000 al mes')
    }
  })

  test('the letter date is written in Spanish from the English one', () => {
    expect(spanishDate('November 22, 2026')).toBe('22 de noviembre de 2026')
    expect(spanishDate('January 1, 2027')).toBe('1 de enero de 2027')
    expect(spanishDate('not a date')).toBe('not a date')
  })
})
