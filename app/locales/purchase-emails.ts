// The Growth Score purchase's emails to the client (app/emails/purchase.server.ts), in the signup's
// language. The firm's own notices stay English.
import type { Translation } from '~/utils/i18n'

export const en = {
  client: 'Client',
  dear: 'Dear {{name}},',
  signed: {
    engagement: 'engagement letter',
    authorization: 'document review authorization',
    subject: 'Your signed {{what}} | {{firm}}',
    thanks:
      'Thank you for signing. Your signed {{what}} is attached as a PDF for your records. Its last page is a signature certificate with a verification code.',
    unpaid: 'If you closed the page before paying, the link below takes you back to the payment step.',
    signedBy: 'Signed by',
    code: 'Verification code',
    continue: 'Continue to payment',
    verify: 'Verify this document',
  },
  signingLink: {
    subject: 'Please sign: document review authorization | {{firm}}',
    text: 'So that we can begin reviewing your company’s documents, please read and sign the short document review authorization. It takes about a minute.',
    action: 'Review and sign',
    personal: 'The link is personal to you; please do not forward it.',
  },
  confirmation: {
    subject: 'Your Growth Score is confirmed | {{firm}}',
    thanks: 'Thank you for your purchase. Your Growth Score for {{company}} is confirmed, and here is what happens next:',
    authorizationSigned: '1. Your document review authorization is signed. Thank you.',
    authorizationBuiltin:
      '1. Sign the document review authorization, a one-page addendum that lets us review your company’s documents: use the button below.',
    authorizationService:
      '1. Sign the document review authorization, a one-page addendum that lets us review your company’s documents. Our signature service emails it to you.',
    portalExisting: '2. Sign in to your client portal with your existing password to follow your progress and see the documents we need.',
    portalNew:
      '2. Set the password of your client portal: a separate email brings the link. The portal shows your progress and the documents we need.',
    analysis: '3. Our analysis begins within 24 hours.',
    report: '4. Your Growth Score report arrives within 5–7 business days after we receive your documents.',
    priority: '5. After delivery you have 30 days of priority email access to the firm.',
    guarantee: 'Our guarantee: if any part of your report is unclear, we will hold a bonus clarity session with you at no charge.',
    attached: 'Your signed engagement letter is attached as a PDF for your records; its last page is the signature certificate.',
    earlier: 'Your signed engagement letter came with our earlier email; you can download it again at {{url}}.',
    download: 'Your signed engagement letter can be downloaded at {{url}}.',
    amountPaid: 'Amount paid',
    paidOn: 'Paid on',
    company: 'Company',
    letterCode: 'Letter verification code',
    sign: 'Review and sign the authorization',
    portal: 'Open your client portal',
    nonRefundable: 'The fee is non-refundable and fully earned upon signing, as set out in your engagement letter.',
    questions: 'Questions? Reply to this email or write to {{email}}.',
  },
  conflictCleared: {
    subject: 'You can complete your Growth Score | {{firm}}',
    text: 'Thank you for your patience. We have completed our routine check for {{company}}, and we are glad to take on your Growth Score.',
    onFile: 'Your signed engagement letter is on file. The button below takes you back to the payment step.',
    action: 'Continue to payment',
  },
  conflictDeclined: {
    subject: 'About your Growth Score request | {{firm}}',
    text: 'Thank you for choosing {{firm}}. Before accepting any engagement we complete a routine review, and after that review we are unfortunately unable to take on this matter for {{company}} at this time.',
    nothingCharged:
      'Your engagement letter will not take effect, and nothing has been charged to you. This decision says nothing about the merits of your business.',
    otherCounsel: 'We would be glad to suggest other counsel if that would help: simply reply to this email.',
    wishes: 'We wish you every success.',
  },
}

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
