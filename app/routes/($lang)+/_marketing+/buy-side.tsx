import { SidePage } from '~/components/marketing/side-page'
import { buySide, pageSeo } from '~/content/pages'
import { publicPageHeaders } from '~/utils/public-page'
import { seoMeta } from '~/utils/seo'

export const headers = publicPageHeaders
export const handle = { hydrate: false }

export default function BuySideRepresentation() {
  return <SidePage page={buySide} />
}

export const meta = seoMeta(pageSeo.buySide)
