// The Growth Score engagement letter and the post-payment agreement, as versioned content. A signature
// is bound to one version and to the SHA-256 of the exact text shown, so a version is never edited
// once published: add a new one and point CURRENT_* at it. The Spanish courtesy translations (issue 28)
// are versions of their own here too, not copy in app/locales: a translation is signed, so its text is
// fixed by its version id like the English one's (letter-document.ts explains what a translation holds).
import type { Lang } from '~/utils/db-enums'
import { longDate, sentence } from '~/utils/misc'
import { defaultFirm } from './default-firm'
import {
  h,
  inSpanish,
  letterVersions,
  li,
  p,
  spanishDate,
  translationVersions,
  type LetterBody,
  type LetterDocument,
  type LetterFirm,
  type LetterFrame,
  type LetterParty,
} from './letter-document'

export const GROWTH_SCORE_PRICE_CENTS = 400_000
export const GROWTH_SCORE_CURRENCY = 'usd'
export const GROWTH_SCORE_PRICE_LABEL = '$4,000'

export type { LetterBlock, LetterBody, LetterDocument, LetterFirm, LetterFrame, LetterParty, LetterTranslation } from './letter-document'
export { documentLang, documentText, h, inSpanish, letterVersions, li, p, spanishDate, translationVersions } from './letter-document'

function frame(party: LetterParty, firm: LetterFirm, closing: string): LetterFrame {
  return {
    date: party.date,
    addressee: [party.name, party.companyName],
    salutation: `Dear ${party.name}:`,
    closing,
    signatory: [firm.attorney.name, firm.attorney.title, firm.legalName],
    acceptance: { heading: 'Accepted and agreed:', lines: [party.name, `for ${party.companyName}`] },
  }
}

/** The lines every letter opens with: the date, and who the client is. */
const dateAndClient = (party: LetterParty) => [
  p(`Date: ${party.date}`),
  p(`Client: ${party.name}, on behalf of ${party.companyName} (${party.email})`),
]

/*
 * Sections the engagement letter versions share word for word. A later version may reuse them only while
 * its text is the same: changing one here would change the signed text of every version using it.
 */
const whatWeWillDo = (firm: LetterFirm) => [
  h('1. What we will do'),
  p('The Growth Score is a fixed-scope legal and business diagnostic of your company. For the flat fee below, the firm will deliver:'),
  li(
    'a review of more than 40 points across entity structure, ownership, governance, contracts, employment, intellectual property, compliance and records;',
  ),
  li('a written Growth Score report with a score out of 100, a Risk & Opportunity Map and an Exit Readiness Snapshot;'),
  li('a 12-month roadmap ranking the changes we recommend by their effect on value and their cost;'),
  li(
    'a set of essential legal templates: operating agreement or bylaws, a non-disclosure agreement, an independent contractor agreement and resolutions; and',
  ),
  li(`one private strategy session with ${firm.attorney.name}, ${firm.attorney.title}, to go through the findings.`),
]
const feeSection = [
  h('3. Fee'),
  p(
    `The fee for the Growth Score is a flat ${GROWTH_SCORE_PRICE_LABEL} (US dollars), payable in full by card before work begins. It does not change with the time the work takes, and there are no hourly charges on top of it.`,
  ),
  p(
    'The fee is non-refundable and fully earned upon signing this letter. By signing you confirm that you understand this: the firm reserves one of its limited monthly places for you and begins preparing your engagement as soon as you sign.',
  ),
]
const guaranteeToGoverningLaw = [
  h('5. Our guarantee'),
  p(
    'If any part of your report is unclear to you, we will hold a bonus clarity session with you at no charge. After delivery you also have 30 days of priority email access to the firm for questions about the report.',
  ),
  h('6. Your part'),
  p(
    'You agree to give us complete and accurate information and documents, and to tell us promptly if anything material changes. Our findings rely on what you provide; we do not audit your financial statements.',
  ),
  h('7. Confidentiality'),
  p(
    'Everything you share with us is held in confidence under the rules that govern lawyers in Florida. We use it only to carry out this engagement.',
  ),
  h('8. End of the engagement'),
  p(
    'The engagement ends when we have delivered the report, held the strategy session and the 30 days of priority email access have passed, unless we agree in writing to continue working together.',
  ),
  h('9. Governing law'),
  p('This letter is governed by the laws of the State of Florida.'),
]

