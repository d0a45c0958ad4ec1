// The intake forms (/contact, the booking, application and contract pages, the interest forms): their
// pages, fields, validation messages, notices (the spec's section 8 wording, verbatim) and confirmations.
import type { Translation } from '~/utils/i18n'

export const en = {
  errors: {
    nameRequired: 'Name is required',
    nameTooLong: 'Name must be less than 100 characters',
    fullNameRequired: 'Full name is required',
    companyNameRequired: 'Company name is required',
    companyNameTooLong: 'Company name must be less than 100 characters',
    companyRequired: 'Company is required',
    agreementRequired: 'Please specify the agreement needed',
    agreementTooLong: 'Agreement description must be less than 200 characters',
    messageRequired: 'Message is required',
    contactMessageTooLong: 'Message must be less than 5000 characters',
    interestMessageTooLong: 'Message must be less than 2000 characters',
  },
  notices: {
    contactMissing: { title: 'Missing Information', description: 'Please fill in all required fields.' },
    contactFailed: { title: 'Submission Failed', description: 'Please try again or contact us directly.' },
    contactSent: { title: 'Message Sent!', description: "Thank you for your message. We'll get back to you within 24 hours." },
    informationSubmitted: { title: 'Success!', description: 'Your information has been submitted. Please select a time below.' },
    informationFailed: { title: 'Error', description: 'There was a problem submitting your information. Please try again.' },
    applicationSubmitted: { title: 'Success!', description: 'Your application has been submitted. Please select a time below.' },
    applicationFailed: { title: 'Error', description: 'There was a problem submitting your application. Please try again.' },
    requestSubmitted: { title: 'Success!', description: 'Your request has been submitted. Please select a time below.' },
    requestFailed: { title: 'Error', description: 'There was a problem submitting your request. Please try again.' },
    interestFailed: { title: 'Error', description: 'There was a problem submitting your interest. Please try again.' },
    interestSubmitted: {
      title: 'Interest Submitted!',
      description: "Thank you for your interest. We'll be in touch soon to discuss your needs.",
    },
  },
  rateLimited: {
    message: 'You have sent several forms in a short time. Please wait {{wait}} and try again. Your details are still here.',
    minutes: '{{n}} minutes',
    seconds: '{{n}} seconds',
  },
  fields: {
    name: 'Name',
    email: 'Email',
    fullName: 'Full name',
    companyName: 'Company name',
    company: 'Company',
    phone: 'Phone',
    agreementNeeded: 'Agreement Needed',
    messageOptional: 'Message (optional)',
  },
  submitting: 'Submitting...',
  received: 'Received',
  scheduling: {
    heading: 'Select a Time',
    placeholder:
      'Our online scheduling calendar will appear here. Until it is in place, we will email you within one business day to arrange a time that suits you.',
    linkText: 'Our calendar opens on the scheduling service’s own page. Pick the time that suits you there.',
    openLink: 'Open the scheduling page',
    iframeTitle: 'Choose a time for your consultation',
  },
  application: {
    everyFieldRequired: 'Every field is required.',
    agreementPlaceholder: 'e.g., Employment agreement, NDA, Service agreement',
    privacy: 'Held in confidence and used only to answer you. See our',
    privacyLink: 'Privacy Policy',
    whatHappensNext: 'What happens next',
    /** The line above the scheduling section when a calendar is on the page. */
    confirmations: {
      'growth-score-booking': 'Thank you — we have your details. Choose a time for your strategy session below.',
      'apex-circle-application': 'Thank you — we have your application. Choose a time for a short call below.',
      'sell-side-application': 'Thank you — we have your application, and it stays confidential. Choose a time below.',
      'buy-side-application': 'Thank you — we have your application, and it stays confidential. Choose a time below.',
      'contract-request': 'Thank you — we have your request. Choose a time below, or watch for our email within one business day.',
    },
    /** The same line without a calendar: our email is the promise that is true now. */
    confirmationsWithoutCalendar: {
      'growth-score-booking':
        'Thank you — we have your details. We will email you within one business day to arrange your strategy session.',
      'apex-circle-application': 'Thank you — we have your application. We will email you within one business day to arrange a short call.',
      'sell-side-application':
        'Thank you — we have your application, and it stays confidential. We will email you within one business day to arrange a time.',
      'buy-side-application':
        'Thank you — we have your application, and it stays confidential. We will email you within one business day to arrange a time.',
      'contract-request': 'Thank you — we have your request. We will email you within one business day.',
    },
  },
  pages: {
    booking: {
      metaTitle: 'Book your Growth Score strategy session',
      metaDescription:
        'Reserve the strategy session that opens your Growth Score: a flat-fee legal and business diagnostic for founders who intend to scale.',
      eyebrow: 'Growth Score',
      title: 'Book your Growth Score strategy session',
      intro:
        'The Growth Score begins with a conversation. Tell us who you are and how to reach you, then choose a time to walk through your business with the attorney who will lead your diagnostic.',
      formHeading: 'Your details',
      submitLabel: 'Continue to Scheduling',
      steps: [
        { title: 'Share your details', body: 'Four fields. No documents yet, and nothing is charged at this stage.' },
        {
          title: 'Choose a time',
          body: 'Once your details are in, pick a time that suits you. We confirm by email and send anything worth reading beforehand.',
        },
        {
          title: 'Talk it through',
          body: 'In the session we map what the diagnostic will cover and answer every question before you commit.',
        },
      ],
    },
    circle: {
      metaTitle: 'Apply for the Apex Circle membership',
      metaDescription:
        'Apply for the Circle: ongoing outside general counsel for founders, with tailored deliverables each month and quarterly planning.',
      eyebrow: 'The Apex Circle',
      title: 'Apply for Membership',
      intro:
        'The Apex Circle is a small membership by design. Apply below, then choose a time for a short call so we can confirm that the membership fits where your business is headed.',
      formHeading: 'Your application',
      submitLabel: 'Submit Application',
      steps: [
        { title: 'Apply', body: 'Tell us who you are and which company you lead.' },
        {
          title: 'Choose a time',
          body: 'Once your details are in, pick a time that suits you. We confirm by email and send anything worth reading beforehand.',
        },
        {
          title: 'Fit call',
          body: 'A short conversation about your priorities for the year, and whether the Circle is the right way to meet them.',
        },
      ],
    },
    sellSide: {
      metaTitle: 'Apply for Sell-Side Representation',
      metaDescription:
        'Preparing to sell your company? Apply for sell-side M&A representation and schedule a confidential first conversation.',
      eyebrow: 'Sell-side M&A',
      title: 'Apply for Sell-Side Representation',
      intro:
        'Selling a company is usually a once-in-a-career event. Start with a confidential conversation about the business, the buyers you have in mind and the timing you want.',
      formHeading: 'Your details',
      submitLabel: 'Submit Application',
      steps: [
        { title: 'Apply', body: 'Your name, company and how to reach you. Everything you send is held in confidence.' },
        {
          title: 'Choose a time',
          body: 'Once your details are in, pick a time that suits you. We confirm by email and send anything worth reading beforehand.',
        },
        { title: 'Confidential review', body: 'We discuss the deal, its likely structure and what preparation will protect your price.' },
      ],
    },
    buySide: {
      metaTitle: 'Apply for Buy-Side Representation',
      metaDescription: 'Acquiring a business? Apply for buy-side M&A representation and schedule a confidential first conversation.',
      eyebrow: 'Buy-side M&A',
      title: 'Apply for Buy-Side Representation',
      intro:
        'An acquisition is won or lost in diligence and in the purchase agreement. Tell us about yourself, then choose a time to discuss the target and the terms on the table.',
      formHeading: 'Your details',
      submitLabel: 'Submit Application',
      steps: [
        { title: 'Apply', body: 'Your name, company and how to reach you. Everything you send is held in confidence.' },
        {
          title: 'Choose a time',
          body: 'Once your details are in, pick a time that suits you. We confirm by email and send anything worth reading beforehand.',
        },
        { title: 'Confidential review', body: 'We look at the target, the letter of intent if there is one, and where the risk sits.' },
      ],
    },
    contract: {
      metaTitle: 'Request a Contract',
      metaDescription:
        'Request an agreement drafted for your business: employment, NDA, service, operating and more, at a flat fee agreed up front.',
      eyebrow: 'Contracts',
      title: 'Request a Contract',
      intro:
        'Tell us which agreement you need. We review the request, confirm the scope and a flat fee, and draft it for your business rather than from a generic template.',
      formHeading: 'Your request',
      submitLabel: 'Submit Request',
      steps: [
        { title: 'Choose the agreement', body: 'Name it in your own words; a rough description is enough.' },
        { title: 'Submit your details', body: 'So we know who the agreement is for and how to reach you.' },
        { title: 'We contact you', body: 'Pick a time below, or wait for our email within one business day.' },
      ],
    },
  },
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

const scheduleStep = {
  title: 'Elija un horario',
  body: 'Una vez recibidos sus datos, elija el horario que más le convenga. Lo confirmamos por correo electrónico y le enviamos de antemano lo que valga la pena leer.',
}
const dealApply = {
  title: 'Presente su solicitud',
  body: 'Su nombre, su empresa y cómo contactarlo. Todo lo que nos envíe se trata de forma confidencial.',
}

export const es: Translation<typeof en> = {
  errors: {
    nameRequired: 'El nombre es obligatorio',
    nameTooLong: 'El nombre debe tener menos de 100 caracteres',
    fullNameRequired: 'El nombre completo es obligatorio',
    companyNameRequired: 'El nombre de la empresa es obligatorio',
    companyNameTooLong: 'El nombre de la empresa debe tener menos de 100 caracteres',
    companyRequired: 'La empresa es obligatoria',
    agreementRequired: 'Indique el contrato que necesita',
    agreementTooLong: 'La descripción del contrato debe tener menos de 200 caracteres',
    messageRequired: 'El mensaje es obligatorio',
    contactMessageTooLong: 'El mensaje debe tener menos de 5000 caracteres',
    interestMessageTooLong: 'El mensaje debe tener menos de 2000 caracteres',
  },
  notices: {
    contactMissing: { title: 'Falta información', description: 'Complete todos los campos obligatorios.' },
    contactFailed: { title: 'No se pudo enviar', description: 'Inténtelo de nuevo o contáctenos directamente.' },
    contactSent: { title: '¡Mensaje enviado!', description: 'Gracias por su mensaje. Le responderemos en un plazo de 24 horas.' },
    informationSubmitted: { title: '¡Listo!', description: 'Su información se ha enviado. Elija un horario a continuación.' },
    informationFailed: { title: 'Se produjo un error', description: 'Hubo un problema al enviar su información. Inténtelo de nuevo.' },
    applicationSubmitted: { title: '¡Listo!', description: 'Su solicitud se ha enviado. Elija un horario a continuación.' },
    applicationFailed: { title: 'Se produjo un error', description: 'Hubo un problema al enviar su solicitud. Inténtelo de nuevo.' },
    requestSubmitted: { title: '¡Listo!', description: 'Su pedido se ha enviado. Elija un horario a continuación.' },
    requestFailed: { title: 'Se produjo un error', description: 'Hubo un problema al enviar su pedido. Inténtelo de nuevo.' },
    interestFailed: { title: 'Se produjo un error', description: 'Hubo un problema al enviar su interés. Inténtelo de nuevo.' },
    interestSubmitted: {
      title: '¡Interés registrado!',
      description: 'Gracias por su interés. Nos pondremos en contacto pronto para conversar sobre sus necesidades.',
    },
  },
  rateLimited: {
    message: 'Ha enviado varios formularios en poco tiempo. Espere {{wait}} e inténtelo de nuevo. Sus datos siguen aquí.',
    minutes: '{{n}} minutos',
    seconds: '{{n}} segundos',
  },
  fields: {
    name: 'Nombre',
    email: 'Correo electrónico',
    fullName: 'Nombre completo',
    companyName: 'Nombre de la empresa',
    company: 'Empresa',
    phone: 'Teléfono',
    agreementNeeded: 'Contrato que necesita',
    messageOptional: 'Mensaje (opcional)',
  },
  submitting: 'Enviando...',
  received: 'Recibido',
  scheduling: {
    heading: 'Elija un horario',
    placeholder:
      'Aquí aparecerá nuestro calendario de citas en línea. Mientras tanto, le escribiremos por correo electrónico en un plazo de un día hábil para acordar un horario que le convenga.',
    linkText: 'Nuestro calendario se abre en la página del servicio de citas. Elija allí el horario que más le convenga.',
    openLink: 'Abrir la página de citas',
    iframeTitle: 'Elija un horario para su consulta',
  },
  application: {
    everyFieldRequired: 'Todos los campos son obligatorios.',
    agreementPlaceholder: 'p. ej., contrato de trabajo, acuerdo de confidencialidad, contrato de servicios',
    privacy: 'Se trata de forma confidencial y solo se usa para responderle. Consulte nuestra',
    privacyLink: 'Política de privacidad',
    whatHappensNext: 'Los próximos pasos',
    confirmations: {
      'growth-score-booking': 'Gracias, ya tenemos sus datos. Elija a continuación un horario para su sesión de estrategia.',
      'apex-circle-application': 'Gracias, ya tenemos su solicitud. Elija a continuación un horario para una breve llamada.',
      'sell-side-application': 'Gracias, ya tenemos su solicitud, que se mantiene confidencial. Elija un horario a continuación.',
      'buy-side-application': 'Gracias, ya tenemos su solicitud, que se mantiene confidencial. Elija un horario a continuación.',
      'contract-request':
        'Gracias, ya tenemos su pedido. Elija un horario a continuación o espere nuestro correo electrónico en un plazo de un día hábil.',
    },
    confirmationsWithoutCalendar: {
      'growth-score-booking':
        'Gracias, ya tenemos sus datos. Le escribiremos por correo electrónico en un plazo de un día hábil para programar su sesión de estrategia.',
      'apex-circle-application':
        'Gracias, ya tenemos su solicitud. Le escribiremos por correo electrónico en un plazo de un día hábil para programar una breve llamada.',
      'sell-side-application':
        'Gracias, ya tenemos su solicitud, que se mantiene confidencial. Le escribiremos por correo electrónico en un plazo de un día hábil para acordar un horario.',
      'buy-side-application':
        'Gracias, ya tenemos su solicitud, que se mantiene confidencial. Le escribiremos por correo electrónico en un plazo de un día hábil para acordar un horario.',
      'contract-request': 'Gracias, ya tenemos su pedido. Le escribiremos por correo electrónico en un plazo de un día hábil.',
    },
  },
  pages: {
    booking: {
      metaTitle: 'Reserve su sesión de estrategia del Growth Score',
      metaDescription:
        'Reserve la sesión de estrategia con la que comienza su Growth Score: un diagnóstico legal y de negocio con honorarios fijos para fundadores que quieren crecer.',
      eyebrow: 'Growth Score',
      title: 'Reserve su sesión de estrategia del Growth Score',
      intro:
        'El Growth Score comienza con una conversación. Díganos quién es y cómo contactarlo; luego elija un horario para repasar su empresa con el abogado que dirigirá su diagnóstico.',
      formHeading: 'Sus datos',
      submitLabel: 'Continuar a la programación',
      steps: [
        { title: 'Comparta sus datos', body: 'Cuatro campos. Todavía no se piden documentos y no se cobra nada en esta etapa.' },
        scheduleStep,
        {
          title: 'Conversemos',
          body: 'En la sesión definimos qué abarcará el diagnóstico y respondemos todas sus preguntas antes de que se comprometa.',
        },
      ],
    },
    circle: {
      metaTitle: 'Solicite la membresía de The Apex Circle',
      metaDescription:
        'Solicite el Circle: asesoría jurídica externa continua para fundadores, con entregables a la medida cada mes y planificación trimestral.',
      eyebrow: 'The Apex Circle',
      title: 'Solicite la membresía',
      intro:
        'The Apex Circle es, por diseño, una membresía reducida. Presente su solicitud a continuación y elija un horario para una breve llamada, para confirmar que la membresía se ajusta al rumbo de su empresa.',
      formHeading: 'Su solicitud',
      submitLabel: 'Enviar solicitud',
      steps: [
        { title: 'Presente su solicitud', body: 'Díganos quién es y qué empresa dirige.' },
        scheduleStep,
        {
          title: 'Llamada de afinidad',
          body: 'Una breve conversación sobre sus prioridades del año y sobre si el Circle es la forma adecuada de cumplirlas.',
        },
      ],
    },
    sellSide: {
      metaTitle: 'Solicite representación del lado vendedor',
      metaDescription:
        '¿Se prepara para vender su empresa? Solicite representación en fusiones y adquisiciones (M&A) del lado vendedor y programe una primera conversación confidencial.',
      eyebrow: 'M&A del lado vendedor',
      title: 'Solicite representación del lado vendedor',
      intro:
        'Vender una empresa suele ocurrir una sola vez en una carrera. Comience con una conversación confidencial sobre el negocio, los compradores que tiene en mente y los plazos que desea.',
      formHeading: 'Sus datos',
      submitLabel: 'Enviar solicitud',
      steps: [
        dealApply,
        scheduleStep,
        {
          title: 'Revisión confidencial',
          body: 'Conversamos sobre la operación, su estructura probable y la preparación que protegerá su precio.',
        },
      ],
    },
    buySide: {
      metaTitle: 'Solicite representación del lado comprador',
      metaDescription:
        '¿Va a adquirir una empresa? Solicite representación en fusiones y adquisiciones (M&A) del lado comprador y programe una primera conversación confidencial.',
      eyebrow: 'M&A del lado comprador',
      title: 'Solicite representación del lado comprador',
      intro:
        'Una adquisición se gana o se pierde en la auditoría legal (due diligence) y en el contrato de compraventa. Cuéntenos sobre usted y elija un horario para hablar de la empresa objetivo y de las condiciones sobre la mesa.',
      formHeading: 'Sus datos',
      submitLabel: 'Enviar solicitud',
      steps: [
        dealApply,
        scheduleStep,
        {
          title: 'Revisión confidencial',
          body: 'Analizamos la empresa objetivo, la carta de intención si la hay, y dónde está el riesgo.',
        },
      ],
    },
    contract: {
      metaTitle: 'Solicite un contrato',
      metaDescription:
        'Solicite un contrato redactado para su empresa: de trabajo, de confidencialidad, de servicios, acuerdo operativo y más, con honorarios fijos acordados de antemano.',
      eyebrow: 'Contratos',
      title: 'Solicite un contrato',
      intro:
        'Díganos qué contrato necesita. Revisamos el pedido, confirmamos el alcance y los honorarios fijos, y lo redactamos para su empresa en lugar de partir de un modelo genérico.',
      formHeading: 'Su pedido',
      submitLabel: 'Enviar pedido',
      steps: [
        { title: 'Elija el contrato', body: 'Descríbalo con sus propias palabras; basta una descripción aproximada.' },
        { title: 'Envíe sus datos', body: 'Para saber para quién es el contrato y cómo contactarlo.' },
        {
          title: 'Nos comunicamos con usted',
          body: 'Elija un horario a continuación o espere nuestro correo electrónico en un plazo de un día hábil.',
        },
      ],
    },
  },
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
