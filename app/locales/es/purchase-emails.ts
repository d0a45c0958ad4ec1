// Spanish of app/locales/purchase-emails.ts (issue 28). Only the server imports it (app/locales/index.server.ts); a
// Spanish page gets the namespaces it uses as loader data, so no Spanish text is in a JavaScript bundle.
import type { Translation } from '~/locales/translation'
import type { en } from '~/locales/purchase-emails'

export const es: Translation<typeof en> = {
  client: 'Cliente',
  dear: 'Estimado(a) {{name}}:',
  signed: {
    engagement: 'carta de encargo',
    authorization: 'autorización para la revisión de documentos',
    subject: 'Su {{what}} firmada | {{firm}}',
    thanks:
      'Gracias por firmar. Adjuntamos en PDF su {{what}} firmada para sus registros. Su última página es un certificado de firma con un código de verificación.',
    unpaid: 'Si cerró la página antes de pagar, el enlace de abajo le lleva de regreso al paso del pago.',
    signedBy: 'Firmado por',
    code: 'Código de verificación',
    continue: 'Continuar al pago',
    verify: 'Verificar este documento',
  },
  signingLink: {
    subject: 'Firma pendiente: autorización para la revisión de documentos | {{firm}}',
    text: 'Para que podamos comenzar a revisar los documentos de su empresa, por favor lea y firme la breve autorización para la revisión de documentos. Toma aproximadamente un minuto.',
    action: 'Revisar y firmar',
    personal: 'El enlace es personal; por favor, no lo reenvíe.',
  },
  confirmation: {
    subject: 'Su Growth Score está confirmado | {{firm}}',
    thanks: 'Gracias por su compra. Su Growth Score para {{company}} está confirmado; estos son los próximos pasos:',
    authorizationSigned: '1. Su autorización para la revisión de documentos está firmada. Gracias.',
    authorizationBuiltin:
      '1. Firme la autorización para la revisión de documentos, un anexo a la carta de encargo de una página que nos permite revisar los documentos de su empresa: use el botón de abajo.',
    authorizationService:
      '1. Firme la autorización para la revisión de documentos, un anexo a la carta de encargo de una página que nos permite revisar los documentos de su empresa. Nuestro servicio de firma se la enviará por correo electrónico.',
    portalExisting:
      '2. Inicie sesión en su portal del cliente con su contraseña actual para seguir su avance y ver los documentos que necesitamos.',
    portalNew:
      '2. Elija la contraseña de su portal del cliente: un correo electrónico aparte le trae el enlace. El portal muestra su avance y los documentos que necesitamos.',
    analysis: '3. Nuestro análisis comienza dentro de las 24 horas.',
    report: '4. Su informe del Growth Score llega en un plazo de 5 a 7 días hábiles después de que recibamos sus documentos.',
    priority: '5. Después de la entrega, tiene 30 días de acceso prioritario a la firma por correo electrónico.',
    guarantee:
      'Nuestra garantía: si alguna parte de su informe no queda clara, tendremos con usted una sesión adicional de aclaración sin costo.',
    attached: 'Adjuntamos en PDF su carta de encargo firmada para sus registros; su última página es el certificado de firma.',
    earlier: 'Su carta de encargo firmada llegó con nuestro correo anterior; puede descargarla de nuevo en {{url}}.',
    download: 'Puede descargar su carta de encargo firmada en {{url}}.',
    amountPaid: 'Monto pagado',
    paidOn: 'Fecha de pago',
    company: 'Empresa',
    letterCode: 'Código de verificación de la carta',
    sign: 'Revisar y firmar la autorización',
    portal: 'Abrir su portal del cliente',
    nonRefundable: 'Los honorarios no son reembolsables y se devengan en su totalidad al firmar, como establece su carta de encargo.',
    questions: '¿Tiene preguntas? Responda a este correo electrónico o escriba a {{email}}.',
  },
  conflictCleared: {
    subject: 'Ya puede completar su Growth Score | {{firm}}',
    text: 'Gracias por su paciencia. Hemos completado nuestra verificación de rutina para {{company}} y con gusto nos haremos cargo de su Growth Score.',
    onFile: 'Su carta de encargo firmada ya está en nuestro archivo. El botón de abajo le lleva de regreso al paso del pago.',
    action: 'Continuar al pago',
  },
  conflictDeclined: {
    subject: 'Sobre su solicitud del Growth Score | {{firm}}',
    text: 'Gracias por elegir a {{firm}}. Antes de aceptar cualquier encargo realizamos una revisión de rutina y, después de esa revisión, lamentablemente no podemos hacernos cargo de este asunto para {{company}} en este momento.',
    nothingCharged:
      'Su carta de encargo no entrará en vigor y no se le ha cobrado nada. Esta decisión no dice nada sobre los méritos de su empresa.',
    otherCounsel: 'Con gusto le sugeriremos otros abogados si eso le resulta útil: simplemente responda a este correo electrónico.',
    wishes: 'Le deseamos mucho éxito.',
  },
}
