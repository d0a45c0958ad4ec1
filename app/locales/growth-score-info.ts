// /apex-growth-score-info: the Growth Score's information page. Placeholders: `{{price}}` the fee,
// `{{value}}` its value, `{{rate}}` a traditional firm's hourly rate,
// `{{points}}` the audit's points, `{{capacity}}` the monthly limit.
import type { Translation } from '~/utils/i18n'

export const en = {
  meta: {
    title: 'The Growth Score: a {{price}} legal and business diagnostic',
    description:
      'A 40+ point legal and business audit, a 12-month roadmap, essential templates, a strategy session, a Risk & Opportunity Map and an Exit Readiness Snapshot, for one flat fee.',
  },
  heading: 'The Growth Score',
  lead: 'One flat fee. One report that shows where your company stands legally and commercially, and what to do next.',
  start: 'Start Your Growth Score',
  capacity: 'Only {{capacity}} clients accepted each month.',
  whoForEyebrow: 'Who it is for',
  whoForTitle: 'For owners who want the facts before the decision',
  whoFor: [
    'Owners planning to sell in the next one to five years',
    'Founders raising capital or bringing in partners',
    'Businesses that grew faster than their paperwork',
  ],
  feeEyebrow: 'What the fee covers',
  feeTitle: 'Six deliverables, one flat fee',
  feeText:
    'The audit covers {{points}} points across your legal structure and operations. Billed by the hour at the {{rate}} a traditional firm charges, the same work is valued at {{value}}; the Growth Score is one flat fee of {{price}}.',
  howEyebrow: 'How it works',
  howTitle: 'From booking to report',
  process: [
    { title: 'Book and sign', text: 'Book your strategy session, sign the engagement letter and pay the flat fee.' },
    { title: 'Send documents', text: 'Upload your documents through the client portal, following our 27-item checklist.' },
    { title: 'Analysis', text: 'We begin within 24 hours and work through every point of the audit.' },
    { title: 'Your report', text: 'Within 5–7 business days you receive your score out of 100, your roadmap and your templates.' },
  ],
  closing: {
    heading: 'Reserve a place this month',
    text: '{{price}} flat fee. Analysis begins within 24 hours.',
    label: 'Start Your Growth Score',
  },
}

export const es: Translation<typeof en> = {
  meta: {
    title: 'El Growth Score: un diagnóstico legal y de negocio por {{price}}',
    description:
      'Una auditoría legal y de negocio de más de 40 puntos, una hoja de ruta a 12 meses, modelos esenciales, una sesión de estrategia, un mapa de riesgos y oportunidades y un diagnóstico de preparación para la salida, por honorarios fijos.',
  },
  heading: 'El Growth Score',
  lead: 'Honorarios fijos. Un solo informe que muestra dónde se encuentra su empresa en lo legal y en lo comercial, y qué hacer a continuación.',
  start: 'Comience su Growth Score',
  capacity: 'Solo aceptamos {{capacity}} clientes cada mes.',
  whoForEyebrow: 'Para quién es',
  whoForTitle: 'Para propietarios que quieren conocer los hechos antes de decidir',
  whoFor: [
    'Propietarios que planean vender en los próximos uno a cinco años',
    'Fundadores que buscan capital o incorporan socios',
    'Empresas que crecieron más rápido que su documentación',
  ],
  feeEyebrow: 'Qué cubren los honorarios',
  feeTitle: 'Seis entregables, honorarios fijos',
  feeText:
    'La auditoría cubre {{points}} puntos de su estructura legal y sus operaciones. Facturado por hora a los {{rate}} que cobra una firma tradicional, el mismo trabajo tiene un valor de {{value}}; el Growth Score tiene honorarios fijos de {{price}}.',
  howEyebrow: 'Cómo funciona',
  howTitle: 'De la reserva al informe',
  process: [
    {
      title: 'Reserve y firme',
      text: 'Reserve su sesión de estrategia, firme la carta de encargo y pague los honorarios fijos.',
    },
    {
      title: 'Envíe sus documentos',
      text: 'Suba sus documentos a través del portal del cliente, siguiendo nuestra lista de documentos de 27 puntos.',
    },
    { title: 'Análisis', text: 'Comenzamos dentro de las 24 horas y revisamos cada punto de la auditoría.' },
    {
      title: 'Su informe',
      text: 'En un plazo de 5 a 7 días hábiles recibe su puntuación sobre 100, su hoja de ruta y sus modelos.',
    },
  ],
  closing: {
    heading: 'Reserve un lugar este mes',
    text: 'Honorarios fijos de {{price}}. El análisis comienza dentro de las 24 horas.',
    label: 'Comience su Growth Score',
  },
}
