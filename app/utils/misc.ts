// Small helpers shared by browser and server.
import { useEffect, useState } from 'react'

export function combineHeaders(...headers: Array<ResponseInit['headers'] | null | undefined>) {
  const combined = new Headers()
  for (const header of headers) {
    if (!header) continue
    for (const [key, value] of new Headers(header).entries()) combined.append(key, value)
  }
  return combined
}

// Any origin will do: a target is resolved against it and must stay on it (so on APP_URL's too).
const SAME_SITE = 'http://same-site.invalid'

/**
 * Only paths on this site are followed after sign-in. The target is resolved as a browser would and
 * must keep this site's origin; control characters (a browser drops a tab or newline, turning
 * `/<TAB>/evil.example` into `//evil.example`), backslashes (read as slashes) and anything not starting
 * with one `/` are refused. Returns the normalised path, query and fragment.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = '/') {
  if (!to || typeof to !== 'string' || to.length > 2000) return fallback
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(to) || !to.startsWith('/') || to.startsWith('//')) return fallback
  let url: URL
  try {
    url = new URL(to, SAME_SITE)
  } catch {
    return fallback
  }
  if (url.origin !== SAME_SITE) return fallback
  return `${url.pathname}${url.search}${url.hash}`
}

export function cn(...classes: Array<string | false | null | undefined>) {
  return classes.filter(Boolean).join(' ')
}

/**
 * Ends a sentence whose last words are a name or a title the firm did not write: adds a period unless
 * the text already ends in one (a company named "Acme Inc." gives "Acme Inc.", never "Acme Inc..") or
 * in ! ? or an ellipsis.
 */
export function sentence(text: string) {
  const trimmed = text.trimEnd()
  return /[.!?…]$/.test(trimmed) ? trimmed : `${trimmed}.`
}

/** A file's size as the portal and its emails show it: whole KB (at least 1) below a megabyte, else MB to one decimal. */
export function formatFileSize(bytes: number) {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`
}

// Built once: constructing an Intl formatter (time zone data, locale) costs far more than using one.
const firmLongDate = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', dateStyle: 'long' })

/** A day as the firm writes it to clients, in its time zone: "November 24, 2026"; null for no date. */
export function longDate(at: string | Date | null | undefined) {
  return at ? firmLongDate.format(new Date(at)) : null
}

// Set by the first component that hydrates: one that mounts later (after a client-side navigation)
// starts hydrated instead of rendering its no-JavaScript form for a frame.
let hydratedOnce = false

/** False in the server's HTML and until hydration: the page is then the one that works without JavaScript. */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(hydratedOnce)
  useEffect(() => {
    hydratedOnce = true
    setHydrated(true)
  }, [])
  return hydrated
}
