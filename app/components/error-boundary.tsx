// The one error boundary of the app, in the style of the Epic Stack's GeneralErrorBoundary: a thrown
// Response goes to the handler for its status (or the default one), anything else to the unexpected-error
// handler. Each frame (the public site in root.tsx, the portal's and the admin's layouts) renders it inside
// its own chrome, so a failed page keeps the frame it was in. Never shows a stack: in production Remix
// already replaces a server error with "Unexpected Server Error", and outside production only the
// error's message is added.
import { isRouteErrorResponse, useParams, useRouteError, type ErrorResponse } from '@remix-run/react'
import type { ReactNode } from 'react'
import * as forms from '~/locales/forms'
import { localePath, useCopy, useLang, type Lang } from '~/utils/i18n'
import { isStorageRefusalData } from '~/utils/storage-refusal'

export type StatusHandler = (info: { error: ErrorResponse; params: Record<string, string | undefined> }) => ReactNode

/** A way on from the error: the first is the frame's home (the public home page, the portal's or the admin's first page). */
export type ErrorLink = { href: string; label: string }

type ErrorCopy = (typeof forms.en)['errorPage']

/** The public frame's ways on, in the page's language (/es/… on a Spanish page). */
function publicLinks(lang: Lang, t: ErrorCopy): ErrorLink[] {
  return [
    { href: localePath(lang, '/'), label: t.home },
    { href: localePath(lang, '/contact'), label: t.contact },
  ]
}

/** The message of every boundary: a heading, what happened, and the ways on. */
export function ErrorMessage({ title, description, links }: { title: string; description: ReactNode; links: ErrorLink[] }) {
  return (
    <>
      <h1 className="text-4xl">{title}</h1>
      <p className="mt-4 text-ink-muted">{description}</p>
      <p className="mt-8 flex gap-6">
        {links.map((link) => (
          <a key={link.href} className="underline" href={link.href}>
            {link.label}
          </a>
        ))}
      </p>
    </>
  )
}

/** A thrown Response's body when it is a sentence written for the visitor (not a bare status text). */
function sentenceOf(error: ErrorResponse) {
  return typeof error.data === 'string' && error.data.trim() && !/^not found$/i.test(error.data.trim()) ? error.data : null
}

/** The default answer to each status: the storage refusal (507), a missing page, a refused form, anything else. */
function statusMessage(error: ErrorResponse, links: ErrorLink[], t: ErrorCopy) {
  // An upload the storage could not take (507): what happened, that nothing was saved, and the way back.
  if (isStorageRefusalData(error.data)) {
    const storage = error.data
    return (
      <ErrorMessage
        title={storage.title}
        description={storage.description}
        links={[{ href: storage.back, label: t.back }, ...links.slice(1)]}
      />
    )
  }
  if (error.status === 404) {
    return <ErrorMessage title={t.notFoundTitle} description={sentenceOf(error) ?? t.notFoundText} links={links} />
  }
  // A form refused before any work (app/utils/form-data.server.ts) says why in its own words.
  const refused = (error.status === 400 || error.status === 415) && typeof error.data === 'string' ? error.data : null
  if (refused) return <ErrorMessage title={t.formNotSent} description={refused} links={links} />
  return <UnexpectedError links={links} />
}

/** Said in the page's language: English in the admin panel (no /es in its URLs). */
function UnexpectedError({ links, error }: { links: ErrorLink[]; error?: unknown }) {
  const t = useCopy(forms).errorPage
  const detail = process.env.NODE_ENV !== 'production' && error instanceof Error ? error.message : null
  return (
    <ErrorMessage
      title={t.errorTitle}
      description={
        <>
          {t.errorText}
          {detail ? <span className="mt-2 block font-mono text-sm">{detail}</span> : null}
        </>
      }
      links={links}
    />
  )
}

export function GeneralErrorBoundary(props: {
  links?: ErrorLink[]
  defaultStatusHandler?: StatusHandler
  statusHandlers?: Record<number, StatusHandler>
  unexpectedErrorHandler?: (error: unknown) => ReactNode
}) {
  const lang = useLang()
  const t = useCopy(forms).errorPage
  return <Boundary t={t} {...props} links={props.links ?? publicLinks(lang, t)} />
}

function Boundary({
  t,
  links = [],
  defaultStatusHandler = ({ error }) => statusMessage(error, links, t),
  statusHandlers,
  unexpectedErrorHandler = (error) => <UnexpectedError links={links} error={error} />,
}: {
  t: ErrorCopy
  links?: ErrorLink[]
  defaultStatusHandler?: StatusHandler
  statusHandlers?: Record<number, StatusHandler>
  unexpectedErrorHandler?: (error: unknown) => ReactNode
}) {
  const error = useRouteError()
  const params = useParams()
  if (typeof document !== 'undefined') console.error(error)
  return isRouteErrorResponse(error)
    ? (statusHandlers?.[error.status] ?? defaultStatusHandler)({ error, params })
    : unexpectedErrorHandler(error)
}
