// Emails of the conflict check: to a buyer when the firm clears the check (a link back to payment) or
// cannot take the matter (courteous, no reason given), both in the signup's language, and to the firm
// (in English) when a check waits too long.
import { UnrecoverableError } from 'bullmq'
import { getFirm } from '~/content/firm.server'
import type { Db } from '~/utils/db.server'
import { env } from '~/utils/env.server'
import { serverT, storedLang } from '~/utils/i18n.server'
import { letter } from './layout.server'
import { signupLink } from './purchase.server'
import { param, type Template, type TemplateName } from './template.server'

async function signupById(db: Db, id: string) {
  const signup = await db
    .selectFrom('signups')
    .select(['id', 'name', 'email', 'company_name', 'language'])
    .where('id', '=', id)
    .executeTakeFirst()
  if (!signup) throw new UnrecoverableError(`No signup ${id}`)
  return signup
}

function firstName(name: string, t: ReturnType<typeof serverT<'purchaseEmails'>>) {
  return name.trim().split(/\s+/)[0] || t('client')
}

export const conflictTemplates: Partial<Record<TemplateName, Template>> = {
  /** The routine check is complete: the buyer may pay. params { signupId }. */
  'conflict-cleared': async (db, params) => {
    const signup = await signupById(db, param(params, 'signupId'))
    const firm = getFirm()
    const lang = storedLang(signup.language)
    const t = serverT(lang, 'purchaseEmails')
    return letter({
      to: signup.email,
      lang,
      subject: t('conflictCleared.subject', { firm: firm.name }),
      intro: [
        t('dear', { name: firstName(signup.name, t) }),
        t('conflictCleared.text', { company: signup.company_name }),
        t('conflictCleared.onFile'),
      ],
      action: { label: t('conflictCleared.action'), url: signupLink(signup.id, '/growth-score/payment', lang) },
      outro: [t('signingLink.personal')],
    })
  },

  /** The firm cannot take the matter: nothing was charged, and no reason is given. params { signupId }. */
  'conflict-declined': async (db, params) => {
    const signup = await signupById(db, param(params, 'signupId'))
    const firm = getFirm()
    const lang = storedLang(signup.language)
    const t = serverT(lang, 'purchaseEmails')
    return letter({
      to: signup.email,
      lang,
      subject: t('conflictDeclined.subject', { firm: firm.name }),
      intro: [
        t('dear', { name: firstName(signup.name, t) }),
        t('conflictDeclined.text', { firm: firm.name, company: signup.company_name }),
        t('conflictDeclined.nothingCharged'),
        t('conflictDeclined.otherCounsel'),
      ],
      outro: [t('conflictDeclined.wishes')],
    })
  },

  /** The firm's reminder: checks waiting longer than one business day. params { count }. */
  'conflict-reminder': async (_db, params) => {
    const count = Number(param(params, 'count'))
    return letter({
      internal: true,
      to: env().FIRM_NOTIFY_EMAIL,
      subject: `${count === 1 ? 'A conflict check is' : `${count} conflict checks are`} waiting for a decision`,
      intro: [
        `${count === 1 ? 'One conflict check has' : `${count} conflict checks have`} waited more than one business day. A buyer with a possible conflict cannot pay until the firm clears or declines the check.`,
      ],
      action: { label: 'Open the conflict checks', url: `${env().APP_URL}/internal-admin/conflicts` },
    })
  },
}
