// What a new password must be, after NIST SP 800-63B (revision 4): long enough (the schema's
// PASSWORD_MIN, 15, for a password that may be the only factor), not on a list of commonly used or
// breached passwords, not built from the account's own address, and no composition rules (no "one
// digit, one symbol"). The list is the common-passwords dictionary kept by the zxcvbn-ts project,
// matched whole and case-insensitively; it stays on the server (it is far too large for a page).
import { dictionary } from '@zxcvbn-ts/language-common'
import * as auth from '~/locales/auth'
import type { Lang } from './i18n'
import { copyIn } from './i18n.server'

let common: Set<string> | undefined

function commonPasswords() {
  common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()))
  return common
}

/** The reasons in English (app/locales/auth.ts weakPassword has them in each language). */
export const PASSWORD_PROBLEMS = auth.en.weakPassword

/** Why a new password is refused, in words for the person choosing it (in `lang`); null when it is acceptable. */
export function passwordProblem(password: string, context: { email?: string | null; lang?: Lang } = {}): string | null {
  const problems = copyIn(auth, context.lang ?? 'en').weakPassword
  const lower = password.toLowerCase()
  if (commonPasswords().has(lower)) return problems.common
  // Common passwords padded out to the minimum length ("password12345678", "qwertyqwertyqwerty").
  const stripped = lower.replace(/[\d\s\W_]+$/u, '').replace(/^[\d\s\W_]+/u, '')
  if (stripped.length >= 4 && commonPasswords().has(stripped)) return problems.common
  if (new Set(lower).size < 5) return problems.repetitive
  const local = context.email?.trim().toLowerCase().split('@')[0]
  if (local && local.length >= 4 && lower.includes(local)) return problems.email
  return null
}
