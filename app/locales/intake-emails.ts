// The visitor's acknowledgement of an intake form (app/emails/intake.server.ts). The firm's notification
// stays English (it is the firm's own notice) and is not here.
import type { Translation } from '~/utils/i18n'

export const en = {
  /** What the visitor sent, as the acknowledgement names it mid-sentence ("We have received your …"). */
  acknowledgedAs: {
    contact: 'message',
    'apex-growth-score': 'Growth Score details',
    'growth-score-booking': 'Growth Score session booking',
    'apex-circle-application': 'Circle membership application',
    'sell-side-application': 'application for sell-side representation',
    'buy-side-application': 'application for buy-side representation',
    'contract-request': 'contract request',
    'circle-interest': 'interest in the Circle',
    'exit-suite-interest': 'Exit Suite consultation request',
    'growth-score-waitlist': 'request to join the Growth Score waitlist',
  },
  subject: 'We received your {{what}} | {{firm}}',
  greeting: 'Dear {{name}},',
  thanks: 'Thank you for contacting {{firm}}. We have received your {{what}} and will reply within about 24 hours on business days.',
  schedule: 'If you have not chosen a time for our first conversation yet, simply reply to this email and we will arrange one.',
  confidence: 'Everything you share with us is held in confidence.',
  disregard: 'If you did not fill in a form on our website, please disregard this message; nothing further will be sent.',
}

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
