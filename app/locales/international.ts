// /international-presence: the regions the firm's clients are in, the map and its legend.
import type { Translation } from '~/utils/i18n'

export const en = {
  meta: {
    title: 'International Presence',
    description:
      'Corporate and M&A counsel from South Florida for clients across the United States, Latin America and the United Arab Emirates, in English and Spanish.',
  },
  eyebrow: 'Where our clients are',
  heading: 'International Presence',
  lead: 'From South Florida we represent owners and buyers whose businesses cross borders, with clients across the United States, Latin America and the United Arab Emirates.',
  mapHeading: 'Client locations',
  mapAlt:
    'A map of the world with the firm’s client regions highlighted: the United States, Latin America from Mexico to Argentina, and the United Arab Emirates, with a marker at the firm’s office in Doral, Florida.',
  /** The region names set over the map. */
  mapLabels: { unitedStates: 'United States', latinAmerica: 'Latin America', uae: 'UAE' },
  legend: {
    usUae: 'United States and the UAE',
    latinAmerica: 'Latin America',
    office: 'Our office in Doral, Florida',
  },
  regions: [
    {
      name: 'United States',
      text: 'Our home market. We advise companies nationwide from our office in Doral, Florida, on formation, growth, acquisitions and exits.',
    },
    {
      name: 'Latin America',
      text: 'Miami is the business capital of the Americas. We work with founders and investors in Mexico, Colombia, Brazil and beyond on US structures, cross-border acquisitions and distribution, in English and Spanish.',
    },
    {
      name: 'United Arab Emirates',
      text: 'Gulf investors and operators increasingly buy into US companies. We structure those investments and help US brands expand into the region through licensing and joint ventures.',
    },
  ],
  note: 'Matters outside the United States are handled together with qualified local counsel wherever local law applies.',
  closing: {
    heading: 'A cross-border deal in view?',
    text: 'Tell us where the parties are and what you have in mind.',
    label: 'Contact the Firm',
  },
}

export const es: Translation<typeof en> = {
  meta: {
    title: 'Presencia internacional',
    description:
      'Asesoría corporativa y de M&A desde el sur de Florida para clientes en los Estados Unidos, América Latina y los Emiratos Árabes Unidos, en inglés y en español.',
  },
  eyebrow: 'Dónde están nuestros clientes',
  heading: 'Presencia internacional',
  lead: 'Desde el sur de Florida representamos a propietarios y compradores cuyos negocios cruzan fronteras, con clientes en los Estados Unidos, América Latina y los Emiratos Árabes Unidos.',
  mapHeading: 'Ubicación de nuestros clientes',
  mapAlt:
    'Un mapa del mundo con las regiones de los clientes de la firma resaltadas: los Estados Unidos, América Latina desde México hasta Argentina y los Emiratos Árabes Unidos, con un marcador en la oficina de la firma en Doral, Florida.',
  mapLabels: { unitedStates: 'Estados Unidos', latinAmerica: 'América Latina', uae: 'EAU' },
  legend: {
    usUae: 'Estados Unidos y los Emiratos Árabes Unidos',
    latinAmerica: 'América Latina',
    office: 'Nuestra oficina en Doral, Florida',
  },
  regions: [
    {
      name: 'Estados Unidos',
      text: 'Nuestro mercado principal. Desde nuestra oficina en Doral, Florida, asesoramos a empresas de todo el país en su constitución, su crecimiento, sus adquisiciones y su venta.',
    },
    {
      name: 'América Latina',
      text: 'Miami es la capital de los negocios de las Américas. Trabajamos con fundadores e inversionistas de México, Colombia, Brasil y otros países en estructuras en los Estados Unidos, adquisiciones transfronterizas y distribución, en inglés y en español.',
    },
    {
      name: 'Emiratos Árabes Unidos',
      text: 'Cada vez más inversionistas y empresarios del Golfo invierten en empresas estadounidenses. Estructuramos esas inversiones y ayudamos a marcas estadounidenses a expandirse en la región mediante licencias y empresas conjuntas.',
    },
  ],
  note: 'Los asuntos fuera de los Estados Unidos se atienden junto con abogados locales calificados dondequiera que se aplique la legislación local.',
  closing: {
    heading: '¿Tiene en mente una operación transfronteriza?',
    text: 'Díganos dónde están las partes y qué tiene en mente.',
    label: 'Contacte a la firma',
  },
}
