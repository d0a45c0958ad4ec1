// The account emails (app/emails/accounts.server.ts): the set-password and reset-password links, in the
// account's language (users.language); and how a client's email writes a moment (easternMoment).
import type { Translation } from '~/utils/i18n'

export const en = {
  lifetime: {
    days: '{{n}} days',
    oneHour: 'one hour',
    hours: '{{n}} hours',
  },
  setPassword: {
    subject: 'Set the password for your client portal',
    greeting: 'Dear {{name}},',
    client: 'Client',
    ready:
      'Your client portal is ready. It shows where your Growth Score analysis stands, the steps we need from you, and a direct line to your attorney.',
    choose: 'Choose a password to open it. The link below works once and expires in {{expires}}.',
    label: 'Set your password',
    expired: 'If the link has expired, request a new one at {{url}}.',
  },
  resetPassword: {
    subject: 'Reset your client portal password',
    received: 'We received a request to reset the password of your client portal account.',
    choose: 'The link below lets you choose a new one. It works once and expires in {{expires}}.',
    label: 'Choose a new password',
    ignore: 'If you did not ask for this, you can ignore this email: your password stays as it is.',
  },
  moment: {
    at: '{{date}} at {{time}} Eastern',
    atOne: '{{date}} at {{time}} Eastern',
  },
}

export const es: Translation<typeof en> = {
  lifetime: {
    days: '{{n}} días',
    oneHour: 'una hora',
    hours: '{{n}} horas',
  },
  setPassword: {
    subject: 'Establezca la contraseña de su portal del cliente',
    greeting: 'Estimado/a {{name}}:',
    client: 'cliente',
    ready:
      'Su portal del cliente está listo. Muestra en qué punto se encuentra su análisis Growth Score, los pasos que necesitamos de usted y un canal directo con su abogado.',
    choose: 'Elija una contraseña para abrirlo. El enlace de abajo funciona una sola vez y vence en {{expires}}.',
    label: 'Establecer su contraseña',
    expired: 'Si el enlace venció, solicite uno nuevo en {{url}}.',
  },
  resetPassword: {
    subject: 'Restablezca la contraseña de su portal del cliente',
    received: 'Recibimos una solicitud para restablecer la contraseña de su cuenta del portal del cliente.',
    choose: 'El enlace de abajo le permite elegir una nueva. Funciona una sola vez y vence en {{expires}}.',
    label: 'Elegir una nueva contraseña',
    ignore: 'Si usted no lo solicitó, puede ignorar este correo: su contraseña no cambia.',
  },
  moment: {
    at: '{{date}} a las {{time}} (hora del Este)',
    atOne: '{{date}} a la {{time}} (hora del Este)',
  },
}
