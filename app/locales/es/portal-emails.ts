// Spanish of app/locales/portal-emails.ts (issue 28). Only the server imports it (app/locales/index.server.ts); a
// Spanish page gets the namespaces it uses as loader data, so no Spanish text is in a JavaScript bundle.
import type { Translation } from '~/locales/translation'
import type { en } from '~/locales/portal-emails'

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
