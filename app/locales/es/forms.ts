// Spanish of app/locales/forms.ts (issue 28). Only the server imports it (app/locales/index.server.ts); a
// Spanish page gets the namespaces it uses as loader data, so no Spanish text is in a JavaScript bundle.
import type { Translation } from '~/locales/translation'
import type { en } from '~/locales/forms'

export const es: Translation<typeof en> = {
  pending: {
    submitting: 'Enviando...',
    processing: 'Procesando...',
    sending: 'Enviando...',
    sendingEllipsis: 'Enviando…',
    saving: 'Guardando...',
    verifying: 'Verificando...',
  },
  optional: '(opcional)',
  honeypot: 'Deje este campo vacío',
  name: 'Nombre',
  email: 'Correo electrónico',
  fields: {
    emailRequired: 'El correo electrónico es obligatorio',
    emailInvalid: 'Dirección de correo electrónico no válida',
    emailTooLong: 'El correo electrónico debe tener menos de 255 caracteres',
    phoneRequired: 'El número de teléfono es obligatorio',
    phoneTooLong: 'El número de teléfono debe tener menos de 20 caracteres',
  },
  dismiss: 'Cerrar la notificación',
  tryAgain: 'Vuelva a intentarlo.',
  errorPage: {
    home: 'Ir a la página de inicio',
    contact: 'Contáctenos',
    back: 'Volver a la página en la que estaba',
    notFoundTitle: 'Página no encontrada',
    notFoundText: 'La página que busca no existe o cambió de dirección.',
    formNotSent: 'El formulario no se envió',
    errorTitle: 'Algo salió mal',
    errorText: 'No pudimos completar esa solicitud. Vuelva a intentarlo en un momento.',
  },
  refused: {
    crossSite: 'Este formulario llegó desde otro sitio web, así que, para su protección, no lo aceptamos. No se envió nada.',
    crossSiteBack: 'Complételo en nuestra propia página:',
    noLength: 'Su navegador envió este formulario sin indicar su tamaño, algo que este sitio no acepta. No se guardó nada.',
    noLengthBack: 'Vuelva atrás y envíelo de nuevo:',
    tooLargeTitle: 'Demasiado grande para enviarlo',
    tooLarge: 'Lo que envió supera lo que acepta este formulario ({{size}}), así que no lo leímos. No se guardó nada.',
    tooLargeBack: 'Vuelva atrás, acórtelo o elija un archivo más pequeño, y envíelo de nuevo:',
    openForm: 'abrir el formulario',
  },
}
