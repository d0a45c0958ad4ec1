// Spanish of app/locales/portal.ts (issue 28). Only the server imports it (app/locales/index.server.ts); a
// Spanish page gets the namespaces it uses as loader data, so no Spanish text is in a JavaScript bundle.
import type { Translation } from '~/locales/translation'
import type { en } from '~/locales/portal'

export const es: Translation<typeof en> = {
  meta: {
    home: { title: 'Su portal', description: 'Su Growth Score, su avance y los próximos pasos.' },
    templates: { title: 'Plantillas', description: 'Las plantillas legales incluidas con su Growth Score.' },
    security: { title: 'Seguridad', description: 'Inicio de sesión en dos pasos para su portal del cliente.' },
    contact: { title: 'Contacte a su abogado', description: 'Escriba a su abogado desde el portal del cliente.' },
    circle: { title: 'Únase a The Apex Circle', description: 'La membresía The Apex Circle para clientes del Growth Score.' },
    request: { title: 'Solicitar un entregable', description: 'Pida a su abogado un entregable de la membresía.' },
  },
  clientPortal: 'Portal del cliente',
  frame: {
    nav: {
      home: 'Lista de tareas',
      portalHome: 'Inicio del portal',
      templates: 'Plantillas',
      join: 'Únase a The Apex Circle',
      membership: 'Su membresía',
      contact: 'Contactar al abogado',
      security: 'Seguridad',
    },
    collapseTitle: 'Contraer la barra lateral (Ctrl+B)',
    expandTitle: 'Expandir la barra lateral (Ctrl+B)',
    collapse: 'Contraer la barra lateral',
    expand: 'Expandir la barra lateral',
    openMenu: 'Abrir el menú',
    closeMenu: 'Cerrar el menú',
    menu: 'Menú',
    aside: 'Portal del cliente',
    portalNav: 'Navegación del portal',
    signedInAs: 'Sesión iniciada como',
    signOut: 'Cerrar sesión',
    backToDashboard: 'Volver a su panel',
    writeToAttorney: 'Escribir a su abogado',
  },
}
