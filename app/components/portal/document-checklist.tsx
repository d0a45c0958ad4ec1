// Task 2's list of the 27 documents the firm asks for. Each item takes files (a plain multipart form,
// several files at once; with JavaScript the upload shows its progress) or "not applicable" with a
// reason. Items the server knows about (files uploaded, not applicable, received) are ticked for good;
// for the rest the client may tick items in this browser only (localStorage), as the spec says, and
// "x of 27 completed" counts both.
import { useRevalidator } from '@remix-run/react'
import { Check, ChevronDown, FileText } from 'lucide-react'
import { useEffect, useState, type FormEvent, type ReactNode } from 'react'
import { DOCUMENT_ITEMS } from '~/content/portal'
import { cn, formatFileSize, sentence } from '~/utils/misc'

export type ChecklistItem = {
  key: string
  name: string
  state: 'received' | 'not-applicable' | 'uploaded' | 'missing'
  files: Array<{ id: string; name: string; sizeBytes: number }>
  note: string | null
  notApplicableReason: string | null
  receivedOn: string | null
}

export type ChecklistLimits = { fileMb: number; filesPerUpload: number; accept: string; typesSummary: string; noteChars: number }

const smallButton =
  'inline-flex min-h-[44px] items-center justify-center gap-2 px-4 py-2 text-sm font-semibold transition-colors disabled:cursor-wait disabled:opacity-70'

const buttonTones = {
  primary: 'bg-ink text-paper hover:bg-ink-soft',
  secondary: 'border border-ink/40 text-ink hover:border-ink hover:bg-ink hover:text-paper',
}

/** A submit button of an item's form that says what to do with the item (`intent`: upload or not-applicable). */
function IntentButton({
  intent,
  tone,
  disabled,
  children,
}: {
  intent: string
  tone: keyof typeof buttonTones
  disabled: boolean
  children: ReactNode
}) {
  return (
    <button type="submit" name="intent" value={intent} disabled={disabled} className={cn(smallButton, buttonTones[tone])}>
      {children}
    </button>
  )
}

export function DocumentChecklist({
  storageKey,
  items,
  clientId,
  limits,
  initiallyOpen,
}: {
  storageKey: string
  items: ChecklistItem[]
  clientId: string
  limits: ChecklistLimits
  initiallyOpen: boolean
}) {
  const [ticked, setTicked] = useState<Set<number>>(() => new Set())

  useEffect(() => {
    try {
      const saved = JSON.parse(window.localStorage.getItem(storageKey) ?? '[]') as unknown
      if (Array.isArray(saved))
        setTicked(new Set(saved.filter((n): n is number => Number.isInteger(n) && n >= 0 && n < DOCUMENT_ITEMS.length)))
    } catch {
      // unreadable or blocked storage: start empty
    }
  }, [storageKey])

  function toggle(index: number, checked: boolean) {
    setTicked((previous) => {
      const next = new Set(previous)
      if (checked) next.add(index)
      else next.delete(index)
      try {
        window.localStorage.setItem(storageKey, JSON.stringify([...next].sort((a, b) => a - b)))
      } catch {
        // storage full or blocked: the ticks still work for this visit
      }
      return next
    })
  }

  const total = items.length
  const known = (item: ChecklistItem) => item.state !== 'missing'
  const completed = items.filter((item, index) => known(item) || ticked.has(index)).length
  return (
    <details id="documents" open={initiallyOpen || undefined} className="group mt-4 scroll-mt-20 border border-paper-line bg-paper-raised">
      <summary className="flex min-h-[48px] cursor-pointer list-none flex-wrap items-center justify-between gap-x-3 gap-y-1 px-4 py-2.5 text-[15px] font-semibold text-ink [&::-webkit-details-marker]:hidden">
        <span>Required documents checklist</span>
        <span className="flex items-center gap-2 whitespace-nowrap font-normal text-ink-muted">
          <span data-testid="checklist-count" aria-live="polite">
            {completed} of {total} completed
          </span>
          <ChevronDown aria-hidden className="h-4 w-4 transition-transform group-open:rotate-180 motion-reduce:transition-none" />
        </span>
      </summary>
      <div className="border-t border-paper-line px-4 pb-4 pt-3">
        <div className="mb-3 h-1.5 w-full bg-paper-line" aria-hidden>
          <div
            className="h-full bg-brass transition-[width] motion-reduce:transition-none"
            style={{ width: `${(completed / total) * 100}%` }}
          />
        </div>
        <p className="mb-1 text-sm text-ink-muted">
          Upload each document to its item: {limits.typesSummary}; up to {limits.filesPerUpload} files at a time, {limits.fileMb} MB each.
          If an item does not apply to your business, say why in its note and press Not applicable.
        </p>
        <p className="mb-3 text-sm text-ink-muted">
          Items with files are checked for you. Your own check marks on the others are kept on this device only.
        </p>
        <ul className="divide-y divide-paper-line">
          {items.map((item, index) => (
            <ChecklistRow
              key={item.key}
              item={item}
              index={index}
              tickId={`${storageKey}-${index}`}
              ticked={ticked.has(index)}
              onTick={(checked) => toggle(index, checked)}
              clientId={clientId}
              limits={limits}
            />
          ))}
        </ul>
      </div>
    </details>
  )
}

