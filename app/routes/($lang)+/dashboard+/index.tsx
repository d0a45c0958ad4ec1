// /dashboard: the client's home. Welcome, a rotating quote, the Growth Score, the six-stage tracker
// and the five-step to-do list. Refreshes itself when the firm changes a stage or task.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { ProgressTracker } from '~/components/portal/progress-tracker'
import { QuoteRotator } from '~/components/portal/quote-rotator'
import { TaskList } from '~/components/portal/task-list'
import { useFirm } from '~/content/firm'
import { QUOTES, QUOTE_ROTATION_MS } from '~/content/portal'
import { completeTaskFromForm, getDashboard, requireClient } from '~/models/portal.server'
import { membershipSummary, portalAccess } from '~/models/portal-home.server'
import { LabelledSection } from '~/components/labelled-section'
import { MembershipSummary } from '~/components/portal/membership-summary'
import { formatFirmDate } from '~/models/promises'
import { redirectWithToast } from '~/utils/toast.server'
import { useLiveRevalidate } from '~/utils/use-live-revalidate'
import { portalMeta } from '~/components/portal/portal-meta'
import { readFormData } from '~/utils/form-data.server'
import { MAX_ITEM_NOTE_CHARS } from '~/models/documents.server'

import { DOCUMENT_ACCEPT, DOCUMENT_TYPES_SUMMARY } from '~/utils/upload-types.server'
import { MAX_DOCUMENT_BYTES, MAX_DOCUMENT_FILES_PER_UPLOAD } from '~/utils/body-limits'

export async function loader({ request }: LoaderFunctionArgs) {
  const { user, profile } = await requireClient(request)
  const [dashboard, { access }] = await Promise.all([getDashboard(profile), portalAccess(profile)])
  return {
    // What the client bought decides what the home shows (app/models/portal-home.server.ts).
    access,
    membership: access.circle ? await membershipSummary(user.id) : null,
    ...dashboard,
    stages: dashboard.stages.map(({ completedAt, ...s }) => ({ ...s, completedOn: completedAt ? formatFirmDate(completedAt) : null })),
    tasks: dashboard.tasks.map(({ completedAt, ...t }) => ({ ...t, completedOn: completedAt ? formatFirmDate(completedAt) : null })),
    documents: {
      clientId: dashboard.clientId,
      items: dashboard.documents.map(({ receivedAt, files, ...item }) => ({
        ...item,
        files: files.map(({ id, name, sizeBytes }) => ({ id, name, sizeBytes })),
        receivedOn: receivedAt ? formatFirmDate(receivedAt) : null,
      })),
      limits: {
        fileMb: MAX_DOCUMENT_BYTES / (1024 * 1024),
        filesPerUpload: MAX_DOCUMENT_FILES_PER_UPLOAD,
        accept: DOCUMENT_ACCEPT,
        typesSummary: DOCUMENT_TYPES_SUMMARY,
        noteChars: MAX_ITEM_NOTE_CHARS,
      },
      // After a checklist form's post the page comes back with the list open at the item.
      open: new URL(request.url).searchParams.get('checklist') === 'open',
    },
    // Each page load starts on the quote of the moment, so it changes even without JavaScript.
    quoteIndex: Math.floor(Date.now() / QUOTE_ROTATION_MS) % QUOTES.length,
  }
}

const TASK_FAILED = { title: 'Error', description: 'Failed to update task. Please try again.', type: 'error' } as const

export async function action({ request }: ActionFunctionArgs) {
  const { profile } = await requireClient(request)
  // The task must belong to this client, be open and be unlocked: another client's id is "not found".
  const result = await completeTaskFromForm(profile, await readFormData(request))
  if (result === 'updated' || result === 'already-complete') {
    return redirectWithToast('/dashboard', { title: 'Task Updated', description: 'Task marked as complete!' }, { status: 303 })
  }
  return redirectWithToast('/dashboard', TASK_FAILED, { status: 303 })
}