/** The document review authorization's terms, the same in every version. */
const authorizationTerms = (firm: LetterFirm) => [
  h('1. Authorization'),
  p(
    `You authorize ${firm.name} to receive, review and keep copies of the documents you send through the client portal or by email for the purpose of preparing your Growth Score report.`,
  ),
  h('2. Handling'),
  p(
    'We keep your documents confidential, share them with no one outside the firm without your written consent, and hold them for as long as professional rules require, after which they are securely destroyed.',
  ),
  h('3. Accuracy'),
  p('You confirm that the documents you send are true copies and that you are entitled to share them with us.'),
]

const engagementLetters = letterVersions<LetterParty>('Engagement Letter: Growth Score Diagnostic', {
  'engagement-letter/2026-11-v1': (party, firm) => ({
    blocks: [
      ...dateAndClient(party),
      p(`Firm: ${firm.legalName}`),
      p(
        `Thank you for choosing ${firm.name}. This letter sets out the terms on which the firm will prepare your Growth Score. Please read it in full; by signing it you agree to these terms on behalf of yourself and ${party.companyName}.`,
      ),
      ...whatWeWillDo(firm),
      h('2. What is not included'),
      p(
        'The engagement does not include litigation, negotiating or closing any transaction, tax filings, or drafting documents beyond the templates listed above. If you ask us to do further work, we will agree its scope and fee with you in writing before we start.',
      ),
      ...feeSection,
      h('4. Timing'),
      p(
        'Our analysis begins within 24 hours of receiving your payment. We will deliver your Growth Score report within 5-7 business days after we have received the documents on the checklist in your client portal. If documents arrive late, the delivery date moves by the same number of business days.',
      ),
      ...guaranteeToGoverningLaw,
      h('Signature'),
      p(
        `By signing electronically, ${party.name} confirms that they have read this letter, have authority to sign it for ${party.companyName}, and agree to its terms.`,
      ),
    ],
  }),
  'engagement-letter/2026-11-v2': (party, firm) => ({
    frame: frame(party, firm, 'Sincerely,'),
    blocks: [
      p(
        `Thank you for choosing ${firm.name}. This letter sets out the terms on which the firm will prepare your Growth Score. Please read it in full; by signing it you agree to these terms on behalf of yourself and ${sentence(party.companyName)}`,
      ),
      ...whatWeWillDo(firm),
      h('2. What is not included'),
      p(
        'The engagement does not include litigation, negotiating or closing any transaction, tax filings, or drafting documents beyond the templates listed above. If you ask us to do further work, we will agree on its scope and fee with you in writing before we start.',
      ),
      ...feeSection,
      h('4. Timing'),
      p(
        'Our analysis begins within 24 hours of receiving your payment. We will deliver your Growth Score report within 5–7 business days after we have received the documents on the checklist in your client portal. If documents arrive late, the delivery date moves by the same number of business days.',
      ),
      ...guaranteeToGoverningLaw,
      p(
        `If these terms are acceptable, please sign below. By signing electronically, ${party.name} confirms that they have read this letter, have authority to sign it for ${party.companyName}, and agree to its terms. We look forward to working with you.`,
      ),
    ],
  }),
})

