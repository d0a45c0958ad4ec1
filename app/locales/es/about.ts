// Spanish of app/locales/about.ts (issue 28). Only the server imports it (app/locales/index.server.ts); a
// Spanish page gets the namespaces it uses as loader data, so no Spanish text is in a JavaScript bundle.
import type { Translation } from '~/locales/translation'
import type { en } from '~/locales/about'

export const es: Translation<typeof en> = {
  meta: {
    description:
      '{{name}}, {{title}} de {{firm}}: formación, reconocimientos y áreas de práctica en fusiones y adquisiciones, preparación para la venta de empresas y derecho corporativo.',
  },
  eyebrow: 'Perfil profesional',
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
