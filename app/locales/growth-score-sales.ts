// The sales half of /growth-score ('./growth-score+/__sales.tsx'): hero, value stack, 'Choose Your Path',
// the interest forms' introductions and the proof section. Lists of parts are sentences written around a
// figure or a list the page inserts between them.
import type { Translation } from '~/utils/i18n'

export const en = {
  hero: {
    eyebrow: 'The Growth Score',
    heading: 'Know what your company is worth to a buyer, and what to fix first.',
    start: 'Start Your Growth Score',
    included: 'See what is included',
    /** After the fee's note, before its value. */
    valuedAt: ', for a diagnostic valued at ',
    /** Around the hourly rate. */
    rate: ['Traditional firms bill ', ' an hour.'],
  },
  value: { eyebrow: 'What you receive', title: 'Six deliverables, one flat fee' },
  paths: {
    eyebrow: 'Three ways to work with us',
    title: 'Choose Your Path',
    path: 'Path ',
    growthScore: {
      unit: 'one time',
      text: 'Start here: a clear picture of where the business stands and what to do next.',
      cta: 'Start Your Growth Score',
    },
    circle: { cta: 'Express Interest' },
    exitSuite: { cta: 'Request a Consultation' },
  },
  interest: {
    label: 'Membership and Exit Suite interest',
    circle: 'Membership interest',
    exitSuite: 'Exit Suite consultation',
    /** Between the Exit Suite's summary and what it covers, and after. */
    covers: [' It covers ', '.'],
  },
  proof: {
    eyebrow: 'The report',
    sample: 'A page from a Growth Score report',
    testimonials: 'What clients say',
  },
}

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
    circle: { cta: 'Manifestar interés' },
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
