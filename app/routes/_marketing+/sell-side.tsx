import type { MetaFunction } from '@remix-run/node'
import { SidePage } from '~/components/marketing/side-page'
import { sellSide } from '~/content/pages'
import { publicPageHeaders } from '~/utils/public-page'
import { seo } from '~/utils/seo'

export const headers = publicPageHeaders
export const handle = { hydrate: false }

export default function SellSideRepresentation() {
  return <SidePage page={sellSide} />
}

export const meta: MetaFunction = (args) =>
  seo(args, {
    title: 'Sell-Side Representation',
    description:
      'Sell-side M&A representation: readiness review, preparation for diligence, deal structure, purchase agreement and closing.',
  })
