// Spanish of app/locales/legal.ts (issue 28). Only the server imports it (app/locales/index.server.ts); a
// Spanish page gets the namespaces it uses as loader data, so no Spanish text is in a JavaScript bundle.
import type { Translation } from '~/locales/translation'
import type { en } from '~/locales/legal'

export const es: Translation<typeof en> = {
  eyebrow: 'Información legal',
  effective: 'Vigente desde el ',
  contents: 'Contenido',
  courtesy: {
    notice:
      'Esta es una traducción de cortesía. La versión en inglés es la que rige: ante cualquier diferencia entre ambas, prevalece la versión en inglés.',
    link: 'Ver la versión en inglés',
  },
  terms: {
    meta: {
      title: 'Términos y condiciones',
      description:
        'Los términos que rigen el uso del sitio web y de los servicios de la firma, incluidos los honorarios, el arbitraje, la ley aplicable de Florida y nuestra declaración de accesibilidad.',
    },
    title: 'Términos y condiciones',
    sections: [
      {
        title: 'Aceptación de estos términos',
        paragraphs: [
          'Estos términos y condiciones rigen el uso de este sitio web y de los servicios que {{legalName}} (“la firma” o “nosotros”) ofrece por medio de él. Al usar el sitio, usted los acepta. Si no está de acuerdo con ellos, le pedimos que no use el sitio.',
        ],
      },
      {
        title: 'Sin relación abogado-cliente',
        paragraphs: [
          'El contenido de este sitio es información general sobre el derecho y sobre la firma. No constituye asesoría legal para su situación, y leerlo, enviarnos un mensaje o enviar un formulario no lo convierte en nuestro cliente.',
          'La relación abogado-cliente comienza solo cuando la firma ha confirmado que no tiene ningún conflicto de interés y ambas partes han firmado una carta de encargo por escrito. Hasta entonces, le pedimos que no nos envíe información confidencial ni urgente.',
        ],
      },
      {
        title: 'Servicios y encargos',
        paragraphs: [
          'El alcance de cualquier servicio, incluidos el Growth Score, la membresía de The Apex Circle y la representación de Exit Suite, se establece en la carta de encargo de ese servicio. Si la carta y estos términos difieren, prevalece la carta.',
          'La firma limita deliberadamente el número de clientes que acepta y puede rechazar cualquier encargo.',
        ],
      },
      {
        title: 'Honorarios y pagos',
        paragraphs: [
          'Los honorarios de cada servicio se indican en su página y en su carta de encargo. Los honorarios del Growth Score son de carácter no reembolsable y se consideran devengados en su totalidad al firmar la carta de encargo. Los honorarios de la membresía de The Apex Circle se facturan cada mes por adelantado. Los honorarios de Exit Suite se fijan mediante una propuesta por escrito.',
          'Los pagos con tarjeta los procesa un proveedor de pagos externo. La firma no recibe ni almacena el número completo de su tarjeta.',
        ],
      },
      {
        title: 'Portal del cliente y cuentas',
        paragraphs: [
          'Los clientes reciben acceso a un portal privado. Usted es responsable de mantener la confidencialidad de su contraseña y de la actividad que se realice con su cuenta. Avísenos de inmediato si cree que alguien ha usado su cuenta sin su permiso.',
          'Podemos suspender el acceso al portal para proteger la seguridad de su información o del sitio.',
        ],
      },
      {
        title: 'Propiedad intelectual',
        paragraphs: [
          'Los textos, el diseño, los gráficos y el código de este sitio pertenecen a la firma o a quienes le otorgaron una licencia. Los modelos y documentos entregados a un cliente pueden ser usados por ese cliente en su propio negocio, pero no pueden revenderse ni publicarse.',
        ],
      },
      {
        title: 'Uso aceptable',
        paragraphs: ['Al usar el sitio, usted se compromete a no:'],
        list: [
          'enviar información falsa o que no tenga derecho a compartir;',
          'interferir con el sitio, buscar vulnerabilidades en él ni sobrecargarlo;',
          'acceder a la cuenta o a la información de otra persona;',
          'usar el sitio para cualquier fin ilícito.',
        ],
      },
      {
        title: 'Servicios de terceros',
        paragraphs: [
          'El sitio depende de proveedores externos para los pagos con tarjeta, las firmas electrónicas, la programación de citas y el envío de correos electrónicos. Sus propios términos y políticas de privacidad se aplican a la información que procesan, y la firma no es responsable de su disponibilidad.',
        ],
      },
      {
        title: 'Exención de responsabilidad',
        paragraphs: [
          'El sitio se ofrece “tal como está” y “según su disponibilidad”. Las descripciones de asuntos anteriores son ejemplos, no promesas: cada asunto es diferente y los resultados anteriores no garantizan un resultado similar.',
        ],
      },
      {
        title: 'Limitación de responsabilidad',
        paragraphs: [
          'En la máxima medida que permita la ley, la firma no es responsable de daños indirectos, incidentales o consecuentes derivados del uso que usted haga del sitio. Nada de lo dispuesto en estos términos limita las obligaciones que la firma tiene con un cliente conforme a las normas de conducta profesional o a una carta de encargo.',
        ],
      },
      {
        title: 'Resolución de disputas y arbitraje',
        paragraphs: [
          'Toda disputa derivada de estos términos o del uso que usted haga del sitio que no pueda resolverse de manera informal se resolverá mediante arbitraje vinculante, administrado por una asociación nacional de arbitraje conforme a su reglamento comercial y celebrado en el condado de Miami-Dade, Florida. Cualquiera de las partes puede acudir al tribunal de reclamos menores para las reclamaciones que sean de su competencia.',
        ],
      },
      {
        title: 'Ley aplicable y cambios a estos términos',
        paragraphs: [
          'Estos términos se rigen por las leyes del Estado de Florida, sin tener en cuenta sus normas sobre conflicto de leyes.',
          'Podemos actualizar estos términos cada cierto tiempo; la fecha de vigencia indicada arriba corresponde a la versión actual. Puede enviar sus preguntas sobre estos términos a {{email}}.',
        ],
      },
    ],
  },
  accessibility: {
    title: 'Declaración de accesibilidad',
    paragraphs: [
      '{{name}} quiere que todos sus visitantes, incluidas las personas que usan tecnologías de asistencia, puedan informarse sobre la firma, comunicarse con nosotros y usar el portal del cliente.',
      'Diseñamos y probamos este sitio conforme a las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.2, nivel AA: cada página funciona solo con el teclado y sin JavaScript, tiene una estructura lógica de encabezados y regiones, describe sus imágenes, mantiene un alto contraste del texto y respeta la preferencia por reducir el movimiento.',
      'Si alguna parte del sitio le resulta difícil de usar, infórmenos a {{email}} o al {{phone}}. Le responderemos en un plazo de dos días hábiles y le daremos la información en otro formato si lo necesita.',
    ],
  },
  privacy: {
    meta: {
      title: 'Política de privacidad',
      description:
        'Qué información recopila la firma por medio de su sitio web, cómo la usa y la protege, qué cookies utilizamos y cuáles son sus opciones.',
    },
    title: 'Política de privacidad',
    sections: [
      {
        title: 'Información que recopilamos',
        paragraphs: ['Recopilamos solo lo que usted nos proporciona y lo necesario para el funcionamiento del sitio:'],
        list: [
          'los datos de contacto que usted envía en un formulario: nombre, empresa, correo electrónico y número de teléfono;',
          'el contenido de sus mensajes y solicitudes, como el contrato que necesita;',
          'en el caso de los clientes, los datos de la cuenta, los documentos del encargo, los registros de firma y el estado de los pagos (los datos de la tarjeta van a nuestro proveedor de pagos, no a nosotros);',
          'datos técnicos básicos, como la dirección IP y el tipo de navegador, que se guardan en los registros del servidor por razones de seguridad.',
        ],
      },
      {
        title: 'Cómo usamos la información',
        paragraphs: [
          'Usamos su información para responder a su consulta, realizar la verificación de conflictos de interés, preparar y llevar a cabo los encargos, operar el portal del cliente, recibir los pagos, mantener la seguridad del sitio y cumplir nuestras obligaciones legales y profesionales. No vendemos su información ni la usamos para publicidad de terceros.',
        ],
      },
      {
        title: 'Confidencialidad',
        paragraphs: [
          'La información que un cliente comparte con la firma está protegida por el deber de confidencialidad y, cuando corresponde, por el secreto profesional entre abogado y cliente. La información enviada antes de un encargo se trata con cuidado, pero puede no estar amparada por ese secreto hasta que se firme la carta de encargo.',
        ],
      },
      {
        title: 'Cómo compartimos la información',
        paragraphs: [
          'Compartimos información solo con los proveedores que nos ayudan a operar la firma (envío de correos electrónicos, pagos con tarjeta, firmas electrónicas, alojamiento), que están obligados a protegerla; con otras personas cuando usted nos lo pide, por ejemplo la contraparte de una operación; y cuando la ley lo exige.',
        ],
      },
      {
        title: 'Uso de cookies',
        paragraphs: [
          'El sitio usa un número reducido de cookies estrictamente necesarias: una mantiene abierta su sesión en el portal y otra lleva un aviso de una sola vez de una página a otra. No usamos cookies publicitarias ni de seguimiento entre sitios.',
        ],
      },
      {
        title: 'Conservación de los datos',
        paragraphs: [
          'Las consultas que no se convierten en encargos se conservan hasta dos años. Los expedientes de los clientes se conservan durante el período que exigen las normas que rigen a los abogados de Florida y luego se destruyen de forma segura.',
        ],
      },
      {
        title: 'Seguridad de los datos',
        paragraphs: [
          'Protegemos la información con conexiones cifradas, contraseñas protegidas criptográficamente, acceso limitado a las personas que lo necesitan y registros de quién hizo qué en el portal del cliente. Ningún sistema es completamente seguro, y le avisaremos sin demora si una filtración afecta su información.',
        ],
      },
      {
        title: 'Sus opciones y derechos',
        paragraphs: [
          'Usted puede solicitar ver, corregir o eliminar la información personal que tenemos sobre usted, sujeto a nuestras obligaciones profesionales de conservar los expedientes de los clientes. Envíe sus solicitudes a {{email}}.',
        ],
      },
      {
        title: 'Privacidad de los menores',
        paragraphs: [
          'El sitio y los servicios de la firma están dirigidos a personas adultas. No recopilamos a sabiendas información de menores de 18 años; si descubrimos que lo hemos hecho, la eliminamos.',
        ],
      },
      {
        title: 'Cambios y contacto',
        paragraphs: [
          'Podemos actualizar esta política; la fecha de vigencia indicada arriba corresponde a la versión actual. Puede enviar sus preguntas sobre privacidad a {{email}} o por correo postal a {{legalName}}, {{street}}, {{locality}}, {{region}} {{postalCode}}.',
        ],
      },
    ],
  },
}
