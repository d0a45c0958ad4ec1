// Emails of the Growth Score purchase: the signed letter (PDF attached), the post-payment agreement
// link, and the purchase confirmation with the promises of spec section 9. Each reads by id.
import fs from 'node:fs/promises'
import { UnrecoverableError } from 'bullmq'
import { getFirm } from '~/content/firm.server'
import { GROWTH_SCORE_PRICE_LABEL } from '~/content/engagement-letter'
import { signupLinkToken } from '~/models/signup-access.server'
import type { Db } from '~/utils/db.server'
import { env } from '~/utils/env.server'
import { letter } from './layout.server'
import { param, type Template, type TemplateName } from './template.server'

async function signupById(db: Db, id: string) {
  const signup = await db.selectFrom('signups').selectAll().where('id', '=', id).executeTakeFirst()
  if (!signup) throw new UnrecoverableError(`No signup ${id}`)
  return signup
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

  /** The built-in provider's post-payment envelope: the signing link, by email. params { signupId }. */
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

  /** After payment: what happens next, with the promises of spec section 9. params { signupId }. */
  'purchase-confirmation': async (db, params) => {
    const signup = await signupById(db, param(params, 'signupId'))
    if (signup.payment_status !== 'paid') throw new UnrecoverableError(`Signup ${signup.id} is not paid`)
    const user = signup.user_id
      ? await db.selectFrom('users').select(['password_hash']).where('id', '=', signup.user_id).executeTakeFirst()
      : null
    const firm = getFirm()
    const amount =
      signup.amount_cents != null
        ? `$${(signup.amount_cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })} ${String(signup.currency ?? 'usd').toUpperCase()}`
        : GROWTH_SCORE_PRICE_LABEL
    return letter({
      to: signup.email,
      subject: `Your Growth Score is confirmed | ${firm.name}`,
      intro: [
        `Dear ${firstName(signup.name)},`,
        `Thank you for your purchase. Your Growth Score for ${signup.company_name} is confirmed, and here is what happens next:`,
        '1. Our analysis begins within 24 hours.',
        '2. Your Growth Score report arrives within 5–7 business days after we receive your documents.',
        '3. After delivery you have 30 days of priority email access to the firm.',
        'Our guarantee: if any part of your report is unclear, we will hold a bonus clarity session with you at no charge.',
        user?.password_hash
          ? 'Your client portal is ready: sign in with your existing password to see your progress and the documents we need.'
          : 'A separate email brings the link to set the password of your client portal, where you can follow your progress and see the documents we need.',
      ],
      rows: [
        ['Amount paid', amount],
        [
          'Paid on',
          signup.paid_at
            ? new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', dateStyle: 'long', timeStyle: 'short' }).format(
                new Date(signup.paid_at),
              )
            : null,
        ],
        ['Company', signup.company_name],
      ],
      action: { label: 'Open your client portal', url: `${env().APP_URL}/auth` },
      outro: [
        'The fee is non-refundable and fully earned upon signing, as set out in your engagement letter.',
        `Questions? Reply to this email or write to ${firm.email}.`,
      ],
      replyTo: firm.email,
    })
  },
}
