// Intake emails: the firm's notification of a new lead (every field, spec section 7) and the visitor's
// acknowledgement. Both read the lead by id; letter() escapes every value, so input never becomes markup.
// The acknowledgement is written in the lead's language (the form's page); the notification stays English.
import { UnrecoverableError } from 'bullmq'
import { getFirm } from '~/content/firm.server'
import { isApplicationForm, leadForms } from '~/content/intake'
import { serverT, storedLang } from '~/utils/i18n.server'
import type { Db } from '~/utils/db.server'
import type { Lead } from '~/utils/db-schema'
import { env } from '~/utils/env.server'
import { letter } from './layout.server'
import { easternDateTime, param, type Template, type TemplateName } from './template.server'

async function loadLead(db: Db, params: Record<string, string>) {
  const leadId = param(params, 'leadId')
  const lead = await db.selectFrom('leads').selectAll().where('id', '=', leadId).executeTakeFirst()
  if (!lead) throw new UnrecoverableError(`Lead ${leadId} not found`)
  return lead
}

/** The rows of the notification, named as the spec's send-notification-email body names them, with
 * human labels: the form by its name, and no raw ids (the email links to the lead in the admin panel). */
export function notificationRows(lead: Lead): Array<[string, string | null]> {
  const usesFullName = isApplicationForm(lead.form_type)
  return [
    ['Form', leadForms[lead.form_type].label],
    [usesFullName ? 'Full name' : 'Name', lead.name],
    [usesFullName ? 'Company name' : 'Company', lead.company_name],
    ['Email', lead.email],
    ['Phone', lead.phone],
    ['Agreement needed', lead.agreement_needed],
    ['Message', lead.message],
    ['Growth Score purchase', lead.signup_id ? 'Started (see Purchases in the admin panel)' : null],
    ['Language', storedLang(lead.language) === 'es' ? 'Spanish' : 'English'],
    ['Received', easternDateTime(lead.created_at)],
  ]
}

/** The admin panel's leads list narrowed to this one lead (see ?lead= in internal-admin+/leads.tsx). */
export function adminLeadUrl(leadId: string) {
  return `${env().APP_URL}/internal-admin/leads?lead=${encodeURIComponent(leadId)}#lead-${encodeURIComponent(leadId)}`
}

const leadNotification: Template = async (db, params) => {
  const lead = await loadLead(db, params)
  const label = leadForms[lead.form_type].label
  return letter({
    to: env().FIRM_NOTIFY_EMAIL,
    subject: `${label}: ${lead.name}${lead.company_name ? ` (${lead.company_name})` : ''}`,
    intro: ['A new lead arrived through the website.'],
    rows: notificationRows(lead),
    action: { label: 'Open this lead in the admin panel', url: adminLeadUrl(lead.id) },
    outro: ['Reply to this email to answer the sender directly.'],
    replyTo: lead.email,
    internal: true,
  })
}

// Deliberately echoes nothing the visitor typed except their name: a form that mails arbitrary text to
// any address it is given would be a spam relay.
const leadAcknowledgement: Template = async (db, params) => {
  const lead = await loadLead(db, params)
  const firm = getFirm()
  const lang = storedLang(lead.language)
  const t = serverT(lang, 'intakeEmails')
  // What the visitor sent, as the acknowledgement names it mid-sentence.
  const what = t(`acknowledgedAs.${lead.form_type}`)
  const intro = [t('greeting', { name: lead.name }), t('thanks', { firm: firm.name, what })]
  if (isApplicationForm(lead.form_type)) intro.push(t('schedule'))
  return letter({
    to: lead.email,
    subject: t('subject', { what, firm: firm.name }),
    intro,
    outro: [t('confidence'), t('disregard')],
    lang,
  })
}

export const intakeTemplates: Partial<Record<TemplateName, Template>> = {
  'lead-notification': leadNotification,
  'lead-acknowledgement': leadAcknowledgement,
}
