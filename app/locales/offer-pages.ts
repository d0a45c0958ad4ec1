// /scale and /buy-sell: the two pages of offer cards the home page's choice leads to. Placeholders:
// `{{points}}` the audit's points, `{{capacity}}` the monthly limit, `{{value}}` and the prices as
// formatDollars writes them.
import type { Translation } from '~/utils/i18n'

export const en = {
  scale: {
    meta: {
      title: 'Scale your business',
      description:
        'Two ways to grow with the firm: the {{growthScorePrice}} Growth Score diagnostic and the Circle membership at {{circlePrice}} a month for ongoing counsel.',
    },
    eyebrow: 'For owners who are growing',
    heading: 'Scale your business',
    lead: 'Two ways to work with us while you grow: a one-time diagnostic that shows you where you stand, and a membership that keeps counsel at your side every month.',
    growthScore: {
      eyebrow: 'One-time diagnostic',
      flatFee: 'flat fee',
      valuedAt: 'valued at {{value}}',
      action: 'Start Your Growth Score',
      points: [
        '{{points}} point legal and business audit',
        '12-month roadmap and essential templates',
        'Limited to {{capacity}} clients a month',
      ],
    },
    circle: { eyebrow: 'Monthly membership', action: 'Explore Membership' },
  },
  buySell: {
    meta: {
      title: 'Buy or Sell a Business',
      description:
        'Buy-side and sell-side M&A representation for founders and investors: diligence, deal structure, purchase agreements and closing.',
    },
    eyebrow: 'Mergers & acquisitions',
    heading: 'Buy or sell a business',
    lead: 'Whether you are acquiring a company or preparing to sell yours, representation that starts early protects price, terms and your time.',
    /** In the order of the route's kinds: buy-side, sell-side. */
    sides: [
      {
        eyebrow: 'Acquiring a company',
        title: 'Buy-Side Representation',
        apply: 'Apply for Buy-Side Representation',
        text: 'For owners and investors acquiring a business: diligence that finds the problems before you own them, and a purchase agreement that puts the risk where it belongs.',
      },
      {
        eyebrow: 'Selling your company',
        title: 'Sell-Side Representation',
        apply: 'Apply for Sell-Side Representation',
        text: 'For owners preparing to sell: a company made ready for diligence, a structure that keeps more of the price, and negotiation to the closing table.',
      },
    ],
  },
}

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
