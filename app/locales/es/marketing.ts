// Spanish of app/locales/marketing.ts (issue 28). Only the server imports it (app/locales/index.server.ts); a
// Spanish page gets the namespaces it uses as loader data, so no Spanish text is in a JavaScript bundle.
import type { Translation } from '~/locales/translation'
import type { en } from '~/locales/marketing'

export const es: Translation<typeof en> = {
  step: 'Paso {{n}}: ',
  ledBy: 'Dirigido personalmente por',
  transactionsClosed: '{{count}} operaciones cerradas',
  admitted: 'Miembro de {{bar}} desde {{year}}',
  figures: {
    transactions: 'Operaciones cerradas como responsable legal principal',
    value: 'Valor combinado al cierre',
    years: 'Años de ejercicio profesional',
  },
  side: { buy: 'Del lado comprador', sell: 'Del lado vendedor' },
  testimonialNote:
    'Estas son palabras de clientes reales, que aceptaron ser citados y no recibieron nada a cambio. Cada asunto es distinto: lo que hicimos por ellos no promete un resultado similar para usted.',
  sampleAlt: 'Página de muestra de un informe del Growth Score',
  money: {
    million: '${{n}} millones',
    billion: '${{n}} mil millones',
    // No short form: "M" and "mil M" do not read as amounts; figures set the words smaller (millionsFigure).
    millionShort: '${{n}} millones',
    billionShort: '${{n}} mil millones',
  },
}
