import { redirect } from '@remix-run/node'
import { siteCookieStorage } from './cookie-storage.server'
import { z } from 'zod'
import { combineHeaders } from './misc'
import type { Notice } from './notice'

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
