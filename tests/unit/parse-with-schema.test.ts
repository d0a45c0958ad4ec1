// Pages validate with Conform's parseWithZod on both sides, except the purchase flow's pages
// (app/routes/growth-score+/), whose browser half still uses parseWithSchema until they move over:
// for every schema, both must give the same errors (the spec's messages) and the same values.
import fs from 'node:fs'
import path from 'node:path'
import { parseWithZod } from '@conform-to/zod/v4'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import type { $ZodType } from 'zod/v4/core'
import { AddTaskSchema, GrowthScoreSchema, LeadStatusSchema, NoteSchema, StageSchema, TaskIdSchema } from '~/schemas/admin'
import { ApplicationSchema } from '~/schemas/application'
import { ForgotPasswordSchema, SetPasswordSchema, SignInSchema, TestAccountSchema } from '~/schemas/auth'
import { ContactSchema } from '~/schemas/contact'
import { ContractRequestSchema } from '~/schemas/contract-request'
import { GrowthScoreSignupSchema, WaitlistSchema } from '~/schemas/growth-score'
import { CircleInterestSchema, ExitSuiteInterestSchema } from '~/schemas/interest'
import { ClientMessageSchema, CompleteTaskSchema } from '~/schemas/portal'
import { TwoFactorCodeSchema } from '~/schemas/two-factor'
import { parseWithSchema } from '~/utils/parse-with-schema'

const schemas: Record<string, { schema: $ZodType; fields: string[] }> = {
  ContactSchema: { schema: ContactSchema, fields: ['name', 'email', 'message'] },
  CircleInterestSchema: { schema: CircleInterestSchema, fields: ['name', 'email', 'company'] },
  ExitSuiteInterestSchema: { schema: ExitSuiteInterestSchema, fields: ['name', 'email', 'company', 'message'] },
  GrowthScoreSignupSchema: { schema: GrowthScoreSignupSchema, fields: ['name', 'email', 'company', 'phone', 'message'] },
  WaitlistSchema: { schema: WaitlistSchema, fields: ['name', 'email', 'company'] },
  ApplicationSchema: { schema: ApplicationSchema, fields: ['fullName', 'companyName', 'email', 'phone'] },
  ContractRequestSchema: { schema: ContractRequestSchema, fields: ['fullName', 'companyName', 'email', 'phone', 'agreementNeeded'] },
  SignInSchema: { schema: SignInSchema, fields: ['email', 'password', 'redirectTo'] },
  TestAccountSchema: { schema: TestAccountSchema, fields: ['email', 'password', 'redirectTo'] },
  ForgotPasswordSchema: { schema: ForgotPasswordSchema, fields: ['email'] },
  SetPasswordSchema: { schema: SetPasswordSchema, fields: ['token', 'password', 'confirmPassword'] },
  ClientMessageSchema: { schema: ClientMessageSchema, fields: ['name', 'email', 'message'] },
  CompleteTaskSchema: { schema: CompleteTaskSchema, fields: ['intent', 'taskId'] },
  StageSchema: { schema: StageSchema, fields: ['stage'] },
  TaskIdSchema: { schema: TaskIdSchema, fields: ['taskId'] },
  AddTaskSchema: { schema: AddTaskSchema, fields: ['title', 'description'] },
  GrowthScoreSchema: { schema: GrowthScoreSchema, fields: ['score'] },
  NoteSchema: { schema: NoteSchema, fields: ['body'] },
  LeadStatusSchema: { schema: LeadStatusSchema, fields: ['leadId', 'status'] },
  TwoFactorCodeSchema: { schema: TwoFactorCodeSchema, fields: ['code'] },
}

// Values that reach each rule: empty, blank, control characters, addresses good and bad, numbers and
// enum values, and lengths either side of every limit (20, 64, 100, 128, 200, 255, 1000, 2000, 5000).
const value = fc.oneof(
  fc.constantFrom('0', '1', '6', '7', '100', '101', '-1', '2.5', ' 3 ', 'x', 'complete-task', 'new', 'contacted', 'on'),
  fc.integer({ min: -5, max: 120 }).map(String),
  fc.constantFrom('', '   ', 'a', ' Avery\u0000 Fo\u001bunder\r\nBcc: x@y.z ', '\u202eNorthwind '),
  fc.constantFrom('a@b', 'x@example.com', ' Y@Example.COM ', 'a..b@c.de', '.a@b.co', 'a@b.c', 'a\u0000b@c.com'),
  fc.string({ maxLength: 10 }),
  fc.emailAddress(),
  fc.constantFrom(8, 19, 20, 21, 63, 64, 65, 99, 100, 101, 127, 128, 129, 199, 200, 201, 254, 255, 256, 999, 1000, 1001, 1999, 2000, 2001, 4999, 5000, 5001).chain(
    (n) => fc.constantFrom('x'.repeat(n), ` ${'x'.repeat(n - 1)} `, `${'e'.repeat(Math.max(1, n - 12))}@example.com`),
  ),
)

function formData(values: Record<string, string>) {
  const data = new FormData()
  for (const [name, v] of Object.entries(values)) data.set(name, v)
  return data
}

function outcome(submission: { status?: string; value?: unknown; error?: unknown }) {
  return submission.status === 'success' ? { value: submission.value } : { error: submission.error }
}

describe('parseWithSchema agrees with parseWithZod', () => {
  for (const [name, { schema, fields }] of Object.entries(schemas)) {
    test(name, () => {
      const values = fc.dictionary(fc.constantFrom(...fields, 'extra'), value)
      fc.assert(
        fc.property(values, (v) => {
          const data = formData(v)
          expect(outcome(parseWithSchema(data, { schema }))).toEqual(outcome(parseWithZod(data, { schema })))
        }),
        { numRuns: 400 },
      )
    })
  }

  test('messages keep their field names and order', () => {
    const submission = parseWithSchema(formData({ email: 'nope', password: 'short', confirmPassword: 'other' }), { schema: SetPasswordSchema })
    expect(outcome(submission).error).toEqual({
      token: ['This link is missing its code.'],
      password: ['Password must be at least 15 characters'],
    })
    const contact = parseWithSchema(formData({ name: '  ', email: 'a@b', message: 'x'.repeat(5001) }), { schema: ContactSchema })
    expect(outcome(contact).error).toEqual({
      name: ['Name is required'],
      email: ['Invalid email address'],
      message: ['Message must be less than 5000 characters'],
    })
  })
})

// The schemas stay on zod/mini (the smaller API is all they need; parseWithZod accepts it).
describe('browser code stays on zod/mini', () => {
  const browserFiles = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const file = path.join(dir, entry.name)
      if (entry.isDirectory()) return browserFiles(file)
      return /\.tsx?$/.test(entry.name) && !/\.(server|test)\.tsx?$/.test(entry.name) ? [file] : []
    })
  const appDir = path.resolve(__dirname, '../../app')

  test('schemas, components and routes import zod/mini or zod/v4/core only', () => {
    const classic = browserFiles(appDir).filter(
      (file) => !file.endsWith(path.join('jobs', 'definitions.ts')) && /from '(zod|zod\/v4)'/.test(fs.readFileSync(file, 'utf8')),
    )
    expect(classic.map((file) => path.relative(appDir, file))).toEqual([])
  })
})
