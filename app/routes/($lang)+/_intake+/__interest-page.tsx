// The interest forms' own pages: where a visitor lands to correct a form posted without JavaScript,
// and a plain page for each form that can be linked to directly.
import { Link, useActionData } from '@remix-run/react'
import type { ReactNode } from 'react'
import { FormNotice, type IntakeActionData } from '~/components/intake'
import { Eyebrow } from '~/components/marketing/ui'
import * as intake from '~/locales/intake'
import { useCopy, useLocalePath } from '~/utils/i18n'

export function InterestPage({
  eyebrow,
  title,
  intro,
  children,
}: {
  eyebrow: string
  title: string
  intro: string
  children: (lastResult: IntakeActionData['result'] | undefined) => ReactNode
}) {
  const actionData = useActionData<IntakeActionData>()
  const t = useCopy(intake)
  const to = useLocalePath()
  return (
    <div className="mx-auto max-w-2xl px-5 py-12 sm:px-8 sm:py-20">
      <Eyebrow>{eyebrow}</Eyebrow>
      <h1 className="mt-5 text-balance font-serif text-[2.5rem] font-semibold leading-[1.08] tracking-tight sm:text-5xl">{title}</h1>
      <p className="mt-6 text-lg leading-relaxed text-ink-soft">{intro}</p>
      <div className="mt-10">{children(actionData?.result)}</div>
      <p className="mt-8">
        <Link to={to('/growth-score')} className="inline-flex min-h-[44px] items-center underline underline-offset-4 hover:text-brass">
          {t.interest.seeGrowthScore}
        </Link>
      </p>
      <FormNotice notice={actionData?.notice} />
    </div>
  )
}
