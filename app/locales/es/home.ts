// Spanish of app/locales/home.ts (issue 28). Only the server imports it (app/locales/index.server.ts); a
// Spanish page gets the namespaces it uses as loader data, so no Spanish text is in a JavaScript bundle.
import type { Translation } from '~/locales/translation'
import type { en } from '~/locales/home'

export const es: Translation<typeof en> = {
  meta: {
    title: 'Derecho corporativo y M&A para fundadores',
    description:
      'Asesoría corporativa y de M&A en Doral, Florida: el diagnóstico Growth Score de $4,000, la membresía The Apex Circle, la representación Exit Suite y contratos de negocios para fundadores.',
  },
  eyebrow: 'Asesoría corporativa y de M&A en Doral, Florida',
  heading: 'Estrategia legal para fundadores visionarios',
  lead: 'Ayudamos a los propietarios a construir empresas que valgan más, a proteger lo que han construido y a vender en sus propios términos cuando llegue el momento.',
  start: 'Comience su Growth Score',
  heroFee: '{{price}} en honorarios fijos',
  heroValue: ', un valor de {{value}}.',
  heroCapacity: '{{capacity}} empresas aceptadas cada mes.',
  record: 'La trayectoria',
  choiceLabel: 'Soy propietario de un negocio y busco…',
  choicePlaceholder: 'Seleccione una opción',
  choiceHint: 'Elija la opción que corresponda; lo llevará directamente a la página adecuada.',
  choiceError: 'Por favor, elija una de las opciones.',
  continue: 'Continuar',
  whereToStart: 'Por dónde empezar',
  choices: {
    scale: { option: 'Hacer crecer mi negocio', link: 'Haga crecer su negocio' },
    buySell: { option: 'Vender o comprar un negocio', link: 'Compre o venda un negocio' },
    contracts: { option: 'Un contrato específico', link: 'Encuentre un contrato para su negocio' },
  },
  principlesEyebrow: 'Cómo trabajamos',
  principlesTitle: 'Asesoría para las decisiones que determinan el valor de una empresa',
  principles: [
    {
      title: 'Pocos clientes, por decisión propia',
      text: 'Aceptamos un número limitado de clientes cada mes para que cada asunto reciba la atención personal de quien dirige la firma.',
    },
    {
      title: 'Honorarios fijos siempre que sea posible',
      text: 'Un diagnóstico a precio fijo, una membresía con una cuota mensual fija y operaciones cotizadas mediante una propuesta por escrito.',
    },
    {
      title: 'Pensado para la venta',
      text: 'Todo lo que redactamos está pensado para resistir la auditoría legal (due diligence) de un comprador, años antes de que aparezca.',
    },
  ],
  servicesEyebrow: 'Servicios',
  servicesTitle: 'Cuatro formas de trabajar con la firma',
  oneTime: 'pago único',
  forExitSuite: 'para clientes de Exit Suite',
  allServices: 'Ver todos los servicios y honorarios',
  closingEyebrow: 'Empiece aquí',
  closingHeading: 'Conozca la situación de su empresa antes de que se la diga un comprador.',
  closingText: 'El Growth Score es un diagnóstico con honorarios fijos de {{price}}, limitado a {{capacity}} empresas al mes.',
}
