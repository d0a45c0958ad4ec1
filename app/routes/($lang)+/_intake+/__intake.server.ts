// The server half every intake form shares: read the body once, honeypot, rate limit, validate with the
// form's schema, store the lead (and its emails, through the outbox), answer with the spec's notice.
import { parse } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import type * as z from 'zod/v4/core'
import { notice, rateLimitedMessage, type ApplicationPageSettings } from '~/content/intake'
import type { Notice } from '~/utils/notice'
import { createLead, type LeadInput } from '~/models/leads.server'
import { requestMeta } from '~/utils/request-meta.server'
import { schedulingUrl } from '~/models/site-content.server'
import { isBot } from '~/utils/honeypot'
import { safeRedirect } from '~/utils/misc'
import { clientIp, hitRateLimit } from '~/utils/rate-limit.server'
import { isFormEncoded, tryReadFormData } from '~/utils/form-data.server'
import { createToastHeaders, redirectWithToast } from '~/utils/toast.server'
import { JS_FIELD, type Scheduling } from '~/components/intake'
import { applicationSchema } from '~/schemas/application'
import { type Copies, type Lang, localePath } from '~/utils/i18n'
import { copiesIn, requestLang, spanishCopy } from '~/utils/i18n.server'

type IntakeOptions<Schema extends z.$ZodType> = {
  /** The form's id in the page: its success notice names it, so the form confirms in place (useConfirmed). */
  form: string
  /** The form's schema in the language of the page that posted it (its URL's). */
  schema: (copies: Copies) => Schema
  toLead: (value: z.output<Schema>) => LeadInput
  /**
   * Where the visitor lands after a success, as an English path (it is moved under /es for a Spanish
   * page); `js` is true when the page's JavaScript sent the form.
   */
  successUrl: (js: boolean, formData: FormData) => string
  success: (copies: Copies) => Notice
  failure: (copies: Copies) => Notice
  /** Shown as a notice when any of these fields is empty (the contact form's 'Missing Information'). */
  missing?: { fields: string[]; notice: (copies: Copies) => Notice }
  /** Interest forms answer a fetcher with data instead of redirecting, so the page does not move. */
  stayOnSuccess?: boolean
}

/**
 * Handles one intake POST. Never throws for anything the visitor sends: a bad body is a 400, an
 * invalid form a 400 with its messages, too many posts a 429, a storage failure a 503 with the spec's
 * failure notice; in every error case the values come back so the form keeps them.
 */
export async function handleIntake<Schema extends z.$ZodType>(request: Request, options: IntakeOptions<Schema>) {
  // The language of the form's page: its messages, notices and redirect, and the lead's language.
  const lang = requestLang(request)
  const copies = copiesIn(lang)
  // The body was bounded before Remix saw it (server/body-limit.ts), so reading it costs little; it is
  // read before the rate limit on purpose, so that a visitor who is refused gets every value back.
  const formData = await tryReadFormData(request)
  if (!formData) {
    return data({ result: null, notice: options.failure(copies), status: 'error' as const }, { status: isFormEncoded(request) ? 400 : 415 })
  }
  const js = formData.get(JS_FIELD) === '1'

  // A bot sees the same success as a person, and nothing is stored or sent.
  if (isBot(formData)) return succeed(options, lang, js, formData)

  // The limit comes before validation and storage: a refused post does no other work.
  const ip = clientIp(request)
  const retryAfter = await hitRateLimit('publicForm', ip)
  if (retryAfter) {
    return data(
      { result: keepValues(formData, [rateLimitedMessage(copies, retryAfter)]), notice: null, status: 'error' as const },
      { status: 429, headers: { 'retry-after': String(retryAfter) } },
    )
  }

  const submission = parseWithZod(formData, { schema: options.schema(copies) })
  if (submission.status !== 'success') {
    const missing = options.missing?.fields.some((name) => !String(formData.get(name) ?? '').trim())
    const shown = missing ? options.missing!.notice(copies) : null
    return data({ result: submission.reply(), notice: shown, status: 'error' as const }, { status: 400 })
  }

  try {
    await createLead({ ...options.toLead(submission.value), language: lang }, requestMeta(request))
  } catch (error) {
    console.error('[intake] could not store a lead', error)
    const failure = options.failure(copies)
    return data(
      {
        result: submission.reply({ formErrors: [failure.description ?? failure.title] }),
        notice: failure,
        status: 'error' as const,
      },
      { status: 503 },
    )
  }
  return succeed(options, lang, js, formData)
}

