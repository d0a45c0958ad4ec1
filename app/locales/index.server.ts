// Every namespace of copy, for i18next on the server (app/utils/i18n.server.ts) and for the test that
// both languages hold the same keys (tests/unit/locales.test.ts). A new namespace is one module in this
// folder exporting `en` and `es`, and one line here.
import type { Copy } from '~/utils/i18n'
import * as common from './common'
import * as emailLayout from './email-layout'
import * as purchase from './purchase'
import * as purchaseEmails from './purchase-emails'

export const namespaces = {
  common,
  emailLayout,
  purchase,
  purchaseEmails,
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