function ChecklistRow({
  item,
  tickId,
  ticked,
  onTick,
  clientId,
  limits,
}: {
  item: ChecklistItem
  index: number
  tickId: string
  ticked: boolean
  onTick: (checked: boolean) => void
  clientId: string
  limits: ChecklistLimits
}) {
  const known = item.state !== 'missing'
  const statusId = `${tickId}-status`
  return (
    <li id={`document-${item.key}`} className="scroll-mt-20 py-3" data-state={item.state}>
      <div className="flex items-start gap-3">
        <input
          id={tickId}
          type="checkbox"
          checked={known || ticked}
          disabled={known}
          onChange={(event) => onTick(event.currentTarget.checked)}
          aria-describedby={known ? statusId : undefined}
          className="mt-1 h-5 w-5 shrink-0 accent-ink disabled:opacity-100"
        />
        <div className="min-w-0 flex-1">
          <label htmlFor={tickId} className={cn('block text-[15px] font-semibold leading-snug text-ink', !known && 'cursor-pointer')}>
            {item.name}
          </label>
          <ItemStatus item={item} id={statusId} />
          {item.files.length ? (
            <ul className="mt-2 space-y-1" aria-label={`Files for ${item.name}`}>
              {item.files.map((file) => (
                <li key={file.id} className="flex items-start gap-2 text-[15px]">
                  <FileText aria-hidden className="mt-3 h-4 w-4 shrink-0 text-brass" strokeWidth={1.75} />
                  <p className="min-w-0 flex-1 py-2.5">
                    <a href={`/dashboard/documents/${file.id}`} className="break-words underline underline-offset-4 hover:text-brass">
                      {file.name}
                    </a>{' '}
                    <span className="whitespace-nowrap text-sm text-ink-muted">{formatFileSize(file.sizeBytes)}</span>
                  </p>
                  {item.state !== 'received' ? (
                    <form method="post" action="/dashboard/documents" className="shrink-0">
                      <input type="hidden" name="intent" value="remove" />
                      <input type="hidden" name="documentId" value={file.id} />
                      <input type="hidden" name="item" value={item.key} />
                      <button
                        type="submit"
                        aria-label={`Remove ${file.name}`}
                        className="min-h-[44px] px-2 text-sm font-semibold text-danger underline underline-offset-4"
                      >
                        Remove
                      </button>
                    </form>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : null}
          {item.state !== 'received' ? <UploadForm item={item} clientId={clientId} limits={limits} /> : null}
        </div>
      </div>
    </li>
  )
}

function ItemStatus({ item, id }: { item: ChecklistItem; id: string }) {
  if (item.state === 'received') {
    return (
      <p id={id} className="mt-1 flex items-center gap-1.5 text-sm font-semibold text-success">
        <Check aria-hidden className="h-4 w-4" strokeWidth={2.5} />
        Received by the firm{item.receivedOn ? ` on ${item.receivedOn}` : ''}
      </p>
    )
  }
  if (item.state === 'not-applicable') {
    return (
      <p id={id} className="mt-1 text-sm text-ink-soft">
        <span className="font-semibold">Not applicable:</span> {item.notApplicableReason}
      </p>
    )
  }
  if (item.state === 'uploaded') {
    return (
      <p id={id} className="mt-1 text-sm text-ink-soft">
        {item.files.length === 1 ? '1 file uploaded' : `${item.files.length} files uploaded`}, waiting for the firm
        {item.note ? <span className="block">Your note: {item.note}</span> : null}
      </p>
    )
  }
  return null
}

type Progress = { state: 'idle' } | { state: 'sending'; fraction: number | null } | { state: 'done' | 'failed'; message: string }

function UploadForm({ item, clientId, limits }: { item: ChecklistItem; clientId: string; limits: ChecklistLimits }) {
  const { revalidate } = useRevalidator()
  const [progress, setProgress] = useState<Progress>({ state: 'idle' })
  const fileId = `document-file-${item.key}`
  const noteId = `document-note-${item.key}`
  const action = `/dashboard/documents?item=${encodeURIComponent(item.key)}&for=${encodeURIComponent(clientId)}`

  // With JavaScript an upload goes by XMLHttpRequest, whose upload events give the progress; "Not
  // applicable" (and everything without JavaScript) is an ordinary form post.
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null
    if (submitter?.value !== 'upload' || typeof XMLHttpRequest === 'undefined') return
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    data.set('intent', 'upload')
    const xhr = new XMLHttpRequest()
    xhr.open('POST', action)
    xhr.setRequestHeader('Accept', 'application/json')
    xhr.upload.onprogress = (e) => setProgress({ state: 'sending', fraction: e.lengthComputable ? e.loaded / e.total : null })
    xhr.onload = () => {
      let message =
        xhr.status === 413
          ? `These files are more than one upload can carry. Please send fewer at a time. Nothing was uploaded.`
          : 'The upload failed. Please try again.'
      let ok = false
      try {
        const body = JSON.parse(xhr.responseText) as { ok: boolean; title: string; description: string }
        ok = body.ok
        message = `${sentence(body.title)} ${body.description}`
      } catch {
        // not our JSON (a refusal page): the message above stands
      }
      setProgress({ state: ok ? 'done' : 'failed', message })
      if (ok) form.reset()
      revalidate()
    }
    xhr.onerror = () => setProgress({ state: 'failed', message: 'The connection was lost during the upload. Please try again.' })
    setProgress({ state: 'sending', fraction: 0 })
    xhr.send(data)
  }

  const sending = progress.state === 'sending'
  return (
    <form method="post" action={action} encType="multipart/form-data" onSubmit={onSubmit} className="mt-3 space-y-2">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <input
          id={fileId}
          type="file"
          name="file"
          multiple
          accept={limits.accept}
          aria-label={`Upload ${item.name}`}
          className="block min-h-[44px] w-full min-w-0 border border-ink/25 bg-paper p-2 text-sm file:mr-3 file:border-0 file:bg-ink file:px-3 file:py-2 file:text-paper sm:flex-1"
        />
        <IntentButton intent="upload" tone="primary" disabled={sending}>
          {sending ? 'Uploading...' : 'Upload'}
        </IntentButton>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1">
          <label htmlFor={noteId} className="mb-1 block text-sm text-ink-muted">
            Note for the firm <span className="whitespace-nowrap">(say why, for Not applicable)</span>
          </label>
          <input
            id={noteId}
            type="text"
            name="note"
            maxLength={limits.noteChars}
            defaultValue=""
            className="block min-h-[44px] w-full border border-ink/25 bg-paper px-3 py-2 text-[16px] text-ink focus:border-ink focus:outline-none focus:ring-2 focus:ring-brass/40"
          />
        </div>
        {item.state === 'missing' ? (
          <IntentButton intent="not-applicable" tone="secondary" disabled={sending}>
            Not applicable
          </IntentButton>
        ) : null}
      </div>
      <div aria-live="polite" className="text-sm">
        {progress.state === 'sending' ? (
          <div className="flex items-center gap-3">
            <progress
              max={1}
              value={progress.fraction ?? undefined}
              aria-label={`Uploading to ${item.name}`}
              className="h-2 flex-1 accent-brass"
            />
            <span className="text-ink-muted">{progress.fraction === null ? 'Uploading…' : `${Math.round(progress.fraction * 100)}%`}</span>
          </div>
        ) : progress.state === 'done' ? (
          <p className="font-semibold text-success">{progress.message}</p>
        ) : progress.state === 'failed' ? (
          <p role="alert" className="font-semibold text-danger">
            {progress.message}
          </p>
        ) : null}
      </div>
    </form>
  )
}
