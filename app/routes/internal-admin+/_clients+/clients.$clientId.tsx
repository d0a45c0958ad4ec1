// /internal-admin/clients/:clientId — one client's detail, as a dialog over the client list: progress
// stages, tasks, Growth Score and report, notes and the audit log. Every form posts here, each section
// through its own fetcher (__client-section-frame.tsx), and works without JavaScript; with it, the dialog
// traps focus and Escape closes it.
import { isStorageRefusalData } from '~/utils/storage-refusal'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData, useLocation, useNavigate, useRouteLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import * as Dialog from '@radix-ui/react-dialog'
import { X } from 'lucide-react'
import { useRef, type ReactNode } from 'react'
import { getClientDetail } from '~/models/admin-clients.server'
import { getChecklist } from '~/models/documents.server'
import { clientReminderSubjects, scheduledReminders } from '~/models/reminders.server'
import type { loader as rootLoader } from '~/root'
import { requireAdmin } from '~/utils/auth.server'
import { sentence } from '~/utils/misc'
import { redirectWithToast } from '~/utils/toast.server'
import { PageNotice } from '~/components/page-notice'
import { Badge } from '../__ui'
import { handleIntent, handleUpload } from './__client-actions.server'
import { AuditSection, NotesSection, ProgressSection, RemindersSection, ScoreSection } from './__client-sections'
import { TasksSection } from './__client-tasks'
import { DocumentsSection } from './__client-documents'
import { PartiesSection } from './__client-parties'
import { clientChecks } from '~/models/conflict-decisions.server'
import { listParties } from '~/models/matter-parties.server'
import { readFormData } from '~/utils/form-data.server'
import { MAX_REPORT_BYTES, uploadBodyLimit } from '~/utils/body-limits'

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request)
  const clientId = params.clientId ?? ''
  const detail = await getClientDetail(clientId)
  if (!detail) {
    const url = new URL(request.url)
    const q = url.searchParams.get('q')
    throw await redirectWithToast(`/internal-admin${q ? `?q=${encodeURIComponent(q)}` : ''}`, {
      type: 'error',
      title: 'Failed to load client data',
      description: 'That client could not be found.',
    })
  }
  const reminders = await scheduledReminders(await clientReminderSubjects(clientId))
  return {
    ...detail,
    parties: await listParties(clientId),
    conflictChecks: await clientChecks(clientId),
    documents: await getChecklist(clientId),
    reminders,
    confirmDelete: new URL(request.url).searchParams.get('delete'),
  }
}

/** The Growth Score report, one PDF (server/body-limit.ts reads this). */
export const bodyLimit = uploadBodyLimit(MAX_REPORT_BYTES)

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request)
  const clientId = params.clientId ?? ''
  const actor = { id: admin.id, email: admin.email }
  if ((request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) return handleUpload(request, actor, clientId)
  return handleIntent(request, actor, clientId, await readFormData(request))
}

/** The list's address with the same search and page, where closing the dialog goes. */
function useCloseHref() {
  const location = useLocation()
  const params = new URLSearchParams(location.search)
  const keep = new URLSearchParams()
  for (const key of ['q', 'page']) {
    const value = params.get(key)
    if (value) keep.set(key, value)
  }
  const s = keep.toString()
  return `/internal-admin${s ? `?${s}` : ''}`
}

