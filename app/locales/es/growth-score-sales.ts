// Spanish of app/locales/growth-score-sales.ts (issue 28). Only the server imports it (app/locales/index.server.ts); a
// Spanish page gets the namespaces it uses as loader data, so no Spanish text is in a JavaScript bundle.
import type { Translation } from '~/locales/translation'
import type { en } from '~/locales/growth-score-sales'

export const es: Translation<typeof en> = {
  hero: {
    eyebrow: 'El Growth Score',
    heading: 'Sepa cuánto vale su empresa para un comprador y qué corregir primero.',
    start: 'Comience su Growth Score',
    included: 'Vea qué incluye',
    valuedAt: ', por un diagnóstico valorado en ',
    rate: ['Las firmas tradicionales cobran ', ' por hora.'],
  },
  value: { eyebrow: 'Qué recibe', title: 'Seis entregables, honorarios fijos' },
  paths: {
    eyebrow: 'Tres formas de trabajar con nosotros',
    title: 'Elija su camino',
    path: 'Opción ',
    growthScore: {
      unit: 'en un solo pago',
      text: 'Comience aquí: una imagen clara de dónde está la empresa y qué hacer a continuación.',
      cta: 'Comience su Growth Score',
    },
    circle: { cta: 'Expresar interés' },
    exitSuite: { cta: 'Solicitar una consulta' },
  },
  interest: {
    label: 'Interés en la membresía y en Exit Suite',
    circle: 'Interés en la membresía',
    exitSuite: 'Consulta sobre Exit Suite',
    covers: [' Incluye: ', '.'],
  },
  proof: {
    eyebrow: 'El informe',
    sample: 'Una página de un informe Growth Score',
    testimonials: 'Lo que dicen los clientes',
  },
}
