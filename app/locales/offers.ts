// The firm's four offerings in both languages (spec sections 1 and 9), and the labels of the blocks that
// show them (value stack, guarantee, offer card). Prices and figures stay in app/content/offerings.ts:
// `{{points}}` is the audit's number of points.
import type { Translation } from '~/utils/i18n'

export const en = {
  growthScore: {
    name: 'Growth Score',
    priceNote: 'one-time flat fee',
    summary:
      'A flat-fee legal and business diagnostic that shows, in one report, what your company is worth to a buyer today, what is holding that number down, and what to fix first.',
    stack: [
      {
        item: '{{points}} point legal and business audit',
        detail:
          'Entity, ownership, contracts, employment, intellectual property, compliance and records, checked against what a buyer’s counsel will ask for.',
      },
      {
        item: '12-month growth roadmap',
        detail: 'The changes ranked by what they add to value and what they cost, with an order to do them in.',
      },
      {
        item: 'Essential legal templates',
        detail: 'Operating agreement, bylaws, NDA, independent contractor agreement and resolutions, ready to adapt.',
      },
      {
        item: 'Private strategy session',
        detail: 'A working session with the managing attorney to go through the findings and your goals.',
      },
      {
        item: 'Risk & Opportunity Map',
        detail: 'Where the business is exposed and where it is leaving value on the table, on one page.',
      },
      {
        item: 'Exit Readiness Snapshot',
        detail: 'How the company would look to a buyer if you went to market this year.',
      },
    ],
    guarantee:
      'If any part of your report is unclear, we will hold a bonus clarity session at no charge, and you keep 30 days of priority email access after delivery.',
    timeline: [
      { figure: '24 hours', label: 'Analysis begins within 24 hours of payment' },
      { figure: '5–7', label: 'Business days to deliver your report' },
      { figure: '30 days', label: 'Of priority email access afterwards' },
    ],
    terms:
      'The fee is non-refundable and fully earned upon signing the engagement letter. Payment is taken by card through our payment provider.',
  },
  circle: {
    name: 'The Apex Circle',
    /** After the first mention on a page. */
    shortName: 'the Circle',
    priceUnit: 'per month',
    summary:
      'Ongoing counsel for owners who want a lawyer who already knows the business, on a fixed monthly fee instead of an hourly meter.',
    benefits: [
      'Up to 2 tailored legal deliverables every month',
      'Quarterly strategic planning sessions',
      'A private client portal, with priority replies',
      'Introductions to vetted advisors: bankers, CPAs, wealth managers',
      'Discounted exit representation after 12 months of membership',
    ],
    exclusion:
      'M&A representation is not included in the membership; members receive it at a discount through the Exit Suite after 12 months.',
  },
  exitSuite: {
    name: 'Exit Suite',
    price: 'By proposal',
    priceNote: 'custom pricing',
    summary: 'Full M&A representation for owners preparing a 7–8 figure exit, priced by proposal once we understand the deal.',
    covers: [
      'Due diligence, prepared and managed',
      'Deal structuring and tax optimization',
      'Purchase agreement negotiation',
      'Closing coordination through to funds flow',
    ],
  },
  legacyAccess: {
    name: 'Legacy Access',
    price: 'By invitation',
    summary:
      'A private post-exit network for owners who closed their deal through the Exit Suite: peers who have sold, advisors who help with what comes next, and the firm on call for the next venture.',
    note: 'Legacy Access is by invitation only and cannot be purchased separately.',
  },
  responseTimes: [
    { figure: '24 hours', label: 'Standard response, on business days' },
    { figure: '4 hours', label: 'Urgent matters' },
    { figure: 'Priority', label: 'For Circle members' },
  ],
  guaranteeTitle: 'Our guarantee',
  valueStack: {
    caption: 'What the Growth Score includes, and what each part is worth',
    deliverable: 'Deliverable',
    value: 'Value',
    total: 'Total value',
    fee: 'Your fee',
  },
  card: { learnMore: 'Learn More', about: ' about ' },
}

