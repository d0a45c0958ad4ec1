// Leads: every intake form's submission, stored before any email is attempted. The firm's notification
// and the visitor's acknowledgement go through the outbox in the same transaction, so a stored lead is
// always notified and a lost email never means a lost lead.
import { isCheckedLeadForm, queueConflictCheck } from './conflicts.server'
import { enqueue } from '~/jobs/outbox.server'
import { createId, getDb, now, writeTransaction, type Tx } from '~/utils/db.server'
import type { RequestMeta } from '~/utils/request-meta.server'
import { LEAD_STATUSES, type Lead, type LeadFormType, type LeadStatus } from '~/utils/db-schema'
import type { Lang } from '~/utils/db-enums'

export type LeadInput = {
  formType: LeadFormType
  name: string
  email: string
  companyName?: string | null
  phone?: string | null
  message?: string | null
  agreementNeeded?: string | null
  signupId?: string | null
  /** The language of the page the form was sent from: the visitor's acknowledgement is written in it. */
  language?: Lang
}

/** Stores the lead and its two emails in one transaction and returns at once: the worker sends them. */
export async function createLead(input: LeadInput, meta: Partial<RequestMeta> = {}) {
  const id = createId()
  const at = now()
  const row = {
    id,
    form_type: input.formType,
    name: input.name,
    email: input.email,
    company_name: input.companyName || null,
    phone: input.phone || null,
    message: input.message || null,
    agreement_needed: input.agreementNeeded || null,
    signup_id: input.signupId || null,
    language: input.language ?? 'en',
    ip: meta.ip ?? null,
    user_agent: meta.userAgent ?? null,
    created_at: at,
    updated_at: at,
  }
  await writeTransaction(async (trx) => {
    await trx.insertInto('leads').values(row).execute()
    const subject = { type: 'lead', id }
    await enqueue(trx, 'send-email', { template: 'lead-notification', params: { leadId: id } }, subject)
    await enqueue(trx, 'send-email', { template: 'lead-acknowledgement', params: { leadId: id } }, subject)
    // Applications are checked for conflicts too: a flag on the lead for the firm, never a wait for the applicant.
    if (isCheckedLeadForm(input.formType)) await queueConflictCheck(trx, { type: 'lead', id })
  })
  return { id }
}

export async function getLead(id: string) {
  return getDb().selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirst()
}

export type LeadListOptions = {
  /** One lead only: the link in the firm's notification email opens the list narrowed to it. */
  id?: string
  status?: LeadStatus
  formType?: LeadFormType
  page?: number
  perPage?: number
}

/**
 * Newest first (id breaks ties), one page at a time. Migration 0003 indexes exactly this order for each
 * filter ((created_at, id), (status, created_at, id), (form_type, status, created_at, id)), so a page
 * reads the index instead of sorting rows, however many leads there are.
 */
export async function listLeads(options: LeadListOptions = {}) {
  const perPage = Math.min(Math.max(Math.trunc(options.perPage ?? 25), 1), 100)
  // Past the last page is read as the last page by the caller; the cap only keeps the offset an
  // integer SQLite takes (page=1e20 made it 2.5e21, a 'datatype mismatch' and a 500).
  const page = Math.min(
    Math.max(Math.trunc(Number.isFinite(options.page) ? options.page! : 1), 1),
    Math.floor(Number.MAX_SAFE_INTEGER / perPage),
  )
  const [leads, count] = await Promise.all([
    leadListQuery(options)
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
    leadListQuery(options)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ])
  const total = Number(count.total)
  return { leads, total, page, perPage, pageCount: Math.max(Math.ceil(total / perPage), 1) }
}

/** The filtered leads, before selection and order (exported so a test can check its query plan). */
export function leadListQuery(options: Pick<LeadListOptions, 'id' | 'status' | 'formType'>) {
  let query = getDb().selectFrom('leads')
  if (options.id) query = query.where('id', '=', options.id)
  if (options.status) query = query.where('status', '=', options.status)
  if (options.formType) query = query.where('form_type', '=', options.formType)
  return query
}

export function isLeadStatus(value: unknown): value is LeadStatus {
  return typeof value === 'string' && (LEAD_STATUSES as readonly string[]).includes(value)
}

/** Moves a lead along (new → contacted → closed, or back). Returns false when no such lead exists. */
export async function updateLeadStatus(id: string, status: LeadStatus, tx?: Tx) {
  if (!isLeadStatus(status)) throw new Error(`Unknown lead status ${String(status)}`)
  const result = await (tx ?? getDb()).updateTable('leads').set({ status, updated_at: now() }).where('id', '=', id).executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

export type { Lead }
