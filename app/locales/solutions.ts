// /solutions: the services page, all four offerings in turn. Placeholders: `{{rate}}` a traditional
// firm's hourly rate, `{{capacity}}` the monthly limit, `{{price}}` / `{{value}}` the Growth Score's fee
// and value, `{{growthScorePrice}}` / `{{circlePrice}}` the fees in the description.
import type { Translation } from '~/utils/i18n'

export const en = {
  meta: {
    title: 'Services: Growth Score, the Apex Circle, Exit Suite',
    description:
      'The Growth Score diagnostic at {{growthScorePrice}} (a {{value}} value), the Apex Circle membership at {{circlePrice}} a month, Exit Suite M&A representation by proposal, and invitation-only Legacy Access.',
  },
  eyebrow: 'Services',
  heading: 'Counsel for every stage, from first audit to final exit',
  lead: 'Four offerings, each with a clear scope and a known price. Most clients begin with the Growth Score.',
  onThisPage: 'On this page',
  growthScore: {
    eyebrow: 'One-time diagnostic',
    valuedAt: 'valued at ',
    /** The sentence around two emphasized figures: before, the rate, between, the limit, after. */
    rate: ['Traditional firms bill ', '{{rate}} per hour', ' for the same partner attention. We accept only '],
    capacity: ['{{capacity}} Growth Score clients a month', '.'],
    begin: 'Begin Assessment',
    receive: 'What you receive',
  },
  circle: { eyebrow: 'Monthly membership', apply: 'Apply for Membership' },
  exitSuite: { eyebrow: 'M&A representation', consult: 'Schedule M&A Consultation' },
  legacy: { eyebrow: 'By invitation only' },
  closing: {
    heading: 'Begin with the Growth Score',
    text: '{{price}} flat fee, a {{value}} value, and only {{capacity}} clients accepted each month.',
    label: 'Start Your Growth Score',
  },
}

export const es: Translation<typeof en> = {
  meta: {
    title: 'Servicios: Growth Score, The Apex Circle, Exit Suite',
    description:
      'El diagnóstico Growth Score por {{growthScorePrice}} (un valor de {{value}}), la membresía The Apex Circle por {{circlePrice}} al mes, la representación en M&A de Exit Suite según propuesta y Legacy Access, solo por invitación.',
  },
  eyebrow: 'Servicios',
  heading: 'Asesoría para cada etapa, desde la primera auditoría hasta la salida',
  lead: 'Cuatro servicios, cada uno con un alcance claro y un precio conocido. La mayoría de los clientes comienza con el Growth Score.',
  onThisPage: 'En esta página',
  growthScore: {
    eyebrow: 'Diagnóstico único',
    valuedAt: 'valorado en ',
    rate: ['Las firmas tradicionales cobran ', '{{rate}} por hora', ' por la misma atención de un socio. Solo aceptamos '],
    capacity: ['{{capacity}} clientes de Growth Score al mes', '.'],
    begin: 'Comenzar la evaluación',
    receive: 'Qué recibe',
  },
  circle: { eyebrow: 'Membresía mensual', apply: 'Solicitar la membresía' },
  exitSuite: { eyebrow: 'Representación en M&A', consult: 'Programar una consulta de M&A' },
  legacy: { eyebrow: 'Solo por invitación' },
  closing: {
    heading: 'Comience con el Growth Score',
    text: 'Honorarios fijos de {{price}}, un valor de {{value}}, y solo {{capacity}} clientes aceptados cada mes.',
    label: 'Comience su Growth Score',
  },
}
