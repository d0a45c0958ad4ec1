// The words around a signed document on its page (app/components/letter-sheet.tsx): not part of the
// signed text. The documents themselves, and their Spanish courtesy translations, are versioned content
// (app/content/engagement-letter.ts, circle.ts): their text is fixed by their version id and hashed.
import type { Translation } from '~/utils/i18n'

export const en = {
  preparedFor: 'Prepared for ',
  you: 'you',
  foldLabel: 'The letter you read on the previous page',
  foldOriginal: 'The English version you read on the previous page',
  showAgain: ' (show it again)',
  fingerprintLabel: 'Letter',
  fingerprint: ' fingerprint (SHA-256): ',
}

export const es: Translation<typeof en> = {
  preparedFor: 'Preparado para ',
  you: 'usted',
  foldLabel: 'La carta que leyó en la página anterior',
  foldOriginal: 'La versión en inglés que leyó en la página anterior',
  showAgain: ' (mostrarla de nuevo)',
  fingerprintLabel: 'Carta',
  fingerprint: ' — huella digital (SHA-256): ',
}
