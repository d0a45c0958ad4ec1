// The meta of the purchase's step pages.
import type { MetaFunction } from '@remix-run/node'
import { rootMetaData } from '~/utils/seo'

/** The step pages are personal (the buyer's details and letter): the robots stay out. */
export const stepMeta: MetaFunction = (args) => [
  { title: `Your Growth Score purchase | ${rootMetaData(args).firm.name}` },
  { name: 'robots', content: 'noindex' },
]
