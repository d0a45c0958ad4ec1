// Spanish of app/locales/common.ts (issue 28). Only the server imports it (app/locales/index.server.ts); a
// Spanish page gets the namespaces it uses as loader data, so no Spanish text is in a JavaScript bundle.
import type { Translation } from '~/locales/translation'
import type { en } from '~/locales/common'

export const es: Translation<typeof en> = {
  skipToContent: 'Ir al contenido',
  firmKind: 'Derecho corporativo y M&A',
  homePage: ', página de inicio',
  nav: {
    mission: 'Misión',
    about: 'Perfil profesional',
    international: 'Internacional',
    deals: 'Operaciones',
    contact: 'Contacto',
    services: 'Servicios',
  },
  login: 'Acceso clientes',
  portal: 'Portal del cliente',
  menu: 'Menú',
  closeMenu: 'Cerrar el menú',
  navigation: 'Navegación',
  mainNav: 'Principal',
  footerNav: 'Pie de página',
  theFirm: 'La firma',
  office: 'Oficina',
  rights: 'Todos los derechos reservados.',
  terms: 'Términos y condiciones',
  privacy: 'Política de privacidad',
  disclaimer:
    'Publicidad de servicios legales. La información de este sitio es de carácter general y no constituye asesoría legal. Comunicarse con la firma no crea una relación abogado-cliente.',
  language: 'Idioma',
  notFound: {
    title: 'Página no encontrada',
    text: 'La página que busca no existe o cambió de dirección. Los enlaces de abajo lo llevarán a un lugar útil.',
    home: 'Volver a la página de inicio',
    contact: 'Contáctenos',
    popular: 'Páginas más visitadas',
    suggestions: { services: 'Servicios y honorarios', contracts: 'Catálogo de contratos', about: 'Perfil profesional' },
  },
}
