// Spanish of app/locales/intake/form-fields.ts (issue 28). Only the server imports it (app/locales/index.server.ts); a
// Spanish page gets the namespaces it uses as loader data, so no Spanish text is in a JavaScript bundle.
import type { Translation } from '~/locales/translation'
import type { en } from '~/locales/intake/form-fields'

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
}
