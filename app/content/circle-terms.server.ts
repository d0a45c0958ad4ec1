// The Circle's membership terms, versioned like the engagement letter: a signature is bound to one
// version and the SHA-256 of its exact text. Only the server renders them (the join page shows the
// rendered document from its loader), so their text is in no page's JavaScript.
import {
  h,
  inSpanish,
  letterVersions,
  li,
  p,
  spanishDate,
  translationVersions,
  type LetterBody,
  type LetterFirm,
  type LetterFrame,
  type LetterParty,
} from './engagement-letter'
import * as circleCopy from '~/locales/circle'
import type { Lang } from '~/utils/i18n'
import { CIRCLE_PRICE_LABEL } from './circle'

export const CIRCLE_TERMS_CONSENT = circleCopy.en.consent
export const CURRENT_CIRCLE_TERMS = 'circle-terms/2026-11-v2'

type Party = Omit<LetterParty, 'companyName'> & { companyName: string | null }

/*
 * Sections the versions of the terms share word for word (as in engagement-letter.ts). A later version may
 * reuse them only while its text is the same: changing one here would change the signed text of every
 * version using it.
 */
const includesAndExcludes = [
  h('1. What the membership includes'),
  li(
    'Up to two tailored legal deliverables in each calendar month (Eastern time), requested through the client portal. Unused requests do not carry over.',
  ),
  li('A strategic planning session with your attorney once a quarter.'),
  li('Priority handling of your messages through the portal.'),
  li('Introductions to advisors the firm has vetted, at your request.'),
  li('After twelve months of continuous membership, a discount on exit representation, agreed in a separate engagement.'),
  h('2. What it does not include'),
  p(
    'M&A representation, litigation and matters outside the deliverables above are not part of the membership. They can be engaged separately.',
  ),
]
const failedPaymentToRelationship = (firm: LetterFirm) => [
  p(
    'If a payment fails, the processor tries again over the following days and we will tell you by email. If every attempt fails, the membership ends.',
  ),
  h('4. Cancelling'),
  p(
    'You may cancel at any time from the portal. The membership stays in force until the end of the month you have paid for, and no further payment is taken.',
  ),
  h('5. The relationship'),
  p(
    `${firm.name} represents the member named above for the deliverables requested. Each deliverable is confidential and covered by attorney–client privilege to the extent the law allows.`,
  ),
]

/** The letter's frame around the terms (v2 on): the date, the member, the firm's signature, "Accepted and agreed". */
function termsFrame(party: Party, firm: LetterFirm): LetterFrame {
  return {
    date: party.date,
    addressee: party.companyName ? [party.name, party.companyName] : [party.name],
    salutation: `Dear ${party.name}:`,
    closing: 'Sincerely,',
    signatory: [firm.attorney.name, firm.attorney.title, firm.legalName],
    acceptance: { heading: 'Accepted and agreed:', lines: party.companyName ? [party.name, `for ${party.companyName}`] : [party.name] },
  }
}

const terms = letterVersions<Party>('Membership Terms: The Apex Circle', {
  'circle-terms/2026-11-v1': (party, firm) => ({
    blocks: [
      p(`Date: ${party.date}`),
      p(`Member: ${party.name}${party.companyName ? `, on behalf of ${party.companyName}` : ''} (${party.email})`),
      p(`Firm: ${firm.legalName}`),
      ...includesAndExcludes,
      h('3. Fee and billing'),
      p(
        'The membership costs $2,000 a month, charged in advance to the card you give our payment processor, Stripe, on the same day each month.',
      ),
      ...failedPaymentToRelationship(firm),
      p(`By signing electronically, ${party.name} accepts these terms${party.companyName ? ` for ${party.companyName}` : ''}.`),
    ],
  }),
  'circle-terms/2026-11-v2': (party, firm) => ({
    frame: termsFrame(party, firm),
    blocks: [
      p(
        `Thank you for joining the Apex Circle. This letter sets out the terms of your membership: what ${firm.name} will do for you each month, what it costs and how you can end it. By signing it you agree to these terms${party.companyName ? ` on behalf of yourself and ${party.companyName}` : ''}.`,
      ),
      ...includesAndExcludes,
      h('3. Fee and billing'),
      p(
        `The membership costs ${CIRCLE_PRICE_LABEL} a month. The first month is charged when you pay, then the same amount on the same day each month, in advance, to the card you give our payment processor, Stripe. Receipts and invoices are in your client portal.`,
      ),
      ...failedPaymentToRelationship(firm),
      p(
        `If these terms are acceptable, please sign below. By signing electronically, ${party.name} accepts them${party.companyName ? ` for ${party.companyName}` : ''}. We look forward to working with you.`,
      ),
    ],
  }),
})

