// Spanish of app/locales/growth-score-info.ts (issue 28). Only the server imports it (app/locales/index.server.ts); a
// Spanish page gets the namespaces it uses as loader data, so no Spanish text is in a JavaScript bundle.
import type { Translation } from '~/locales/translation'
import type { en } from '~/locales/growth-score-info'

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
