// Emails of the Growth Score purchase: the signed letter (PDF attached) and the purchase confirmation
// (the signed letter attached, the post-payment agreement's link) with the promises of spec section 9. Each reads by id.
import fs from 'node:fs/promises'
import { UnrecoverableError } from 'bullmq'
import { getFirm } from '~/content/firm.server'
import { GROWTH_SCORE_PRICE_LABEL } from '~/content/engagement-letter'
import { signupLinkToken } from '~/models/signup-access.server'
import type { Db } from '~/utils/db.server'
import { env } from '~/utils/env.server'
import { letter } from './layout.server'
import { clientPromises } from '~/models/promises'
import { easternMoment, param, type Template, type TemplateName } from './template.server'

async function signupById(db: Db, id: string) {
  const signup = await db.selectFrom('signups').selectAll().where('id', '=', id).executeTakeFirst()
  if (!signup) throw new UnrecoverableError(`No signup ${id}`)
  return signup
}

/** What was paid, as the emails write it: "$4,000.00 USD". */
function amountPaid(signup: { amount_cents: number | null; currency: string | null }) {
  return signup.amount_cents != null
    ? `$${(signup.amount_cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })} ${String(signup.currency ?? 'usd').toUpperCase()}`
    : GROWTH_SCORE_PRICE_LABEL
}

function firstName(name: string) {
  return name.trim().split(/\s+/)[0] || 'Client'
}

/** A link that opens this signup's pages in any browser (the emailed link of the access rules). */
export function signupLink(signupId: string, path = '/growth-score') {
  const url = new URL(`${env().APP_URL}${path}`)
  url.searchParams.set('signup_id', signupId)
  url.searchParams.set('access', signupLinkToken(signupId))
  return url.toString()
}

