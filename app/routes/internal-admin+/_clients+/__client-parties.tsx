// The client dialog's `Related parties`: the people and companies on the client's matter (the other
// side, co-owners, investors), which every conflict check searches. Adding, changing and removing one
// is audited. Plain forms: an edit opens in a <details>, so it works without JavaScript.
import { getFormProps, getInputProps, getSelectProps, getTextareaProps } from '@conform-to/react'
import { ErrorList, LabeledControl, OptionalLabel, useSchemaForm } from '~/components/forms'
import { PARTY_ROLE_LABELS, PartySchema } from '~/schemas/conflicts'
import { Options } from '~/components/ui/options'
import { PARTY_KINDS, PARTY_ROLES, type PartyKind, type PartyRole } from '~/utils/db-schema'
import { When, inputClass } from '../__ui'
import { ActionButton, ClientSection, RowAction, SectionForm, useClearAfterPost, useSection } from './__client-section-frame'

export type PartyItem = {
  id: string
  name: string
  kind: 'person' | 'company'
  role: PartyRole
  note: string | null
  created_at: string
  createdBy: string | null
}

export type CheckItem = { id: string; status: string; decided_at: string | null; decision_reason: string | null; decidedBy: string | null }

const PARTY_KIND_LABELS: Record<PartyKind, string> = { company: 'Company', person: 'Person' }

const CHECK_LABELS: Record<string, string> = {
  pending: 'Waiting to run',
  clear: 'No conflict found',
  open: 'Possible conflict, waiting for a decision',
  cleared: 'Cleared',
  declined: 'Declined',
}

export function PartiesSection({ clientId, parties, checks }: { clientId: string; parties: PartyItem[]; checks: CheckItem[] }) {
  return (
    <ClientSection id="parties" title="Related parties" clientId={clientId}>
      <p className="mb-4 text-sm text-ink-muted">
        People and companies on this client’s matter. Every new purchase and application is checked against them.
      </p>
      {parties.length ? (
        <ul className="space-y-3" aria-label="Related parties">
          {parties.map((p) => (
            <li key={p.id} className="border-b border-paper-line pb-3">
              <p className="text-[15px]">
                <span className="font-semibold">{p.name}</span>{' '}
                <span className="text-ink-muted">
                  · {PARTY_KIND_LABELS[p.kind]} · {PARTY_ROLE_LABELS[p.role]}
                </span>
              </p>
              {p.note ? <p className="mt-1 whitespace-pre-wrap text-sm text-ink-soft">{p.note}</p> : null}
              <p className="mt-1 text-sm text-ink-muted">
                Added by {p.createdBy ?? 'a deleted user'} · <When at={p.created_at} />
              </p>
              <div className="mt-2 flex flex-wrap items-start gap-2">
                <details className="min-w-0 flex-1">
                  <summary className="cursor-pointer text-sm font-semibold underline underline-offset-4">Edit {p.name}</summary>
                  <PartyForm party={p} />
                </details>
                <RowAction row={{ name: 'partyId', value: p.id }} intent="remove-party" pending="Removing..." label={`Remove ${p.name}`}>
                  Remove
                </RowAction>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-ink-muted">No related parties recorded.</p>
      )}
      <PartyForm />
      {checks.length ? (
        <div className="mt-6">
          <h3 className="text-lg">Conflict checks of this client’s purchase</h3>
          <ul className="mt-2 space-y-2 text-[15px]">
            {checks.map((c) => (
              <li key={c.id}>
                {CHECK_LABELS[c.status] ?? c.status}
                {c.decided_at ? (
                  <span className="text-ink-muted">
                    {' '}
                    by {c.decidedBy ?? 'a deleted user'} · <When at={c.decided_at} />
                    {c.decision_reason ? ` · ${c.decision_reason}` : ''}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </ClientSection>
  )
}

/** Add a party (no `party`) or change one. */
function PartyForm({ party }: { party?: PartyItem }) {
  const { lastResult } = useSection()
  const intent = party ? 'edit-party' : 'add-party'
  const id = party ? `party-${party.id}` : 'add-party'
  // Field errors belong to the form that was posted: the add form, or the edit of that party.
  const mine = lastResult && (party ? lastResult.initialValue?.partyId === party.id : !lastResult.initialValue?.partyId)
  const [form, fields] = useSchemaForm(PartySchema, {
    id,
    lastResult: mine ? lastResult : undefined,
    defaultValue: party ? { partyId: party.id, name: party.name, kind: party.kind, role: party.role, note: party.note ?? '' } : undefined,
  })
  const formRef = useClearAfterPost('add-party')
  const { key: nameKey, ...nameProps } = getInputProps(fields.name, { type: 'text' })
  const { key: kindKey, ...kindProps } = getSelectProps(fields.kind)
  const { key: roleKey, ...roleProps } = getSelectProps(fields.role)
  const { key: noteKey, ...noteProps } = getTextareaProps(fields.note)
  return (
    <SectionForm
      {...getFormProps(form)}
      ref={party ? undefined : formRef}
      className={party ? 'mt-3 space-y-3' : 'mt-6 space-y-3 border border-dashed border-ink/25 p-4'}
    >
      {party ? <input type="hidden" name="partyId" value={party.id} /> : <h3 className="text-lg">Add a related party</h3>}
      <div className="grid gap-3 sm:grid-cols-3">
        <LabeledControl id={fields.name.id} label="Party name" errors={fields.name.errors}>
          <input key={nameKey} {...nameProps} maxLength={200} className={inputClass} />
        </LabeledControl>
        <LabeledControl id={fields.kind.id} label="Kind" errors={fields.kind.errors}>
          <select key={kindKey} {...kindProps} className={inputClass}>
            <Options values={PARTY_KINDS} label={(k) => PARTY_KIND_LABELS[k]} />
          </select>
        </LabeledControl>
        <LabeledControl id={fields.role.id} label="Role" errors={fields.role.errors}>
          <select key={roleKey} {...roleProps} className={inputClass}>
            <Options values={PARTY_ROLES} label={(r) => PARTY_ROLE_LABELS[r]} />
          </select>
        </LabeledControl>
      </div>
      <LabeledControl id={fields.note.id} label={<OptionalLabel text="Note" />} errors={fields.note.errors}>
        <textarea key={noteKey} {...noteProps} rows={2} maxLength={1000} className={inputClass} />
      </LabeledControl>
      <ErrorList id={form.errorId} errors={form.errors} />
      <ActionButton intent={intent} pending={party ? 'Saving...' : 'Adding...'} tone={party ? 'secondary' : 'primary'}>
        {party ? 'Save party' : 'Add party'}
      </ActionButton>
    </SectionForm>
  )
}
