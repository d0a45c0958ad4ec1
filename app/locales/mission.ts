// /our-mission: why the firm exists, why it stays small, how it works, and its values.
import type { Translation } from '~/utils/i18n'

export const en = {
  meta: {
    title: 'Our Mission',
    description:
      'Why the firm exists and why it deliberately limits its number of clients: candid, prepared counsel for founders, early enough to change the outcome of a sale.',
  },
  eyebrow: 'The firm',
  heading: 'Our Mission',
  lead: 'To give founders the counsel that large companies take for granted, early enough for it to change the outcome.',
  valuesEyebrow: 'What we hold to',
  valuesHeading: 'Our values',
  sections: [
    {
      title: 'Why we exist',
      paragraphs: [
        'Most owners meet a corporate lawyer for the first time when a buyer is already at the table. By then the weak points in the company (a missing assignment of intellectual property, an operating agreement that never anticipated a sale, customer contracts that cannot be transferred) are discovered by the other side, and each one is paid for in price or in terms.',
        'We start earlier. We look at a business the way a buyer’s counsel will, tell the owner plainly what we find, and fix what matters while fixing it is still cheap.',
      ],
    },
    {
      title: 'Why we keep the firm small',
      paragraphs: [
        'We deliberately limit the number of clients we take on. We accept only five Growth Score clients a month, and our membership is capped so that every member can reach the managing attorney directly.',
        'A smaller list means we know each business in detail, answer quickly, and never hand a client’s matter to someone who has not met them.',
      ],
    },
    {
      title: 'How we work',
      paragraphs: [
        'Clear scope and a known fee before the work starts. Plain language in every report. Documents written for the business as it will be in five years, not only as it is today. And honest advice about when a deal is not in your interest, even when that means there is no deal for us to work on.',
      ],
    },
  ],
  values: [
    { title: 'Candor', text: 'We tell owners what a buyer will see, before a buyer sees it.' },
    { title: 'Preparation', text: 'Value is protected long before the closing table.' },
    { title: 'Attention', text: 'A limited client list, by choice, so every matter is handled personally.' },
  ],
  closing: {
    heading: 'Start with a clear picture of your company',
    text: 'The Growth Score shows where you stand and what to fix first, for one flat fee.',
    label: 'Start Your Growth Score',
  },
}

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
