// Part of the intake namespace (app/locales/intake.ts, which assembles it): its applications copy, both languages.
import type { Translation } from '~/utils/i18n'

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

export const es: Translation<typeof en> = {
  application: {
    everyFieldRequired: 'Todos los campos son obligatorios.',
    agreementPlaceholder: 'p. ej., contrato de trabajo, acuerdo de confidencialidad, contrato de servicios',
    privacy: 'Se trata de forma confidencial y solo se usa para responderle. Consulte nuestra',
    privacyLink: 'Política de privacidad',
    whatHappensNext: 'Los próximos pasos',
    confirmations: {
      'growth-score-booking': 'Gracias, ya tenemos sus datos. Elija a continuación un horario para su sesión de estrategia.',
      'apex-circle-application': 'Gracias, ya tenemos su solicitud. Elija a continuación un horario para una breve llamada.',
      'sell-side-application': 'Gracias, ya tenemos su solicitud, que se mantiene confidencial. Elija un horario a continuación.',
      'buy-side-application': 'Gracias, ya tenemos su solicitud, que se mantiene confidencial. Elija un horario a continuación.',
      'contract-request':
        'Gracias, ya tenemos su pedido. Elija un horario a continuación o espere nuestro correo electrónico en un plazo de un día hábil.',
    },
    confirmationsWithoutCalendar: {
      'growth-score-booking':
        'Gracias, ya tenemos sus datos. Le escribiremos por correo electrónico en un plazo de un día hábil para programar su sesión de estrategia.',
      'apex-circle-application':
        'Gracias, ya tenemos su solicitud. Le escribiremos por correo electrónico en un plazo de un día hábil para programar una breve llamada.',
      'sell-side-application':
        'Gracias, ya tenemos su solicitud, que se mantiene confidencial. Le escribiremos por correo electrónico en un plazo de un día hábil para acordar un horario.',
      'buy-side-application':
        'Gracias, ya tenemos su solicitud, que se mantiene confidencial. Le escribiremos por correo electrónico en un plazo de un día hábil para acordar un horario.',
      'contract-request': 'Gracias, ya tenemos su pedido. Le escribiremos por correo electrónico en un plazo de un día hábil.',
    },
  },
}
