// The operator's alerts (app/models/alerts.server.ts): one email when a cause opens, one when it clears.
// Read from the cause's row at send time; the parameters name the recipient, the cause and the event.
import { UnrecoverableError } from 'bullmq'
import { ALERT_CAUSES, alertRules, type AlertCause } from '~/models/alerts.server'
import type { Db } from '~/utils/db.server'
import { env } from '~/utils/env.server'
import { letter } from './layout.server'
import { easternDateTime, param, type Template, type TemplateName } from './template.server'

function causeOf(params: Record<string, string>): AlertCause {
  const cause = param(params, 'cause')
  if (!(ALERT_CAUSES as readonly string[]).includes(cause)) throw new UnrecoverableError(`Unknown alert cause ${cause}`)
  return cause as AlertCause
}

/** params { to, cause, event: 'raised' | 'cleared', at } */
const operatorAlert: Template = async (db: Db, params) => {
  const cause = causeOf(params)
  const event = param(params, 'event')
  if (event !== 'raised' && event !== 'cleared') throw new UnrecoverableError(`Unknown alert event ${event}`)
  const row = await db.selectFrom('alerts').selectAll().where('cause', '=', cause).executeTakeFirst()
  if (!row) throw new UnrecoverableError(`No alert row for ${cause}`)
  const rule = alertRules[cause]
  const since = row.opened_at ?? param(params, 'at')
  const operations = `${env().APP_URL}/internal-admin/operations`
  if (event === 'raised') {
    return letter({
      to: param(params, 'to'),
      subject: `Alert: ${rule.title}`,
      intro: [`${rule.title}.`, row.detail ?? ''].filter(Boolean),
      rows: [['Since', easternDateTime(since)]],
      action: { label: 'Open the operations page', url: operations },
      outro: ['You will get one more email when this clears; until then this alert sends nothing more.'],
      internal: true,
    })
  }
  return letter({
    to: param(params, 'to'),
    subject: `Cleared: ${rule.cleared}`,
    intro: [`${rule.cleared}. The alert \u201c${rule.title}\u201d is closed.`],
    rows: [
      ['Since', easternDateTime(since)],
      ['Cleared', easternDateTime(row.cleared_at ?? param(params, 'at'))],
    ],
    action: { label: 'Open the operations page', url: operations },
    internal: true,
  })
}

export const operationsTemplates: Partial<Record<TemplateName, Template>> = {
  'operator-alert': operatorAlert,
}
