// What every admin change shares: who acted (Actor), the audit row written in the change's own
// transaction, and the paging and search helpers of the admin's lists. Imports no other model, so any
// model may record an admin's change.
import type { SelectQueryBuilder } from 'kysely'
import { countRows, createId, now, type Tx } from '~/utils/db.server'
import type { AuditAction } from '~/content/admin'

export type Actor = { id: string; email: string }

/** The page asked for, kept between 1 and the last page (there is always one), and the rows before it. */
export function pageOf(total: number, pageSize: number, requested = 1) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize))
  const page = Math.min(Math.max(1, Math.floor(requested)), pageCount)
  return { page, pageCount, offset: (page - 1) * pageSize }
}

/**
 * One page of a list: `base` (its tables and filters) counted, then `select`'s columns and order of the
 * page asked for (kept between 1 and the last page).
 */
export async function listPage<D, TB extends keyof D, R>(
  base: SelectQueryBuilder<D, TB, object>,
  pageSize: number,
  requested: number | undefined,
  select: (base: SelectQueryBuilder<D, TB, object>) => SelectQueryBuilder<D, TB, R>,
) {
  const total = await countRows(base)
  const { page, pageCount, offset } = pageOf(total, pageSize, requested)
  const rows = await select(base).limit(pageSize).offset(offset).execute()
  return { rows, total, page, pageCount }
}

/**
 * The rows that belong to a page's rows, grouped by `key` (the parent's id), each group in the order
 * `load` returns them. Nothing is asked when the page is empty.
 */
export async function rowsByParent<K extends string, R extends Record<K, string | null>>(
  parentIds: string[],
  key: K,
  load: (ids: string[]) => Promise<R[]>,
) {
  const groups = new Map<string, R[]>()
  if (!parentIds.length) return groups
  for (const row of await load(parentIds)) {
    const parent = row[key]
    if (parent === null) continue
    const group = groups.get(parent)
    if (group) group.push(row)
    else groups.set(parent, [row])
  }
  return groups
}

/** `%term%` for LIKE, with the user's own % and _ taken literally. */
export function likePattern(term: string) {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

// ---------------------------------------------------------------------------------------------
// Audit

/** A before/after value as one readable line ('Stage: Reviewing Documents (3 of 6)'). */
export function describeAuditValue(json: string | null): string | null {
  if (json === null) return null
  let value: unknown
  try {
    value = JSON.parse(json)
  } catch {
    return json
  }
  if (value === null || value === undefined) return 'none'
  if (typeof value !== 'object') return String(value)
  return Object.entries(value as Record<string, unknown>)
    .map(([k, v]) => `${k}: ${v === null || v === undefined ? 'none' : String(v)}`)
    .join('; ')
}

/** The audit row of a change: written in the change's own transaction, so neither exists without the other. */
export async function writeAudit(
  trx: Tx,
  entry: { actor: Actor; clientId: string | null; action: AuditAction; before?: unknown; after?: unknown },
) {
  await trx
    .insertInto('audit_log')
    .values({
      id: createId(),
      actor_user_id: entry.actor.id,
      client_id: entry.clientId,
      action: entry.action,
      before_json: entry.before === undefined ? null : JSON.stringify(entry.before),
      after_json: entry.after === undefined ? null : JSON.stringify(entry.after),
      created_at: now(),
    })
    .execute()
}