export const purchaseTemplates: Partial<Record<TemplateName, Template>> = {
  /** The signed engagement letter (or agreement) as a PDF: params { signatureId }. */
  'signed-letter': async (db, params) => {
    const signature = await db.selectFrom('signatures').selectAll().where('id', '=', param(params, 'signatureId')).executeTakeFirst()
    if (!signature) throw new UnrecoverableError(`No signature ${params.signatureId}`)
    if (!signature.pdf_path) throw new Error('The signed PDF is not rendered yet')
    const signup = await signupById(db, signature.signup_id)
    const content = await fs.readFile(signature.pdf_path)
    const firm = getFirm()
    const engagement = signature.purpose === 'engagement-letter'
    const what = engagement ? 'engagement letter' : 'document review authorization'
    const message = letter({
      to: signature.signer_email,
      subject: `Your signed ${what} | ${firm.name}`,
      intro: [
        `Dear ${firstName(signature.signer_name)},`,
        `Thank you for signing. Your signed ${what} is attached as a PDF for your records. Its last page is a signature certificate with a verification code.`,
        ...(engagement && signup.payment_status !== 'paid'
          ? ['If you closed the page before paying, the link below takes you back to the payment step.']
          : []),
      ],
      rows: [
        ['Signed by', signature.signer_name],
        ['Verification code', signature.verification_code],
      ],
      action:
        engagement && signup.payment_status !== 'paid'
          ? { label: 'Continue to payment', url: signupLink(signup.id) }
          : {
              label: 'Verify this document',
              url: `${env().APP_URL}/growth-score/verify?code=${encodeURIComponent(signature.verification_code)}`,
            },
    })
    return {
      ...message,
      attachments: [
        {
          filename: engagement ? 'engagement-letter-signed.pdf' : 'document-authorization-signed.pdf',
          content,
          contentType: 'application/pdf',
        },
      ],
    }
  },

  /**
   * The built-in provider's post-payment signing link, by email: no longer queued (the confirmation
   * carries the link); kept so that a job queued before the change still sends. params { signupId }.
   */
  'post-payment-signing-link': async (db, params) => {
    const signup = await signupById(db, param(params, 'signupId'))
    const firm = getFirm()
    return letter({
      to: signup.email,
      subject: `Please sign: document review authorization | ${firm.name}`,
      intro: [
        `Dear ${firstName(signup.name)},`,
        'So that we can begin reviewing your company’s documents, please read and sign the short document review authorization. It takes about a minute.',
      ],
      action: { label: 'Review and sign', url: signupLink(signup.id, '/growth-score/agreement') },
      outro: ['The link is personal to you; please do not forward it.'],
    })
  },

  /**
   * After payment, the first of the buyer's two emails (the other is the portal password): what happens
   * next with the promises of spec section 9, the signed engagement letter attached, and the link to
   * sign the document review authorization (the built-in provider's; DocuSign sends its own). params { signupId }.
   */
  'purchase-confirmation': async (db, params) => {
    const signup = await signupById(db, param(params, 'signupId'))
    if (signup.payment_status !== 'paid') throw new UnrecoverableError(`Signup ${signup.id} is not paid`)
    const user = signup.user_id
      ? await db.selectFrom('users').select(['password_hash']).where('id', '=', signup.user_id).executeTakeFirst()
      : null
    const signatures = await db
      .selectFrom('signatures')
      .select(['id', 'purpose', 'pdf_path', 'verification_code'])
      .where('signup_id', '=', signup.id)
      .execute()
    const letterSignature = signatures.find((s) => s.purpose === 'engagement-letter')
    const authorizationSigned = signatures.some((s) => s.purpose === 'post-payment-agreement')
    // The signed letter is attached once: here, unless its own email went out first (unpaid an hour after signing).
    const alreadyEmailed = letterSignature
      ? Boolean(
          await db
            .selectFrom('outbox')
            .select('id')
            .where('kind', '=', 'send-email')
            .where('subject_type', '=', 'signature')
            .where('subject_id', '=', letterSignature.id)
            .executeTakeFirst(),
        )
      : false
    const pdf = letterSignature?.pdf_path && !alreadyEmailed ? await fs.readFile(letterSignature.pdf_path).catch(() => null) : null
    const builtin = env().SIGNATURE_PROVIDER === 'builtin'
    const firm = getFirm()
    const amount = amountPaid(signup)
    const authorizationStep = authorizationSigned
      ? '1. Your document review authorization is signed. Thank you.'
      : builtin
        ? '1. Sign the document review authorization, a one-page addendum that lets us review your company’s documents: use the button below.'
        : '1. Sign the document review authorization, a one-page addendum that lets us review your company’s documents. Our signature service emails it to you.'
    return {
      ...letter({
        to: signup.email,
        subject: `Your Growth Score is confirmed | ${firm.name}`,
        intro: [
          `Dear ${firstName(signup.name)},`,
          `Thank you for your purchase. Your Growth Score for ${signup.company_name} is confirmed, and here is what happens next:`,
          authorizationStep,
          user?.password_hash
            ? '2. Sign in to your client portal with your existing password to follow your progress and see the documents we need.'
            : '2. Set the password of your client portal: a separate email brings the link. The portal shows your progress and the documents we need.',
          '3. Our analysis begins within 24 hours.',
          '4. Your Growth Score report arrives within 5–7 business days after we receive your documents.',
          '5. After delivery you have 30 days of priority email access to the firm.',
          'Our guarantee: if any part of your report is unclear, we will hold a bonus clarity session with you at no charge.',
          pdf
            ? 'Your signed engagement letter is attached as a PDF for your records; its last page is the signature certificate.'
            : alreadyEmailed
              ? `Your signed engagement letter came with our earlier email; you can download it again at ${signupLink(signup.id, '/growth-score/document')}.`
              : `Your signed engagement letter can be downloaded at ${signupLink(signup.id, '/growth-score/document')}.`,
        ],
        rows: [
          ['Amount paid', amount],
          ['Paid on', signup.paid_at ? easternMoment(signup.paid_at) : null],
          ['Company', signup.company_name],
          ['Letter verification code', letterSignature?.verification_code ?? null],
        ],
        action:
          builtin && !authorizationSigned
            ? { label: 'Review and sign the authorization', url: signupLink(signup.id, '/growth-score/agreement') }
            : { label: 'Open your client portal', url: `${env().APP_URL}/auth` },
        outro: [
          'The fee is non-refundable and fully earned upon signing, as set out in your engagement letter.',
          `Questions? Reply to this email or write to ${firm.email}.`,
        ],
        replyTo: firm.email,
      }),
      ...(pdf ? { attachments: [{ filename: 'engagement-letter-signed.pdf', content: pdf, contentType: 'application/pdf' }] } : {}),
    }
  },

  /**
   * To the firm, the moment a payment is confirmed (queued by markPaid in the same transaction):
   * who paid, for which company, how much, and by when the analysis must begin. params { signupId }.
   */
  'purchase-firm-notice': async (db, params) => {
    const signup = await signupById(db, param(params, 'signupId'))
    if (signup.payment_status !== 'paid' || !signup.paid_at) throw new UnrecoverableError(`Signup ${signup.id} is not paid`)
    const amount = amountPaid(signup)
    const due = easternMoment(clientPromises(signup.paid_at).analysisBy.iso)
    const short = signup.amount_cents != null ? `$${(signup.amount_cents / 100).toLocaleString('en-US')}` : GROWTH_SCORE_PRICE_LABEL
    return letter({
      to: env().FIRM_NOTIFY_EMAIL,
      internal: true,
      replyTo: signup.email,
      subject: `Paid: ${signup.name}, ${signup.company_name}, ${short}, analysis due by ${due}`,
      intro: [
        `${signup.name} of ${signup.company_name} paid for the Growth Score. Our promise: the analysis begins by ${due}.`,
        ...(signup.over_capacity_at ? ['This payment arrived after the month was full: it is honoured and flagged over capacity.'] : []),
      ],
      rows: [
        ['Client', signup.name],
        ['Company', signup.company_name],
        ['Email', signup.email],
        ['Phone', signup.phone],
        ['Amount paid', amount],
        ['Paid on', easternMoment(signup.paid_at)],
        ['Analysis due by', due],
      ],
      action: { label: 'Open purchases in the admin panel', url: `${env().APP_URL}/internal-admin/purchases` },
    })
  },
}
