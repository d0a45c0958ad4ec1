// Spanish of app/locales/solutions.ts (issue 28). Only the server imports it (app/locales/index.server.ts); a
// Spanish page gets the namespaces it uses as loader data, so no Spanish text is in a JavaScript bundle.
import type { Translation } from '~/locales/translation'
import type { en } from '~/locales/solutions'

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
