// Every namespace of copy, for i18next on the server (app/utils/i18n.server.ts) and for the test that
// both languages hold the same keys (tests/unit/locales.test.ts). A new namespace is one module in this
// folder exporting `en` and `es`, and one line here.
import type { Copy } from '~/utils/i18n'
import * as circle from './circle'
import * as circleEmails from './circle-emails'
import * as common from './common'
import * as emailLayout from './email-layout'
import * as industries from './industries'
import * as home from './home'
import * as mission from './mission'
import * as about from './about'
import * as international from './international'
import * as portfolio from './portfolio'
import * as contracts from './contracts'
import * as marketing from './marketing'
import * as intake from './intake'
import * as intakeEmails from './intake-emails'
import * as offers from './offers'
import * as offerPages from './offer-pages'
import * as sidePages from './side-pages'
import * as circleInfo from './circle-info'
import * as growthScoreInfo from './growth-score-info'
import * as solutions from './solutions'
import * as growthScoreSales from './growth-score-sales'

export const namespaces = {
  circle,
  circleEmails,
  common,
  emailLayout,
  industries,
  home,
  mission,
  about,
  international,
  portfolio,
  contracts,
  marketing,
  intake,
  intakeEmails,
  offers,
  offerPages,
  sidePages,
  circleInfo,
  growthScoreInfo,
  solutions,
  growthScoreSales,
import * as accountEmails from './account-emails'
import * as auth from './auth'
import * as authCode from './auth-code'
import * as forms from './forms'

export const namespaces = {
  accountEmails,
  auth,
  authCode,
  forms,
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
