// Spanish of app/locales/purchase/frame.ts (issue 28). Only the server imports it (app/locales/index.server.ts); a
// Spanish page gets the namespaces it uses as loader data, so no Spanish text is in a JavaScript bundle.
import type { Translation } from '~/locales/translation'
import type { en } from '~/locales/purchase/frame'

export const es: Translation<typeof en> = {
  meta: {
    step: 'Su compra del Growth Score | {{firm}}',
    salesTitle: 'Growth Score: un diagnóstico legal y empresarial con honorarios fijos | {{firm}}',
    salesDescription:
      'Un diagnóstico con honorarios fijos de $4,000 de los cimientos legales y empresariales de su empresa, valorado en más de $15,000. Cinco clientes al mes.',
    agreement: 'Autorización para la revisión de documentos | {{firm}}',
    verify: 'Verificar una carta de encargo firmada | {{firm}}',
    sandbox: 'Pago en modo de prueba | Growth Score',
  },
  frame: {
    eyebrow: 'Su Growth Score',
    heading: 'Tres pasos, unos diez minutos',
    steps: ['Sus datos', 'Carta de encargo', 'Pago'],
    stepOf: 'Paso {{n}} de {{total}}',
    stepLabel: 'Paso {{n}}. {{label}}',
    stepsLabel: 'Pasos de la compra',
    done: 'Completado: ',
    current: 'Actual: ',
    todo: 'Pendiente: ',
    processing: 'Procesando...',
  },
  startOver: {
    title: 'Por favor, comience el proceso desde el principio',
    text: 'Este enlace no lleva a una compra que podamos mostrar en este navegador. Comenzar de nuevo toma un minuto.',
    button: 'Comenzar de nuevo',
  },
  notices: {
    fallback: 'Por favor, inténtelo de nuevo o comuníquese con soporte.',
    inFewMinutes: 'en unos minutos',
    inAboutAMinute: 'en aproximadamente un minuto',
    inAboutMinutes: 'en aproximadamente {{minutes}} minutos',
    missingInformation: { title: 'Falta información', description: 'Por favor, complete todos los campos obligatorios.' },
    letterLoadFailed: {
      title: 'Error al cargar el documento',
      description: 'No se pudo cargar la carta de encargo. Por favor, inténtelo de nuevo.',
    },
    missingSignup: { title: 'Falta información', description: 'Falta la información de la inscripción.' },
    missingSignupPayment: {
      title: 'Falta información',
      description: 'Falta la información de la inscripción. Por favor, comience de nuevo.',
    },
    signingFailed: 'La firma no se completó',
    submissionFailed: 'El envío no se completó',
    verificationFailed: {
      title: 'No se pudo verificar el pago',
      description: 'Por favor, comuníquese con soporte si completó el pago.',
    },
    envelopeFailed: {
      title: 'No se pudo crear el documento',
      description: 'Le enviaremos el acuerdo manualmente. No necesita hacer nada.',
    },
    paymentFailed: 'El pago no se completó',
    paymentCancelled: { title: 'Pago cancelado', description: 'Su pago fue cancelado. Puede intentarlo de nuevo en cualquier momento.' },
    paymentSuccessful: {
      title: '¡Pago realizado con éxito!',
      description: 'Gracias por su compra. Nos comunicaremos con usted pronto para comenzar el análisis de su Growth Score.',
    },
    envelopeReady: {
      title: 'Documento listo para firmar',
      description: 'Por favor, revise su correo electrónico: allí encontrará el acuerdo para firmar.',
    },
    documentSigned: { title: '¡Documento firmado con éxito!', description: 'Ya puede continuar al pago.' },
    waitlistJoined: { title: 'Está en la lista de espera', description: 'Le escribiremos en cuanto se libere un lugar.' },
    checkoutOpenForEmail: {
      title: 'Ya hay un pago abierto',
      description:
        'Ya hay un pago abierto para esta dirección de correo electrónico. Finalice o cancele ese pago, o inténtelo de nuevo {{when}}. Sus datos y su carta firmada quedan guardados.',
    },
    tooManyCheckouts: {
      title: 'Demasiados pagos abiertos',
      description:
        'En este momento hay demasiados pagos abiertos desde su red. Finalice o cancele uno de ellos, o inténtelo de nuevo {{when}}. Sus datos y su carta firmada quedan guardados.',
    },
    tooManyAttempts: 'Demasiados intentos',
    waitSeconds: 'Por favor, espere {{seconds}} segundos e inténtelo de nuevo.',
    waitMinutes: 'Por favor, espere {{minutes}} minutos e inténtelo de nuevo.',
    linkSent: {
      title: 'Enlace enviado',
      description: 'Enviamos un enlace a {{email}}. Ábralo para elegir su contraseña.',
    },
  },
  errors: {
    nameRequired: 'El nombre es obligatorio',
    nameTooLong: 'El nombre debe tener menos de 100 caracteres',
    companyRequired: 'La empresa es obligatoria',
    companyTooLong: 'El nombre de la empresa debe tener menos de 100 caracteres',
    messageTooLong: 'El mensaje debe tener menos de 2000 caracteres',
    otherPartiesTooLong: 'Las otras partes deben tener menos de 1000 caracteres',
    fullNameRequired: 'Por favor, escriba su nombre completo para firmar.',
    fullNameTooLong: 'Su nombre debe tener menos de 200 caracteres',
    consent: 'Por favor, marque la casilla para aceptar firmar electrónicamente.',
    letter: 'No se pudo identificar la carta.',
  },
  capacity: {
    numberWords: ['Ningún', 'Un', 'Dos', 'Tres', 'Cuatro', 'Cinco', 'Seis', 'Siete', 'Ocho', 'Nueve', 'Diez'],
    policy: '{{count}} encargos de Growth Score al mes.',
    full: 'El mes de {{month}} está completo; la lista de espera está abierta.',
    leftOne: '{{count}} lugar disponible en {{month}}.',
    leftMany: '{{count}} lugares disponibles en {{month}}.',
    personal: 'Quien dirige la firma se encarga personalmente de cada uno.',
    allTaken: 'Los {{count}} lugares de {{month}} están ocupados.',
  },
}
