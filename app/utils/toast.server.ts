// How an action reports its outcome: the one way (issue 24). The outcome is a Notice (app/utils/notice.ts)
// carried in the flash cookie and shown as the toast on the next page, JavaScript or not:
//   - after a change, done or refused as a whole: `redirectWithToast(back, notice)` (post/redirect/get);
//     a change that may throw: `redirectAfter(back, change, { done, failed })`;
//   - a response built elsewhere (sign-out's redirect, a fetcher that stays on its page): the same
//     notice through `createToastHeaders`.
// A form whose fields are wrong is not an outcome: it answers Conform's `submission.reply()` with 400,
// its form-level message in `formErrors`, so the page keeps what was typed. Where the spec names a notice
// for such a refusal (sign-in, two-factor, the intake forms), the same Notice goes in the action data as
// `notice` and the page prints it (PageNotice, or FormNotice for a form that re-renders in place); never a
// message string of another shape.
import { redirect } from '@remix-run/node'
import { siteCookieStorage } from './cookie-storage.server'
import { z } from 'zod'
import { combineHeaders } from './misc'
import type { Notice } from './notice'
import * as forms from '~/locales/forms'
import { langOfPath } from './i18n'
import { copyIn } from './i18n.server'

export const toastSchema = z.object({
  id: z.string().default(() => Math.random().toString(36).slice(2)),
  title: z.string(),
  description: z.string().optional(),
  type: z.enum(['success', 'error', 'info']).default('success'),
  /** The intake form whose success this announces: that form also confirms it in the page. */
  form: z.string().optional(),
})
/** A notice (app/utils/notice.ts) in the flash cookie; the id lets the page tell two toasts apart. */
export type Toast = Notice & { id: string; form?: string }
export type ToastInput = Omit<Notice, 'type'> & { type?: Notice['type']; id?: string; form?: string }

const toastKey = 'toast'

function storage() {
  return siteCookieStorage('en_toast')
}

/** A Set-Cookie header carrying one notice, shown on the next page (works without JavaScript). */
export async function createToastHeaders(input: ToastInput) {
  const session = await storage().getSession()
  session.flash(toastKey, toastSchema.parse(input))
  return new Headers({ 'set-cookie': await storage().commitSession(session) })
}

export async function redirectWithToast(url: string, toast: ToastInput, init?: ResponseInit) {
  return redirect(url, { ...init, headers: combineHeaders(init?.headers, await createToastHeaders(toast)) })
}

/**
 * Runs one change and redirects with its notice: `done` when it happened, `failed.refused` when the
 * change said no (returned false), and 'Please try again.' when it threw (logged as `what`), in the
 * language of `back` (/es/… in Spanish; the admin panel's pages are English).
 */
export async function redirectAfter(
  back: string,
  change: () => Promise<boolean>,
  outcome: { what: string; done: ToastInput; failed: { title: string; refused: string } },
) {
  const { what, done, failed } = outcome
  try {
    if (!(await change())) return redirectWithToast(back, { type: 'error', title: failed.title, description: failed.refused })
    return redirectWithToast(back, done)
  } catch (error) {
    console.error(`${what} failed`, error)
    return redirectWithToast(back, { type: 'error', title: failed.title, description: copyIn(forms, langOfPath(back)).tryAgain })
  }
}

/** Reads (and clears) the pending notice. */
export async function getToast(request: Request) {
  const session = await storage().getSession(request.headers.get('cookie'))
  const parsed = toastSchema.safeParse(session.get(toastKey))
  const toast: Toast | null = parsed.success ? parsed.data : null
  return {
    toast,
    headers: toast ? new Headers({ 'set-cookie': await storage().destroySession(session) }) : null,
  }
}
