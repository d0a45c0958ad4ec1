// Task 2's list of the 27 documents the firm asks for, grouped in categories with counts; finished
// items (received, not applicable) fold away under their group. Each item takes files (a plain
// multipart form, several files at once; with JavaScript choosing or dropping files sends them at once,
// with progress) or "not applicable" with a reason. Items the server knows about (files uploaded, not applicable, received) are ticked for good;
// for the rest the client may tick items in this browser only (localStorage), as the spec says, and
// "x of 27 completed" counts both.
import { useRevalidator } from '@remix-run/react'
import { Check, ChevronDown, FileText, Plus } from 'lucide-react'
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { DOCUMENT_CATEGORIES, DOCUMENT_ITEMS } from '~/content/portal'
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
  'inline-flex min-h-[44px] items-center justify-center gap-1 px-2.5 py-2 text-sm font-semibold transition-colors disabled:cursor-wait disabled:opacity-70 sm:gap-2 sm:px-4'

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
  const indexOf = new Map(items.map((item, index) => [item.key, index]))
  const byKey = new Map(items.map((item) => [item.key, item]))
  const grouped = DOCUMENT_CATEGORIES.map((c) => ({
    title: c.title,
    items: c.keys.map((k) => byKey.get(k)).filter((i): i is ChecklistItem => Boolean(i)),
  }))
  // An item no category names (none should: a unit test checks) still shows, at the end.
  const placed = new Set(DOCUMENT_CATEGORIES.flatMap((c) => c.keys as readonly string[]))
  const others = items.filter((i) => !placed.has(i.key))
  if (others.length) grouped.push({ title: 'Other documents', items: others })
  const row = (item: ChecklistItem) => {
    const index = indexOf.get(item.key) ?? 0
    return (
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
    )
  }
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
      <div className="border-t border-paper-line px-2.5 pb-4 pt-3 sm:px-4">
        <div className="mb-3 h-1.5 w-full bg-paper-line" aria-hidden>
          <div
            className="h-full bg-brass transition-[width] motion-reduce:transition-none"
            style={{ width: `${(completed / total) * 100}%` }}
          />
        </div>
        <p className="mb-4 text-sm text-ink-muted">
          Choose or drop the files for each item ({limits.typesSummary}; up to {limits.filesPerUpload} files at a time, {limits.fileMb} MB
          each). If an item does not apply to your business, say why in its note and press Not applicable. Finished items fold away under
          each group.
        </p>
        <div className="space-y-5">
          {grouped.map((group) => {
            const open = group.items.filter((i) => i.state === 'missing' || i.state === 'uploaded')
            const finished = group.items.filter((i) => i.state === 'received' || i.state === 'not-applicable')
            const done = group.items.filter((i) => i.state !== 'missing').length
            const headingId = `checklist-${group.title.toLowerCase().replace(/[^a-z]+/g, '-')}`
            return (
              <section key={group.title} aria-labelledby={headingId} data-testid="checklist-group">
                <h3
                  id={headingId}
                  className="flex items-baseline justify-between gap-3 border-b border-ink/15 pb-1.5 font-sans text-[15px] font-semibold text-ink"
                >
                  <span>{group.title}</span>
                  <span className="whitespace-nowrap text-sm font-normal text-ink-muted">
                    {done} of {group.items.length}
                  </span>
                </h3>
                {open.length ? <ul className="divide-y divide-paper-line">{open.map(row)}</ul> : null}
                {finished.length ? (
                  <details className="group/done mt-1">
                    <summary className="flex min-h-[44px] cursor-pointer list-none items-center gap-2 text-sm font-semibold text-ink-soft [&::-webkit-details-marker]:hidden">
                      <Check aria-hidden className="h-4 w-4 text-success" strokeWidth={2.5} />
                      Finished ({finished.length})
                      <ChevronDown
                        aria-hidden
                        className="h-4 w-4 transition-transform group-open/done:rotate-180 motion-reduce:transition-none"
                      />
                    </summary>
                    <ul className="divide-y divide-paper-line">{finished.map(row)}</ul>
                  </details>
                ) : null}
              </section>
            )
          })}
        </div>
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
    <li id={`document-${item.key}`} className="scroll-mt-20 py-2.5" data-state={item.state}>
      <div className="flex items-start gap-2 sm:gap-3">
        <input
          id={tickId}
          type="checkbox"
          checked={known || ticked}
          disabled={known}
          onChange={(event) => onTick(event.currentTarget.checked)}
          aria-describedby={known ? statusId : undefined}
          className="mt-0.5 h-5 w-5 shrink-0 accent-ink disabled:opacity-100"
        />
        <div className="min-w-0 flex-1">
          <label htmlFor={tickId} className={cn('block text-[15px] font-semibold leading-snug text-ink', !known && 'cursor-pointer')}>
            {item.name}
          </label>
          <ItemStatus item={item} id={statusId} />
          {item.files.length ? (
            <ul className="mt-1 space-y-0.5" aria-label={`Files for ${item.name}`}>
              {item.files.map((file) => (
                <li key={file.id} className="flex items-center gap-2 text-[15px]">
                  <FileText aria-hidden className="h-4 w-4 shrink-0 text-brass" strokeWidth={1.75} />
                  <p className="min-w-0 flex-1 py-1.5">
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

type Progress =
  { state: 'idle' } | { state: 'sending'; fraction: number | null; count: number } | { state: 'done' | 'failed'; message: string }

let hydratedOnce = false

/** False in the server's HTML and until hydration: the form is then the plain one that works without JavaScript. */
function useHydrated() {
  const [hydrated, setHydrated] = useState(hydratedOnce)
  useEffect(() => {
    hydratedOnce = true
    setHydrated(true)
  }, [])
  return hydrated
}

/**
 * One item's form. Without JavaScript: a file input (several files at once), Upload, Not applicable,
 * and the note, posted as one multipart form. With it, the one add control: choosing files (or dropping
 * them on the item) sends them at once by XMLHttpRequest, whose upload events give the progress.
 */
function UploadForm({ item, clientId, limits }: { item: ChecklistItem; clientId: string; limits: ChecklistLimits }) {
  const { revalidate } = useRevalidator()
  const hydrated = useHydrated()
  const formRef = useRef<HTMLFormElement>(null)
  const [progress, setProgress] = useState<Progress>({ state: 'idle' })
  const [dragging, setDragging] = useState(false)
  const fileId = `document-file-${item.key}`
  const noteId = `document-note-${item.key}`
  const action = `/dashboard/documents?item=${encodeURIComponent(item.key)}&for=${encodeURIComponent(clientId)}`

  function send(files: File[]) {
    const form = formRef.current
    if (!form || !files.length || typeof XMLHttpRequest === 'undefined') return
    const data = new FormData()
    data.set('intent', 'upload')
    data.set('note', String(new FormData(form).get('note') ?? ''))
    for (const file of files) data.append('file', file)
    const xhr = new XMLHttpRequest()
    xhr.open('POST', action)
    xhr.setRequestHeader('Accept', 'application/json')
    xhr.upload.onprogress = (e) =>
      setProgress({ state: 'sending', fraction: e.lengthComputable ? e.loaded / e.total : null, count: files.length })
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
    setProgress({ state: 'sending', fraction: 0, count: files.length })
    xhr.send(data)
  }

  // Upload pressed with JavaScript on (e.g. Enter in the note after choosing): the same XHR path.
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null
    if (submitter?.value !== 'upload' || typeof XMLHttpRequest === 'undefined') return
    event.preventDefault()
    const input = event.currentTarget.elements.namedItem('file') as HTMLInputElement | null
    send(Array.from(input?.files ?? []))
  }

  const sending = progress.state === 'sending'
  return (
    <form
      ref={formRef}
      method="post"
      action={action}
      encType="multipart/form-data"
      onSubmit={onSubmit}
      onDragOver={(e) => {
        if (!hydrated || !e.dataTransfer.types.includes('Files')) return
        e.preventDefault()
        setDragging(true)
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(e) => {
        if (!hydrated) return
        e.preventDefault()
        setDragging(false)
        send(Array.from(e.dataTransfer.files))
      }}
      className={cn('mt-2', dragging && 'outline-dashed outline-2 outline-offset-4 outline-brass')}
    >
      <div className="flex flex-wrap items-center gap-1.5 sm:gap-2">
        {hydrated ? (
          <label
            className={cn(
              smallButton,
              buttonTones.primary,
              'relative cursor-pointer focus-within:outline focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brass',
              sending && 'pointer-events-none opacity-70',
            )}
          >
            <input
              id={fileId}
              type="file"
              name="file"
              multiple
              accept={limits.accept}
              aria-label={`Upload ${item.name}`}
              disabled={sending}
              onChange={(e) => send(Array.from(e.currentTarget.files ?? []))}
              className="sr-only"
            />
            <Plus aria-hidden className="h-4 w-4" strokeWidth={2.25} />
            {sending ? 'Uploading…' : item.files.length ? 'Add more files' : 'Add files'}
          </label>
        ) : (
          <>
            <input
              id={fileId}
              type="file"
              name="file"
              multiple
              accept={limits.accept}
              aria-label={`Upload ${item.name}`}
              className="block min-h-[44px] w-full min-w-0 border border-ink/25 bg-paper p-2 text-sm file:mr-3 file:border-0 file:bg-ink file:px-3 file:py-2 file:text-paper"
            />
            <IntentButton intent="upload" tone="primary" disabled={sending}>
              Upload
            </IntentButton>
          </>
        )}
        {item.state === 'missing' ? (
          <IntentButton intent="not-applicable" tone="secondary" disabled={sending}>
            Not applicable
          </IntentButton>
        ) : null}
        <details className="group/note open:basis-full">
          <summary className="inline-flex min-h-[44px] cursor-pointer list-none items-center text-sm text-ink-soft underline underline-offset-4 [&::-webkit-details-marker]:hidden">
            Add a note
          </summary>
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
        </details>
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
            <span className="whitespace-nowrap text-ink-muted">
              {progress.count === 1 ? '1 file' : `${progress.count} files`}
              {progress.fraction === null ? '…' : `, ${Math.round(progress.fraction * 100)}%`}
            </span>
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
