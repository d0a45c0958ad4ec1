// /scale and /buy-sell: the two pages of offer cards the home page's choice leads to. Placeholders:
// `{{points}}` the audit's points, `{{capacity}}` the monthly limit, `{{value}}` and the prices as
// formatDollars writes them.
export const namespace = 'offerPages'

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
