// Spanish of app/locales/intake/pages.ts (issue 28). Only the server imports it (app/locales/index.server.ts); a
// Spanish page gets the namespaces it uses as loader data, so no Spanish text is in a JavaScript bundle.
import type { Translation } from '~/locales/translation'
import type { en } from '~/locales/intake/pages'

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
        'El Growth Score comienza con una conversación. Díganos quién es y cómo contactarlo; luego elija un horario para repasar su empresa con quien dirigirá su diagnóstico.',
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
