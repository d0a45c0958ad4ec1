// Spanish of app/locales/uploads.ts (issue 28). Only the server imports it (app/locales/index.server.ts); a
// Spanish page gets the namespaces it uses as loader data, so no Spanish text is in a JavaScript bundle.
import type { Translation } from '~/locales/translation'
import type { en } from '~/locales/uploads'

export const es: Translation<typeof en> = {
  noFile: 'Elija un archivo para subir.',
  tooMany: 'Suba como máximo {{count}} archivos a la vez.',
  fileTooLarge: 'El archivo pesa más de {{size}}. Suba un archivo más pequeño.',
  unreadable: 'No pudimos leer la carga. Vuelva a intentarlo.',
  onlyTypes: 'Solo se pueden subir archivos {{types}}.',
  or: ' o ',
  totalTooLarge: 'Estos archivos suman más de {{size}}. Suba menos a la vez.',
  namedTooLarge: '“{{name}}” pesa más de {{size}}. Suba un archivo más pequeño. No se subió nada.',
  unreadableNothing: 'No pudimos leer la carga. Vuelva a intentarlo. No se subió nada.',
  notReally: '“{{name}}” no es realmente un archivo {{types}}, por lo que fue rechazado. No se subió nada.',
  documentTypes: 'PDF, imagen (JPEG, PNG, HEIC, GIF, WebP o TIFF), Word, Excel o PowerPoint',
  storage: {
    'write-failed': {
      title: 'Archivo no guardado',
      description:
        'No pudimos guardar su archivo: nuestro almacenamiento falló mientras se escribía. No se guardó nada. Vuelva a intentarlo más tarde y avísenos si vuelve a ocurrir.',
    },
    'low-space': {
      title: 'Cargas en pausa',
      description:
        'Nuestro almacenamiento está casi lleno, por lo que no estamos recibiendo archivos en este momento. No se guardó nada. Vuelva a intentarlo más tarde.',
    },
  },
}
