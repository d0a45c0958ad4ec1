// /growth-score/restart: where any URL of the flow leads that this browser may not see, or that is no
// state a signup is in: 'Please start the process from the beginning' and 'Start Over'. A form posted
// about a signup this browser may not act on arrives here with its notice.
import type { LoaderFunctionArgs } from '@remix-run/node'
import { data } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { PurchaseStep, StartOver } from '~/components/purchase-step'
import type { Notice } from '~/utils/notice'
import { stepMeta } from './__meta'
import { stepNoticesIn } from './__notices'
import { copiesIn, requestLang, spanishCopy } from '~/utils/i18n.server'

const SHOWN_HERE = ['missing-signup', 'missing-signup-payment'] as const

export async function loader({ request }: LoaderFunctionArgs) {
  const notice = new URL(request.url).searchParams.get('notice')
  const notices: Notice[] = SHOWN_HERE.filter((key) => key === notice).map((key) => stepNoticesIn(copiesIn(requestLang(request)))[key])
  return data({ spanish: spanishCopy(requestLang(request), 'purchase'), notices })
}

export default function RestartPage() {
  const { notices } = useLoaderData<typeof loader>()
  return (
    <PurchaseStep step={0} notices={notices}>
      <StartOver />
    </PurchaseStep>
  )
}

export const meta = stepMeta
