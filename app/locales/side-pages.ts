// /buy-side and /sell-side (spec section 7): each side's copy, and the labels of the page they share
// (app/components/marketing/side-page.tsx). `{{firm}}` is the firm's name.
import type { Translation } from '~/utils/i18n'

export const en = {
  labels: {
    forBuyers: 'For buyers',
    forSellers: 'For sellers',
    stakes: 'The stakes',
    whyItMatters: 'Why It Matters',
    fiveSteps: 'Five steps',
    process: 'Our process',
    theFirm: 'The firm',
    whyFirm: 'Why {{firm}}',
    representativeDeals: 'Representative deals',
    acquisitionsLed: 'Acquisitions we have led',
    salesLed: 'Sales we have led',
    dealsNote: 'Described without names or details that could identify a client. Past results do not guarantee a similar outcome.',
    portfolio: 'See the deal portfolio',
  },
  buySide: {
    meta: {
      title: 'Buy-Side Representation',
      description:
        'Buy-side M&A representation: letter of intent, due diligence, purchase agreement and closing, led personally by the managing attorney.',
    },
    heading: 'Buy-Side Representation',
    lead: 'Buy a business knowing exactly what you are buying. We lead diligence, structure the acquisition and negotiate the agreement, so the surprises are found before closing, not after.',
    applyLabel: 'Apply for Buy-Side Representation',
    why: [
      {
        title: 'What you do not see costs the most',
        text: 'Unassigned intellectual property, undisclosed liabilities and contracts that end on a change of control are the usual reasons acquisitions disappoint.',
      },
      {
        title: 'Structure decides the risk',
        text: 'Asset or equity purchase, escrow, earn-out and indemnity: the choice determines which problems follow you after closing.',
      },
      {
        title: 'The letter of intent sets the tone',
        text: 'Terms agreed loosely at the start are hard to win back later. We shape them before you sign anything.',
      },
    ],
    steps: [
      { title: 'Consultation', text: 'We learn your goals, your budget and the target, and agree scope and fee.' },
      {
        title: 'Letter of intent',
        text: 'We negotiate the key terms (price, structure, exclusivity and timeline) before diligence begins.',
      },
      {
        title: 'Due diligence',
        text: 'We review the target’s corporate records, contracts, employees, IP and liabilities, and report what we find in plain language.',
      },
      {
        title: 'Purchase agreement',
        text: 'We draft and negotiate representations, warranties, indemnities and closing conditions that reflect what diligence found.',
      },
      {
        title: 'Closing and transition',
        text: 'We coordinate signatures, funds flow and assignments, and stay with you through the first months of ownership.',
      },
    ],
    whyFirm: [
      { title: 'Personal attention', text: 'The managing attorney leads your deal from the first call to closing.' },
      { title: 'Business judgment', text: 'We read the numbers as well as the contracts, and tell you when a deal is not worth doing.' },
      { title: 'Cross-border reach', text: 'Experience with sellers and capital across the US, Latin America and the Gulf.' },
    ],
    closing: { heading: 'Considering an acquisition?', text: 'Tell us about the deal. We reply within 24 hours on business days.' },
  },
  sellSide: {
    meta: {
      title: 'Sell-Side Representation',
      description:
        'Sell-side M&A representation: readiness review, preparation for diligence, deal structure, purchase agreement and closing.',
    },
    heading: 'Sell-Side Representation',
    lead: 'Sell the company you built on your terms. We prepare the business for diligence, structure the sale to keep more of the price, and negotiate until the funds arrive.',
    applyLabel: 'Apply for Sell-Side Representation',
    why: [
      {
        title: 'Buyers price in every gap',
        text: 'Each issue their counsel finds becomes a lower price, a larger escrow or a tougher indemnity. Found and fixed first, it costs you nothing at the table.',
      },
      {
        title: 'Structure changes what you keep',
        text: 'The same headline price can leave very different amounts after tax, earn-outs and holdbacks.',
      },
      {
        title: 'Momentum closes deals',
        text: 'A prepared data room and quick answers keep a buyer committed. Delays give them reasons to renegotiate.',
      },
    ],
    steps: [
      {
        title: 'Readiness review',
        text: 'We review the company the way a buyer’s counsel will and agree what to fix before going to market.',
      },
      { title: 'Preparation', text: 'We clean up records, contracts, ownership and IP, and assemble the diligence data room.' },
      {
        title: 'Letter of intent',
        text: 'We negotiate price, structure, exclusivity and timing, and protect you from terms that erode value later.',
      },
      {
        title: 'Diligence and agreement',
        text: 'We manage the buyer’s requests and negotiate the purchase agreement, including representations, indemnities and earn-outs.',
      },
      { title: 'Closing', text: 'We coordinate signatures, consents and funds flow, and prepare you for the transition period.' },
    ],
    whyFirm: [
      { title: 'Preparation first', text: 'Our Growth Score method finds the issues that buyers use to lower the price.' },
      { title: 'Senior attention', text: 'You work directly with the managing attorney, not a rotating team.' },
      { title: 'Life after the exit', text: 'Exit Suite clients who close through the firm are invited to Legacy Access.' },
    ],
    closing: {
      heading: 'Preparing to sell?',
      text: 'The earlier we start, the more there is to protect. We reply within 24 hours on business days.',
    },
  },
}

