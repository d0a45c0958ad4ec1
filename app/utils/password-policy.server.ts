// What a new password must be, after NIST SP 800-63B (revision 4): long enough (the schema's
// PASSWORD_MIN, 15, for a password that may be the only factor), not on a list of commonly used or
// breached passwords, not built from the account's own address, and no composition rules (no "one
// digit, one symbol"). The list is the common-passwords dictionary kept by the zxcvbn-ts project,
// matched whole and case-insensitively; it stays on the server (it is far too large for a page).
import { dictionary } from '@zxcvbn-ts/language-common'

let common: Set<string> | undefined

function commonPasswords() {
  common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()))
  return common
}

export const PASSWORD_PROBLEMS = {
  common: 'This password is on a list of commonly used passwords, so it is easy to guess. Please choose another.',
  email: 'Please choose a password that does not contain your email address.',
  repetitive: 'This password repeats too few characters to be hard to guess. Please choose another.',
} as const

/** Why a new password is refused, in words for the person choosing it; null when it is acceptable. */
export function passwordProblem(password: string, context: { email?: string | null } = {}): string | null {
  const lower = password.toLowerCase()
  if (commonPasswords().has(lower)) return PASSWORD_PROBLEMS.common
  // Common passwords padded out to the minimum length ("password12345678", "qwertyqwertyqwerty").
  const stripped = lower.replace(/[\d\s\W_]+$/u, '').replace(/^[\d\s\W_]+/u, '')
  if (stripped.length >= 4 && commonPasswords().has(stripped)) return PASSWORD_PROBLEMS.common
  if (new Set(lower).size < 5) return PASSWORD_PROBLEMS.repetitive
  const local = context.email?.trim().toLowerCase().split('@')[0]
  if (local && local.length >= 4 && lower.includes(local)) return PASSWORD_PROBLEMS.email
  return null
}