const postPaymentAgreements = letterVersions<LetterParty>('Engagement Letter Addendum: Document Review Authorization', {
  'document-authorization/2026-11-v1': (party, firm) => ({
    blocks: [
      ...dateAndClient(party),
      p(
        `Thank you for your payment. To prepare your Growth Score, ${firm.legalName} needs to review your company's documents. This authorization lets us do so.`,
      ),
      ...authorizationTerms(firm),
      h('Signature'),
      p(`By signing electronically, ${party.name} gives this authorization for ${party.companyName}.`),
    ],
  }),
  'document-authorization/2026-11-v2': (party, firm) => ({
    frame: frame(party, firm, 'Sincerely,'),
    blocks: [
      p(
        `Thank you for your payment. To prepare your Growth Score, ${firm.legalName} needs to review your company’s documents. This authorization, an addendum to your engagement letter, lets us do so.`,
      ),
      ...authorizationTerms(firm),
      p(`By signing electronically below, ${party.name} gives this authorization for ${sentence(party.companyName)}`),
    ],
  }),
})

/*
 * The Spanish courtesy translations (issue 28). Each is a version of its own, naming the English version
 * it translates: rendering one gives the notice that the English governs, the Spanish text and the
 * English text, all under the one version id the signature is bound to.
 */
function frameEs(party: LetterParty, firm: LetterFirm): LetterFrame {
  return {
    date: spanishDate(party.date),
    addressee: [party.name, party.companyName],
    reference: 'Ref.:',
    salutation: `Estimado(a) ${party.name}:`,
    closing: 'Atentamente,',
    signatory: [firm.attorney.name, firm.attorney.title, firm.legalName],
    acceptance: { heading: 'Aceptado y convenido:', lines: [party.name, `en representación de ${party.companyName}`] },
  }
}

function renderEnglish(version: string, party: LetterParty, firm: LetterFirm) {
  const build = engagementLetters[version] ?? postPaymentAgreements[version]
  return build ? build(party, firm) : null
}