/*
 * The Spanish courtesy translation of the terms (issue 28): a version of its own naming the English
 * version it translates; rendering it gives the notice that the English governs, the Spanish text and
 * the English text, under the one version id the signature is bound to (letter-document.ts).
 */
function termsFrameEs(party: Party, firm: LetterFirm): LetterFrame {
  return {
    date: spanishDate(party.date),
    addressee: party.companyName ? [party.name, party.companyName] : [party.name],
    reference: 'Ref.:',
    salutation: `Estimado(a) ${party.name}:`,
    closing: 'Atentamente,',
    signatory: [firm.attorney.name, firm.attorney.title, firm.legalName],
    acceptance: {
      heading: 'Aceptado y convenido:',
      lines: party.companyName ? [party.name, `en representación de ${party.companyName}`] : [party.name],
    },
  }
}

/** The Spanish of the terms v2 (2026-11-v2), as every Spanish version of them writes it. */
const termsV2Es = (party: Party, firm: LetterFirm): LetterBody => ({
  frame: termsFrameEs(party, firm),
  blocks: [
    p(
      `Gracias por unirse a The Apex Circle. Esta carta establece las condiciones de su membresía: lo que ${firm.name} hará por usted cada mes, cuánto cuesta y cómo puede darla por terminada. Al firmarla, usted acepta estas condiciones${party.companyName ? ` en nombre propio y de ${party.companyName}` : ''}.`,
    ),
    h('1. Lo que incluye la membresía'),
    li(
      'Hasta dos entregables legales a la medida en cada mes calendario (hora del Este), solicitados por medio del portal del cliente. Las solicitudes que no se usen no se acumulan.',
    ),
    li('Una sesión de planificación estratégica con su abogado una vez por trimestre.'),
    li('Atención prioritaria de sus mensajes por medio del portal.'),
    li('Presentaciones, a solicitud suya, con asesores que la firma ha evaluado.'),
    li(
      'Después de doce meses de membresía continua, un descuento en la representación para la venta de su empresa, acordado en un encargo por separado.',
    ),
    h('2. Lo que no incluye'),
    p(
      'La representación en fusiones y adquisiciones (M&A), los litigios y los asuntos distintos de los entregables anteriores no forman parte de la membresía. Pueden contratarse por separado.',
    ),
    h('3. Honorarios y facturación'),
    p(
      `La membresía cuesta ${CIRCLE_PRICE_LABEL} al mes. El primer mes se cobra al pagar y, después, el mismo monto el mismo día de cada mes, por adelantado, a la tarjeta que usted registre con nuestro procesador de pagos, Stripe. Los recibos y las facturas están en su portal del cliente.`,
    ),
    p(
      'Si un pago no se procesa, el procesador vuelve a intentarlo durante los días siguientes y le avisaremos por correo electrónico. Si todos los intentos fallan, la membresía termina.',
    ),
    h('4. Cancelación'),
    p(
      'Usted puede cancelar en cualquier momento desde el portal. La membresía sigue vigente hasta el final del mes que ya pagó y no se realiza ningún otro cobro.',
    ),
    h('5. La relación'),
    p(
      `${firm.name} representa al miembro indicado arriba en relación con los entregables solicitados. Cada entregable es confidencial y está protegido por el secreto profesional entre abogado y cliente en la medida en que la ley lo permita.`,
    ),
    p(
      `Si estas condiciones le parecen aceptables, le pedimos que firme a continuación. Al firmar electrónicamente, ${party.name} las acepta${party.companyName ? ` en nombre de ${party.companyName}` : ''}. Será un gusto trabajar con usted.`,
    ),
  ],
})

const termsEs = translationVersions<Party>(
  'Condiciones de la membresía: The Apex Circle',
  {
    // v1 signed with the attorney's English title; v2 with the firm's Spanish one (inSpanish).
    'circle-terms/2026-12-es-v1': { translates: 'circle-terms/2026-11-v2', body: termsV2Es },
    'circle-terms/2026-12-es-v2': { translates: 'circle-terms/2026-11-v2', body: (party, firm) => termsV2Es(party, inSpanish(firm)) },
  },
  (version, party, firm) => terms[version]?.(party, firm) ?? null,
)

/** The current terms' version in each language: what a new membership is shown. */
export const CIRCLE_TERMS_VERSIONS = { en: CURRENT_CIRCLE_TERMS, es: 'circle-terms/2026-12-es-v2' } as const satisfies Record<Lang, string>

/** Any published version of the terms, English or a translation (null if unknown). */
export function renderCircleTerms(version: string, party: Party, firm: LetterFirm) {
  const build = terms[version] ?? termsEs[version]
  return build ? build(party, firm) : null
}
