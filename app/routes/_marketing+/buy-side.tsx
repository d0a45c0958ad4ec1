import type { MetaFunction } from '@remix-run/node'
import { SidePage } from '~/components/marketing/side-page'
import { buySide } from '~/content/pages'
import { publicPageHeaders } from '~/utils/public-page'
import { seo } from '~/utils/seo'

export const headers = publicPageHeaders
export const handle = { hydrate: false }

export default function BuySideRepresentation() {
  return <SidePage page={buySide} />
}

export const meta: MetaFunction = (args) =>
  seo(args, {
    title: 'Buy-Side Representation',
    description:
      'Buy-side M&A representation: letter of intent, due diligence, purchase agreement and closing, led personally by the managing attorney.',
  })
