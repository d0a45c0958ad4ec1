// Pieces shared by the public pages (app/components/marketing): numbered steps, the attorney beside the
// price, the credential figures, representative deals, the testimonial note and the sample report.
import type { Translation } from '~/utils/i18n'

export const en = {
  step: 'Step {{n}}: ',
  ledBy: 'Led personally by',
  transactionsClosed: '{{count}} transactions closed',
  admitted: 'Admitted to {{bar}}, {{year}}',
  figures: {
    transactions: 'Transactions closed as lead counsel',
    value: 'Combined value at closing',
    years: 'Years in practice',
  },
  side: { buy: 'Buy-side', sell: 'Sell-side' },
  testimonialNote:
    'These are the words of actual clients, who agreed to be quoted and received nothing for it. Every matter is different: what we did for them does not promise a similar result for you.',
  sampleAlt: 'A sample page of a Growth Score report',
  money: {
    million: '${{n}} million',
    billion: '${{n}} billion',
    millionShort: '${{n}}M',
    billionShort: '${{n}}B',
  },
}

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
    millionShort: '${{n}} M',
    billionShort: '${{n}} mil M',
  },
}
