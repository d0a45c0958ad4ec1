// The authentication-code form (components/authentication-code-form.tsx) and its schema
// (schemas/two-factor.ts): used at sign-in, on the two-factor setup page and on the portal's Security page.
import type { Translation } from '~/utils/i18n'

export const en = {
  label: 'Authentication code',
  errors: {
    required: 'Enter the code from your authenticator app',
    tooLong: 'The code must be less than {{max}} characters',
  },
}

export const es: Translation<typeof en> = {
  label: 'Código de verificación',
  errors: {
    required: 'Ingrese el código de su aplicación de autenticación',
    tooLong: 'El código debe tener menos de {{max}} caracteres',
  },
}
