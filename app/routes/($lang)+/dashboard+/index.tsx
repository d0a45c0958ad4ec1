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
import { ANALYSIS_WITHIN_HOURS, clientPromises, formatFirmDate } from '~/models/promises'
import { redirectWithToast } from '~/utils/toast.server'
import { useLiveRevalidate } from '~/utils/use-live-revalidate'
import { portalMetaIn } from '~/components/portal/portal-meta'
import { itemName, stageName, taskText } from '~/components/portal/portal-copy'
import * as portal from '~/locales/portal'
import * as portalHome from '~/locales/portal-home'
import { fill, localePath, useCopy, useLocalePath } from '~/utils/i18n'
import { copyIn, requestLang, spanishCopy } from '~/utils/i18n.server'
import { readFormData } from '~/utils/form-data.server'
import { MAX_ITEM_NOTE_CHARS } from '~/models/documents.server'

import { DOCUMENT_ACCEPT } from '~/utils/upload-types.server'
import * as uploads from '~/locales/uploads'
import { MAX_DOCUMENT_BYTES, MAX_DOCUMENT_FILES_PER_UPLOAD } from '~/utils/body-limits'

export async function loader({ request }: LoaderFunctionArgs) {
  const { user, profile } = await requireClient(request)
  const [dashboard, { access }] = await Promise.all([getDashboard(profile), portalAccess(profile)])
  const lang = requestLang(request)
  const t = copyIn(portalHome, lang)
  const { promises } = dashboard
  return {
    spanish: spanishCopy(lang, 'portalHome', 'portalCircle'),
    // What the client bought decides what the home shows (app/models/portal-home.server.ts).
    access,
    membership: access.circle ? await membershipSummary(user.id, lang) : null,
    ...dashboard,
    // Stage and task names are stored in the spec's English; the page shows them in its language.
    firstName: profile.first_name?.trim() ? dashboard.firstName : lang === 'en' ? dashboard.firstName : t.home.defaultName,
    currentStage: stageName(t, dashboard.currentStage),
    status: dashboard.status === 'Completed' ? t.tracker.status.completed : t.tracker.status.inProgress,
    // The dates in the page's language: the payment is the analysis's deadline less its 24 hours.
    promises:
      promises && lang !== 'en'
        ? clientPromises(new Date(Date.parse(promises.analysisBy.iso) - ANALYSIS_WITHIN_HOURS * 3600_000).toISOString(), lang)
        : promises,
    stages: dashboard.stages.map(({ completedAt, ...s }) => ({
      ...s,
      name: stageName(t, s.name),
      completedOn: completedAt ? formatFirmDate(completedAt, lang) : null,
    })),
    tasks: dashboard.tasks.map(({ completedAt, ...task }) => ({
      ...task,
      ...taskText(t, task.title, task.description),
      completedOn: completedAt ? formatFirmDate(completedAt, lang) : null,
    })),
    documents: {
      clientId: dashboard.clientId,
      items: dashboard.documents.map(({ receivedAt, files, ...item }) => ({
        ...item,
        name: itemName(t, item.key, item.name),
        files: files.map(({ id, name, sizeBytes }) => ({ id, name, sizeBytes })),
        receivedOn: receivedAt ? formatFirmDate(receivedAt, lang) : null,
      })),
      limits: {
        fileMb: MAX_DOCUMENT_BYTES / (1024 * 1024),
        filesPerUpload: MAX_DOCUMENT_FILES_PER_UPLOAD,
        accept: DOCUMENT_ACCEPT,
        typesSummary: copyIn(uploads, lang).documentTypes,
        noteChars: MAX_ITEM_NOTE_CHARS,
      },
      // After a checklist form's post the page comes back with the list open at the item.
      open: new URL(request.url).searchParams.get('checklist') === 'open',
    },
    // Each page load starts on the quote of the moment, so it changes even without JavaScript.
    quoteIndex: Math.floor(Date.now() / QUOTE_ROTATION_MS) % QUOTES.length,
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const { profile } = await requireClient(request)
  const lang = requestLang(request)
  const t = copyIn(portalHome, lang).home
  const home = localePath(lang, '/dashboard')
  // The task must belong to this client, be open and be unlocked: another client's id is "not found".
  const result = await completeTaskFromForm(profile, await readFormData(request))
  if (result === 'updated' || result === 'already-complete') {
    return redirectWithToast(home, { title: t.taskUpdated.title, description: t.taskUpdated.description }, { status: 303 })
  }
  return redirectWithToast(home, { ...t.taskFailed, type: 'error' }, { status: 303 })
}

export default function Dashboard() {
  const data = useLoaderData<typeof loader>()
  const firm = useFirm()
  const t = useCopy(portalHome)
  const { clientPortal } = useCopy(portal)
  useLiveRevalidate('/changes')
  const { growthScore } = data.access
  return (
    <div className="mx-auto max-w-6xl px-5 py-8 md:px-10 md:py-12">
      <header>
        <p className="text-sm font-semibold uppercase tracking-[0.18em] text-brass">{clientPortal}</p>
        <h1 className="mt-2 text-4xl leading-tight md:text-5xl">{fill(t.home.welcome, { name: data.firstName })}</h1>
        <p className="mt-3 max-w-prose text-ink-soft">
          {!growthScore ? t.home.introCircle : data.membership ? t.home.introBoth : t.home.introGrowth}
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
  const t = useCopy(portalHome).home
  const to = useLocalePath()
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
            title={t.growthScore}
            className="border-t-2 border-ink pt-5"
            headingClassName="text-sm font-semibold uppercase tracking-[0.16em] text-ink-muted"
          >
            {data.growthScore == null ? (
              <>
                <p className="mt-2 font-serif text-5xl text-ink" data-testid="growth-score">
                  {t.pending}
                </p>
                <p className="mt-2 text-[15px] text-ink-soft">{t.pendingText}</p>
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
                    to={to('/dashboard/report')}
                    className="mt-2 inline-flex min-h-[44px] items-center font-semibold underline underline-offset-4 hover:text-brass"
                  >
                    {t.downloadReport}
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
  const t = useCopy(portalHome).home
  const index = tasks.findIndex((task) => !task.isCompleted && task.unlocked)
  if (index === -1) {
    return tasks.length ? <p className="mt-4 text-[15px] font-semibold text-success">{t.allDone}</p> : null
  }
  return (
    <p className="mt-4 text-[15px] text-ink-soft">
      {t.nextStep}{' '}
      <a href={`#step-${index + 1}`} className="font-semibold text-ink underline underline-offset-4 hover:text-brass">
        {tasks[index].title}
      </a>
    </p>
  )
}

export const meta = portalMetaIn((t) => t.meta.home)
