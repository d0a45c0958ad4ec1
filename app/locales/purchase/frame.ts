// Part of the purchase namespace (app/locales/purchase.ts, which assembles it): its frame copy, both languages.
import type { Translation } from '~/utils/i18n'

export const en = {
  meta: {
    step: 'Your Growth Score purchase | {{firm}}',
    salesTitle: 'Growth Score: a flat-fee legal and business diagnostic | {{firm}}',
    salesDescription:
      'A $4,000 flat-fee diagnostic of your company’s legal and business foundations, valued at $15,000+. Five clients a month.',
    agreement: 'Document review authorization | {{firm}}',
    verify: 'Verify a signed engagement letter | {{firm}}',
    sandbox: 'Test mode checkout | Growth Score',
  },
  frame: {
    eyebrow: 'Your Growth Score',
    heading: 'Three steps, about ten minutes',
    steps: ['Your details', 'Engagement letter', 'Payment'],
    stepOf: 'Step {{n}} of {{total}}',
    stepLabel: 'Step {{n}}. {{label}}',
    stepsLabel: 'Purchase steps',
    done: 'Completed: ',
    current: 'Current: ',
    todo: 'Upcoming: ',
    processing: 'Processing...',
  },
  startOver: {
    title: 'Please start the process from the beginning',
    text: 'This link does not lead to a purchase we can show in this browser. Starting again takes a minute.',
    button: 'Start Over',
  },
  notices: {
    fallback: 'Please try again or contact support.',
    inFewMinutes: 'in a few minutes',
    inAboutAMinute: 'in about a minute',
    inAboutMinutes: 'in about {{minutes}} minutes',
    missingInformation: { title: 'Missing Information', description: 'Please fill in all required fields.' },
    letterLoadFailed: { title: 'Error Loading Document', description: 'Could not load the engagement letter. Please try again.' },
    missingSignup: { title: 'Error', description: 'Missing signup information.' },
    missingSignupPayment: { title: 'Error', description: 'Missing signup information. Please start over.' },
    signingFailed: 'Signing Failed',
    submissionFailed: 'Submission Failed',
    verificationFailed: { title: 'Payment Verification Failed', description: 'Please contact support if you completed payment.' },
    envelopeFailed: { title: 'Document Creation Failed', description: "We'll send the agreement manually. No action needed from you." },
    paymentFailed: 'Payment Failed',
    paymentCancelled: { title: 'Payment Cancelled', description: 'Your payment was cancelled. You can try again anytime.' },
    paymentSuccessful: {
      title: 'Payment Successful!',
      description: "Thank you for your purchase. We'll be in touch soon to begin your Growth Score analysis.",
    },
    envelopeReady: { title: 'Document Ready for Signature', description: 'Please check your email for the agreement to sign.' },
    documentSigned: { title: 'Document Signed Successfully!', description: 'You can now proceed to payment.' },
    waitlistJoined: { title: 'You’re on the waitlist', description: 'We’ll email you as soon as a place opens.' },
    checkoutOpenForEmail: {
      title: 'Checkout already open',
      description:
        'A checkout for this email address is already open. Finish or cancel that payment, or try again {{when}}. Your details and signed letter are saved.',
    },
    tooManyCheckouts: {
      title: 'Too many open checkouts',
      description:
        'Too many checkouts are open from your network right now. Finish or cancel one of them, or try again {{when}}. Your details and signed letter are saved.',
    },
    tooManyAttempts: 'Too many attempts',
    waitSeconds: 'Please wait {{seconds}} seconds and try again.',
    waitMinutes: 'Please wait {{minutes}} minutes and try again.',
    linkSent: { title: 'Link sent', description: 'We emailed a link to {{email}}. Open it to choose your password.' },
  },
  errors: {
    nameRequired: 'Name is required',
    nameTooLong: 'Name must be less than 100 characters',
    companyRequired: 'Company is required',
    companyTooLong: 'Company name must be less than 100 characters',
    messageTooLong: 'Message must be less than 2000 characters',
    otherPartiesTooLong: 'Other parties must be less than 1000 characters',
    fullNameRequired: 'Please type your full name to sign.',
    fullNameTooLong: 'Your name must be less than 200 characters',
    consent: 'Please check the box to agree to sign electronically.',
    letter: 'The letter could not be identified.',
  },
  capacity: {
    numberWords: ['No', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten'],
    policy: '{{count}} Growth Score engagements a month.',
    full: '{{month}} is full; the waitlist is open.',
    leftOne: '{{count}} place left in {{month}}.',
    leftMany: '{{count}} places left in {{month}}.',
    personal: 'Each one is led by the managing attorney personally.',
    allTaken: 'All {{count}} of {{month}}’s places are taken.',
  },
}

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
    personal: 'El abogado principal dirige personalmente cada uno.',
    allTaken: 'Los {{count}} lugares de {{month}} están ocupados.',
  },
}