export default function Dashboard() {
  const data = useLoaderData<typeof loader>()
  const firm = useFirm()
  useLiveRevalidate('/changes')
  const { growthScore } = data.access
  return (
    <div className="mx-auto max-w-6xl px-5 py-8 md:px-10 md:py-12">
      <header>
        <p className="text-sm font-semibold uppercase tracking-[0.18em] text-brass">Client Portal</p>
        <h1 className="mt-2 text-4xl leading-tight md:text-5xl">Welcome, {data.firstName}</h1>
        <p className="mt-3 max-w-prose text-ink-soft">
          {!growthScore
            ? 'Here is your Circle membership: this month’s deliverables and your billing.'
            : data.membership
              ? 'Here is your Circle membership, then where your Growth Score stands and what we need from you next.'
              : 'Here is where your Growth Score stands and what we need from you next.'}
        </p>
        {growthScore ? <NextStep tasks={data.tasks} /> : null}
      </header>

      {data.membership ? <MembershipSummary m={data.membership} className="mt-8" /> : null}

      {growthScore ? <GrowthScoreHome data={data} firmEmail={firm.email} /> : null}
    </div>
  )
}

/** The Growth Score's part of the home: the quote, the score, the tracker and the to-do list. */
function GrowthScoreHome({ data, firmEmail }: { data: ReturnType<typeof useLoaderData<typeof loader>>; firmEmail: string }) {
  return (
    <>
      {/* On a phone the to-do list comes first, then the quote, the score and the progress; on a desk the
          quote spans the top, the score and progress sit on the left and the list on the right. The
          source order is the phone's, so reading and focus order follow what matters most. */}
      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-x-16">
        <div className="min-w-0 lg:col-start-2 lg:row-start-2">
          <TaskList tasks={data.tasks} firmEmail={firmEmail} hasReport={data.hasReport} documents={data.documents} />
        </div>
        <div className="min-w-0 lg:col-span-2 lg:row-start-1">
          <QuoteRotator initialIndex={data.quoteIndex} />
        </div>
        <div className="min-w-0 space-y-10 lg:col-start-1 lg:row-start-2">
          <LabelledSection
            title="Growth Score"
            className="border-t-2 border-ink pt-5"
            headingClassName="text-sm font-semibold uppercase tracking-[0.16em] text-ink-muted"
          >
            {data.growthScore == null ? (
              <>
                <p className="mt-2 font-serif text-5xl text-ink" data-testid="growth-score">
                  Pending
                </p>
                <p className="mt-2 text-[15px] text-ink-soft">Your score appears here when your report is final.</p>
              </>
            ) : (
              <>
                <p className="mt-2 font-serif text-6xl text-ink" data-testid="growth-score">
                  {data.growthScore}
                  <span className="text-2xl text-ink-muted">/100</span>
                </p>
                {data.hasReport ? (
                  <Link
                    reloadDocument
                    to="/dashboard/report"
                    className="mt-2 inline-flex min-h-[44px] items-center font-semibold underline underline-offset-4 hover:text-brass"
                  >
                    Download your report (PDF)
                  </Link>
                ) : null}
              </>
            )}
          </LabelledSection>
          <ProgressTracker stages={data.stages} status={data.status} currentStage={data.currentStage} promises={data.promises} />
        </div>
      </div>
    </>
  )
}

/** The first open step, linked, so a phone reader need not scroll past the tracker to find it. */
function NextStep({ tasks }: { tasks: Array<{ title: string; isCompleted: boolean; unlocked: boolean }> }) {
  const index = tasks.findIndex((t) => !t.isCompleted && t.unlocked)
  if (index === -1) {
    return tasks.length ? <p className="mt-4 text-[15px] font-semibold text-success">Every step on your list is done. Thank you.</p> : null
  }
  return (
    <p className="mt-4 text-[15px] text-ink-soft">
      Your next step:{' '}
      <a href={`#step-${index + 1}`} className="font-semibold text-ink underline underline-offset-4 hover:text-brass">
        {tasks[index].title}
      </a>
    </p>
  )
}

export const meta = portalMeta('Your portal', 'Your Growth Score, progress and next steps.')
