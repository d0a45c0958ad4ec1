// The words around a signed document on its page (app/components/letter-sheet.tsx): not part of the
// signed text. The documents themselves, and their Spanish courtesy translations, are versioned content
// (app/content/engagement-letter.ts, circle.ts): their text is fixed by their version id and hashed.
export const namespace = 'letter'

export const en = {
  preparedFor: 'Prepared for ',
  you: 'you',
  foldLabel: 'The letter you read on the previous page',
  foldOriginal: 'The English version you read on the previous page',
  showAgain: ' (show it again)',
  fingerprintLabel: 'Letter',
  fingerprint: ' fingerprint (SHA-256): ',
}
