// /deal-portfolio: the fixed wording around the industries and deals (which are site content).
import type { Translation } from '~/utils/i18n'

export const en = {
  meta: {
    title: 'Deal Portfolio',
    description:
      '{{deals}} closed M&A and corporate transactions across {{industries}} industries, from software and healthcare to restaurants, logistics and veterinary practices, described without confidential details.',
  },
  eyebrow: 'Representative matters',
  heading: 'Deal Portfolio',
  lead: '{{deals}} closed transactions across {{industries}} industries, from start-up formation to the sale of established companies.',
  figures: {
    deals: 'Transactions closed',
    value: 'Combined value at closing',
    industries: 'Industries served',
  },
  /** How the figures are counted, shown under the totals. */
  figuresNote:
    'Transactions closed with the managing attorney as lead or co-lead counsel since 2011. Values are enterprise values or amounts raised at closing, in US dollars, combined per industry and rounded.',
  confidentiality: 'Confidentiality',
  confidentialityNote:
    'Client confidentiality comes first. The matters below are described in general terms, without names, figures or details that could identify a client or a counterparty. Past results do not guarantee a similar outcome.',
  transaction: 'transaction',
  transactions: 'transactions',
  combined: '{{value}} combined',
  unlisted: {
    heading: 'Your industry is not listed?',
    text: 'The work travels: diligence, deal structure and the purchase agreement follow the same discipline in every sector.',
    link: 'Ask about your sector',
  },
  deals: 'Representative deals',
  closing: { heading: 'Have a deal in mind?', label: 'Buy or Sell a Business' },
}

export const es: Translation<typeof en> = {
  meta: {
    title: 'Portafolio de operaciones',
    description:
      '{{deals}} operaciones corporativas y de M&A cerradas en {{industries}} sectores, desde software y salud hasta restaurantes, logística y clínicas veterinarias, descritas sin detalles confidenciales.',
  },
  eyebrow: 'Asuntos representativos',
  heading: 'Portafolio de operaciones',
  lead: '{{deals}} operaciones cerradas en {{industries}} sectores, desde la constitución de empresas emergentes hasta la venta de compañías consolidadas.',
  figures: {
    deals: 'Operaciones cerradas',
    value: 'Valor combinado al cierre',
    industries: 'Sectores atendidos',
  },
  figuresNote:
    'Operaciones cerradas desde 2011 bajo la dirección legal, principal o compartida, de quien encabeza la firma. Los valores corresponden al valor de la empresa o a los montos recaudados al cierre, en dólares estadounidenses, sumados por sector y redondeados.',
  confidentiality: 'Confidencialidad',
  confidentialityNote:
    'La confidencialidad de los clientes es lo primero. Los asuntos que siguen se describen en términos generales, sin nombres, cifras ni detalles que puedan identificar a un cliente o a una contraparte. Los resultados anteriores no garantizan un resultado similar.',
  transaction: 'operación',
  transactions: 'operaciones',
  combined: '{{value}} en total',
  unlisted: {
    heading: '¿Su sector no aparece en la lista?',
    text: 'El método es el mismo en todas partes: la auditoría legal (due diligence), la estructura de la operación y el contrato de compraventa siguen la misma disciplina en todos los sectores.',
    link: 'Consulte por su sector',
  },
  deals: 'Operaciones representativas',
  closing: { heading: '¿Tiene una operación en mente?', label: 'Comprar o vender un negocio' },
}