/** The visitor's values with a form-level message, without validating them (for a refused post). */
function keepValues(formData: FormData, formErrors: string[]) {
  return parse<unknown, string[]>(formData, { resolve: () => ({ error: {} }) }).reply({ formErrors })
}

async function succeed<Schema extends z.$ZodType>(options: IntakeOptions<Schema>, lang: Lang, js: boolean, formData: FormData) {
  const success = options.success(copiesIn(lang))
  if (options.stayOnSuccess && js) {
    return data(
      { result: null, notice: null, status: 'success' as const },
      { headers: await createToastHeaders({ ...success, form: options.form }) },
    )
  }
  return redirectWithToast(localePath(lang, options.successUrl(js, formData)), { ...success, form: options.form })
}

// The hosts the Content-Security-Policy lets the page frame (server/index.ts, frame-src).
const embeddableHosts = new Set(['cal.com', 'app.cal.com', 'calendly.com'])

/** The scheduling service from SCHEDULING_EMBED_URL: framed when CSP allows its host, else linked. */
export function scheduling(): Scheduling {
  const configured = schedulingUrl()
  if (!configured) return null
  const url = new URL(configured)
  if (url.protocol !== 'https:') return null
  return { kind: embeddableHosts.has(url.hostname) ? 'embed' : 'link', url: url.toString() }
}

/**
 * Handles an interest form's POST (the Circle and Exit Suite forms on /growth-score). Without JavaScript
 * it returns to the page the form was on (sent as returnTo, since the site sends no Referer), at the
 * form's anchor; with it, it answers the fetcher and the page does not move.
 */
export function handleInterest<Schema extends z.$ZodType>(
  request: Request,
  options: Pick<IntakeOptions<Schema>, 'form' | 'schema' | 'toLead'>,
) {
  return handleIntake(request, {
    ...options,
    successUrl: (_js, formData) => `${safeRedirect(formData.get('returnTo'), '/growth-score').replace(/#.*$/, '')}#${options.form}`,
    success: (copies) => notice(copies, 'interestSubmitted'),
    failure: (copies) => notice(copies, 'interestFailed'),
    stayOnSuccess: true,
  })
}

/** The loader of every page whose success state is the scheduling section. */
export function applicationLoader({ request }: LoaderFunctionArgs) {
  const submitted = new URL(request.url).searchParams.get('submitted') === '1'
  return { spanish: spanishCopy(requestLang(request), 'intake'), submitted, scheduling: scheduling() }
}

/** Without JavaScript the page opens at the scheduling section; with it, the page scrolls there itself. */
export function submittedUrl(path: string) {
  return (js: boolean) => `${path}?submitted=1${js ? '' : '#schedule'}`
}

type ApplicationValues = { fullName: string; companyName: string; email: string; phone: string; agreementNeeded?: string }

/** The action of the five booking, application and request pages. */
export function handleApplication<Schema extends z.$ZodType<ApplicationValues>>(
  request: Request,
  copy: ApplicationPageSettings,
  schema: (copies: Copies) => Schema,
) {
  return handleIntake(request, {
    form: copy.formType,
    schema,
    toLead: (v: ApplicationValues) => ({
      formType: copy.formType,
      name: v.fullName,
      companyName: v.companyName,
      email: v.email,
      phone: v.phone,
      agreementNeeded: v.agreementNeeded ?? null,
    }),
    successUrl: submittedUrl(copy.path),
    success: (copies) => notice(copies, copy.success),
    failure: (copies) => notice(copies, copy.failure),
  })
}

/** The action of the four pages that ask the standard four fields (bookings and applications). */
export function applicationAction({ request }: ActionFunctionArgs, copy: ApplicationPageSettings) {
  return handleApplication(request, copy, applicationSchema)
}
