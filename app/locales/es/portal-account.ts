// Spanish of app/locales/portal-account.ts (issue 28). Only the server imports it (app/locales/index.server.ts); a
// Spanish page gets the namespaces it uses as loader data, so no Spanish text is in a JavaScript bundle.
import type { Translation } from '~/locales/translation'
import type { en } from '~/locales/portal-account'

export const es: Translation<typeof en> = {
  security: {
    heading: 'Seguridad',
    twoFactor: 'Inicio de sesión en dos pasos',
    on: 'Activado',
    off: 'Desactivado',
    onTextOne:
      'Al iniciar sesión se le pide su contraseña y un código de su aplicación de autenticación. Le queda {{count}} código de recuperación sin usar.',
    onTextMany:
      'Al iniciar sesión se le pide su contraseña y un código de su aplicación de autenticación. Le quedan {{count}} códigos de recuperación sin usar.',
    turnOffHeading: 'Desactivarlo',
    turnOffText: 'Ingrese un código de su aplicación (o un código de recuperación) para confirmar que es usted.',
    turnOff: 'Desactivar',
    turningOff: 'Desactivando...',
    offText:
      'Agregue un código de su teléfono a cada inicio de sesión, para que una contraseña robada o adivinada no baste para abrir su portal y sus documentos.',
    finish: 'Terminar la configuración',
    turnOn: 'Activar el inicio de sesión en dos pasos',
    refused: {
      invalid:
        'Ese código no es válido. Ingrese el código de 6 dígitos que muestra ahora su aplicación o uno de sus códigos de recuperación.',
      reused: 'Ese código ya se usó. Espere a que su aplicación muestre uno nuevo e ingréselo.',
      notEnrolled: 'El inicio de sesión en dos pasos ya está desactivado.',
      admin: 'Las cuentas del personal deben mantener el inicio de sesión en dos pasos.',
    },
    turnedOff: {
      title: 'El inicio de sesión en dos pasos está desactivado',
      description: 'Ahora, para iniciar sesión, solo se le pide su contraseña.',
    },
    notTurnedOff: 'No se desactivó',
  },
  contact: {
    heading: 'Contacte a su abogado',
    name: 'Nombre',
    email: 'Correo electrónico',
    message: 'Mensaje',
    placeholder: 'Preguntas, documentos que nos envía, horarios que le convienen para una llamada…',
    sending: 'Enviando...',
    send: 'Enviar mensaje',
    whenHeading: 'Cuándo respondemos',
    whenText: 'Dentro de 24 horas en días hábiles. Los asuntos urgentes se responden en un plazo de 4 horas; indíquelo en su mensaje.',
    emailHeading: '¿Prefiere el correo electrónico?',
    writeTo: 'Escriba a',
    sameDesk: '. Los mensajes enviados desde aquí llegan al mismo equipo y quedan en su expediente.',
    failed: { title: 'No se pudo enviar', description: 'No se pudo enviar el mensaje. Inténtelo de nuevo.' },
    sent: { title: '¡Mensaje enviado!', description: 'Gracias por su mensaje. Le responderemos dentro de 24 horas.' },
    waitOne: 'Envió varios mensajes en poco tiempo. Espere {{count}} segundo y vuelva a enviar este; su texto sigue aquí.',
    waitMany: 'Envió varios mensajes en poco tiempo. Espere {{count}} segundos y vuelva a enviar este; su texto sigue aquí.',
  },
  errors: {
    nameRequired: 'El nombre es obligatorio',
    nameTooLong: 'El nombre debe tener menos de 100 caracteres',
    emailRequired: 'El correo electrónico es obligatorio',
    messageRequired: 'El mensaje es obligatorio',
    messageTooLong: 'El mensaje debe tener menos de {{max}} caracteres',
  },
}
