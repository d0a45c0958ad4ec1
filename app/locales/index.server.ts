// Every namespace of copy, for i18next on the server (app/utils/i18n.server.ts) and for the test that
// both languages hold the same keys (tests/unit/locales.test.ts). A new namespace is one module in this
// folder exporting `en` and `es`, and one line here.
import type { Copy } from '~/utils/i18n'
import * as about from './about'
import * as accountEmails from './account-emails'
import * as auth from './auth'
import * as authCode from './auth-code'
import * as certificate from './certificate'
import * as circle from './circle'
import * as circleEmails from './circle-emails'
import * as circleInfo from './circle-info'
import * as common from './common'
import * as contracts from './contracts'
import * as emailLayout from './email-layout'
import * as forms from './forms'
import * as growthScoreInfo from './growth-score-info'
import * as growthScoreSales from './growth-score-sales'
import * as home from './home'
import * as industries from './industries'
import * as intake from './intake'
import * as intakeEmails from './intake-emails'
import * as international from './international'
import * as legal from './legal'
import * as letter from './letter'
import * as marketing from './marketing'
import * as mission from './mission'
import * as offerPages from './offer-pages'
import * as offers from './offers'
import * as portal from './portal'
import * as portalEmails from './portal-emails'
import * as portfolio from './portfolio'
import * as purchase from './purchase'
import * as purchaseEmails from './purchase-emails'
import * as sidePages from './side-pages'
import * as solutions from './solutions'
import * as uploads from './uploads'

export const namespaces = {
  about,
  accountEmails,
  auth,
  authCode,
  certificate,
  circle,
  circleEmails,
  circleInfo,
  common,
  contracts,
  emailLayout,
  forms,
  growthScoreInfo,
  growthScoreSales,
  home,
  industries,
  intake,
  intakeEmails,
  international,
  legal,
  letter,
  marketing,
  mission,
  offerPages,
  offers,
  portal,
  portalEmails,
  portfolio,
  purchase,
  purchaseEmails,
  sidePages,
  solutions,
  uploads,
} satisfies Record<string, Copy<unknown>>

type Namespaces = typeof namespaces

export const resources = {
  en: Object.fromEntries(Object.entries(namespaces).map(([name, copy]) => [name, copy.en])) as {
    [K in keyof Namespaces]: Namespaces[K]['en']
  },
  es: Object.fromEntries(Object.entries(namespaces).map(([name, copy]) => [name, copy.es])) as {
    [K in keyof Namespaces]: Namespaces[K]['es']
  },
}

// i18next's `t` checks its keys against the English copy: a key that does not exist fails the type check.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common'
    resources: (typeof resources)['en']
  }
}
