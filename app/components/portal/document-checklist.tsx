// Task 2's list of the 27 documents the firm asks for. Ticks stay in this browser only (localStorage),
// as the spec says: they help the client keep track and are never sent to the firm.
import { ChevronDown } from 'lucide-react'
import { useEffect, useState } from 'react'
import { DOCUMENT_CHECKLIST } from '~/content/portal'

export function DocumentChecklist({ storageKey }: { storageKey: string }) {
  const [ticked, setTicked] = useState<Set<number>>(() => new Set())

  useEffect(() => {
    try {
      const saved = JSON.parse(window.localStorage.getItem(storageKey) ?? '[]') as unknown
      if (Array.isArray(saved)) setTicked(new Set(saved.filter((n): n is number => Number.isInteger(n) && n >= 0 && n < DOCUMENT_CHECKLIST.length)))
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

  const total = DOCUMENT_CHECKLIST.length
  return (
    <details className="group mt-4 border border-paper-line bg-paper-raised">
      <summary className="flex min-h-[48px] cursor-pointer list-none flex-wrap items-center justify-between gap-x-3 gap-y-1 px-4 py-2.5 text-[15px] font-semibold text-ink [&::-webkit-details-marker]:hidden">
        <span>Required documents checklist</span>
        <span className="flex items-center gap-2 whitespace-nowrap font-normal text-ink-muted">
          <span data-testid="checklist-count" aria-live="polite">
            {ticked.size} of {total} completed
          </span>
          <ChevronDown aria-hidden className="h-4 w-4 transition-transform group-open:rotate-180 motion-reduce:transition-none" />
        </span>
      </summary>
      <div className="border-t border-paper-line px-4 pb-4 pt-3">
        <div className="mb-3 h-1.5 w-full bg-paper-line" aria-hidden>
          <div className="h-full bg-brass transition-[width] motion-reduce:transition-none" style={{ width: `${(ticked.size / total) * 100}%` }} />
        </div>
        <p className="mb-3 text-sm text-ink-muted">Your ticks are kept on this device only, to help you keep track. Send the documents themselves to our office.</p>
        <ul className="grid gap-x-6 sm:grid-cols-2">
          {DOCUMENT_CHECKLIST.map((item, index) => {
            const id = `${storageKey}-${index}`
            return (
              <li key={item}>
                <label htmlFor={id} className="flex min-h-[44px] cursor-pointer items-start gap-3 py-2 text-[15px] leading-snug text-ink">
                  <input
                    id={id}
                    type="checkbox"
                    checked={ticked.has(index)}
                    onChange={(event) => toggle(index, event.currentTarget.checked)}
                    className="mt-0.5 h-5 w-5 shrink-0 accent-ink"
                  />
                  <span>{item}</span>
                </label>
              </li>
            )
          })}
        </ul>
      </div>
    </details>
  )
}
