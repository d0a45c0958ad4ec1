import { SidePage } from '~/components/marketing/side-page'
import { sellSide, pageSeo } from '~/content/pages'
import { publicPageHeaders } from '~/utils/public-page'
import { seoMeta } from '~/utils/seo'

export const headers = publicPageHeaders
export const handle = { hydrate: false }

export default function SellSideRepresentation() {
  return <SidePage page={sellSide} />
}

export const meta = seoMeta(pageSeo.sellSide)
