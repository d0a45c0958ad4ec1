// Part of the intake namespace (app/locales/intake.ts, which assembles it): its pages copy, both languages.
import type { Translation } from '~/utils/i18n'

export const en = {
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
}
