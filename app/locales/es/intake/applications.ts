// Spanish of app/locales/intake/applications.ts (issue 28). Only the server imports it (app/locales/index.server.ts); a
// Spanish page gets the namespaces it uses as loader data, so no Spanish text is in a JavaScript bundle.
import type { Translation } from '~/locales/translation'
import type { en } from '~/locales/intake/applications'

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
