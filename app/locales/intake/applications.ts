// Part of the intake namespace (app/locales/intake.ts, which assembles it): its applications copy (its Spanish: the same path under app/locales/es/).

export const en = {
  application: {
    everyFieldRequired: 'Every field is required.',
    agreementPlaceholder: 'e.g., Employment agreement, NDA, Service agreement',
    privacy: 'Held in confidence and used only to answer you. See our',
    privacyLink: 'Privacy Policy',
    whatHappensNext: 'What happens next',
    /** The line above the scheduling section when a calendar is on the page. */
    confirmations: {
      'growth-score-booking': 'Thank you — we have your details. Choose a time for your strategy session below.',
      'apex-circle-application': 'Thank you — we have your application. Choose a time for a short call below.',
      'sell-side-application': 'Thank you — we have your application, and it stays confidential. Choose a time below.',
      'buy-side-application': 'Thank you — we have your application, and it stays confidential. Choose a time below.',
      'contract-request': 'Thank you — we have your request. Choose a time below, or watch for our email within one business day.',
    },
    /** The same line without a calendar: our email is the promise that is true now. */
    confirmationsWithoutCalendar: {
      'growth-score-booking':
        'Thank you — we have your details. We will email you within one business day to arrange your strategy session.',
      'apex-circle-application': 'Thank you — we have your application. We will email you within one business day to arrange a short call.',
      'sell-side-application':
        'Thank you — we have your application, and it stays confidential. We will email you within one business day to arrange a time.',
      'buy-side-application':
        'Thank you — we have your application, and it stays confidential. We will email you within one business day to arrange a time.',
      'contract-request': 'Thank you — we have your request. We will email you within one business day.',
    },
  },
}
