// Names the admin panel shows for stored values.
import type { SignupState } from '~/utils/db-schema'

/** What the leads inbox calls each email a lead caused (by template). */
export const DELIVERY_LABELS: Record<string, string> = {
  'lead-notification': 'Firm notification',
  'lead-acknowledgement': 'Acknowledgement to sender',
  'signup-notification': 'Firm notification',
  'circle-invitation': 'Circle invitation',
}

/** What each kind of audit row says in the client dialog's history. */
export const AUDIT_ACTION_LABELS = {
  'stage.set': 'Stage chosen',
  'stage.tick': 'Stage checked off',
  'task.complete': 'Task completed',
  'task.reopen': 'Task reopened',
  'task.add': 'Task added',
  'task.delete': 'Task deleted',
  'score.set': 'Growth Score set',
  'note.add': 'Note added',
  'report.upload': 'Report uploaded',
  'lead.status': 'Lead status changed',
  'delivery.retry': 'Delivery retried',
  'template.upload': 'Template uploaded',
  'document.received': 'Document received',
  'documents.complete': 'Documents complete',
  'reminder.stop': 'Reminder stopped',
  'circle.invite': 'Invited to the Circle',
  'party.add': 'Related party added',
  'party.edit': 'Related party changed',
  'party.remove': 'Related party removed',
  'conflict.clear': 'Conflict check cleared',
  'conflict.decline': 'Conflict check declined',
  'content.publish': 'Site content published',
  'content.restore': 'Site content restored',
} as const

export type AuditAction = keyof typeof AUDIT_ACTION_LABELS

export function auditLabel(action: string) {
  return (AUDIT_ACTION_LABELS as Record<string, string>)[action] ?? action
}

/** Where a Growth Score signup stands, as the purchases page names its state column. */
export const SIGNUP_STATE_LABELS: Record<SignupState, string> = {
  details: 'Started',
  letter_preparing: 'Preparing letter',
  letter_failed: 'Letter failed',
  awaiting_signature: 'Awaiting signature',
  signed: 'Signed',
  checkout_open: 'At checkout',
  paid: 'Paid',
  complete: 'Paid, account ready',
}
