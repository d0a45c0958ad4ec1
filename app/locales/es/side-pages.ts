// Spanish of app/locales/side-pages.ts (issue 28). Only the server imports it (app/locales/index.server.ts); a
// Spanish page gets the namespaces it uses as loader data, so no Spanish text is in a JavaScript bundle.
import type { Translation } from '~/locales/translation'
import type { en } from '~/locales/side-pages'

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
