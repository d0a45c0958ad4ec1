// The two interest forms on /growth-score: the Circle membership and the Exit Suite consultation, with
// messages in the form's language (app/locales/intake.ts; the English ones are the spec's).
import * as z from 'zod/mini'
import * as intake from '~/locales/intake'
import type { Copies } from '~/utils/i18n'
import { emailAddress, optionalText, perLanguage, requiredLine } from './fields'

function interestFields(copies: Copies) {
  const e = copies.of(intake).errors
  return {
    name: requiredLine(100, { required: e.nameRequired, tooLong: e.nameTooLong }),
    email: emailAddress(copies),
    company: requiredLine(100, { required: e.companyRequired, tooLong: e.companyNameTooLong }),
  }
}

export const circleInterestSchema = perLanguage((copies) => z.object(interestFields(copies)))

export const EXIT_SUITE_MESSAGE_MAX = 2000

export const exitSuiteInterestSchema = perLanguage((copies) =>
  z.object({
    ...interestFields(copies),
    message: optionalText(EXIT_SUITE_MESSAGE_MAX, copies.of(intake).errors.interestMessageTooLong),
  }),
)
