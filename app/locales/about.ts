// /about, the attorney profile: the labels around the attorney's own details (which are site content).
import type { Translation } from '~/utils/i18n'

export const en = {
  meta: {
    description:
      '{{name}}, {{title}} of {{firm}}: education, recognition and areas of focus in mergers and acquisitions, exit readiness and corporate law.',
  },
  eyebrow: 'Attorney Profile',
  /** Under the name: the bar admission (marketing's `admitted`) and the languages of counsel. */
  barLine: '{{admitted}}. Counsel in {{languages}}.',
  and: ' and ',
  figures: {
    admitted: 'Admitted to {{bar}}',
    years: 'Years in practice',
    transactions: 'Transactions closed as lead counsel',
  },
  summary: 'Summary',
  focus: 'Areas of focus',
  education: 'Education',
  recognition: 'Recognition',
  closing: {
    heading: 'Speak with {{name}} directly.',
    text: 'Every engagement is led personally by the managing attorney.',
    label: 'Contact the Firm',
  },
}

export const es: Translation<typeof en> = {
  meta: {
    description:
      '{{name}}, {{title}} de {{firm}}: formación, reconocimientos y áreas de práctica en fusiones y adquisiciones, preparación para la venta de empresas y derecho corporativo.',
  },
  eyebrow: 'Perfil del abogado',
  barLine: '{{admitted}}. Asesoría en {{languages}}.',
  and: ' y ',
  figures: {
    admitted: 'Año de admisión en {{bar}}',
    years: 'Años de ejercicio profesional',
    transactions: 'Operaciones cerradas como responsable legal principal',
  },
  summary: 'Resumen',
  focus: 'Áreas de práctica',
  education: 'Formación',
  recognition: 'Reconocimientos',
  closing: {
    heading: 'Hable directamente con {{name}}.',
    text: 'Cada encargo lo dirige personalmente quien encabeza la firma.',
    label: 'Contacte a la firma',
  },
}
