// The public pages the page checks read through the built app, listed once (the intake forms also for
// the browser checks): the copy check
// (tests/integration/copy-check.test.ts) reads all of them, the two-language check
// (tests/integration/spanish-pages.test.ts) those that are a page of their own in both languages.

/** The intake forms, each a page of its own (the browser checks of hydration and accessibility read them too). */
export const intakeFormPages = [
  '/contact',
  '/book-growth-score',
  '/apply-apex-circle',
  '/apply-sell-side',
  '/apply-buy-side',
  '/request-contract',
  '/interest/circle',
  '/interest/exit-suite',
]

/**
 * Every public page, intake form, purchase step reachable without a signup and sign-in page, and a
 * missing page.
 */
export const publicPages = [
  '/',
  '/about',
  '/our-mission',
  '/services',
  '/solutions',
  '/scale',
  '/buy-sell',
  '/buy-side',
  '/sell-side',
  '/contracts',
  '/deal-portfolio',
  '/international-presence',
  '/apex-circle',
  '/apex-growth-score-info',
  '/privacy',
  '/terms',
  ...intakeFormPages,
  '/growth-score',
  '/growth-score/details',
  '/growth-score/verify',
  '/growth-score/verify?code=GS-00000-00000-00000',
  '/auth',
  '/auth/forgot-password',
  '/auth/set-password',
  '/reminders/unsubscribe',
  '/no-such-page',
]

// Read by the copy check only: a redirect (/services moves to /solutions, /growth-score/details to
// /growth-score/restart without a signup), an answer to a link's code or token (an unknown code's 404,
// an expired link's 410), and a page outside the `($lang)+` folder, which has no Spanish URL.
const copyCheckOnly = new Set([
  '/services',
  '/growth-score/details',
  '/growth-score/verify?code=GS-00000-00000-00000',
  '/auth/set-password',
  '/reminders/unsubscribe',
])

/** The public pages at their own URL in both languages (and the missing page, a 404 in both). */
export const pagesInBothLanguages = publicPages.filter((page) => !copyCheckOnly.has(page))
