// The post-payment agreement (built-in provider): reached through the emailed link, it shows the
// addendum with the same controls as the engagement letter's signing page.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data, redirect } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { NarrowPage } from '~/components/marketing/ui'
import { FlowNotices, StartOver } from '~/components/purchase-step'
import { SignableLetter } from '~/components/signature-form'
import { consentFor, isPaid, postPaymentAgreementFor } from '~/models/signups.server'
import { getDb } from '~/utils/db.server'
import { signatureSchema } from '~/schemas/growth-score'
import * as purchase from '~/locales/purchase'
import { fill, localePath, metaCopy, useCopy, useLocalePath } from '~/utils/i18n'
import { copiesIn, requestLang, spanishCopy } from '~/utils/i18n.server'
import { readFormData } from '~/utils/form-data.server'
import { accessibleSignup, boundSignup, documentUrl, documentView, formReply, party } from './__flow.server'
import { noticesIn } from './__notices'
import { rootMetaData } from '~/utils/seo'
import { requestMeta } from '~/utils/request-meta.server'
import { confirmAgreementSignature } from '~/models/signup-signing.server'

export async function loader({ request }: LoaderFunctionArgs) {
  const signup = await accessibleSignup(request)
  if (!signup || !isPaid(signup))
    return data({ spanish: spanishCopy(requestLang(request), 'letter', 'purchase'), state: 'restart' as const }, { status: 404 })
  const signed = await getDb()
    .selectFrom('signatures')
    .select(['signed_at', 'verification_code'])
    .where('signup_id', '=', signup.id)
    .where('purpose', '=', 'post-payment-agreement')
    .executeTakeFirst()
  const doc = postPaymentAgreementFor(signup)!
  return data({
    spanish: spanishCopy(requestLang(request), 'letter', 'purchase'),
    state: signed ? ('signed' as const) : ('open' as const),
    signupId: signup.id,
    party: party(signup),
    letter: documentView(doc),
    consent: consentFor('post-payment-agreement', doc),
    authorizationPdf: documentUrl(signup.id, 'post-payment-agreement', requestLang(request)),
  })
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await readFormData(request)
  const signup = await boundSignup(request, form)
  const lang = requestLang(request)
  const NOTICES = noticesIn(copiesIn(lang))
  if (!signup || !isPaid(signup)) return formReply({ notices: [NOTICES.missingSignup] })
  const submission = parseWithZod(form, { schema: signatureSchema(copiesIn(lang)) })
  if (submission.status !== 'success') return formReply({ notices: [], result: submission.reply(), form: 'signature' })
  const result = await confirmAgreementSignature(signup.id, {
    signerName: submission.value.full_name,
    consent: submission.value.consent,
    shownSha256: submission.value.letter_sha256,
    meta: requestMeta(request),
  })
  if (!result.ok && result.reason !== 'already-signed') return formReply({ notices: [NOTICES.signingFailed] }, 409)
  throw redirect(localePath(lang, `/growth-score/agreement?signup_id=${encodeURIComponent(signup.id)}`))
}

export default function AgreementPage() {
  const loaded = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const t = useCopy(purchase).agreement
  const to = useLocalePath()
  return (
    <NarrowPage className="max-w-4xl" eyebrow={t.eyebrow}>
      <h1 className="mt-4 font-serif text-3xl font-semibold sm:text-[2.4rem]">{t.heading}</h1>
      <FlowNotices notices={actionData?.notices ?? []} className="mt-6" />
      <div className="mt-8">
        {loaded.state === 'restart' ? (
          <StartOver />
        ) : loaded.state === 'signed' ? (
          <div className="border-l-4 border-success bg-paper-raised p-6" role="status">
            <h2 className="font-serif text-2xl font-semibold">{t.signedTitle}</h2>
            <p className="mt-2 text-[16px] text-ink-soft">{t.signedText}</p>
            <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-[16px] font-semibold">
              <a href={loaded.authorizationPdf} className="underline underline-offset-4">
                {t.download}
              </a>
              <Link
                to={to(`/growth-score/complete?signup_id=${encodeURIComponent(loaded.signupId)}`)}
                className="underline underline-offset-4"
              >
                {t.back}
              </Link>
            </p>
          </div>
        ) : (
          <SignableLetter
            id="agreement"
            signupId={loaded.signupId}
            letter={loaded.letter}
            party={loaded.party}
            consentLabel={loaded.consent}
            lastResult={actionData?.form === 'signature' ? actionData.result : undefined}
          />
        )}
      </div>
    </NarrowPage>
  )
}

export const meta: MetaFunction = (args) => [
  { title: fill(metaCopy(args, purchase).meta.agreement, { firm: rootMetaData(args).firm.name }) },
  { name: 'robots', content: 'noindex' },
]