export const es: Translation<typeof en> = {
  labels: {
    forBuyers: 'Para compradores',
    forSellers: 'Para vendedores',
    stakes: 'Lo que está en juego',
    whyItMatters: 'Por qué es importante',
    fiveSteps: 'Cinco pasos',
    process: 'Nuestro proceso',
    theFirm: 'La firma',
    whyFirm: 'Por qué {{firm}}',
    representativeDeals: 'Operaciones representativas',
    acquisitionsLed: 'Adquisiciones que hemos dirigido',
    salesLed: 'Ventas que hemos dirigido',
    dealsNote:
      'Se describen sin nombres ni detalles que permitan identificar a un cliente. Los resultados anteriores no garantizan un resultado similar.',
    portfolio: 'Ver el portafolio de operaciones',
  },
  buySide: {
    meta: {
      title: 'Representación del lado comprador',
      description:
        'Representación en M&A del lado comprador: carta de intención, auditoría legal (due diligence), contrato de compraventa y cierre, dirigidos personalmente por quien dirige la firma.',
    },
    heading: 'Representación del lado comprador',
    lead: 'Compre una empresa sabiendo exactamente qué está comprando. Dirigimos la auditoría legal, estructuramos la adquisición y negociamos el contrato, para que las sorpresas aparezcan antes del cierre y no después.',
    applyLabel: 'Solicitar representación del lado comprador',
    why: [
      {
        title: 'Lo que no se ve es lo que más cuesta',
        text: 'La propiedad intelectual no cedida, los pasivos no revelados y los contratos que terminan con un cambio de control son las razones habituales por las que una adquisición decepciona.',
      },
      {
        title: 'La estructura define el riesgo',
        text: 'Compra de activos o de participaciones, depósito en garantía, pagos diferidos por desempeño (earn-out) e indemnizaciones: la elección determina qué problemas lo acompañan después del cierre.',
      },
      {
        title: 'La carta de intención marca el tono',
        text: 'Las condiciones que se acuerdan con poca precisión al principio son difíciles de recuperar después. Las definimos antes de que usted firme cualquier documento.',
      },
    ],
    steps: [
      {
        title: 'Consulta',
        text: 'Conocemos sus objetivos, su presupuesto y la empresa objetivo, y acordamos el alcance y los honorarios.',
      },
      {
        title: 'Carta de intención',
        text: 'Negociamos las condiciones clave (precio, estructura, exclusividad y calendario) antes de que comience la auditoría legal.',
      },
      {
        title: 'Auditoría legal (due diligence)',
        text: 'Revisamos los registros societarios, los contratos, el personal, la propiedad intelectual y los pasivos de la empresa objetivo, y le informamos lo que encontramos en lenguaje claro.',
      },
      {
        title: 'Contrato de compraventa',
        text: 'Redactamos y negociamos declaraciones, garantías, indemnizaciones y condiciones de cierre que reflejen lo que reveló la auditoría legal.',
      },
      {
        title: 'Cierre y transición',
        text: 'Coordinamos las firmas, el flujo de fondos y las cesiones, y lo acompañamos durante los primeros meses como propietario.',
      },
    ],
    whyFirm: [
      { title: 'Atención personal', text: 'Quien dirige la firma conduce su operación desde la primera llamada hasta el cierre.' },
      {
        title: 'Criterio de negocio',
        text: 'Leemos las cifras tanto como los contratos, y le decimos cuando una operación no vale la pena.',
      },
      {
        title: 'Alcance internacional',
        text: 'Experiencia con vendedores y capital en Estados Unidos, América Latina y el Golfo.',
      },
    ],
    closing: {
      heading: '¿Está considerando una adquisición?',
      text: 'Cuéntenos sobre la operación. Respondemos dentro de 24 horas en días hábiles.',
    },
  },
  sellSide: {
    meta: {
      title: 'Representación del lado vendedor',
      description:
        'Representación en M&A del lado vendedor: revisión de preparación, preparación para la auditoría legal (due diligence), estructura de la operación, contrato de compraventa y cierre.',
    },
    heading: 'Representación del lado vendedor',
    lead: 'Venda la empresa que construyó en sus propios términos. Preparamos la empresa para la auditoría legal, estructuramos la venta para que conserve una mayor parte del precio y negociamos hasta que llegan los fondos.',
    applyLabel: 'Solicitar representación del lado vendedor',
    why: [
      {
        title: 'El comprador pone precio a cada falla',
        text: 'Cada problema que encuentran sus abogados se convierte en un precio menor, un depósito en garantía mayor o una indemnización más exigente. Si se detecta y se corrige antes, no le cuesta nada en la negociación.',
      },
      {
        title: 'La estructura cambia lo que usted conserva',
        text: 'Un mismo precio anunciado puede dejar montos muy distintos después de impuestos, pagos diferidos por desempeño (earn-outs) y retenciones.',
      },
      {
        title: 'El impulso cierra operaciones',
        text: 'Una sala de datos preparada y respuestas rápidas mantienen comprometido al comprador. Las demoras le dan motivos para renegociar.',
      },
    ],
    steps: [
      {
        title: 'Revisión de preparación',
        text: 'Revisamos la empresa como lo harán los abogados de un comprador y acordamos qué corregir antes de salir al mercado.',
      },
      {
        title: 'Preparación',
        text: 'Ordenamos los registros, los contratos, la titularidad y la propiedad intelectual, y armamos la sala de datos para la auditoría legal.',
      },
      {
        title: 'Carta de intención',
        text: 'Negociamos precio, estructura, exclusividad y plazos, y lo protegemos de condiciones que más adelante reducen el valor.',
      },
      {
        title: 'Auditoría legal y contrato',
        text: 'Gestionamos las solicitudes del comprador y negociamos el contrato de compraventa, incluidas las declaraciones, las indemnizaciones y los pagos diferidos por desempeño.',
      },
      {
        title: 'Cierre',
        text: 'Coordinamos las firmas, los consentimientos y el flujo de fondos, y lo preparamos para el período de transición.',
      },
    ],
    whyFirm: [
      {
        title: 'Primero, la preparación',
        text: 'Nuestro método Growth Score encuentra los problemas que los compradores usan para bajar el precio.',
      },
      { title: 'Atención de alto nivel', text: 'Usted trabaja directamente con quien dirige la firma, no con un equipo que cambia.' },
      {
        title: 'La vida después de la salida',
        text: 'Los clientes de Exit Suite que cierran su operación con la firma reciben una invitación a Legacy Access.',
      },
    ],
    closing: {
      heading: '¿Se está preparando para vender?',
      text: 'Cuanto antes empecemos, más hay que proteger. Respondemos dentro de 24 horas en días hábiles.',
    },
  },
}
