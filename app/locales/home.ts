// The home page: the hero with the three paths, how the firm works, its four services, the closing line.
import type { Translation } from '~/utils/i18n'

export const en = {
  meta: {
    title: 'Corporate & M&A Law for Founders',
    description:
      'Boutique corporate and M&A counsel in Doral, Florida: the $4,000 Growth Score diagnostic, the Circle membership, Exit Suite representation and business contracts for founders.',
  },
  eyebrow: 'Corporate & M&A counsel in Doral, Florida',
  heading: 'Legal strategy for visionary founders',
  lead: 'We help owners build companies that are worth more, protect what they have built, and sell on their own terms when the time comes.',
  start: 'Start Your Growth Score',
  heroFee: '{{price}} flat fee',
  heroValue: ', a {{value}} value.',
  heroCapacity: '{{capacity}} companies accepted each month.',
  record: 'The record',
  choiceLabel: 'I am a business owner and I am…',
  choicePlaceholder: 'Select an option',
  choiceHint: 'Choose the option that fits; it takes you straight to the right page.',
  choiceError: 'Please choose one of the options.',
  continue: 'Continue',
  whereToStart: 'Where to start',
  /** Each path: the dropdown's option (the spec's wording) and the plain link under it. */
  choices: {
    scale: { option: 'Looking to scale my business', link: 'Scale your business' },
    buySell: { option: 'Looking to sell/buy a business', link: 'Buy or sell a business' },
    contracts: { option: 'Looking for a specific contract', link: 'Find a business contract' },
  },
  principlesEyebrow: 'How we work',
  principlesTitle: 'Counsel for the decisions that set a company’s value',
  principles: [
    {
      title: 'Few clients, by design',
      text: 'We accept a limited number of clients each month so every matter has the managing attorney’s attention.',
    },
    {
      title: 'Flat fees where we can',
      text: 'A diagnostic at a fixed price, a membership at a fixed monthly fee, and deals priced by written proposal.',
    },
    {
      title: 'Built for the exit',
      text: 'Everything we draft is written to hold up in a buyer’s diligence, years before a buyer appears.',
    },
  ],
  servicesEyebrow: 'Services',
  servicesTitle: 'Four ways to work with the firm',
  oneTime: 'one time',
  forExitSuite: 'for Exit Suite clients',
  allServices: 'See all services and fees',
  closingEyebrow: 'Start here',
  closingHeading: 'Know where your company stands before a buyer tells you.',
  closingText: 'The Growth Score is a {{price}} flat-fee diagnostic, limited to {{capacity}} companies a month.',
}

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
