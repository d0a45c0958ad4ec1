// Spanish of app/locales/offers.ts (issue 28). Only the server imports it (app/locales/index.server.ts); a
// Spanish page gets the namespaces it uses as loader data, so no Spanish text is in a JavaScript bundle.
import type { Translation } from '~/locales/translation'
import type { en } from '~/locales/offers'

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
