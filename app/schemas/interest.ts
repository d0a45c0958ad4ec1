// The two interest forms on /growth-score: the Circle membership and the Exit Suite consultation, with
// messages in the form's language (app/locales/intake.ts; the English ones are the spec's).
import * as z from 'zod/mini'
import * as intake from '~/locales/intake'
import type { Lang } from '~/utils/db-enums'
import { emailAddress, optionalText, perLanguage, requiredLine } from './fields'

function interestFields(lang: Lang) {
  const e = intake[lang].errors
  return {
    name: requiredLine(100, { required: e.nameRequired, tooLong: e.nameTooLong }),
    email: emailAddress(lang),
    company: requiredLine(100, { required: e.companyRequired, tooLong: e.companyNameTooLong }),
  }
}

export const circleInterestSchema = perLanguage((lang) => z.object(interestFields(lang)))

export const EXIT_SUITE_MESSAGE_MAX = 2000

export const exitSuiteInterestSchema = perLanguage((lang) =>
  z.object({
    ...interestFields(lang),
    message: optionalText(EXIT_SUITE_MESSAGE_MAX, intake[lang].errors.interestMessageTooLong),
  }),
)
