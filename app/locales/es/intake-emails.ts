// Spanish of app/locales/intake-emails.ts (issue 28). Only the server imports it (app/locales/index.server.ts); a
// Spanish page gets the namespaces it uses as loader data, so no Spanish text is in a JavaScript bundle.
import type { Translation } from '~/locales/translation'
import type { en } from '~/locales/intake-emails'

export const es: Translation<typeof en> = {
  acknowledgedAs: {
    contact: 'mensaje',
    'apex-growth-score': 'información para el Growth Score',
    'growth-score-booking': 'reserva de la sesión del Growth Score',
    'apex-circle-application': 'solicitud de membresía del Circle',
    'sell-side-application': 'solicitud de representación del lado vendedor',
    'buy-side-application': 'solicitud de representación del lado comprador',
    'contract-request': 'pedido de contrato',
    'circle-interest': 'interés en el Circle',
    'exit-suite-interest': 'solicitud de consulta sobre Exit Suite',
    'growth-score-waitlist': 'solicitud para unirse a la lista de espera del Growth Score',
  },
  subject: 'Recibimos su {{what}} | {{firm}}',
  greeting: 'Estimado/a {{name}}:',
  thanks: 'Gracias por comunicarse con {{firm}}. Hemos recibido su {{what}} y le responderemos en unas 24 horas en días hábiles.',
  schedule: 'Si todavía no ha elegido un horario para nuestra primera conversación, simplemente responda a este correo y lo acordaremos.',
  confidence: 'Todo lo que comparta con nosotros se trata de forma confidencial.',
  disregard: 'Si usted no completó un formulario en nuestro sitio web, ignore este mensaje; no se le enviará nada más.',
}
