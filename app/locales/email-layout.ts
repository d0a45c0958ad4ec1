// The letterhead, button fallback and signature every email shares (app/emails/layout.server.ts).
export const namespace = 'emailLayout'

export const en = {
  kind: 'Corporate and M&A counsel',
  buttonFallback: 'If the button does not work, copy this address into your browser:',
  closing: 'Sincerely,',
  websiteSigner: '{{firm}} website',
  automaticNotice: 'Automatic notice',
}
