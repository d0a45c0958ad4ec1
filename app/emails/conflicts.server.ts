// Emails of the conflict check: to a buyer when the firm clears the check (a link back to payment) or
// cannot take the matter (courteous, no reason given), and to the firm when a check waits too long.
import { UnrecoverableError } from 'bullmq'
import { getFirm } from '~/content/firm.server'
import type { Db } from '~/utils/db.server'
import { env } from '~/utils/env.server'
import { letter } from './layout.server'
import { signupLink } from './purchase.server'
import { param, type Template, type TemplateName } from './template.server'

async function signupById(db: Db, id: string) {
  const signup = await db.selectFrom('signups').select(['id', 'name', 'email', 'company_name']).where('id', '=', id).executeTakeFirst()
  if (!signup) throw new UnrecoverableError(`No signup ${id}`)
  return signup
}

function firstName(name: string) {
  return name.trim().split(/\s+/)[0] || 'Client'
}

export const conflictTemplates: Partial<Record<TemplateName, Template>> = {
  /** The routine check is complete: the buyer may pay. params { signupId }. */
  'conflict-cleared': async (db, params) => {
    const signup = await signupById(db, param(params, 'signupId'))
    const firm = getFirm()
    return letter({
      to: signup.email,
      subject: `You can complete your Growth Score | ${firm.name}`,
      intro: [
        `Dear ${firstName(signup.name)},`,
        `Thank you for your patience. We have completed our routine check for ${signup.company_name}, and we are glad to take on your Growth Score.`,
        'Your signed engagement letter is on file. The button below takes you back to the payment step.',
      ],
      action: { label: 'Continue to payment', url: signupLink(signup.id, '/growth-score/payment') },
      outro: ['The link is personal to you; please do not forward it.'],
    })
  },

  /** The firm cannot take the matter: nothing was charged, and no reason is given. params { signupId }. */
  'conflict-declined': async (db, params) => {
    const signup = await signupById(db, param(params, 'signupId'))
    const firm = getFirm()
    return letter({
      to: signup.email,
      subject: `About your Growth Score request | ${firm.name}`,
      intro: [
        `Dear ${firstName(signup.name)},`,
        `Thank you for choosing ${firm.name}. Before accepting any engagement we complete a routine review, and after that review we are unfortunately unable to take on this matter for ${signup.company_name} at this time.`,
        'Your engagement letter will not take effect, and nothing has been charged to you. This decision says nothing about the merits of your business.',
        'We would be glad to suggest other counsel if that would help: simply reply to this email.',
      ],
      outro: ['We wish you every success.'],
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
