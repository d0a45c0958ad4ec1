// The Circle's emails: the invitation (its link minted at send time), notices to the member (welcome,
// payment failed, ended, deliverable ready) and to the firm (joined, payment failed, ended, request).
// The applicant's and member's emails are in their language (the lead's, then the membership's); the
// firm's notices stay English with a Language row.
import { UnrecoverableError } from 'bullmq'
import { CIRCLE_INVITATION_DAYS, circlePriceLabel } from '~/content/circle'
import { cardLabel, getMembership } from '~/models/memberships.server'
import { mintInvitationLink } from '~/models/membership-joining.server'
import type { Db } from '~/utils/db.server'
import { env } from '~/utils/env.server'
import { letter } from './layout.server'
import { param, type Template, type TemplateName } from './template.server'
import { formatLongDate, localePath, type Lang } from '~/utils/i18n'
import { serverT, storedLang } from '~/utils/i18n.server'

/** A date in the member's language, or null. */
function day(lang: Lang, at: string | null | undefined) {
  return at ? formatLongDate(lang, new Date(at)) : null
}

async function membershipById(id: string) {
  const m = await getMembership(id)
  if (!m) throw new UnrecoverableError(`No membership ${id}`)
  return m
}

async function deliverableTitle(db: Db, id: string | undefined) {
  if (!id) return null
  const d = await db.selectFrom('circle_deliverables').select(['title', 'description']).where('id', '=', id).executeTakeFirst()
  return d ?? null
}

/** The firm's plain notices about a membership: the subject (followed by the member's name) and one line. */
const firmNotices = {
  joined: { subject: 'New Circle member', intro: 'A new member joined the Apex Circle and paid the first month.' },
  'payment-failed': { subject: 'Circle payment failed', intro: 'A member’s monthly payment failed. The processor will retry.' },
  ended: { subject: 'Circle membership ended', intro: 'A membership has ended.' },
  'payment-recovered': {
    subject: 'Circle payment recovered',
    intro: 'A member’s failed payment has now gone through; the membership is in good standing.',
  },
  'duplicate-refunded': {
    subject: 'Second Circle subscription refunded',
    intro:
      'A member paid two checkouts for one membership. The second subscription was cancelled at the payment processor and its payment refunded; the membership continues on the first.',
  },
  'duplicate-failed': {
    subject: 'Action needed: second Circle subscription not cancelled',
    intro:
      'A member paid two checkouts for one membership. Cancelling or refunding the second subscription at the payment processor failed after every retry: please cancel and refund it in the processor’s dashboard.',
  },
}

export const circleTemplates: Partial<Record<TemplateName, Template>> = {
  /** params { invitationId } */
  'circle-invitation': async (db, params) => {
    const invitation = await db
      .selectFrom('circle_invitations')
      .selectAll()
      .where('id', '=', param(params, 'invitationId'))
      .executeTakeFirst()
    if (!invitation) throw new UnrecoverableError(`No invitation ${params.invitationId}`)
    if (invitation.used_at) throw new UnrecoverableError('The invitation was used before its email went out')
    const lead = await db.selectFrom('leads').select('language').where('id', '=', invitation.lead_id).executeTakeFirst()
    const lang = storedLang(lead?.language)
    const t = serverT(lang, 'circleEmails')
    const url = await mintInvitationLink(invitation.id, lang)
    return letter({
      to: invitation.email,
      subject: t('invitation.subject'),
      intro: [
        t('dear', { name: invitation.name }),
        t('invitation.thanks'),
        t('invitation.link', { price: circlePriceLabel(lang), days: CIRCLE_INVITATION_DAYS }),
      ],
      action: { label: t('invitation.action'), url },
      outro: [t('invitation.ignore')],
      lang,
    })
  },

  /** params { membershipId, notice: welcome | payment-failed | payment-recovered | duplicate-refunded | ended | delivered, deliverableId? } */
  'circle-member-notice': async (db, params) => {
    const m = await membershipById(param(params, 'membershipId'))
    const notice = param(params, 'notice')
    const lang = storedLang(m.language)
    const t = serverT(lang, 'circleEmails')
    const portal = { label: t('portal'), url: `${env().APP_URL}${localePath(lang, '/dashboard/apex-circle')}` }
    const toMember = (subject: string, intro: string[], rows?: Array<[string, string | null]>) =>
      letter({ to: m.email, subject, intro: [t('dear', { name: m.name }), ...intro], rows, action: portal, lang })
    if (notice === 'welcome')
      return toMember(
        t('welcome.subject'),
        [t('welcome.text')],
        [
          [t('welcome.paidToday'), t('welcome.paidTodayValue', { price: circlePriceLabel(lang) })],
          [t('welcome.card'), cardLabel(m.card_brand, m.card_last4, lang)],
          [t('welcome.nextBilling'), day(lang, m.current_period_end)],
        ],
      )
    if (notice === 'payment-recovered')
      return toMember(t('recovered.subject'), [t('recovered.text')], [[t('welcome.nextBilling'), day(lang, m.current_period_end)]])
    if (notice === 'duplicate-refunded') return toMember(t('duplicateRefunded.subject'), [t('duplicateRefunded.text')])
    if (notice === 'payment-failed') return toMember(t('paymentFailed.subject'), [t('paymentFailed.text'), t('paymentFailed.ends')])
    if (notice === 'ended') return toMember(t('ended.subject'), [t('ended.text')])
    if (notice === 'delivered') {
      const d = await deliverableTitle(db, params.deliverableId)
      return toMember(d ? t('delivered.subjectWithTitle', { title: d.title }) : t('delivered.subject'), [t('delivered.text')])
    }
    throw new UnrecoverableError(`Unknown member notice ${notice}`)
  },

  /** params { membershipId, notice: joined | payment-failed | ended | deliverable-requested, deliverableId? } */
  'circle-firm-notice': async (db, params) => {
    const m = await membershipById(param(params, 'membershipId'))
    const notice = param(params, 'notice')
    const rows: Array<[string, string | null]> = [
      ['Member', m.name],
      ['Email', m.email],
      ['Company', m.company_name],
      ['Language', storedLang(m.language) === 'es' ? 'Spanish' : 'English'],
    ]
    const toFirm = {
      to: env().FIRM_NOTIFY_EMAIL,
      action: { label: 'Open the Circle in the admin panel', url: `${env().APP_URL}/internal-admin/circle` },
      internal: true,
    }
    if (Object.hasOwn(firmNotices, notice)) {
      const { subject, intro } = firmNotices[notice as keyof typeof firmNotices]
      return letter({ ...toFirm, subject: `${subject}: ${m.name}`, intro: [intro], rows })
    }
    if (notice === 'deliverable-requested') {
      const d = await deliverableTitle(db, params.deliverableId)
      return letter({
        ...toFirm,
        replyTo: m.email,
        subject: `Priority: Circle deliverable requested by ${m.name}`,
        intro: ['A Circle member requested a deliverable.'],
        rows: [...rows, ['Title', d?.title ?? null], ['Description', d?.description ?? null]],
      })
    }
    throw new UnrecoverableError(`Unknown firm notice ${notice}`)
  },
}
