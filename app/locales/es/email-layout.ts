// Spanish of app/locales/email-layout.ts (issue 28). Only the server imports it (app/locales/index.server.ts); a
// Spanish page gets the namespaces it uses as loader data, so no Spanish text is in a JavaScript bundle.
import type { Translation } from '~/locales/translation'
import type { en } from '~/locales/email-layout'

export const es: Translation<typeof en> = {
  kind: 'Asesoría corporativa y de fusiones y adquisiciones',
  buttonFallback: 'Si el botón no funciona, copie esta dirección en su navegador:',
  closing: 'Atentamente,',
  websiteSigner: 'Sitio web de {{firm}}',
  automaticNotice: 'Aviso automático',
}