export const es: Translation<typeof en> = {
  growthScore: {
    name: 'Growth Score',
    priceNote: 'honorarios fijos, en un solo pago',
    summary:
      'Un diagnóstico legal y de negocio por honorarios fijos que muestra, en un solo informe, cuánto vale hoy su empresa para un comprador, qué está reduciendo esa cifra y qué corregir primero.',
    stack: [
      {
        item: 'Auditoría legal y de negocio de {{points}} puntos',
        detail:
          'Sociedad, titularidad, contratos, relaciones laborales, propiedad intelectual, cumplimiento normativo y registros, revisados frente a lo que pedirán los abogados de un comprador.',
      },
      {
        item: 'Hoja de ruta de crecimiento a 12 meses',
        detail: 'Los cambios ordenados según lo que aportan al valor y lo que cuestan, con el orden en que conviene hacerlos.',
      },
      {
        item: 'Modelos legales esenciales',
        detail:
          'Acuerdo operativo, estatutos, acuerdo de confidencialidad, contrato de contratista independiente y resoluciones, listos para adaptar.',
      },
      {
        item: 'Sesión privada de estrategia',
        detail: 'Una sesión de trabajo con quien dirige la firma para repasar los hallazgos y sus objetivos.',
      },
      {
        item: 'Mapa de riesgos y oportunidades',
        detail: 'Dónde está expuesta la empresa y dónde está dejando valor sobre la mesa, en una sola página.',
      },
      {
        item: 'Diagnóstico de preparación para la salida',
        detail: 'Cómo vería un comprador la empresa si usted la pusiera en venta este año.',
      },
    ],
    guarantee:
      'Si alguna parte de su informe no queda clara, realizaremos una sesión adicional de aclaración sin costo, y usted conserva 30 días de acceso prioritario por correo electrónico después de la entrega.',
    timeline: [
      { figure: '24 horas', label: 'El análisis comienza dentro de las 24 horas siguientes al pago' },
      { figure: '5–7', label: 'Días hábiles para entregar su informe' },
      { figure: '30 días', label: 'De acceso prioritario por correo electrónico tras la entrega' },
    ],
    terms:
      'Los honorarios no son reembolsables y se consideran devengados en su totalidad al firmar la carta de encargo. El pago se realiza con tarjeta a través de nuestro proveedor de pagos.',
  },
  circle: {
    name: 'The Apex Circle',
    shortName: 'el Circle',
    priceUnit: 'al mes',
    summary:
      'Asesoría continua para propietarios que quieren un abogado que ya conozca la empresa, con honorarios mensuales fijos en lugar de facturación por hora.',
    benefits: [
      'Hasta 2 entregables legales a la medida cada mes',
      'Sesiones trimestrales de planificación estratégica',
      'Un portal del cliente privado, con respuestas prioritarias',
      'Presentaciones a asesores de confianza: banqueros, contadores públicos y gestores patrimoniales',
      'Representación con descuento en la salida después de 12 meses de membresía',
    ],
    exclusion:
      'La representación en fusiones y adquisiciones (M&A) no está incluida en la membresía; los miembros la reciben con descuento a través de Exit Suite después de 12 meses.',
  },
  exitSuite: {
    name: 'Exit Suite',
    price: 'Según propuesta',
    priceNote: 'honorarios a la medida',
    summary:
      'Representación integral en M&A para propietarios que preparan una salida de 7 u 8 cifras, con honorarios según propuesta una vez que entendemos la operación.',
    covers: [
      'Auditoría legal (due diligence), preparada y dirigida',
      'Estructuración de la operación y optimización fiscal',
      'Negociación del contrato de compraventa',
      'Coordinación del cierre hasta el flujo de fondos',
    ],
  },
  legacyAccess: {
    name: 'Legacy Access',
    price: 'Por invitación',
    summary:
      'Una red privada posterior a la salida para propietarios que cerraron su operación a través de Exit Suite: colegas que ya vendieron, asesores que ayudan con lo que viene y la firma disponible para el próximo proyecto.',
    note: 'Legacy Access es solo por invitación y no puede adquirirse por separado.',
  },
  responseTimes: [
    { figure: '24 horas', label: 'Respuesta habitual, en días hábiles' },
    { figure: '4 horas', label: 'Asuntos urgentes' },
    { figure: 'Prioridad', label: 'Para los miembros del Circle' },
  ],
  guaranteeTitle: 'Nuestra garantía',
  valueStack: {
    caption: 'Qué incluye el Growth Score y cuánto vale cada parte',
    deliverable: 'Entregable',
    value: 'Valor',
    total: 'Valor total',
    fee: 'Sus honorarios',
  },
  card: { learnMore: 'Más información', about: ' sobre ' },
}
