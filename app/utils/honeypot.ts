// The honeypot: a field people never see and bots fill in. A filled one gets a quiet success with
// nothing stored or sent. (remix-utils has one, but its v7 pins zod 3; this is the whole mechanism.)
export const HONEYPOT_FIELD = 'company_website'

export function isBot(formData: FormData) {
  const value = formData.get(HONEYPOT_FIELD)
  return typeof value === 'string' && value.trim() !== ''
}
