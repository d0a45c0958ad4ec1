// The letterhead, button fallback and signature every email shares (app/emails/layout.server.ts).
import type { Translation } from '~/utils/i18n'

export const en = {
  kind: 'Corporate and M&A counsel',
  buttonFallback: 'If the button does not work, copy this address into your browser:',
  closing: 'Sincerely,',
  websiteSigner: '{{firm}} website',
  automaticNotice: 'Automatic notice',
}

export const es: Translation<typeof en> = {
  kind: 'Asesoría corporativa y de fusiones y adquisiciones',
  buttonFallback: 'Si el botón no funciona, copie esta dirección en su navegador:',
  closing: 'Atentamente,',
  websiteSigner: 'Sitio web de {{firm}}',
  automaticNotice: 'Aviso automático',
}
