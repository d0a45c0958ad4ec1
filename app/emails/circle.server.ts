// The Circle's emails: the invitation (its link minted at send time), notices to the member (welcome,
// payment failed, ended, deliverable ready) and to the firm (joined, payment failed, ended, request).
import { UnrecoverableError } from 'bullmq'
import { CIRCLE_INVITATION_DAYS, CIRCLE_PRICE_LABEL } from '~/content/circle'
import { mintInvitationLink } from '~/models/memberships.server'
import type { Db } from '~/utils/db.server'
import { env } from '~/utils/env.server'
import { letter } from './layout.server'
import { param, type Template, type TemplateName } from './template.server'

async function membershipById(db: Db, id: string) {
  const m = await db.selectFrom('circle_memberships').selectAll().where('id', '=', id).executeTakeFirst()
  if (!m) throw new UnrecoverableError(`No membership ${id}`)
  return m
}

async function deliverableTitle(db: Db, id: string | undefined) {
  if (!id) return null
  const d = await db.selectFrom('circle_deliverables').select(['title', 'description']).where('id', '=', id).executeTakeFirst()
  return d ?? null
}

const longDate = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', dateStyle: 'long' })
const date = (iso: string | null) => (iso ? longDate.format(new Date(iso)) : null)

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
    const url = await mintInvitationLink(db, invitation.id)
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

  /** params { membershipId, notice: welcome | payment-failed | ended | delivered, deliverableId? } */
  'circle-member-notice': async (db, params) => {
    const m = await membershipById(db, param(params, 'membershipId'))
    const notice = param(params, 'notice')
    const portal = { label: 'Open your portal', url: `${env().APP_URL}/dashboard/apex-circle` }
    const greeting = `Dear ${m.name},`
    if (notice === 'welcome')
      return letter({
        to: m.email,
        subject: 'Welcome to the Apex Circle',
        intro: [
          greeting,
          'Your membership is active. From your portal you can request up to two deliverables a month, book your quarterly planning session and write to your attorney with priority.',
        ],
        rows: [['Next invoice', date(m.current_period_end)]],
        action: portal,
      })
    if (notice === 'payment-failed')
      return letter({
        to: m.email,
        subject: 'Your Apex Circle payment did not go through',
        intro: [
          greeting,
          'This month’s payment for your membership failed. Our payment processor will try again over the next few days; you can update your card from your portal in the meantime.',
          'If every attempt fails, the membership ends.',
        ],
        action: portal,
      })
    if (notice === 'ended')
      return letter({
        to: m.email,
        subject: 'Your Apex Circle membership has ended',
        intro: [
          greeting,
          'Your membership has ended and no further payments will be taken. Deliverables already sent to you stay in your portal.',
        ],
        action: portal,
      })
    if (notice === 'delivered') {
      const d = await deliverableTitle(db, params.deliverableId)
      return letter({
        to: m.email,
        subject: `Your deliverable is ready${d ? `: ${d.title}` : ''}`,
        intro: [greeting, 'Your attorney has delivered the work you asked for. You can download it from your portal.'],
        action: portal,
      })
    }
    throw new UnrecoverableError(`Unknown member notice ${notice}`)
  },

  /** params { membershipId, notice: joined | payment-failed | ended | deliverable-requested, deliverableId? } */
  'circle-firm-notice': async (db, params) => {
    const m = await membershipById(db, param(params, 'membershipId'))
    const notice = param(params, 'notice')
    const rows: Array<[string, string | null]> = [
      ['Member', m.name],
      ['Email', m.email],
      ['Company', m.company_name],
    ]
    const admin = { label: 'Open the Circle in the admin panel', url: `${env().APP_URL}/internal-admin/circle` }
    const to = env().FIRM_NOTIFY_EMAIL
    if (notice === 'joined')
      return letter({
        to,
        subject: `New Circle member: ${m.name}`,
        intro: ['A new member joined the Apex Circle and paid the first month.'],
        rows,
        action: admin,
        internal: true,
      })
    if (notice === 'payment-failed')
      return letter({
        to,
        subject: `Circle payment failed: ${m.name}`,
        intro: ['A member’s monthly payment failed. The processor will retry.'],
        rows,
        action: admin,
        internal: true,
      })
    if (notice === 'ended')
      return letter({
        to,
        subject: `Circle membership ended: ${m.name}`,
        intro: ['A membership has ended.'],
        rows,
        action: admin,
        internal: true,
      })
    if (notice === 'deliverable-requested') {
      const d = await deliverableTitle(db, params.deliverableId)
      return letter({
        to,
        replyTo: m.email,
        subject: `Priority: Circle deliverable requested by ${m.name}`,
        intro: ['A Circle member requested a deliverable.'],
        rows: [...rows, ['Title', d?.title ?? null], ['Description', d?.description ?? null]],
        action: admin,
        internal: true,
      })
    }
    throw new UnrecoverableError(`Unknown firm notice ${notice}`)
  },
}
