// The leads inbox: every intake submission and waitlist entry, newest first, with the delivery state
// of each email it caused (read from the outbox rows whose subject is the lead).
import type { DeliveryState } from '~/jobs/outbox.server'
import { LEAD_FORM_TYPES, type LeadFormType, type LeadStatus } from '~/utils/db-schema'
import { DELIVERY_LABELS } from '~/content/admin'
import { leadForms } from '~/content/intake'
import { getDb, writeTransaction } from '~/utils/db.server'
import { writeAudit, type Actor } from './admin.server'
import { inboxState } from './admin-operations.server'
import { leadFlags } from './conflict-decisions.server'
import { isLeadStatus, listLeads, updateLeadStatus } from './leads.server'
import { scheduledReminders } from './reminders.server'

export const LEADS_PAGE_SIZE = 25

export function isLeadFormType(value: unknown): value is LeadFormType {
  return typeof value === 'string' && (LEAD_FORM_TYPES as readonly string[]).includes(value)
}

export { isLeadStatus }

export type Delivery = {
  id: string
  label: string
  state: DeliveryState
  attempts: number
  lastError: string | null
  at: string
}

function toDelivery(row: {
  id: string
  payload: string
  created_at: string
  completed_at: string | null
  failed_at: string | null
  attempts: number
  last_error: string | null
}): Delivery {
  let template = 'email'
  try {
    const payload = JSON.parse(row.payload) as { template?: string }
    if (payload.template) template = payload.template
  } catch {
    // keep the generic label
  }
  return {
    id: row.id,
    label: DELIVERY_LABELS[template] ?? template,
    state: inboxState(row),
    attempts: row.attempts,
    lastError: row.last_error,
    at: row.completed_at ?? row.failed_at ?? row.created_at,
  }
}

/** The emails each of these leads caused: the outbox rows whose subject is the lead (intake sets it). */
export async function deliveriesForLeads(leadIds: string[]) {
  const byLead = new Map<string, Delivery[]>()
  if (!leadIds.length) return byLead
  const rows = await getDb()
    .selectFrom('outbox')
    .select(['id', 'payload', 'created_at', 'completed_at', 'failed_at', 'attempts', 'last_error', 'subject_id'])
    .where('subject_type', '=', 'lead')
    .where('subject_id', 'in', leadIds)
    .orderBy('created_at')
    .execute()
  for (const row of rows) {
    if (!row.subject_id) continue
    byLead.set(row.subject_id, [...(byLead.get(row.subject_id) ?? []), toDelivery(row)])
  }
  return byLead
}

/** The latest Circle invitation of each lead: when it went out and whether it was used. */
export async function invitationsForLeads(leadIds: string[]) {
  const byLead = new Map<string, { sentAt: string; usedAt: string | null }>()
  if (!leadIds.length) return byLead
  const rows = await getDb()
    .selectFrom('circle_invitations')
    .select(['lead_id', 'created_at', 'used_at'])
    .where('lead_id', 'in', leadIds)
    .orderBy('created_at')
    .execute()
  for (const row of rows) if (row.lead_id) byLead.set(row.lead_id, { sentAt: row.created_at, usedAt: row.used_at })
  return byLead
}

/** One page of the inbox, newest first, filtered by form type and status, each lead with its deliveries. */
export async function listLeadsWithDeliveries(opts: { type?: string | null; status?: string | null; page?: number; lead?: string | null }) {
  const type = isLeadFormType(opts.type) ? opts.type : null
  const status = isLeadStatus(opts.status) ? opts.status : null
  const lead = opts.lead || null
  const filters = { id: lead ?? undefined, formType: type ?? undefined, status: status ?? undefined, perPage: LEADS_PAGE_SIZE }
  let result = await listLeads({ ...filters, page: Math.max(1, Math.floor(opts.page ?? 1)) })
  if (result.page > result.pageCount) result = await listLeads({ ...filters, page: result.pageCount })
  const ids = result.leads.map((r) => r.id)
  const [deliveries, invitations] = await Promise.all([deliveriesForLeads(ids), invitationsForLeads(ids)])
  const leads = result.leads.map((r) => ({
    id: r.id,
    formType: r.form_type,
    formLabel: leadForms[r.form_type]?.label ?? r.form_type,
    name: r.name,
    email: r.email,
    company: r.company_name,
    phone: r.phone,
    message: r.message,
    agreementNeeded: r.agreement_needed,
    signupId: r.signup_id,
    status: r.status,
    /** When the lead's purchase was paid: it became a client. */
    clientAt: r.client_at,
    /** When the latest Circle invitation went out, and whether it was used. */
    invitation: invitations.get(r.id) ?? null,
    createdAt: r.created_at,
    deliveries: deliveries.get(r.id) ?? [],
  }))
  return { leads, total: result.total, page: result.page, pageCount: result.pageCount, type, status, lead }
}

export async function setLeadStatus(actor: Actor, leadId: string, status: LeadStatus) {
  return writeTransaction(async (trx) => {
    const before = await trx.selectFrom('leads').select('status').where('id', '=', leadId).executeTakeFirst()
    if (!before) return false
    if (before.status === status) return true
    await updateLeadStatus(leadId, status, trx)
    await writeAudit(trx, {
      actor,
      clientId: null,
      action: 'lead.status',
      before: { Lead: leadId, Status: before.status },
      after: { Lead: leadId, Status: status },
    })
    return true
  })
}

/** Puts a failed delivery back in line. Only failed rows can be retried from the inbox. */
export { retryJob as retryDelivery } from './admin-operations.server'

/** The leads page: one page of leads with their deliveries, the reminders scheduled for them and their conflict flags. */
export async function leadsPage(opts: { type?: string | null; status?: string | null; page?: number; lead?: string | null }) {
  const result = await listLeadsWithDeliveries(opts)
  const reminders = await scheduledReminders(result.leads.map((l) => l.signupId))
  const flags = await leadFlags(result.leads.map((l) => l.id))
  return { ...result, reminders, conflicts: Object.fromEntries(flags) }
}
