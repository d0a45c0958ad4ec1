// The signature certificate, the last page of a signed PDF (app/integrations/signatures/pdf.server.ts).
// The English certificate is always printed and governs; a Spanish signer's PDF also carries this
// certificate in Spanish, as a courtesy translation, on the page before it.
import type { Translation } from '~/utils/i18n'

export const en = {
  heading: 'Signature certificate',
  courtesy: 'Courtesy translation of this certificate; the English certificate on the next page governs.',
  document: 'Document',
  documentVersion: 'Document version',
  languageShown: 'Language shown',
  shownTranslated: 'Spanish courtesy translation ({{shown}}) followed by the English version it translates ({{signed}}), which governs',
  shownEnglish: 'English',
  signer: 'Signer',
  signerEmail: 'Signer email',
  signedAt: 'Signed at',
  ip: 'IP address',
  browser: 'Browser',
  notRecorded: 'not recorded',
  consent: 'Consent given',
  method: 'Signature method',
  builtin: 'Click to sign on the firm\u2019s website',
  provider: 'Electronic signature through {{provider}}',
  hashTranslated: 'SHA-256 of the text shown (translation and English version)',
  hash: 'SHA-256 of the letter text',
  code: 'Verification code',
  checkTranslated:
    'To check this document, enter the verification code at {{url}}. The page shows the signer, the time and the SHA-256 recorded when the letter was signed. The SHA-256 is taken over the text exactly as shown to the signer, one block per line: the notice that the English version governs, the Spanish courtesy translation, the heading of the English version and the English version (printed first in this document because it governs).',
  check:
    'To check this document, enter the verification code at {{url}}. The page shows the signer, the time and the SHA-256 recorded when the letter was signed. The SHA-256 is taken over the letter text exactly as shown to the signer (the text on the pages before this one, one block per line).',
}

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
