// Spanish of app/locales/portal-templates.ts (issue 28). Only the server imports it (app/locales/index.server.ts); a
// Spanish page gets the namespaces it uses as loader data, so no Spanish text is in a JavaScript bundle.
import type { Translation } from '~/locales/translation'
import type { en } from '~/locales/portal-templates'

export const es: Translation<typeof en> = {
  templates: {
    list: [
      {
        title: 'Acuerdo operativo (LLC)',
        description: 'Propiedad, administración y qué ocurre cuando un miembro se retira, para una sociedad de responsabilidad limitada.',
      },
      {
        title: 'Estatutos corporativos (corporación)',
        description: 'Las reglas internas de una corporación: directores, funcionarios, reuniones y votaciones.',
      },
      {
        title: 'Resolución del miembro único',
        description: 'Una decisión escrita del único miembro de una LLC, lista para el libro de registros de la empresa.',
      },
      {
        title: 'Modelo de resolución (general)',
        description: 'Un formulario general de resoluciones de la junta o de los miembros que aprueban una operación o un nombramiento.',
      },
      {
        title: 'Contrato con contratista independiente',
        description: 'Alcance, pago, propiedad del trabajo y confidencialidad para contratistas externos.',
      },
      {
        title: 'Acuerdo de confidencialidad',
        description: 'Protección mutua de la información que usted comparte con un socio, un comprador o una contratación clave.',
      },
    ],
    heading: 'Plantillas legales',
    intro:
      'Los documentos esenciales incluidos con su Growth Score. Úselos como punto de partida: su hoja de ruta indica cuáles necesita primero su empresa, y con gusto adaptamos cualquiera de ellos. Las plantillas iniciales son archivos de Word con espacios entre corchetes para completar; revise con nosotros el borrador completo antes de que alguien lo firme.',
    starter: 'Plantilla inicial',
    firm: 'Preparada por la firma',
    pdf: 'PDF',
    word: 'Documento de Word',
    file: 'Archivo',
    downloadLabel: 'Descargar {{title}} ({{size}})',
    download: 'Descargar',
    soon: 'Disponible próximamente',
    notAvailable: 'Esta plantilla todavía no está disponible.',
  },
}
