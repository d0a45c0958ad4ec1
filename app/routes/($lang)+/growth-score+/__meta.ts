// The meta of the purchase's step pages.
import type { MetaFunction } from '@remix-run/node'
import * as purchase from '~/locales/purchase'
import { fill, metaCopy } from '~/utils/i18n'
import { rootMetaData } from '~/utils/seo'

/** The step pages are personal (the buyer's details and letter): the robots stay out. */
export const stepMeta: MetaFunction = (args) => [
  { title: fill(metaCopy(args, purchase).meta.step, { firm: rootMetaData(args).firm.name }) },
  { name: 'robots', content: 'noindex' },
]
