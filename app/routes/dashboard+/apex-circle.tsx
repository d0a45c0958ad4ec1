// /dashboard/apex-circle: the Circle membership offered to clients, with the join link from
// configuration (CIRCLE_JOIN_URL; without it, the site's own application page).
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { Check } from 'lucide-react'
import { buttonClass } from '~/components/forms'
import { circleJoinUrl, requireClient } from '~/models/portal.server'
import { cn } from '~/utils/misc'
import { seo } from '~/utils/seo'

const BENEFITS = [
  'Up to 2 tailored legal deliverables every month',
  'Quarterly strategic planning sessions with your attorney',
  'Priority access and communication through your private client portal',
  'Introductions to vetted advisors: accountants, bankers, wealth managers',
  'Discounted exit representation after 12 months of membership',
]

export async function loader({ request }: LoaderFunctionArgs) {
  await requireClient(request)
  const joinUrl = circleJoinUrl()
  return { joinUrl, external: /^https?:\/\//.test(joinUrl) }
}

export default function ApexCircle() {
  const { joinUrl, external } = useLoaderData<typeof loader>()
  return (
    <div className="mx-auto max-w-4xl px-5 py-8 md:px-10 md:py-12">
      <p className="text-sm font-semibold uppercase tracking-[0.18em] text-brass">Membership</p>
      <h1 className="mt-2 text-4xl leading-tight md:text-5xl">Join the Apex Circle</h1>
      <p className="mt-4 max-w-prose text-lg text-ink-soft">
        Your Growth Score shows where the business stands. The Circle keeps a senior corporate attorney beside you every
        month after it, as an outside general counsel for a fixed fee.
      </p>

      <div className="mt-10 grid gap-10 border-t-2 border-ink pt-8 md:grid-cols-[auto_minmax(0,1fr)] md:gap-16">
        <div>
          <p className="font-serif text-6xl leading-none text-ink">$2,000</p>
          <p className="mt-2 text-ink-muted">per month</p>
        </div>
        <div>
          <h2 className="text-2xl">What the partnership includes</h2>
          <ul className="mt-4 space-y-3">
            {BENEFITS.map((b) => (
              <li key={b} className="flex gap-3">
                <Check aria-hidden className="mt-1 h-5 w-5 shrink-0 text-brass" strokeWidth={2} />
                <span>{b}</span>
              </li>
            ))}
          </ul>
          <p className="mt-6 text-[15px] text-ink-muted">
            M&amp;A representation is not included in the membership; it is offered separately through the Exit Suite.
          </p>
          <a
            href={joinUrl}
            {...(external ? { rel: 'noopener noreferrer' } : {})}
            className={cn(buttonClass('primary'), 'mt-8 w-full sm:w-auto')}
          >
            Join Apex Circle
          </a>
        </div>
      </div>
    </div>
  )
}

export const meta: MetaFunction = (args) => seo(args, { title: 'Join Apex Circle', description: 'The Apex Circle membership for Growth Score clients.', noindex: true })
