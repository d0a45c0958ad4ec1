// Spanish of app/locales/international.ts (issue 28). Only the server imports it (app/locales/index.server.ts); a
// Spanish page gets the namespaces it uses as loader data, so no Spanish text is in a JavaScript bundle.
import type { Translation } from '~/locales/translation'
import type { en } from '~/locales/international'

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
