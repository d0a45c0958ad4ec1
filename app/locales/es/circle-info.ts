// Spanish of app/locales/circle-info.ts (issue 28). Only the server imports it (app/locales/index.server.ts); a
// Spanish page gets the namespaces it uses as loader data, so no Spanish text is in a JavaScript bundle.
import type { Translation } from '~/locales/translation'
import type { en } from '~/locales/circle-info'

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
