// Spanish of app/locales/portfolio.ts (issue 28). Only the server imports it (app/locales/index.server.ts); a
// Spanish page gets the namespaces it uses as loader data, so no Spanish text is in a JavaScript bundle.
import type { Translation } from '~/locales/translation'
import type { en } from '~/locales/portfolio'

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