function ClientDialog({ title, children }: { title: ReactNode; children: ReactNode }) {
  const navigate = useNavigate()
  const closeHref = useCloseHref()
  const titleRef = useRef<HTMLHeadingElement>(null)
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : navigate(closeHref, { preventScrollReset: true }))}>
      {/* Rendered in place (no portal) so the dialog is in the server's HTML and works without JavaScript. */}
      <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/50" />
      {/* Radix names the dialog only after hydration; say it in the server's HTML too. */}
      <Dialog.Content
        aria-labelledby="client-dialog-title"
        aria-describedby={undefined}
        onOpenAutoFocus={(event) => {
          event.preventDefault()
          titleRef.current?.focus()
        }}
        className="fixed inset-y-0 right-0 z-40 flex w-full max-w-3xl flex-col bg-paper shadow-2xl focus:outline-none"
      >
        <div className="flex items-start justify-between gap-4 border-b border-paper-line bg-paper-raised px-5 py-4 sm:px-8">
          <Dialog.Title
            ref={titleRef}
            id="client-dialog-title"
            tabIndex={-1}
            className="font-serif text-2xl leading-tight focus:outline-none sm:text-3xl"
          >
            {title}
          </Dialog.Title>
          <Link
            to={closeHref}
            preventScrollReset
            className="-mr-2 inline-flex min-h-[44px] min-w-[44px] shrink-0 items-center justify-center gap-1 px-2 text-sm font-semibold text-ink hover:text-brass"
          >
            <X aria-hidden className="h-5 w-5" strokeWidth={1.75} />
            Close
          </Link>
        </div>
        <div className="flex-1 overflow-y-auto px-5 pb-12 sm:px-8">{children}</div>
      </Dialog.Content>
    </Dialog.Root>
  )
}

/** The dialog hides the rest of the page from screen readers, so it repeats the latest notice itself. */
function DialogAnnouncer() {
  const root = useRouteLoaderData<typeof rootLoader>('root')
  const toast = root?.toast
  return (
    <div className="sr-only" role="status" aria-live="polite">
      {toast ? `${sentence(toast.title)} ${toast.description ?? ''}` : ''}
    </div>
  )
}

export default function ClientDetailDialog() {
  const detail = useLoaderData<typeof loader>()
  const { profile, status, currentStage } = detail
  return (
    <ClientDialog title={profile.name}>
      <DialogAnnouncer />
      <div className="py-5">
        <dl className="grid gap-x-6 gap-y-2 text-[15px] sm:grid-cols-2">
          <Detail term="Email">
            <a className="break-all underline underline-offset-4" href={`mailto:${profile.email}`}>
              {profile.email}
            </a>
          </Detail>
          <Detail term="Company">{profile.company ?? '—'}</Detail>
          <Detail term="Phone">{profile.phone ?? '—'}</Detail>
          <Detail term="Current stage">
            {currentStage.order}. {currentStage.name}
          </Detail>
          <Detail term="Status">
            <Badge tone={status === 'Completed' ? 'good' : 'info'}>{status}</Badge>
          </Detail>
          <Detail term="Growth Score">{profile.growthScore === null ? 'Pending' : `${profile.growthScore}/100`}</Detail>
        </dl>
      </div>
      <ProgressSection detail={detail} />
      <DocumentsSection clientId={profile.id} checklist={detail.documents} />
      <TasksSection detail={detail} />
      <ScoreSection detail={detail} />
      <RemindersSection clientId={profile.id} reminders={detail.reminders} />
      <PartiesSection clientId={profile.id} parties={detail.parties} checks={detail.conflictChecks} />
      <NotesSection detail={detail} />
      <AuditSection detail={detail} />
    </ClientDialog>
  )
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex gap-3">
      <dt className="w-28 shrink-0 font-semibold text-ink-muted">{term}</dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  )
}

export function ErrorBoundary() {
  return (
    <ClientDialog title="Client">
      <div className="py-6">
        <GeneralErrorBoundary
          defaultStatusHandler={({ error }) =>
            isStorageRefusalData(error.data) ? (
              // The report upload the storage could not take (507), said where the upload was.
              <PageNotice title={error.data.title}>
                {error.data.description}{' '}
                <a className="underline" href={error.data.back}>
                  Back to the client
                </a>
              </PageNotice>
            ) : (
              <PageNotice title="Failed to load client data">{`${error.status} ${error.statusText}`}</PageNotice>
            )
          }
          unexpectedErrorHandler={() => (
            <PageNotice title="Failed to load client data">
              The client’s details could not be read. Please close this and try again.
            </PageNotice>
          )}
        />
      </div>
    </ClientDialog>
  )
}
