// Field rules shared by the intake schemas. Every value is cleaned of control characters and trimmed
// before its limits are checked, so a limit counts what is stored.
//
// Written with zod/mini (the same checks as zod's chained API, as functions): these schemas also
// validate in the browser, and zod/mini keeps only the checks used, about 6 KB gzipped, where the
// chained API brings all of zod, about 95 KB (and probes `new Function`, which the CSP reports).
import * as z from 'zod/mini'
import * as forms from '~/locales/forms'
import type { Copies } from '~/utils/i18n'

// C0/C1 control characters and DEL, plus the bidirectional overrides used to disguise text.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const LINE_BREAKING = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]+/g
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_KEEP_NEWLINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g

/** One-line values: any run of control characters (newlines included) becomes a single space. */
export function cleanLine(value: string) {
  return value.replace(LINE_BREAKING, ' ')
}

/** Multi-line values keep their line breaks (normalised to \n) and tabs, and lose other controls. */
export function cleanText(value: string) {
  return value.replace(/\r\n?/g, '\n').replace(CONTROL_KEEP_NEWLINES, '')
}

/** A required one-line text: `required` when empty (or only spaces), `tooLong` past `max` characters. */
export function requiredLine(max: number, messages: { required: string; tooLong: string }) {
  return z
    .string({ error: messages.required })
    .check(z.overwrite(cleanLine), z.trim(), z.minLength(1, messages.required), z.maxLength(max, messages.tooLong))
}

export const EMAIL_MAX = 255
export const PHONE_MAX = 20

/**
 * The spec's email rule, in a form's language (app/locales/forms.ts): a valid address of at most 255
 * characters. The intake forms say 'Invalid email address' for an empty field; the account and portal
 * forms (`required`) say 'Email is required'.
 */
export function emailAddress(copies: Copies, { required = false } = {}) {
  const m = copies.of(forms).fields
  return z
    .string({ error: required ? m.emailRequired : m.emailInvalid })
    .check(
      z.overwrite(cleanLine),
      z.trim(),
      ...(required ? [z.minLength(1, m.emailRequired)] : []),
      z.maxLength(EMAIL_MAX, m.emailTooLong),
      z.email(m.emailInvalid),
    )
}

/** The spec's phone rule, in a form's language: required, at most 20 characters. */
export function phoneNumber(copies: Copies) {
  const m = copies.of(forms).fields
  return requiredLine(PHONE_MAX, { required: m.phoneRequired, tooLong: m.phoneTooLong })
}

/** One schema per language, built the first time it is asked for (forms ask on every render). */
export function perLanguage<T>(build: (copies: Copies) => T): (copies: Copies) => T {
  const built: Partial<Record<Copies['lang'], T>> = {}
  return (copies) => (built[copies.lang] ??= build(copies))
}

/** A required multi-line text. */
export function requiredText(max: number, messages: { required: string; tooLong: string }) {
  return z
    .string({ error: messages.required })
    .check(z.overwrite(cleanText), z.trim(), z.minLength(1, messages.required), z.maxLength(max, messages.tooLong))
}

/** An optional multi-line text: empty becomes undefined. */
export function optionalText(max: number, tooLong: string) {
  return z.optional(z.string().check(z.overwrite(cleanText), z.trim(), z.maxLength(max, tooLong)))
}
