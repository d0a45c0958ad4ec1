// Every namespace of copy, for the server: i18next's resources (app/utils/i18n.server.ts), the Spanish a
// page's loader hands its components (`spanishCopy`), and the test that both languages hold the same
// keys (tests/unit/locales.test.ts). A namespace is a module in this folder exporting its `namespace`
// name and `en`, read by components in the browser too, and its Spanish in app/locales/es/, which only
// this module imports; each is one line below.
import * as about from './about'
import { es as aboutEs } from './es/about'
import * as accountEmails from './account-emails'
import { es as accountEmailsEs } from './es/account-emails'
import * as auth from './auth'
import { es as authEs } from './es/auth'
import * as authCode from './auth-code'
import { es as authCodeEs } from './es/auth-code'
import * as certificate from './certificate'
import { es as certificateEs } from './es/certificate'
import * as circle from './circle'
import { es as circleEs } from './es/circle'
import * as circleEmails from './circle-emails'
import { es as circleEmailsEs } from './es/circle-emails'
import * as circleInfo from './circle-info'
import { es as circleInfoEs } from './es/circle-info'
import * as common from './common'
import { es as commonEs } from './es/common'
import * as contracts from './contracts'
import { es as contractsEs } from './es/contracts'
import * as emailLayout from './email-layout'
import { es as emailLayoutEs } from './es/email-layout'
import * as forms from './forms'
import { es as formsEs } from './es/forms'
import * as growthScoreInfo from './growth-score-info'
import { es as growthScoreInfoEs } from './es/growth-score-info'
import * as growthScoreSales from './growth-score-sales'
import { es as growthScoreSalesEs } from './es/growth-score-sales'
import * as home from './home'
import { es as homeEs } from './es/home'
import * as industries from './industries'
import { es as industriesEs } from './es/industries'
import * as intake from './intake'
import { es as intakeEs } from './es/intake'
import * as intakeEmails from './intake-emails'
import { es as intakeEmailsEs } from './es/intake-emails'
import * as international from './international'
import { es as internationalEs } from './es/international'
import * as legal from './legal'
import { es as legalEs } from './es/legal'
import * as letter from './letter'
import { es as letterEs } from './es/letter'
import * as marketing from './marketing'
import { es as marketingEs } from './es/marketing'
import * as mission from './mission'
import { es as missionEs } from './es/mission'
import * as offerPages from './offer-pages'
import { es as offerPagesEs } from './es/offer-pages'
import * as offers from './offers'
import { es as offersEs } from './es/offers'
import * as portal from './portal'
import { es as portalEs } from './es/portal'
import * as portalAccount from './portal-account'
import { es as portalAccountEs } from './es/portal-account'
import * as portalCircle from './portal-circle'
import { es as portalCircleEs } from './es/portal-circle'
import * as portalEmails from './portal-emails'
import { es as portalEmailsEs } from './es/portal-emails'
import * as portalHome from './portal-home'
import { es as portalHomeEs } from './es/portal-home'
import * as portalTemplates from './portal-templates'
import { es as portalTemplatesEs } from './es/portal-templates'
import * as portfolio from './portfolio'
import { es as portfolioEs } from './es/portfolio'
import * as purchase from './purchase'
import { es as purchaseEs } from './es/purchase'
import * as purchaseEmails from './purchase-emails'
import { es as purchaseEmailsEs } from './es/purchase-emails'
import * as sidePages from './side-pages'
import { es as sidePagesEs } from './es/side-pages'
import * as solutions from './solutions'
import { es as solutionsEs } from './es/solutions'
import * as uploads from './uploads'
import { es as uploadsEs } from './es/uploads'

const english = {
  [about.namespace]: about.en,
  [accountEmails.namespace]: accountEmails.en,
  [auth.namespace]: auth.en,
  [authCode.namespace]: authCode.en,
  [certificate.namespace]: certificate.en,
  [circle.namespace]: circle.en,
  [circleEmails.namespace]: circleEmails.en,
  [circleInfo.namespace]: circleInfo.en,
  [common.namespace]: common.en,
  [contracts.namespace]: contracts.en,
  [emailLayout.namespace]: emailLayout.en,
  [forms.namespace]: forms.en,
  [growthScoreInfo.namespace]: growthScoreInfo.en,
  [growthScoreSales.namespace]: growthScoreSales.en,
  [home.namespace]: home.en,
  [industries.namespace]: industries.en,
  [intake.namespace]: intake.en,
  [intakeEmails.namespace]: intakeEmails.en,
  [international.namespace]: international.en,
  [legal.namespace]: legal.en,
  [letter.namespace]: letter.en,
  [marketing.namespace]: marketing.en,
  [mission.namespace]: mission.en,
  [offerPages.namespace]: offerPages.en,
  [offers.namespace]: offers.en,
  [portal.namespace]: portal.en,
  [portalAccount.namespace]: portalAccount.en,
  [portalCircle.namespace]: portalCircle.en,
  [portalEmails.namespace]: portalEmails.en,
  [portalHome.namespace]: portalHome.en,
  [portalTemplates.namespace]: portalTemplates.en,
  [portfolio.namespace]: portfolio.en,
  [purchase.namespace]: purchase.en,
  [purchaseEmails.namespace]: purchaseEmails.en,
  [sidePages.namespace]: sidePages.en,
  [solutions.namespace]: solutions.en,
  [uploads.namespace]: uploads.en,
}

const spanish = {
  [about.namespace]: aboutEs,
  [accountEmails.namespace]: accountEmailsEs,
  [auth.namespace]: authEs,
  [authCode.namespace]: authCodeEs,
  [certificate.namespace]: certificateEs,
  [circle.namespace]: circleEs,
  [circleEmails.namespace]: circleEmailsEs,
  [circleInfo.namespace]: circleInfoEs,
  [common.namespace]: commonEs,
  [contracts.namespace]: contractsEs,
  [emailLayout.namespace]: emailLayoutEs,
  [forms.namespace]: formsEs,
  [growthScoreInfo.namespace]: growthScoreInfoEs,
  [growthScoreSales.namespace]: growthScoreSalesEs,
  [home.namespace]: homeEs,
  [industries.namespace]: industriesEs,
  [intake.namespace]: intakeEs,
  [intakeEmails.namespace]: intakeEmailsEs,
  [international.namespace]: internationalEs,
  [legal.namespace]: legalEs,
  [letter.namespace]: letterEs,
  [marketing.namespace]: marketingEs,
  [mission.namespace]: missionEs,
  [offerPages.namespace]: offerPagesEs,
  [offers.namespace]: offersEs,
  [portal.namespace]: portalEs,
  [portalAccount.namespace]: portalAccountEs,
  [portalCircle.namespace]: portalCircleEs,
  [portalEmails.namespace]: portalEmailsEs,
  [portalHome.namespace]: portalHomeEs,
  [portalTemplates.namespace]: portalTemplatesEs,
  [portfolio.namespace]: portfolioEs,
  [purchase.namespace]: purchaseEs,
  [purchaseEmails.namespace]: purchaseEmailsEs,
  [sidePages.namespace]: sidePagesEs,
  [solutions.namespace]: solutionsEs,
  [uploads.namespace]: uploadsEs,
} satisfies Record<keyof typeof english, unknown>

export const resources = { en: english, es: spanish }

// i18next's `t` checks its keys against the English copy: a key that does not exist fails the type check.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common'
    resources: typeof english
  }
}
