// Spanish of app/locales/industries.ts (issue 28). Only the server imports it (app/locales/index.server.ts); a
// Spanish page gets the namespaces it uses as loader data, so no Spanish text is in a JavaScript bundle.
import type { Translation } from '~/locales/translation'
import type { en } from '~/locales/industries'

export const es: Translation<typeof en> = {
  Athletics: 'Deportes',
  Automotive: 'Automotriz',
  Biotech: 'Biotecnología',
  Construction: 'Construcción',
  Consulting: 'Consultoría',
  'Consumer Products': 'Productos de consumo',
  Energy: 'Energía',
  'Franchising and Licensing': 'Franquicias y licencias',
  Healthcare: 'Salud',
  Logistics: 'Logística',
  Marketing: 'Mercadeo',
  'Professional Services': 'Servicios profesionales',
  'Real Estate': 'Bienes raíces',
  Restaurants: 'Restaurantes',
  Software: 'Tecnología de software',
  Startups: 'Empresas emergentes',
  Veterinary: 'Veterinaria',
}
