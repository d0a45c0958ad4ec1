// One checklist item's form (app/components/portal/document-checklist.tsx). Without JavaScript a plain
// multipart form: a file input, Upload, Not applicable and the note. With it, choosing or dropping files
// sends them at once by XMLHttpRequest, with progress, and the checklist is loaded again.
import { useRevalidator } from '@remix-run/react'
import { Plus } from 'lucide-react'
import { useRef, useState, type FormEvent, type ReactNode } from 'react'
import { cn, sentence, useHydrated } from '~/utils/misc'
import { FileInput } from '~/components/ui/file-input'
import * as portalHome from '~/locales/portal-home'
import { fill, useCopy, useLocalePath } from '~/utils/i18n'

/** One item of the checklist as the portal's loader gives it. */
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

type Progress =
  { state: 'idle' } | { state: 'sending'; fraction: number | null; count: number } | { state: 'done' | 'failed'; message: string }

/**
 * One item's form. Without JavaScript: a file input (several files at once), Upload, Not applicable,
 * and the note, posted as one multipart form. With it, the one add control: choosing files (or dropping
 * them on the item) sends them at once by XMLHttpRequest, whose upload events give the progress.
 */
export function UploadForm({ item, clientId, limits }: { item: ChecklistItem; clientId: string; limits: ChecklistLimits }) {
  const t = useCopy(portalHome).upload
  const to = useLocalePath()
  const { revalidate } = useRevalidator()
  const hydrated = useHydrated()
  const formRef = useRef<HTMLFormElement>(null)
  const [progress, setProgress] = useState<Progress>({ state: 'idle' })
  const [dragging, setDragging] = useState(false)
  const fileId = `document-file-${item.key}`
  const noteId = `document-note-${item.key}`
  const action = to(`/dashboard/documents?item=${encodeURIComponent(item.key)}&for=${encodeURIComponent(clientId)}`)

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
      let message = xhr.status === 413 ? t.tooLarge : t.failed
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
    xhr.onerror = () => setProgress({ state: 'failed', message: t.lost })
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
  // The file input, alike with and without JavaScript but for how it looks and what choosing does.
  const fileInput = {
    id: fileId,
    type: 'file',
    name: 'file',
    multiple: true,
    accept: limits.accept,
    'aria-label': fill(t.uploadItem, { name: item.name }),
  }
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
            <input {...fileInput} disabled={sending} onChange={(e) => send(Array.from(e.currentTarget.files ?? []))} className="sr-only" />
            <Plus aria-hidden className="h-4 w-4" strokeWidth={2.25} />
            {sending ? t.uploading : item.files.length ? t.addMore : t.add}
          </label>
        ) : (
          <>
            <FileInput {...fileInput} />
            <IntentButton intent="upload" tone="primary" disabled={sending}>
              {t.upload}
            </IntentButton>
          </>
        )}
        {item.state === 'missing' ? (
          <IntentButton intent="not-applicable" tone="secondary" disabled={sending}>
            {t.notApplicable}
          </IntentButton>
        ) : null}
        <details className="group/note open:basis-full">
          <summary className="inline-flex min-h-[44px] cursor-pointer list-none items-center text-sm text-ink-soft underline underline-offset-4 [&::-webkit-details-marker]:hidden">
            {t.addNote}
          </summary>
          <label htmlFor={noteId} className="mb-1 block text-sm text-ink-muted">
            {t.noteLabel} <span className="whitespace-nowrap">{t.noteHint}</span>
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
              aria-label={fill(t.uploadingTo, { name: item.name })}
              className="h-2 flex-1 accent-brass"
            />
            <span className="whitespace-nowrap text-ink-muted">
              {progress.count === 1 ? t.oneFile : fill(t.manyFiles, { count: progress.count })}
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