/** The Spanish of engagement letter v2 (2026-11-v2), as every Spanish version of it writes it. */
const letterV2Es = (party: LetterParty, firm: LetterFirm): LetterBody => ({
  frame: frameEs(party, firm),
  blocks: [
    p(
      `Gracias por elegir a ${firm.name}. Esta carta establece los términos en los que la firma preparará su Growth Score. Le pedimos que la lea completa; al firmarla, usted acepta estos términos en nombre propio y de ${sentence(party.companyName)}`,
    ),
    h('1. Lo que haremos'),
    p(
      'El Growth Score es un diagnóstico legal y de negocio de su empresa, con un alcance definido. A cambio de los honorarios fijos que se indican más abajo, la firma le entregará:',
    ),
    li(
      'una revisión de más de 40 puntos sobre la estructura societaria, la titularidad, el gobierno corporativo, los contratos, las relaciones laborales, la propiedad intelectual, el cumplimiento normativo y los registros;',
    ),
    li(
      'un informe escrito del Growth Score con una calificación sobre 100, un mapa de riesgos y oportunidades y un resumen de la preparación de la empresa para su venta;',
    ),
    li('una hoja de ruta de 12 meses que ordena los cambios que recomendamos según su efecto en el valor de la empresa y su costo;'),
    li(
      'un conjunto de modelos legales esenciales: acuerdo operativo o estatutos, un acuerdo de confidencialidad, un contrato con contratistas independientes y resoluciones; y',
    ),
    li(`una sesión estratégica privada con ${firm.attorney.name}, ${firm.attorney.title}, para analizar los resultados.`),
    h('2. Lo que no está incluido'),
    p(
      'El encargo no incluye litigios, la negociación ni el cierre de ninguna operación, declaraciones de impuestos ni la redacción de documentos distintos de los modelos indicados arriba. Si usted nos pide trabajo adicional, acordaremos con usted por escrito su alcance y sus honorarios antes de comenzar.',
    ),
    h('3. Honorarios'),
    p(
      `Los honorarios del Growth Score son fijos: ${GROWTH_SCORE_PRICE_LABEL} (dólares estadounidenses), que se pagan en su totalidad con tarjeta antes de comenzar el trabajo. No cambian según el tiempo que lleve el trabajo y no se suma ningún cargo por hora.`,
    ),
    p(
      'Los honorarios son de carácter no reembolsable y se consideran devengados en su totalidad al firmar esta carta. Al firmar, usted confirma que lo entiende: la firma le reserva uno de sus cupos mensuales limitados y comienza a preparar su encargo en cuanto usted firma.',
    ),
    h('4. Plazos'),
    p(
      'Nuestro análisis comienza dentro de las 24 horas siguientes a la recepción de su pago. Le entregaremos el informe del Growth Score en un plazo de 5 a 7 días hábiles contados desde que recibamos los documentos de la lista de documentos de su portal del cliente. Si los documentos llegan tarde, la fecha de entrega se corre el mismo número de días hábiles.',
    ),
    h('5. Nuestra garantía'),
    p(
      'Si alguna parte de su informe no le resulta clara, tendremos con usted una sesión adicional de aclaración sin costo. Después de la entrega, usted cuenta además con 30 días de acceso prioritario a la firma por correo electrónico para consultas sobre el informe.',
    ),
    h('6. Su parte'),
    p(
      'Usted se compromete a entregarnos información y documentos completos y exactos, y a avisarnos sin demora si cambia algo importante. Nuestras conclusiones se basan en lo que usted nos proporciona; no auditamos sus estados financieros.',
    ),
    h('7. Confidencialidad'),
    p(
      'Todo lo que usted comparta con nosotros se mantiene confidencial conforme a las normas que rigen a los abogados en Florida. Lo usamos únicamente para llevar a cabo este encargo.',
    ),
    h('8. Fin del encargo'),
    p(
      'El encargo termina cuando hayamos entregado el informe, realizado la sesión estratégica y transcurrido los 30 días de acceso prioritario por correo electrónico, salvo que acordemos por escrito seguir trabajando juntos.',
    ),
    h('9. Ley aplicable'),
    p('Esta carta se rige por las leyes del Estado de Florida.'),
    p(
      `Si estos términos le parecen aceptables, le pedimos que firme a continuación. Al firmar electrónicamente, ${party.name} confirma que ha leído esta carta, que tiene facultades para firmarla en nombre de ${party.companyName} y que acepta sus términos. Será un gusto trabajar con usted.`,
    ),
  ],
})

const engagementLettersEs = translationVersions<LetterParty>(
  'Carta de encargo: diagnóstico Growth Score',
  {
    // v1 named the attorney by the English title; v2 by the firm's Spanish one (inSpanish).
    'engagement-letter/2026-12-es-v1': { translates: 'engagement-letter/2026-11-v2', body: letterV2Es },
    'engagement-letter/2026-12-es-v2': {
      translates: 'engagement-letter/2026-11-v2',
      body: (party, firm) => letterV2Es(party, inSpanish(firm)),
    },
  },
  renderEnglish,
)

/** The Spanish of the authorization v2 (2026-11-v2), as every Spanish version of it writes it. */
const authorizationV2Es = (party: LetterParty, firm: LetterFirm): LetterBody => ({
  frame: frameEs(party, firm),
  blocks: [
    p(
      `Gracias por su pago. Para preparar su Growth Score, ${firm.legalName} necesita revisar los documentos de su empresa. Esta autorización, un anexo a su carta de encargo, nos permite hacerlo.`,
    ),
    h('1. Autorización'),
    p(
      `Usted autoriza a ${firm.name} a recibir, revisar y conservar copias de los documentos que envíe por medio del portal del cliente o por correo electrónico, con el fin de preparar su informe del Growth Score.`,
    ),
    h('2. Manejo'),
    p(
      'Mantenemos sus documentos en forma confidencial, no los compartimos con nadie fuera de la firma sin su consentimiento por escrito y los conservamos durante el tiempo que exigen las normas profesionales; después, se destruyen de manera segura.',
    ),
    h('3. Exactitud'),
    p('Usted confirma que los documentos que nos envía son copias fieles y que tiene derecho a compartirlos con nosotros.'),
    p(`Al firmar electrónicamente a continuación, ${party.name} otorga esta autorización en nombre de ${sentence(party.companyName)}`),
  ],
})

