// The authentication-code form (components/authentication-code-form.tsx) and its schema
// (schemas/two-factor.ts): used at sign-in, on the two-factor setup page and on the portal's Security page.
export const namespace = 'authCode'

export const en = {
  label: 'Authentication code',
  errors: {
    required: 'Enter the code from your authenticator app',
    tooLong: 'The code must be less than {{max}} characters',
  },
}
