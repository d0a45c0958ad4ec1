// The page an interest form falls back to when it was posted without JavaScript and needs correcting.
import { Link, useActionData } from '@remix-run/react'
import type { ReactNode } from 'react'
import { FormNotice, type IntakeActionData } from '~/components/intake'

export function InterestFallbackPage({
  title,
  back,
  children,
}: {
  title: string
  back: string
  children: (lastResult: IntakeActionData['result'] | undefined) => ReactNode
}) {
  const actionData = useActionData<IntakeActionData>()
  return (
    <div className="mx-auto max-w-2xl px-5 py-12 sm:px-8 sm:py-20">
      <p className="text-sm font-semibold uppercase tracking-[0.16em] text-brass">Growth Score</p>
      <h1 className="mt-3 text-4xl leading-tight">{title}</h1>
      <p className="mt-4 text-lg text-ink-soft">Please check the details below and send the form again.</p>
      <div className="mt-8">{children(actionData?.result)}</div>
      <p className="mt-8">
        <Link to={back} className="inline-flex min-h-[44px] items-center underline underline-offset-4 hover:text-brass">
          Back to the Growth Score page
        </Link>
      </p>
      <FormNotice notice={actionData?.notice} />
    </div>
  )
}
