// Spanish of app/locales/circle-emails.ts (issue 28). Only the server imports it (app/locales/index.server.ts); a
// Spanish page gets the namespaces it uses as loader data, so no Spanish text is in a JavaScript bundle.
import type { Translation } from '~/locales/translation'
import type { en } from '~/locales/circle-emails'

export const es: Translation<typeof en> = {
  dear: 'Estimado/a {{name}}:',
  invitation: {
    subject: 'Su invitación a The Apex Circle',
    thanks: 'Gracias por presentar su solicitud a The Apex Circle. Nos complacería contar con usted como miembro.',
    link: 'El enlace de abajo lo lleva a las condiciones de la membresía y luego al pago ({{price}} al mes). Funciona una sola vez, solo para esta dirección, y vence en {{days}} días.',
    action: 'Aceptar su invitación',
    ignore: 'Si usted no presentó una solicitud, puede ignorar este correo electrónico.',
  },
  portal: 'Abrir su portal',
  welcome: {
    subject: 'Bienvenido a The Apex Circle',
    text: 'Su membresía está activa. Desde su portal puede solicitar hasta dos entregables al mes, programar su sesión trimestral de planificación y escribir a su abogado con prioridad.',
    paidToday: 'Pagado hoy',
    paidTodayValue: '{{price}} por el primer mes',
    card: 'Tarjeta',
    nextBilling: 'Próxima fecha de facturación',
  },
  recovered: {
    subject: 'Su pago de The Apex Circle se realizó',
    text: 'Gracias: el pago que antes no se realizó ya se completó, y su membresía está al día.',
  },
  duplicateRefunded: {
    subject: 'Le reembolsamos un segundo pago de The Apex Circle',
    text: 'Su membresía se pagó dos veces, mediante dos pagos distintos. Cancelamos la segunda suscripción y le reembolsamos ese pago en su totalidad; su membresía continúa sin cambios. El reembolso llegará a su tarjeta en un plazo de 5–10 días hábiles.',
  },
  paymentFailed: {
    subject: 'Su pago de The Apex Circle no se realizó',
    text: 'El pago de este mes de su membresía no se realizó. Nuestro procesador de pagos lo intentará de nuevo en los próximos días; mientras tanto, puede actualizar su tarjeta desde su portal.',
    ends: 'Si todos los intentos fallan, la membresía termina.',
  },
  ended: {
    subject: 'Su membresía de The Apex Circle ha finalizado',
    text: 'Su membresía ha finalizado y no se realizarán más cobros. Los entregables que ya recibió permanecen en su portal.',
  },
  delivered: {
    subject: 'Su entregable está listo',
    subjectWithTitle: 'Su entregable está listo: {{title}}',
    text: 'Su abogado entregó el trabajo que usted solicitó. Puede descargarlo desde su portal.',
  },
}
