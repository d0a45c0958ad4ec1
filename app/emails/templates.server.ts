// Email templates by name. Each reads what it needs from SQLite by id: job payloads carry ids only.
import { UnrecoverableError } from 'bullmq'
import type { Db } from '~/utils/db.server'
import type { emailTemplateNames } from '~/jobs/definitions'
import { letter, type RenderedEmail } from './layout.server'
import { accountTemplates } from './accounts.server'
import { intakeTemplates } from './intake.server'
import { purchaseTemplates } from './purchase.server'

export type TemplateName = (typeof emailTemplateNames)[number]
type Template = (db: Db, params: Record<string, string>) => Promise<RenderedEmail>

const templates: Partial<Record<TemplateName, Template>> = {
  ...accountTemplates,
  ...intakeTemplates,
  ...purchaseTemplates,
  // Used by operators (and the foundation tests) to check that mail flows end to end.
  'operator-test': async (_db, params) =>
    letter({
      to: required(params, 'to'),
      subject: params.subject ?? 'Delivery check',
      intro: [params.body ?? 'This message confirms that outgoing email is working.'],
    }),
}

export function registerEmailTemplate(name: TemplateName, template: Template) {
  templates[name] = template
}

export async function renderEmail(db: Db, name: TemplateName, params: Record<string, string>) {
  const template = templates[name]
  if (!template) throw new UnrecoverableError(`No email template named ${name}`)
  return template(db, params)
}

export function required(params: Record<string, string>, key: string) {
  const value = params[key]
  if (!value) throw new UnrecoverableError(`Email parameter ${key} is missing`)
  return value
}
