// The two interest forms on /growth-score: the Circle membership and the Exit Suite consultation.
import * as z from 'zod/mini'
import { emailAddress, optionalText, requiredLine } from './fields'

const interestFields = {
  name: requiredLine(100, { required: 'Name is required', tooLong: 'Name must be less than 100 characters' }),
  email: emailAddress(),
  company: requiredLine(100, { required: 'Company is required', tooLong: 'Company name must be less than 100 characters' }),
}

export const CircleInterestSchema = z.object(interestFields)

export const EXIT_SUITE_MESSAGE_MAX = 2000

export const ExitSuiteInterestSchema = z.object({
  ...interestFields,
  message: optionalText(EXIT_SUITE_MESSAGE_MAX, 'Message must be less than 2000 characters'),
})
