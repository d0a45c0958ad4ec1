// The signature certificate, the last page of a signed PDF (app/integrations/signatures/pdf.server.ts).
// The English certificate is always printed and governs; a Spanish signer's PDF also carries this
// certificate in Spanish, as a courtesy translation, on the page before it.
export const namespace = 'certificate'

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
