// Part of the intake namespace (app/locales/intake.ts, which assembles it): its contact interest copy, both languages.
import type { Translation } from '~/utils/i18n'

export const en = {
  contact: {
    metaTitle: 'Contact',
    metaDescription:
      'Send the firm a message. Based in Doral, Florida, serving clients nationwide; replies within about 24 hours on business days.',
    eyebrow: 'Contact',
    title: 'Get in Touch',
    intro: 'Questions about a transaction, a contract or where to begin? Send a note and the attorney will reply personally.',
    confirmationHeading: 'Thank you — we have your message',
    confirmation: 'The attorney reads every message personally and replies within about 24 hours on business days. If it cannot wait, call',
    otherWays: 'Other ways to reach us',
    formHeading: 'Send a message',
    formIntro: 'The attorney reads every message personally.',
    messagePlaceholder: 'A few lines about your business and what you would like to discuss.',
    send: 'Send Message',
    location: 'Location',
    responseTimeHeading: 'Response time',
    responseTime: 'We respond within about 24 hours on business days.',
    urgent: 'Circle members receive priority responses.',
    emailHeading: 'Email',
    notSure: 'Not sure where to begin?',
    growthScore: 'The Growth Score gives you a clear picture of your company’s legal footing and a 12-month roadmap, for one flat fee.',
    growthScoreCta: 'Start with a Growth Score',
  },
  interest: {
    seeGrowthScore: 'See the Growth Score and every path we offer',
    confirmationHeading: 'Thank you — we have your details',
    messagePlaceholder: 'The business, the kind of exit you have in mind, and your timing.',
    circle: {
      metaTitle: 'Circle membership interest',
      metaDescription:
        'Tell the firm you are interested in the Circle membership: ongoing outside counsel with tailored deliverables each month.',
      eyebrow: 'The Apex Circle',
      title: 'Membership interest',
      intro:
        'The Apex Circle admits a small number of members at a time. Leave your details and we will be in touch to talk through your priorities and whether the membership fits them.',
      submitLabel: 'Express Interest',
      confirmation: 'We will write to you within one business day to talk through your priorities and whether the membership fits them.',
    },
    exitSuite: {
      metaTitle: 'Exit Suite consultation',
      metaDescription: 'Request a confidential consultation about M&A representation for a seven- or eight-figure exit.',
      eyebrow: 'Exit Suite',
      title: 'Schedule an M&A consultation',
      intro:
        'For founders preparing a seven- or eight-figure exit. Tell us about the business and your timing; we will reply to arrange a confidential first conversation.',
      submitLabel: 'Request a Consultation',
      confirmation: 'The managing attorney will write to you within one business day to arrange a confidential first conversation.',
    },
  },
}

export const es: Translation<typeof en> = {
  contact: {
    metaTitle: 'Contacto',
    metaDescription:
      'Envíe un mensaje a la firma. Con sede en Doral, Florida, atendemos a clientes en todo el país; respondemos en unas 24 horas en días hábiles.',
    eyebrow: 'Contacto',
    title: 'Contáctenos',
    intro:
      '¿Tiene preguntas sobre una operación, un contrato o por dónde empezar? Envíe una nota y el abogado le responderá personalmente.',
    confirmationHeading: 'Gracias, ya tenemos su mensaje',
    confirmation: 'El abogado lee cada mensaje personalmente y responde en unas 24 horas en días hábiles. Si no puede esperar, llame al',
    otherWays: 'Otras formas de contactarnos',
    formHeading: 'Envíe un mensaje',
    formIntro: 'El abogado lee cada mensaje personalmente.',
    messagePlaceholder: 'Unas líneas sobre su empresa y lo que desea conversar.',
    send: 'Enviar mensaje',
    location: 'Ubicación',
    responseTimeHeading: 'Tiempo de respuesta',
    responseTime: 'Respondemos en unas 24 horas en días hábiles.',
    urgent: 'Los miembros del Circle reciben respuesta prioritaria.',
    emailHeading: 'Correo electrónico',
    notSure: '¿No sabe por dónde empezar?',
    growthScore:
      'El Growth Score le da una imagen clara de la situación legal de su empresa y una hoja de ruta de 12 meses, con honorarios fijos.',
    growthScoreCta: 'Comience con un Growth Score',
  },
  interest: {
    seeGrowthScore: 'Conozca el Growth Score y todas las opciones que ofrecemos',
    confirmationHeading: 'Gracias, ya tenemos sus datos',
    messagePlaceholder: 'La empresa, el tipo de salida que tiene en mente y sus plazos.',
    circle: {
      metaTitle: 'Interés en la membresía del Circle',
      metaDescription:
        'Indique a la firma su interés en la membresía del Circle: asesoría jurídica externa continua con entregables a la medida cada mes.',
      eyebrow: 'The Apex Circle',
      title: 'Interés en la membresía',
      intro:
        'The Apex Circle admite a pocos miembros a la vez. Déjenos sus datos y nos pondremos en contacto para conversar sobre sus prioridades y sobre si la membresía se ajusta a ellas.',
      submitLabel: 'Expresar interés',
      confirmation:
        'Le escribiremos en un plazo de un día hábil para conversar sobre sus prioridades y sobre si la membresía se ajusta a ellas.',
    },
    exitSuite: {
      metaTitle: 'Consulta sobre Exit Suite',
      metaDescription:
        'Solicite una consulta confidencial sobre representación en fusiones y adquisiciones (M&A) para una salida de siete u ocho cifras.',
      eyebrow: 'Exit Suite',
      title: 'Programe una consulta de M&A',
      intro:
        'Para fundadores que preparan una salida de siete u ocho cifras. Cuéntenos sobre la empresa y sus plazos; le responderemos para acordar una primera conversación confidencial.',
      submitLabel: 'Solicitar una consulta',
      confirmation: 'El abogado principal le escribirá en un plazo de un día hábil para acordar una primera conversación confidencial.',
    },
  },
}
