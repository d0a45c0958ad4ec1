// The Circle's emails to the applicant and the member (app/emails/circle.server.ts), in the language of
// their lead or membership. The firm's own notices stay in English and are not here.
import type { Translation } from '~/utils/i18n'

export const en = {
  dear: 'Dear {{name}},',
  invitation: {
    subject: 'Your invitation to the Apex Circle',
    thanks: 'Thank you for applying to the Apex Circle. We would be glad to have you as a member.',
    link: 'The link below takes you to the membership terms and then to payment ({{price}} a month). It works once, for this address only, and expires in {{days}} days.',
    action: 'Accept your invitation',
    ignore: 'If you did not apply, you can ignore this email.',
  },
  portal: 'Open your portal',
  welcome: {
    subject: 'Welcome to the Apex Circle',
    text: 'Your membership is active. From your portal you can request up to two deliverables a month, book your quarterly planning session and write to your attorney with priority.',
    paidToday: 'Paid today',
    paidTodayValue: '{{price}} for the first month',
    card: 'Card',
    nextBilling: 'Next billing date',
  },
  recovered: {
    subject: 'Your Apex Circle payment went through',
    text: 'Thank you: the payment that failed earlier has now been made, and your membership is in good standing.',
  },
  duplicateRefunded: {
    subject: 'We refunded a second Apex Circle payment',
    text: 'Your membership was paid twice, through two checkouts. We cancelled the second subscription and refunded its payment in full; your membership continues unchanged. The refund reaches your card within 5–10 business days.',
  },
  paymentFailed: {
    subject: 'Your Apex Circle payment did not go through',
    text: 'This month’s payment for your membership failed. Our payment processor will try again over the next few days; you can update your card from your portal in the meantime.',
    ends: 'If every attempt fails, the membership ends.',
  },
  ended: {
    subject: 'Your Apex Circle membership has ended',
    text: 'Your membership has ended and no further payments will be taken. Deliverables already sent to you stay in your portal.',
  },
  delivered: {
    subject: 'Your deliverable is ready',
    subjectWithTitle: 'Your deliverable is ready: {{title}}',
    text: 'Your attorney has delivered the work you asked for. You can download it from your portal.',
  },
}

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