const postPaymentAgreementsEs = translationVersions<LetterParty>(
  'Anexo a la carta de encargo: autorización para la revisión de documentos',
  {
    // v1 signed with the attorney's English title; v2 with the firm's Spanish one (inSpanish).
    'document-authorization/2026-12-es-v1': { translates: 'document-authorization/2026-11-v2', body: authorizationV2Es },
    'document-authorization/2026-12-es-v2': {
      translates: 'document-authorization/2026-11-v2',
      body: (party, firm) => authorizationV2Es(party, inSpanish(firm)),
    },
  },
  renderEnglish,
)

export const CURRENT_ENGAGEMENT_LETTER = 'engagement-letter/2026-11-v2'
export const CURRENT_POST_PAYMENT_AGREEMENT = 'document-authorization/2026-11-v2'
/** The current version of each document in each language: what a new signup is shown. */
export const CURRENT_DOCUMENTS = {
  'engagement-letter': { en: CURRENT_ENGAGEMENT_LETTER, es: 'engagement-letter/2026-12-es-v2' },
  'post-payment-agreement': { en: CURRENT_POST_PAYMENT_AGREEMENT, es: 'document-authorization/2026-12-es-v2' },
} as const satisfies Record<string, Record<Lang, string>>
export type DocumentKind = keyof typeof CURRENT_DOCUMENTS

/** The consent the signer ticks, stored word for word with each signature. */
export const SIGNATURE_CONSENT = 'I agree to sign this engagement letter electronically'
/** The addendum's consent names what it authorizes (stored word for word with its signature). */
export const AGREEMENT_CONSENT = 'I agree to sign this document review authorization electronically'
/** Each document's consent in the language it is shown in (stored word for word with its signature). */
export const CONSENTS = {
  'engagement-letter': { en: SIGNATURE_CONSENT, es: 'Acepto firmar electrónicamente esta carta de encargo' },
  'post-payment-agreement': {
    en: AGREEMENT_CONSENT,
    es: 'Acepto firmar electrónicamente esta autorización para la revisión de documentos',
  },
} as const satisfies Record<DocumentKind, Record<Lang, string>>

/** The version id of a document in a language (English by default): store it on the signup. */
export function documentVersionFor(kind: DocumentKind, lang: Lang = 'en'): string {
  return CURRENT_DOCUMENTS[kind][lang]
}

/** Any published version, English or a translation (null if unknown): what a stored version id renders. */
export function renderDocument(version: string, party: LetterParty, firm: LetterFirm = defaultFirm): LetterDocument | null {
  const build =
    engagementLetters[version] ?? postPaymentAgreements[version] ?? engagementLettersEs[version] ?? postPaymentAgreementsEs[version]
  return build ? build(party, firm) : null
}

/** The current document of a kind as a signer reading `lang` is shown it (English by default). */
export function documentFor(kind: DocumentKind, party: LetterParty, firm: LetterFirm = defaultFirm, lang: Lang = 'en'): LetterDocument {
  return renderDocument(documentVersionFor(kind, lang), party, firm)!
}

/** The current engagement letter in a language: `letterFor('es', party, firm)`. */
export function letterFor(lang: Lang, party: LetterParty, firm: LetterFirm = defaultFirm): LetterDocument {
  return documentFor('engagement-letter', party, firm, lang)
}

/**
 * The letter date as the firm writes it (firm's time zone), in English: a party's date is always this
 * one, and a translation writes it in its own language from it (spanishDate).
 */
export function letterDate(iso: string) {
  return longDate(iso) ?? ''
}
