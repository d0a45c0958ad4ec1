// /contracts: the catalogue (five groups, twenty agreements, in the order and wording of the spec), how
// a request works, and the page's own lines. The groups' anchors are in app/content/contracts.ts.
export const namespace = 'contracts'

export const en = {
  meta: {
    title: 'Business Contracts and Agreements',
    description:
      'Request an attorney-drafted agreement: operating agreements, shareholder agreements, employment and contractor agreements, NDAs, MSAs, leases, asset purchase agreements, SAFEs and more.',
  },
  eyebrow: 'Contracts',
  heading: 'Agreements drafted for the business you are building',
  lead: '{{count}} agreements in five groups, each written for your company by an attorney, not filled in from a form. Choose one and tell us what you need.',
  groupsNav: 'Agreement groups',
  request: 'Request This Agreement',
  groups: [
    {
      name: 'Corporate & Governance',
      intro: 'The documents that decide who owns the company, who decides, and what happens when owners disagree.',
      agreements: [
        {
          name: 'Operating Agreement/Bylaws',
          description: 'The rules your LLC or corporation runs by: management, voting, distributions and transfers.',
        },
        {
          name: "Shareholders' or Partnership Agreement",
          description: 'Rights and duties between owners, including buy-sell terms, deadlock and exit.',
        },
        {
          name: 'Board or Member Resolutions',
          description: 'A clean written record of decisions, so banks, buyers and auditors can rely on them.',
        },
        {
          name: 'Stock Purchase/Subscription Agreement',
          description: 'Issuing or selling equity with the representations and protections each side needs.',
        },
      ],
    },
    {
      name: 'Employment & Contractor',
      intro: 'Agreements with the people who build the business, written so that the work and the ideas stay with the company.',
      agreements: [
        { name: 'Employment Agreement', description: 'Role, pay, equity, confidentiality and termination, set out clearly from day one.' },
        {
          name: 'Independent Contractor Agreement',
          description: 'Scope, payment and ownership of work product, structured to support contractor status.',
        },
        { name: 'NDA (mutual or one-way)', description: 'Protects what you share with a partner, investor, buyer or employee.' },
        { name: 'Non-Compete/Non-Solicitation', description: 'Reasonable, enforceable limits that protect customers, staff and goodwill.' },
      ],
    },
    {
      name: 'Commercial & Business',
      intro: 'The contracts your revenue depends on, drafted so that they survive a buyer’s review.',
      agreements: [
        {
          name: 'Service Agreement/MSA',
          description: 'A master agreement with statements of work, so each new project does not restart negotiations.',
        },
        { name: 'Client Engagement Letter', description: 'Scope, fees and responsibilities agreed before the work starts.' },
        {
          name: 'Vendor/Supplier Agreement',
          description: 'Pricing, delivery, quality and liability terms with the businesses you rely on.',
        },
        {
          name: 'Franchise Agreement',
          description: 'The relationship between franchisor and franchisee, aligned with disclosure obligations.',
        },
        {
          name: 'Distribution Agreement',
          description: 'Territory, exclusivity, targets and termination for the partners who sell your product.',
        },
      ],
    },
    {
      name: 'Real Estate & Asset-Based',
      intro: 'Agreements where property, equipment or a whole business changes hands.',
      agreements: [
        { name: 'Commercial Lease', description: 'Rent, term, build-out, assignment and the clauses that matter when you sell.' },
        {
          name: 'Asset Purchase Agreement',
          description: 'Buying or selling the assets of a business, with the liabilities left where they belong.',
        },
        { name: 'Letter of Intent', description: 'The key terms of a deal agreed in writing before diligence and drafting begin.' },
      ],
    },
    {
      name: 'Other Key Agreements',
      intro: 'Capital, partnerships, and anything the catalog does not name.',
      agreements: [
        {
          name: 'Joint Venture Agreement',
          description: 'Contributions, control and the split of profits when two businesses build something together.',
        },
        { name: 'Convertible Note/SAFE', description: 'Early-stage funding on terms founders understand before they sign.' },
        {
          name: 'Promissory Note/Loan Agreement',
          description: 'Repayment, interest, security and default terms for money lent or borrowed.',
        },
        {
          name: 'Custom/Other',
          description: 'Need something not listed here? Choose this and describe it under Agreement Needed in the request form.',
        },
      ],
    },
  ],
  stepsEyebrow: 'Three steps',
  stepsTitle: 'How It Works',
  steps: [
    { title: 'Choose an agreement', text: 'Pick the agreement you need from the catalog, or choose Custom/Other.' },
    { title: 'Submit your information', text: 'Tell us who you are, your company, and the agreement needed. It takes two minutes.' },
    {
      title: 'We contact you',
      text: 'The firm reviews your request and contacts you, usually within 24 hours on business days, to confirm scope and fee.',
    },
  ],
  closing: {
    heading: 'Not sure which agreement you need?',
    text: 'Describe the situation in the request form and we will tell you what fits.',
    label: 'Request an Agreement',
  },
}
