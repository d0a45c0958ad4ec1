// /apex-circle: the membership's information page. `{{price}}` and `{{unit}}` are the monthly fee and its
// unit ("per month"), as app/content/offerings.ts writes them.
import type { Translation } from '~/utils/i18n'

export const en = {
  meta: {
    title: 'The Apex Circle: legal counsel on a monthly membership',
    description:
      'The Apex Circle: up to 2 tailored legal deliverables a month, quarterly strategy sessions, priority access and vetted advisor introductions, for {{price}} a month.',
  },
  eyebrow: 'Membership at {{price}} {{unit}}',
  heading: 'The Apex Circle',
  lead: 'A fixed monthly fee for counsel that already knows your business, so you call your lawyer before a decision instead of after it.',
  apply: 'Apply for Membership',
  membership: 'Membership',
  receive: 'What members receive',
  billed: '{{unit}}, billed monthly',
  responseTimes: 'Response times',
  answeredFirst: 'Members are answered first',
  forYou: 'Is it for you',
  tendToBe: 'Members tend to be',
  fit: [
    'Owners who need contracts drafted or reviewed every month',
    'Companies between a Growth Score and an eventual exit',
    'Founders who want a standing relationship with senior counsel',
  ],
  closing: {
    heading: 'Membership is limited',
    text: 'We keep the Circle small so that every member can reach the managing attorney directly.',
    label: 'Apply for Membership',
  },
}

export const es: Translation<typeof en> = {
  meta: {
    title: 'The Apex Circle: asesoría legal con una membresía mensual',
    description:
      'The Apex Circle: hasta 2 entregables legales a la medida al mes, sesiones trimestrales de estrategia, acceso prioritario y presentaciones a asesores de confianza, por {{price}} al mes.',
  },
  eyebrow: 'Membresía por {{price}} {{unit}}',
  heading: 'The Apex Circle',
  lead: 'Honorarios mensuales fijos por una asesoría que ya conoce su empresa, para que usted llame a su abogado antes de tomar una decisión y no después.',
  apply: 'Solicitar la membresía',
  membership: 'Membresía',
  receive: 'Qué reciben los miembros',
  billed: '{{unit}}, con facturación mensual',
  responseTimes: 'Tiempos de respuesta',
  answeredFirst: 'Los miembros reciben respuesta primero',
  forYou: '¿Es para usted?',
  tendToBe: 'Los miembros suelen ser',
  fit: [
    'Propietarios que necesitan redactar o revisar contratos todos los meses',
    'Empresas entre un Growth Score y una eventual salida',
    'Fundadores que quieren una relación permanente con un abogado de experiencia',
  ],
  closing: {
    heading: 'La membresía es limitada',
    text: 'Mantenemos el Circle pequeño para que cada miembro pueda comunicarse directamente con quien dirige la firma.',
    label: 'Solicitar la membresía',
  },
}
