// Spanish of app/locales/auth-code.ts (issue 28). Only the server imports it (app/locales/index.server.ts); a
// Spanish page gets the namespaces it uses as loader data, so no Spanish text is in a JavaScript bundle.
import type { Translation } from '~/locales/translation'
import type { en } from '~/locales/auth-code'

export const es: Translation<typeof en> = {
  label: 'Código de verificación',
  errors: {
    required: 'Ingrese el código de su aplicación de autenticación',
    tooLong: 'El código debe tener menos de {{max}} caracteres',
  },
}
