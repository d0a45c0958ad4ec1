// The client dialog's Documents section: the 27 checklist items with the client's files (downloads),
// notes and "not applicable" reasons, a "received" button per item, and the completion figure.
import { Check, FileText } from 'lucide-react'
import type { Checklist } from '~/models/documents.server'
import { Badge, When, formatBytes } from '../__ui'
import { ClientSection, RowAction } from './__client-section-frame'

type Item = Checklist['items'][number]

const STATE_LABEL: Record<Item['state'], string> = {
  received: 'Received',
  'not-applicable': 'Not applicable',
  uploaded: 'Uploaded, not yet received',
  missing: 'Nothing yet',
}

export function DocumentsSection({ clientId, checklist }: { clientId: string; checklist: Checklist }) {
  const { summary, items } = checklist
  return (
    <ClientSection id="documents" title="Documents" clientId={clientId}>
      <p className="mb-1 text-[17px] font-semibold" data-testid="documents-figure">
        {summary.received} of {summary.total} received, {summary.notApplicable} not applicable
      </p>
      <p className="mb-4 text-sm text-ink-muted">
        {summary.uploaded} with files waiting for you, {summary.missing} with nothing yet · {formatBytes(summary.bytesUsed)} stored. When
        every item is received or not applicable, the client moves to stage 2 and their documents step completes.
      </p>
      <ol className="divide-y divide-paper-line border-y border-paper-line" aria-label="Documents by item">
        {items.map((item) => (
          <DocumentItem key={item.key} item={item} clientId={clientId} />
        ))}
      </ol>
    </ClientSection>
  )
}

function DocumentItem({ item, clientId }: { item: Item; clientId: string }) {
  return (
    <li className="py-3" aria-label={item.name}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <p className="font-semibold">{item.name}</p>
          <p className="mt-1 text-sm">
            <Badge tone={item.state === 'received' ? 'good' : item.state === 'uploaded' ? 'info' : 'neutral'}>
              {STATE_LABEL[item.state]}
            </Badge>
            {item.receivedAt ? (
              <span className="ml-2 text-ink-muted">
                <When at={item.receivedAt} />
              </span>
            ) : null}
          </p>
          {item.notApplicableReason ? <p className="mt-1 text-[15px] text-ink-soft">Client’s reason: {item.notApplicableReason}</p> : null}
          {item.note ? <p className="mt-1 text-[15px] text-ink-soft">Client’s note: {item.note}</p> : null}
          {item.files.length ? (
            <ul className="mt-2 space-y-1">
              {item.files.map((file) => (
                <li key={file.id} className="flex flex-wrap items-center gap-x-2 text-[15px]">
                  <FileText aria-hidden className="h-4 w-4 shrink-0 text-brass" strokeWidth={1.75} />
                  <a
                    href={`/internal-admin/clients/${encodeURIComponent(clientId)}/documents/${encodeURIComponent(file.id)}`}
                    className="break-all font-semibold underline underline-offset-4"
                  >
                    {file.name}
                  </a>
                  <span className="text-sm text-ink-muted">
                    {formatBytes(file.sizeBytes)} · <When at={file.uploadedAt} />
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {item.state === 'missing' || item.state === 'uploaded' ? (
          <RowAction
            row={{ name: 'item', value: item.key }}
            intent="document-received"
            pending="Saving..."
            label={`Mark “${item.name}” received`}
          >
            <Check aria-hidden className="h-4 w-4" /> Mark received
          </RowAction>
        ) : null}
      </div>
    </li>
  )
}
