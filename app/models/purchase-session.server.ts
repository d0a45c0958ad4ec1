// After payment, the browser that paid is signed in to the new account, within limits (issue 27).
//
// The buyer proved nothing about the address they typed: anyone can buy with someone else's address.
// What they did prove is that this browser started and paid for this signup (its key, see
// signup-access.server.ts). So the browser gets a purchase's session (sessions.scope_signup_id): it
// opens this purchase's page and nothing else. getUser does not count it, so no portal page, no
// document, no later purchase under the same address and no admin page is reachable through it. The
// owner proves the address with the emailed set-password link, which ends every session of the
// account (this one included) and signs them in for real.
import { enqueue } from '~/jobs/outbox.server'
import type { Signup } from '~/utils/db-schema'
import { createSession, getPurchaseSession, getUser } from '~/utils/auth.server'
import { getDb, writeTransaction } from '~/utils/db.server'
import { clientIp, hitRateLimit } from '~/utils/rate-limit.server'
import { formatDollars, INTL_LOCALE, type Lang } from '~/utils/i18n'
import { clientPromises, FIRM_TIME_ZONE } from './promises'
import { isStartingBrowser } from './signup-access.server'

/**
 * Signs the paying browser in to the purchase's account: a Set-Cookie header, or null when nothing is
 * to be done (not provisioned yet, another browser, already signed in to an account, or already holding
 * this purchase's session).
 */
export async function signInPayingBrowser(request: Request, signup: Signup): Promise<string | null> {
  if (signup.state !== 'complete' || !signup.user_id) return null
  if (!(await isStartingBrowser(request, signup))) return null
  // A browser signed in with a password keeps its account, whichever it is.
  if (await getUser(request)) return null
  const current = await getPurchaseSession(request)
  if (current && current.signupId === signup.id && current.userId === signup.user_id) return null
  return createSession(signup.user_id, request, signup.id)
}

export type PurchasePortal = {
  signupId: string
  firstName: string
  company: string
  email: string
  amountLabel: string
  paidOn: string | null
  analysisBy: string | null
  reportWindow: string | null
  authorizationSigned: boolean
  /** This browser holds the purchase's session (the paying browser), not only an emailed link. */
  signedIn: boolean
  /** The account's owner has set a password (a returning client): they may sign in for everything. */
  hasPassword: boolean
}

/**
 * What the purchase's page shows: built from this signup's own row, never from the account or its
 * client profile, so a later purchase or a document under the same address cannot appear here.
 */
/** The promises' dates as the portal writes them: the English labels of promises.ts, or the same in Spanish. */
function promiseLabels(lang: Lang, paidAt: string) {
  const promises = clientPromises(paidAt)
  if (lang === 'en') {
    return {
      paidOn: promises.paidOn,
      analysisBy: promises.analysisBy.label,
      reportWindow: `${promises.reportFrom.label} – ${promises.reportTo.label}`,
    }
  }
  const locale = INTL_LOCALE[lang]
  const day = (iso: string, year: boolean) =>
    new Intl.DateTimeFormat(locale, {
      timeZone: 'UTC',
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      ...(year ? { year: 'numeric' } : {}),
    }).format(new Date(`${iso}T12:00:00Z`))
  return {
    paidOn: new Intl.DateTimeFormat(locale, { timeZone: FIRM_TIME_ZONE, month: 'short', day: 'numeric', year: 'numeric' }).format(
      new Date(paidAt),
    ),
    analysisBy: new Intl.DateTimeFormat(locale, {
      timeZone: FIRM_TIME_ZONE,
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    }).format(new Date(promises.analysisBy.iso)),
    reportWindow: `${day(promises.reportFrom.iso, false)} – ${day(promises.reportTo.iso, true)}`,
  }
}

export async function purchasePortal(request: Request, signup: Signup, justSignedIn = false, lang: Lang = 'en'): Promise<PurchasePortal> {
  const session = await getPurchaseSession(request)
  const user = signup.user_id
    ? await getDb().selectFrom('users').select(['password_hash']).where('id', '=', signup.user_id).executeTakeFirst()
    : null
  const promises = signup.paid_at ? promiseLabels(lang, signup.paid_at) : null
  return {
    signupId: signup.id,
    firstName: signup.name.trim().split(/\s+/)[0] || (lang === 'es' ? 'Cliente' : 'Client'),
    company: signup.company_name,
    email: signup.email,
    amountLabel: formatDollars(lang, signup.amount_cents != null ? signup.amount_cents / 100 : 4000),
    paidOn: promises?.paidOn ?? null,
    analysisBy: promises?.analysisBy ?? null,
    reportWindow: promises?.reportWindow ?? null,
    authorizationSigned: signup.post_envelope_status === 'completed',
    signedIn: justSignedIn || Boolean(session && session.signupId === signup.id && session.userId === signup.user_id),
    hasPassword: Boolean(user?.password_hash),
  }
}

/** True when the signup is paid and its account exists (the page can be shown). */
export function isProvisioned(signup: Signup) {
  return signup.state === 'complete' && Boolean(signup.user_id)
}

/**
 * 'Choose a password': the set-password link again, to the purchase's address (only its owner can use
 * it). Limited per address of the asker like the other public forms. Returns seconds to wait, or null.
 */
export async function sendPasswordLink(request: Request, signup: Signup): Promise<number | null> {
  if (!signup.user_id) return null
  const wait = await hitRateLimit('passwordReset', clientIp(request))
  if (wait) return wait
  const userId = signup.user_id
  await writeTransaction((trx) =>
    enqueue(trx, 'send-email', { template: 'set-password', params: { userId } }, { type: 'user', id: userId }),
  )
  return null
}
