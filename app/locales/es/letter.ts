// Spanish of app/locales/letter.ts (issue 28). Only the server imports it (app/locales/index.server.ts); a
// Spanish page gets the namespaces it uses as loader data, so no Spanish text is in a JavaScript bundle.
import type { Translation } from '~/locales/translation'
import type { en } from '~/locales/letter'

export const es: Translation<typeof en> = {
  preparedFor: 'Preparado para ',
  you: 'usted',
  foldLabel: 'La carta que leyó en la página anterior',
  foldOriginal: 'La versión en inglés que leyó en la página anterior',
  showAgain: ' (mostrarla de nuevo)',
  fingerprintLabel: 'Carta',
  fingerprint: ' — huella digital (SHA-256): ',
}
