// Spanish of app/locales/certificate.ts (issue 28). Only the server imports it (app/locales/index.server.ts); a
// Spanish page gets the namespaces it uses as loader data, so no Spanish text is in a JavaScript bundle.
import type { Translation } from '~/locales/translation'
import type { en } from '~/locales/certificate'

export const es: Translation<typeof en> = {
  heading: 'Certificado de firma',
  courtesy: 'Traducción de cortesía de este certificado; rige el certificado en inglés de la página siguiente.',
  document: 'Documento',
  documentVersion: 'Versión del documento',
  languageShown: 'Idioma mostrado',
  shownTranslated:
    'Traducción de cortesía al español ({{shown}}) seguida de la versión en inglés que traduce ({{signed}}), que es la que rige',
  shownEnglish: 'Inglés',
  signer: 'Firmante',
  signerEmail: 'Correo electrónico del firmante',
  signedAt: 'Fecha y hora de la firma',
  ip: 'Dirección IP',
  browser: 'Navegador',
  notRecorded: 'no registrado',
  consent: 'Consentimiento otorgado',
  method: 'Método de firma',
  builtin: 'Firma con un clic en el sitio web de la firma',
  provider: 'Firma electrónica mediante {{provider}}',
  hashTranslated: 'SHA-256 del texto mostrado (traducción y versión en inglés)',
  hash: 'SHA-256 del texto de la carta',
  code: 'Código de verificación',
  checkTranslated:
    'Para verificar este documento, ingrese el código de verificación en {{url}}. La página muestra el firmante, la hora y el SHA-256 registrados al firmarse la carta. El SHA-256 se calcula sobre el texto exactamente como se le mostró al firmante, un bloque por línea: el aviso de que rige la versión en inglés, la traducción de cortesía al español, el encabezado de la versión en inglés y la versión en inglés (impresa primero en este documento porque es la que rige).',
  check:
    'Para verificar este documento, ingrese el código de verificación en {{url}}. La página muestra el firmante, la hora y el SHA-256 registrados al firmarse la carta. El SHA-256 se calcula sobre el texto de la carta exactamente como se le mostró al firmante (el texto de las páginas anteriores a esta, un bloque por línea).',
}
