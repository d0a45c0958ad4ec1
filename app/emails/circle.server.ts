// The Circle's emails: the invitation (its link minted at send time), notices to the member (welcome,
// payment failed, ended, deliverable ready) and to the firm (joined, payment failed, ended, request).
import { UnrecoverableError } from 'bullmq'
import { CIRCLE_INVITATION_DAYS, CIRCLE_PRICE_LABEL } from '~/content/circle'
import { cardLabel, getMembership } from '~/models/memberships.server'
import { mintInvitationLink } from '~/models/membership-joining.server'
import type { Db } from '~/utils/db.server'
import { env } from '~/utils/env.server'
import { letter } from './layout.server'
import { param, type Template, type TemplateName } from './template.server'
import { longDate } from '~/utils/misc'

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
    const url = await mintInvitationLink(invitation.id)
    return letter({
      to: invitation.email,
      subject: 'Your invitation to the Apex Circle',
      intro: [
        `Dear ${invitation.name},`,
        'Thank you for applying to the Apex Circle. We would be glad to have you as a member.',
        `The link below takes you to the membership terms and then to payment (${CIRCLE_PRICE_LABEL} a month). It works once, for this address only, and expires in ${CIRCLE_INVITATION_DAYS} days.`,
      ],
      action: { label: 'Accept your invitation', url },
      outro: ['If you did not apply, you can ignore this email.'],
    })
  },

  /** params { membershipId, notice: welcome | payment-failed | payment-recovered | duplicate-refunded | ended | delivered, deliverableId? } */
  'circle-member-notice': async (db, params) => {
    const m = await membershipById(param(params, 'membershipId'))
    const notice = param(params, 'notice')
    const portal = { label: 'Open your portal', url: `${env().APP_URL}/dashboard/apex-circle` }
    const toMember = (subject: string, intro: string[], rows?: Array<[string, string | null]>) =>
      letter({ to: m.email, subject, intro: [`Dear ${m.name},`, ...intro], rows, action: portal })
    if (notice === 'welcome')
      return toMember(
        'Welcome to the Apex Circle',
        [
          'Your membership is active. From your portal you can request up to two deliverables a month, book your quarterly planning session and write to your attorney with priority.',
        ],
        [
          ['Paid today', `${CIRCLE_PRICE_LABEL} for the first month`],
          ['Card', cardLabel(m.card_brand, m.card_last4)],
          ['Next billing date', longDate(m.current_period_end)],
        ],
      )
    if (notice === 'payment-recovered')
      return toMember(
        'Your Apex Circle payment went through',
        ['Thank you: the payment that failed earlier has now been made, and your membership is in good standing.'],
        [['Next billing date', longDate(m.current_period_end)]],
      )
    if (notice === 'duplicate-refunded')
      return toMember('We refunded a second Apex Circle payment', [
        'Your membership was paid twice, through two checkouts. We cancelled the second subscription and refunded its payment in full; your membership continues unchanged. The refund reaches your card within 5–10 business days.',
      ])
    if (notice === 'payment-failed')
      return toMember('Your Apex Circle payment did not go through', [
        'This month’s payment for your membership failed. Our payment processor will try again over the next few days; you can update your card from your portal in the meantime.',
        'If every attempt fails, the membership ends.',
      ])
    if (notice === 'ended')
      return toMember('Your Apex Circle membership has ended', [
        'Your membership has ended and no further payments will be taken. Deliverables already sent to you stay in your portal.',
      ])
    if (notice === 'delivered') {
      const d = await deliverableTitle(db, params.deliverableId)
      return toMember(`Your deliverable is ready${d ? `: ${d.title}` : ''}`, [
        'Your attorney has delivered the work you asked for. You can download it from your portal.',
      ])
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
