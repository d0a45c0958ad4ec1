// One of the five quotes, changing every 5 seconds. A pause button stops it (WCAG 2.2.2); so does
// hovering or focusing it. The server renders a quote, so it reads the same without JavaScript.
import { Pause, Play } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useFirm } from '~/content/firm'
import { QUOTES, QUOTE_ROTATION_MS } from '~/content/portal'
import * as portalHome from '~/locales/portal-home'
import { useCopy } from '~/utils/i18n'

export function QuoteRotator({ initialIndex }: { initialIndex: number }) {
  const [index, setIndex] = useState(initialIndex % QUOTES.length)
  const [paused, setPaused] = useState(false)
  const [held, setHeld] = useState(false)
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])

  useEffect(() => {
    if (paused || held) return
    const timer = setInterval(() => setIndex((i) => (i + 1) % QUOTES.length), QUOTE_ROTATION_MS)
    return () => clearInterval(timer)
  }, [paused, held])

  const t = useCopy(portalHome).quotes
  // The copy's quote at the same position; its author is the firm's name where the English has none.
  const quote = { text: t.list[index].text, author: QUOTES[index].author === null ? null : t.list[index].author }
  const firm = useFirm()
  return (
    <section
      aria-label={t.label}
      className="flex items-start gap-4 border-l-2 border-brass py-1 pl-5"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
    >
      <figure className="min-h-[5.5rem] flex-1 sm:min-h-[4.5rem]" aria-live={paused ? 'polite' : 'off'}>
        <blockquote
          key={index}
          className="font-serif text-xl leading-snug text-ink motion-safe:animate-fade-in md:text-2xl"
          data-testid="quote"
        >
          <p>“{quote.text}”</p>
        </blockquote>
        <figcaption className="mt-2 text-sm text-ink-muted">— {quote.author ?? firm.name}</figcaption>
      </figure>
      {hydrated ? (
        <button
          type="button"
          onClick={() => setPaused((p) => !p)}
          aria-pressed={paused}
          className="inline-flex h-11 w-11 shrink-0 items-center justify-center text-ink-muted hover:bg-ink/5 hover:text-ink"
        >
          {paused ? <Play aria-hidden className="h-4 w-4" /> : <Pause aria-hidden className="h-4 w-4" />}
          <span className="sr-only">{paused ? t.resume : t.pause}</span>
        </button>
      ) : null}
    </section>
  )
}
