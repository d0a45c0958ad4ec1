// Spanish of app/locales/intake/contact-interest.ts (issue 28). Only the server imports it (app/locales/index.server.ts); a
// Spanish page gets the namespaces it uses as loader data, so no Spanish text is in a JavaScript bundle.
import type { Translation } from '~/locales/translation'
import type { en } from '~/locales/intake/contact-interest'

export const es: Translation<typeof en> = {
  contact: {
    metaTitle: 'Contacto',
    metaDescription:
      'Envíe un mensaje a la firma. Con sede en Doral, Florida, atendemos a clientes en todo el país; respondemos en unas 24 horas en días hábiles.',
    eyebrow: 'Contacto',
    title: 'Contáctenos',
    intro:
      '¿Tiene preguntas sobre una operación, un contrato o por dónde empezar? Envíe una nota y quien dirige la firma le responderá personalmente.',
    confirmationHeading: 'Gracias, ya tenemos su mensaje',
    confirmation:
      'Quien dirige la firma lee cada mensaje personalmente y responde en unas 24 horas en días hábiles. Si no puede esperar, llame al',
    otherWays: 'Otras formas de contactarnos',
    formHeading: 'Envíe un mensaje',
    formIntro: 'Quien dirige la firma lee cada mensaje personalmente.',
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
      confirmation: 'Quien dirige la firma le escribirá en un plazo de un día hábil para acordar una primera conversación confidencial.',
    },
  },
}
