// Spanish of app/locales/mission.ts (issue 28). Only the server imports it (app/locales/index.server.ts); a
// Spanish page gets the namespaces it uses as loader data, so no Spanish text is in a JavaScript bundle.
import type { Translation } from '~/locales/translation'
import type { en } from '~/locales/mission'

export const es: Translation<typeof en> = {
  meta: {
    title: 'Nuestra misión',
    description:
      'Por qué existe la firma y por qué limita deliberadamente su número de clientes: una asesoría franca y preparada para fundadores, con la anticipación suficiente para cambiar el resultado de una venta.',
  },
  eyebrow: 'La firma',
  heading: 'Nuestra misión',
  lead: 'Dar a los fundadores la asesoría que las grandes empresas dan por sentada, con la anticipación suficiente para que cambie el resultado.',
  valuesEyebrow: 'Lo que defendemos',
  valuesHeading: 'Nuestros valores',
  sections: [
    {
      title: 'Por qué existimos',
      paragraphs: [
        'La mayoría de los propietarios conoce a un abogado corporativo por primera vez cuando ya hay un comprador sentado a la mesa. Para entonces, los puntos débiles de la empresa (una cesión de propiedad intelectual que nunca se firmó, un acuerdo operativo que no previó una venta, contratos con clientes que no pueden transferirse) los descubre la otra parte, y cada uno se paga en el precio o en las condiciones.',
        'Nosotros empezamos antes. Examinamos un negocio como lo hará el abogado del comprador, le decimos al propietario con claridad lo que encontramos y corregimos lo importante mientras corregirlo todavía cuesta poco.',
      ],
    },
    {
      title: 'Por qué mantenemos una firma pequeña',
      paragraphs: [
        'Limitamos deliberadamente el número de clientes que aceptamos. Solo aceptamos cinco clientes del Growth Score al mes, y nuestra membresía tiene un cupo limitado para que cada miembro pueda comunicarse directamente con quien dirige la firma.',
        'Una lista más corta significa que conocemos cada negocio en detalle, respondemos con rapidez y nunca dejamos el asunto de un cliente en manos de alguien que no lo conoce.',
      ],
    },
    {
      title: 'Cómo trabajamos',
      paragraphs: [
        'Un alcance claro y honorarios conocidos antes de empezar el trabajo. Lenguaje sencillo en cada informe. Documentos redactados para la empresa que será dentro de cinco años, no solo para la que es hoy. Y un consejo honesto cuando una operación no le conviene, aunque eso signifique que no haya operación en la que podamos trabajar.',
      ],
    },
  ],
  values: [
    { title: 'Franqueza', text: 'Les decimos a los propietarios lo que verá un comprador, antes de que lo vea.' },
    { title: 'Preparación', text: 'El valor se protege mucho antes de la mesa de cierre.' },
    { title: 'Atención', text: 'Una lista de clientes limitada, por decisión propia, para que cada asunto se atienda personalmente.' },
  ],
  closing: {
    heading: 'Empiece con una imagen clara de su empresa',
    text: 'El Growth Score muestra dónde se encuentra y qué corregir primero, con honorarios fijos.',
    label: 'Comience su Growth Score',
  },
}
