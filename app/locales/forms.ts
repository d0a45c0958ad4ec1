// The shared form pieces (app/components/forms.tsx and its neighbours), the public error page, the
// toast's close button: text that appears on many pages, in the page's language.
import type { Translation } from '~/utils/i18n'

export const en = {
  /** The pending labels the spec names; a SubmitButton given one of these English labels says it in the page's language. */
  pending: {
    submitting: 'Submitting...',
    processing: 'Processing...',
    sending: 'Sending...',
    sendingEllipsis: 'Sending…',
    saving: 'Saving...',
    verifying: 'Verifying...',
  },
  optional: '(optional)',
  honeypot: 'Leave this field empty',
  name: 'Name',
  email: 'Email',
  /** The shared email and phone rules' messages (app/schemas/fields.ts): the spec's, word for word. */
  fields: {
    emailRequired: 'Email is required',
    emailInvalid: 'Invalid email address',
    emailTooLong: 'Email must be less than 255 characters',
    phoneRequired: 'Phone number is required',
    phoneTooLong: 'Phone number must be less than 20 characters',
  },
  dismiss: 'Dismiss notification',
  tryAgain: 'Please try again.',
  errorPage: {
    home: 'Go to the home page',
    contact: 'Contact us',
    back: 'Back to the page you were on',
    notFoundTitle: 'Page Not Found',
    notFoundText: 'The page you are looking for does not exist or has moved.',
    formNotSent: 'Form not sent',
    errorTitle: 'Something went wrong',
    errorText: 'We could not complete that request. Please try again in a moment.',
  },
  /** The web process's own refusals of a post (server/index.ts, server/body-limit.ts), before the page sees it. */
  refused: {
    crossSite: 'This form arrived from another website, so for your protection we did not accept it. Nothing was sent.',
    crossSiteBack: 'Please fill it in on our own page:',
    noLength: 'Your browser sent this form without saying how large it is, which this site does not accept. Nothing was saved.',
    noLengthBack: 'Please go back and send it again:',
    tooLargeTitle: 'Too large to send',
    tooLarge: 'What you sent is larger than this form accepts ({{size}}), so we did not read it. Nothing was saved.',
    tooLargeBack: 'Please go back, shorten it or choose a smaller file, and send it again:',
    openForm: 'open the form',
  },
}

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
