// Spanish of app/locales/purchase/after-payment.ts (issue 28). Only the server imports it (app/locales/index.server.ts); a
// Spanish page gets the namespaces it uses as loader data, so no Spanish text is in a JavaScript bundle.
import type { Translation } from '~/locales/translation'
import type { en } from '~/locales/purchase/after-payment'

export const es: Translation<typeof en> = {
  agreement: {
    eyebrow: 'Después de su pago',
    heading: 'Autorización para la revisión de documentos',
    signedTitle: 'Firmada. Gracias.',
    signedText:
      'Su autorización para la revisión de documentos está firmada. No hay nada más que hacer aquí; guarde una copia para sus registros.',
    download: 'Descargar la autorización firmada (PDF)',
    back: 'Volver a su compra',
  },
  verify: {
    eyebrow: 'Verificación de firmas',
    heading: 'Verificar un documento firmado',
    lead: 'Cada carta de encargo firmada con nosotros termina con un certificado de firma. Ingrese el código de verificación impreso en él para ver lo que registramos al firmarse, y compárelo con su copia.',
    code: 'Código de verificación',
    button: 'Verificar',
    engagementLetter: 'Carta de encargo del Growth Score',
    addendum: 'Anexo a la carta de encargo: autorización para la revisión de documentos',
    builtin: 'Firma con un clic en nuestro sitio web',
    provider: 'Firma electrónica a través de {{provider}}',
    found: 'Este código coincide con una firma registrada',
    document: 'Documento',
    version: 'Versión',
    signedBy: 'Firmado por',
    signedAt: 'Fecha y hora de la firma',
    method: 'Método',
    sha: 'SHA-256 de la carta',
    differ:
      'Si el firmante, la hora o el SHA-256 de la página del certificado difieren de estos, su copia no es el documento que se firmó.',
    unknownTitle: 'Ninguna firma coincide con este código',
    unknownText: 'Revise el código en la página del certificado e inténtelo de nuevo, o contáctenos.',
    limited: 'Demasiadas consultas desde su conexión. Por favor, espere un minuto e inténtelo de nuevo.',
  },
  sandbox: {
    badge: 'Modo de prueba',
    title: 'Pago en modo de prueba',
    lead: 'No hay un proveedor de pagos configurado, así que esta página reemplaza el pago con tarjeta. No se cobra ninguna tarjeta y no se mueve dinero.',
    item: 'Diagnóstico Growth Score',
    receiptTo: 'Recibo a',
    pay: 'Completar el pago de prueba',
    complete: 'Este pago de prueba está completo.',
    expired: 'Este pago ha vencido. Vuelva y comience el pago de nuevo.',
    cancel: 'Cancelar el pago',
  },
}
