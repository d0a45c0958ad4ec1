// Public signature verification: whoever holds a signed PDF enters the code from its certificate page
// and sees the signer, the time and the SHA-256 we recorded, to compare with the PDF.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { Form, useLoaderData } from '@remix-run/react'
import { buttonClass, LabeledControl } from '~/components/forms'
import { NarrowPage } from '~/components/marketing/ui'
import { formatTime } from '~/integrations/signatures/pdf.server'
import { findSignatureByCode } from '~/models/signup-signing.server'
import { clientIp, hitRateLimit } from '~/utils/rate-limit.server'
import { rootMetaData } from '~/utils/seo'
import * as purchase from '~/locales/purchase'
import { fill, INTL_LOCALE, metaCopy, useCopy } from '~/utils/i18n'
import { copyIn, requestLang, spanishCopy } from '~/utils/i18n.server'

export async function loader({ request }: LoaderFunctionArgs) {
  const code = new URL(request.url).searchParams.get('code')?.trim().slice(0, 40) ?? ''
  if (!code) return data({ spanish: spanishCopy(requestLang(request), 'purchase'), code, state: 'idle' as const, record: null })
  if (await hitRateLimit('publicForm', `verify:${clientIp(request)}`)) {
    return data({ spanish: spanishCopy(requestLang(request), 'purchase'), code, state: 'limited' as const, record: null }, { status: 429 })
  }
  const found = await findSignatureByCode(code)
  if (!found)
    return data({ spanish: spanishCopy(requestLang(request), 'purchase'), code, state: 'unknown' as const, record: null }, { status: 404 })
  const lang = requestLang(request)
  const t = copyIn(purchase, lang).verify
  const time =
    lang === 'en'
      ? formatTime(found.signed_at)
      : new Intl.DateTimeFormat(INTL_LOCALE[lang], { dateStyle: 'long', timeStyle: 'long', timeZone: 'America/New_York' }).format(
          new Date(found.signed_at),
        )
  return data({
    spanish: spanishCopy(requestLang(request), 'purchase'),
    code,
    state: 'found' as const,
    record: {
      document: found.purpose === 'engagement-letter' ? t.engagementLetter : t.addendum,
      version: found.document_version,
      signer: found.signer_name,
      signedAt: `${time} (${found.signed_at})`,
      sha256: found.document_sha256,
      code: found.verification_code,
      method: found.provider === 'builtin' ? t.builtin : fill(t.provider, { provider: found.provider }),
    },
  })
}

export default function VerifySignature() {
  const { code, state, record } = useLoaderData<typeof loader>()
  const t = useCopy(purchase).verify
  return (
    <NarrowPage className="max-w-3xl" eyebrow={t.eyebrow}>
      <h1 className="mt-4 font-serif text-3xl font-semibold sm:text-5xl">{t.heading}</h1>
      <p className="mt-4 max-w-prose text-[17px] leading-relaxed text-ink-soft">{t.lead}</p>
      <Form method="get" className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-end">
        <LabeledControl id="code" label={t.code} className="flex-1">
          <input
            id="code"
            name="code"
            defaultValue={code}
            required
            placeholder="GS-XXXXX-XXXXX-XXXXX"
            autoComplete="off"
            className="block min-h-[48px] w-full border border-ink/25 bg-paper-raised px-3.5 py-3 font-mono text-[17px] uppercase tracking-wider focus:border-ink focus:outline-none focus:ring-2 focus:ring-brass/40"
          />
        </LabeledControl>
        <button type="submit" className={buttonClass('primary')}>
          {t.button}
        </button>
      </Form>
      <div className="mt-10" role="status" aria-live="polite">
        {state === 'found' && record ? (
          <div className="border-l-4 border-success bg-paper-raised p-6">
            <h2 className="font-serif text-2xl font-semibold">{t.found}</h2>
            <dl className="mt-5 grid gap-4 text-[16px] sm:grid-cols-[12rem_1fr]">
              <dt className="font-semibold text-ink-muted">{t.document}</dt>
              <dd>{record.document}</dd>
              <dt className="font-semibold text-ink-muted">{t.version}</dt>
              <dd>{record.version}</dd>
              <dt className="font-semibold text-ink-muted">{t.signedBy}</dt>
              <dd>{record.signer}</dd>
              <dt className="font-semibold text-ink-muted">{t.signedAt}</dt>
              <dd>{record.signedAt}</dd>
              <dt className="font-semibold text-ink-muted">{t.method}</dt>
              <dd>{record.method}</dd>
              <dt className="font-semibold text-ink-muted">{t.sha}</dt>
              <dd className="break-all font-mono text-[14px]">{record.sha256}</dd>
            </dl>
            <p className="mt-5 text-[15px] text-ink-soft">{t.differ}</p>
          </div>
        ) : state === 'unknown' ? (
          <div className="border-l-4 border-danger bg-paper-raised p-6">
            <h2 className="font-serif text-2xl font-semibold">{t.unknownTitle}</h2>
            <p className="mt-2 text-[16px] text-ink-soft">{t.unknownText}</p>
          </div>
        ) : state === 'limited' ? (
          <p className="font-semibold text-danger">{t.limited}</p>
        ) : null}
      </div>
    </NarrowPage>
  )
}

export const meta: MetaFunction = (args) => [{ title: fill(metaCopy(args, purchase).meta.verify, { firm: rootMetaData(args).firm.name }) }]
