// The deal portfolio's seventeen industries (the spec's list, app/schemas/site-content-lists.ts), as the
// pages name them in each language.
import type { Translation } from '~/utils/i18n'

export const en = {
  Athletics: 'Athletics',
  Automotive: 'Automotive',
  Biotech: 'Biotech',
  Construction: 'Construction',
  Consulting: 'Consulting',
  'Consumer Products': 'Consumer Products',
  Energy: 'Energy',
  'Franchising and Licensing': 'Franchising and Licensing',
  Healthcare: 'Healthcare',
  Logistics: 'Logistics',
  Marketing: 'Marketing',
  'Professional Services': 'Professional Services',
  'Real Estate': 'Real Estate',
  Restaurants: 'Restaurants',
  Software: 'Software',
  Startups: 'Startups',
  Veterinary: 'Veterinary',
}

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
