// Email templates by name. Each reads what it needs from SQLite by id: job payloads carry ids only.
import { UnrecoverableError } from 'bullmq'
import type { Db } from '~/utils/db.server'
import { letter } from './layout.server'
import { accountTemplates } from './accounts.server'
import { circleTemplates } from './circle.server'
import { conflictTemplates } from './conflicts.server'
import { intakeTemplates } from './intake.server'
import { operationsTemplates } from './operations.server'
import { purchaseTemplates } from './purchase.server'
import { param, type Template, type TemplateName } from './template.server'

export type { TemplateName }

const templates: Partial<Record<TemplateName, Template>> = {
  ...accountTemplates,
  ...intakeTemplates,
  ...purchaseTemplates,
  ...circleTemplates,
  ...operationsTemplates,
  ...conflictTemplates,
  // Used by operators (and the foundation tests) to check that mail flows end to end.
  'operator-test': async (_db, params) =>
    letter({
      to: param(params, 'to'),
      subject: params.subject ?? 'Delivery check',
      intro: [params.body ?? 'This message confirms that outgoing email is working.'],
    }),
}

export async function renderEmail(db: Db, name: TemplateName, params: Record<string, string>) {
  const template = templates[name]
  if (!template) throw new UnrecoverableError(`No email template named ${name}`)
  return template(db, params)
}
