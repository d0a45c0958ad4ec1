// Task 2's list of the 27 documents the firm asks for, grouped in categories with counts; finished
// items (received, not applicable) fold away under their group. Each item takes files (a plain
// multipart form, several files at once; with JavaScript choosing or dropping files sends them at once,
// with progress) or "not applicable" with a reason. Items the server knows about (files uploaded, not applicable, received) are ticked for good;
// for the rest the client may tick items in this browser only (localStorage), as the spec says, and
// "x of 27 completed" counts both.
import { Check, ChevronDown, FileText } from 'lucide-react'
import { useEffect, useState } from 'react'
import { DOCUMENT_CATEGORIES, DOCUMENT_ITEMS } from '~/content/portal'
import { cn, formatFileSize } from '~/utils/misc'
import { UploadForm, type ChecklistItem, type ChecklistLimits } from './document-upload-form'
import * as portalHome from '~/locales/portal-home'
import { fill, useCopy, useLocalePath } from '~/utils/i18n'
import { categoryTitle } from './portal-copy'

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
  const copy = useCopy(portalHome)
  const t = copy.checklist
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
  // A group's id comes from its English title, the same in both languages.
  const grouped = DOCUMENT_CATEGORIES.map((c) => ({
    id: c.title,
    title: categoryTitle(copy, c.title),
    items: c.keys.map((k) => byKey.get(k)).filter((i): i is ChecklistItem => Boolean(i)),
  }))
  // An item no category names (none should: a unit test checks) still shows, at the end.
  const placed = new Set(DOCUMENT_CATEGORIES.flatMap((c) => c.keys as readonly string[]))
  const others = items.filter((i) => !placed.has(i.key))
  if (others.length) grouped.push({ id: 'Other documents', title: t.other, items: others })
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
        <span>{t.heading}</span>
        <span className="flex items-center gap-2 whitespace-nowrap font-normal text-ink-muted">
          <span data-testid="checklist-count" aria-live="polite">
            {fill(t.count, { completed, total })}
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
          {fill(t.instructions, { types: limits.typesSummary, files: limits.filesPerUpload, mb: limits.fileMb })}
        </p>
        <div className="space-y-5">
          {grouped.map((group) => {
            const open = group.items.filter((i) => i.state === 'missing' || i.state === 'uploaded')
            const finished = group.items.filter((i) => i.state === 'received' || i.state === 'not-applicable')
            const done = group.items.filter((i) => i.state !== 'missing').length
            const headingId = `checklist-${group.id.toLowerCase().replace(/[^a-z]+/g, '-')}`
            return (
              <section key={group.id} aria-labelledby={headingId} data-testid="checklist-group">
                <h3
                  id={headingId}
                  className="flex items-baseline justify-between gap-3 border-b border-ink/15 pb-1.5 font-sans text-[15px] font-semibold text-ink"
                >
                  <span>{group.title}</span>
                  <span className="whitespace-nowrap text-sm font-normal text-ink-muted">
                    {fill(t.groupCount, { done, total: group.items.length })}
                  </span>
                </h3>
                {open.length ? <ul className="divide-y divide-paper-line">{open.map(row)}</ul> : null}
                {finished.length ? (
                  <details className="group/done mt-1">
                    <summary className="flex min-h-[44px] cursor-pointer list-none items-center gap-2 text-sm font-semibold text-ink-soft [&::-webkit-details-marker]:hidden">
                      <Check aria-hidden className="h-4 w-4 text-success" strokeWidth={2.5} />
                      {fill(t.finished, { count: finished.length })}
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
  const t = useCopy(portalHome).checklist
  const to = useLocalePath()
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
            <ul className="mt-1 space-y-0.5" aria-label={fill(t.filesFor, { name: item.name })}>
              {item.files.map((file) => (
                <li key={file.id} className="flex items-center gap-2 text-[15px]">
                  <FileText aria-hidden className="h-4 w-4 shrink-0 text-brass" strokeWidth={1.75} />
                  <p className="min-w-0 flex-1 py-1.5">
                    <a href={to(`/dashboard/documents/${file.id}`)} className="break-words underline underline-offset-4 hover:text-brass">
                      {file.name}
                    </a>{' '}
                    <span className="whitespace-nowrap text-sm text-ink-muted">{formatFileSize(file.sizeBytes)}</span>
                  </p>
                  {item.state !== 'received' ? (
                    <form method="post" action={to('/dashboard/documents')} className="shrink-0">
                      <input type="hidden" name="intent" value="remove" />
                      <input type="hidden" name="documentId" value={file.id} />
                      <input type="hidden" name="item" value={item.key} />
                      <button
                        type="submit"
                        aria-label={fill(t.removeFile, { name: file.name })}
                        className="min-h-[44px] px-2 text-sm font-semibold text-danger underline underline-offset-4"
                      >
                        {t.remove}
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
  const t = useCopy(portalHome).checklist
  if (item.state === 'received') {
    return (
      <p id={id} className="mt-1 flex items-center gap-1.5 text-sm font-semibold text-success">
        <Check aria-hidden className="h-4 w-4" strokeWidth={2.5} />
        {item.receivedOn ? fill(t.receivedOn, { date: item.receivedOn }) : t.received}
      </p>
    )
  }
  if (item.state === 'not-applicable') {
    return (
      <p id={id} className="mt-1 text-sm text-ink-soft">
        <span className="font-semibold">{t.notApplicable}</span> {item.notApplicableReason}
      </p>
    )
  }
  if (item.state === 'uploaded') {
    return (
      <p id={id} className="mt-1 text-sm text-ink-soft">
        {item.files.length === 1 ? t.oneUploaded : fill(t.manyUploaded, { count: item.files.length })}
        {t.waiting}
        {item.note ? <span className="block">{fill(t.yourNote, { note: item.note })}</span> : null}
      </p>
    )
  }
  return null
}
