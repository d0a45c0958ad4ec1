// Spanish of app/locales/account-emails.ts (issue 28). Only the server imports it (app/locales/index.server.ts); a
// Spanish page gets the namespaces it uses as loader data, so no Spanish text is in a JavaScript bundle.
import type { Translation } from '~/locales/translation'
import type { en } from '~/locales/account-emails'

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
