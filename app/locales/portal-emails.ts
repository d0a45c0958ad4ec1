// The portal's reminder emails to clients (app/emails/reminders.server.ts), in the client's language.
// The firm's own notices about the portal stay in English.
import type { Translation } from '~/utils/i18n'

export const en = {
  there: 'there',
  dear: 'Dear {{name}},',
  outro: 'This is reminder {{number}} of at most {{limit}}. To stop these reminders, open: {{url}}',
  documents: {
    subject: 'Documents we still need for your Growth Score | {{firm}}',
    intro: 'Your Growth Score review starts as soon as your documents are in. We still need {{count}} of them:',
    portal: 'You can send them through your client portal, where the checklist shows what is done.',
    action: 'Open your checklist',
  },
  letter: {
    subject: 'Your engagement letter is ready to sign | {{firm}}',
    intro:
      'You started your Growth Score with us but have not yet signed the engagement letter. It takes a minute, and nothing is charged until the payment step.',
    action: 'Review and sign',
  },
  checkout: {
    subject: 'Your Growth Score checkout is still open to you | {{firm}}',
    intro:
      'Your Growth Score payment was not completed. If something went wrong, you can pick up where you left off; your signed engagement letter is kept.',
    action: 'Return to payment',
  },
}

export const es: Translation<typeof en> = {
  there: 'cliente',
  dear: 'Estimado/a {{name}}:',
  outro: 'Este es el recordatorio {{number}} de un máximo de {{limit}}. Para no recibir más recordatorios, abra: {{url}}',
  documents: {
    subject: 'Documentos que aún necesitamos para su Growth Score | {{firm}}',
    intro: 'La revisión de su Growth Score comienza en cuanto recibamos sus documentos. Todavía necesitamos {{count}}:',
    portal: 'Puede enviarlos a través de su portal del cliente, donde la lista de documentos muestra lo que ya está hecho.',
    action: 'Abrir su lista de documentos',
  },
  letter: {
    subject: 'Su carta de encargo está lista para firmar | {{firm}}',
    intro:
      'Comenzó su Growth Score con nosotros, pero todavía no ha firmado la carta de encargo. Solo toma un minuto y no se cobra nada hasta el paso del pago.',
    action: 'Revisar y firmar',
  },
  checkout: {
    subject: 'El pago de su Growth Score sigue disponible | {{firm}}',
    intro:
      'El pago de su Growth Score no se completó. Si algo salió mal, puede continuar donde lo dejó; su carta de encargo firmada se conserva.',
    action: 'Volver al pago',
  },
}
