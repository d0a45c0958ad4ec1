// Spanish of app/locales/offer-pages.ts (issue 28). Only the server imports it (app/locales/index.server.ts); a
// Spanish page gets the namespaces it uses as loader data, so no Spanish text is in a JavaScript bundle.
import type { Translation } from '~/locales/translation'
import type { en } from '~/locales/offer-pages'

export const es: Translation<typeof en> = {
  scale: {
    meta: {
      title: 'Haga crecer su empresa',
      description:
        'Dos formas de crecer con la firma: el diagnóstico Growth Score por {{growthScorePrice}} y la membresía del Circle por {{circlePrice}} al mes para una asesoría continua.',
    },
    eyebrow: 'Para propietarios en crecimiento',
    heading: 'Haga crecer su empresa',
    lead: 'Dos formas de trabajar con nosotros mientras crece: un diagnóstico único que le muestra en qué situación se encuentra, y una membresía que mantiene la asesoría a su lado todos los meses.',
    growthScore: {
      eyebrow: 'Diagnóstico único',
      flatFee: 'honorarios fijos',
      valuedAt: 'valorado en {{value}}',
      action: 'Comience su Growth Score',
      points: [
        'Auditoría legal y de negocio de {{points}} puntos',
        'Hoja de ruta a 12 meses y modelos esenciales',
        'Limitado a {{capacity}} clientes al mes',
      ],
    },
    circle: { eyebrow: 'Membresía mensual', action: 'Conozca la membresía' },
  },
  buySell: {
    meta: {
      title: 'Comprar o vender una empresa',
      description:
        'Representación en M&A del lado comprador y del lado vendedor para fundadores e inversionistas: auditoría legal (due diligence), estructura de la operación, contratos de compraventa y cierre.',
    },
    eyebrow: 'Fusiones y adquisiciones',
    heading: 'Compre o venda una empresa',
    lead: 'Ya sea que esté adquiriendo una empresa o preparándose para vender la suya, una representación que empieza a tiempo protege el precio, las condiciones y su tiempo.',
    sides: [
      {
        eyebrow: 'Adquirir una empresa',
        title: 'Representación del lado comprador',
        apply: 'Solicitar representación del lado comprador',
        text: 'Para propietarios e inversionistas que adquieren una empresa: una auditoría legal que encuentra los problemas antes de que sean suyos, y un contrato de compraventa que asigna el riesgo a quien corresponde.',
      },
      {
        eyebrow: 'Vender su empresa',
        title: 'Representación del lado vendedor',
        apply: 'Solicitar representación del lado vendedor',
        text: 'Para propietarios que se preparan para vender: una empresa lista para la auditoría legal, una estructura que conserva una mayor parte del precio y una negociación hasta el cierre.',
      },
    ],
  },
}
