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
import { INTL_LOCALE, localePath, type Lang } from '~/utils/i18n'
import { serverT, storedLang } from '~/utils/i18n.server'
import { clientPromises } from '~/models/promises'
import { easternMoment, param, type Template, type TemplateName } from './template.server'

async function signupById(db: Db, id: string) {
  const signup = await db.selectFrom('signups').selectAll().where('id', '=', id).executeTakeFirst()
  if (!signup) throw new UnrecoverableError(`No signup ${id}`)
  return signup
}

/** What was paid, as the emails write it: "$4,000.00 USD". */
function amountPaid(signup: { amount_cents: number | null; currency: string | null }, lang: Lang = 'en') {
  return signup.amount_cents != null
    ? `$${(signup.amount_cents / 100).toLocaleString(INTL_LOCALE[lang], { minimumFractionDigits: 2 })} ${String(signup.currency ?? 'usd').toUpperCase()}`
    : GROWTH_SCORE_PRICE_LABEL
}

function firstName(name: string, lang: Lang = 'en') {
  return name.trim().split(/\s+/)[0] || serverT(lang, 'purchaseEmails')('client')
}

/**
 * A link that opens this signup's pages in any browser (the emailed link of the access rules), in the
 * signup's language (the spec's /growth-score?signup_id=… itself continues in it).
 */
export function signupLink(signupId: string, path = '/growth-score', lang: Lang = 'en') {
  const url = new URL(`${env().APP_URL}${path === '/growth-score' ? path : localePath(lang, path)}`)
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
    const lang = storedLang(signup.language)
    const t = serverT(lang, 'purchaseEmails')
    const engagement = signature.purpose === 'engagement-letter'
    const what = engagement ? t('signed.engagement') : t('signed.authorization')
    const message = letter({
      to: signature.signer_email,
      lang,
      subject: t('signed.subject', { what, firm: firm.name }),
      intro: [
        t('dear', { name: firstName(signature.signer_name, lang) }),
        t('signed.thanks', { what }),
        ...(engagement && signup.payment_status !== 'paid' ? [t('signed.unpaid')] : []),
      ],
      rows: [
        [t('signed.signedBy'), signature.signer_name],
        [t('signed.code'), signature.verification_code],
      ],
      action:
        engagement && signup.payment_status !== 'paid'
          ? { label: t('signed.continue'), url: signupLink(signup.id, '/growth-score', lang) }
          : {
              label: t('signed.verify'),
              url: `${env().APP_URL}${localePath(lang, `/growth-score/verify?code=${encodeURIComponent(signature.verification_code)}`)}`,
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
    const lang = storedLang(signup.language)
    const t = serverT(lang, 'purchaseEmails')
    return letter({
      to: signup.email,
      lang,
      subject: t('signingLink.subject', { firm: firm.name }),
      intro: [t('dear', { name: firstName(signup.name, lang) }), t('signingLink.text')],
      action: { label: t('signingLink.action'), url: signupLink(signup.id, '/growth-score/agreement', lang) },
      outro: [t('signingLink.personal')],
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
    const lang = storedLang(signup.language)
    const t = serverT(lang, 'purchaseEmails')
    const amount = amountPaid(signup, lang)
    const authorizationStep = authorizationSigned
      ? t('confirmation.authorizationSigned')
      : builtin
        ? t('confirmation.authorizationBuiltin')
        : t('confirmation.authorizationService')
    const documentLink = signupLink(signup.id, '/growth-score/document', lang)
    return {
      ...letter({
        to: signup.email,
        lang,
        subject: t('confirmation.subject', { firm: firm.name }),
        intro: [
          t('dear', { name: firstName(signup.name, lang) }),
          t('confirmation.thanks', { company: signup.company_name }),
          authorizationStep,
          user?.password_hash ? t('confirmation.portalExisting') : t('confirmation.portalNew'),
          t('confirmation.analysis'),
          t('confirmation.report'),
          t('confirmation.priority'),
          t('confirmation.guarantee'),
          pdf
            ? t('confirmation.attached')
            : alreadyEmailed
              ? t('confirmation.earlier', { url: documentLink })
              : t('confirmation.download', { url: documentLink }),
        ],
        rows: [
          [t('confirmation.amountPaid'), amount],
          [t('confirmation.paidOn'), signup.paid_at ? easternMoment(signup.paid_at, lang) : null],
          [t('confirmation.company'), signup.company_name],
          [t('confirmation.letterCode'), letterSignature?.verification_code ?? null],
        ],
        action:
          builtin && !authorizationSigned
            ? { label: t('confirmation.sign'), url: signupLink(signup.id, '/growth-score/agreement', lang) }
            : { label: t('confirmation.portal'), url: `${env().APP_URL}${localePath(lang, '/auth')}` },
        outro: [t('confirmation.nonRefundable'), t('confirmation.questions', { email: firm.email })],
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
        ['Language', storedLang(signup.language) === 'es' ? 'Spanish' : 'English'],
      ],
      action: { label: 'Open purchases in the admin panel', url: `${env().APP_URL}/internal-admin/purchases` },
    })
  },
}
