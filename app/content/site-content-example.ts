// The example content a fresh install starts from: a plainly fictional firm, attorney and deal
// portfolio, shown until the firm publishes its own in the admin panel's Site content section (which
// marks it as example content to replace). FIRM_NAME, FIRM_ATTORNEY_NAME, FIRM_EMAIL, FIRM_PHONE,
// GROWTH_SCORE_MONTHLY_CAPACITY and SCHEDULING_EMBED_URL, when set, are folded in: they are defaults
// for the first start only, since any published version replaces the whole document.
import type { SiteContent } from '~/schemas/site-content.server'

/** The deployment's first-start defaults (app/utils/env.server.ts). */
export type ContentDefaults = {
  name?: string
  attorneyName?: string
  email?: string
  phone?: string
  monthlyCapacity?: number
  schedulingUrl?: string
}

const industries: SiteContent['portfolio']['industries'] = [
  {
    name: 'Athletics',
    deals: 5,
    valueMillions: 18,
    matters: [
      'Sale of a regional sports-training academy to a national operator',
      'Partnership and facility-use agreements for a youth athletics league',
    ],
    mattersEs: [
      'Venta de una academia regional de entrenamiento deportivo a un operador nacional',
      'Acuerdos de asociación y de uso de instalaciones para una liga deportiva juvenil',
    ],
  },
  {
    name: 'Automotive',
    deals: 8,
    valueMillions: 64,
    matters: [
      'Acquisition of an independent repair group by a multi-location buyer',
      'Restructuring of ownership in a family-held dealership services company',
    ],
    mattersEs: [
      'Adquisición de un grupo independiente de talleres por un comprador con varias sedes',
      'Reestructuración de la propiedad en una empresa familiar de servicios a concesionarios',
    ],
  },
  {
    name: 'Biotech',
    deals: 6,
    valueMillions: 41,
    matters: [
      'Seed financing on convertible notes for a diagnostics start-up',
      'IP assignment and licensing framework ahead of a strategic partnership',
    ],
    mattersEs: [
      'Financiamiento semilla con notas convertibles para una empresa emergente de diagnóstico',
      'Cesión y licencia de propiedad intelectual antes de una alianza estratégica',
    ],
  },
  {
    name: 'Construction',
    deals: 9,
    valueMillions: 112,
    matters: [
      'Sale of a commercial contractor to a private-equity-backed platform',
      'Joint venture agreement for a mixed-use development bid',
    ],
    mattersEs: [
      'Venta de un contratista comercial a una plataforma respaldada por capital privado',
      'Acuerdo de empresa conjunta para una licitación de desarrollo de uso mixto',
    ],
  },
  {
    name: 'Consulting',
    deals: 7,
    valueMillions: 27,
    matters: [
      'Partner buy-out and new operating agreement for a management consultancy',
      'Master services agreements for a technology advisory firm',
    ],
    mattersEs: [
      'Compra de la participación de un socio y nuevo acuerdo operativo para una consultora de gestión',
      'Contratos marco de servicios para una firma de asesoría tecnológica',
    ],
  },
  {
    name: 'Consumer Products',
    deals: 11,
    valueMillions: 88,
    matters: [
      'Asset sale of a direct-to-consumer brand to a strategic acquirer',
      'Distribution agreements with national and Latin American retailers',
    ],
    mattersEs: [
      'Venta de activos de una marca de venta directa al consumidor a un comprador estratégico',
      'Acuerdos de distribución con minoristas nacionales y de América Latina',
    ],
  },
  {
    name: 'Energy',
    deals: 6,
    valueMillions: 73,
    matters: ['Acquisition of a solar installation business', 'Supply and offtake agreements for a distributed-energy provider'],
    mattersEs: [
      'Adquisición de una empresa de instalación solar',
      'Contratos de suministro y de compra de energía para un proveedor de energía distribuida',
    ],
  },
  {
    name: 'Franchising and Licensing',
    deals: 10,
    valueMillions: 22,
    matters: ['Franchise system documents for an expanding food concept', 'Brand licensing agreement for entry into the Gulf region'],
    mattersEs: [
      'Documentos del sistema de franquicias para un concepto gastronómico en expansión',
      'Acuerdo de licencia de marca para ingresar a la región del Golfo',
    ],
  },
  {
    name: 'Healthcare',
    deals: 12,
    valueMillions: 146,
    matters: ['Acquisition of a multi-site outpatient practice', 'Management services structure for a physician-owned group'],
    mattersEs: [
      'Adquisición de una práctica ambulatoria con varias sedes',
      'Estructura de servicios de gestión para un grupo de propiedad médica',
    ],
  },
  {
    name: 'Logistics',
    deals: 9,
    valueMillions: 97,
    matters: [
      'Sale of a last-mile delivery company with earn-out protection',
      'Carrier and warehousing agreements for a freight brokerage',
    ],
    mattersEs: [
      'Venta de una empresa de entregas de última milla con protección del pago diferido (earn-out)',
      'Contratos de transporte y almacenamiento para una agencia de carga',
    ],
  },
  {
    name: 'Marketing',
    deals: 7,
    valueMillions: 31,
    matters: [
      'Merger of two boutique agencies into one ownership structure',
      'Client engagement and contractor terms for a performance-marketing firm',
    ],
    mattersEs: [
      'Fusión de dos agencias boutique en una sola estructura de propiedad',
      'Condiciones de contratación de clientes y contratistas para una firma de marketing de resultados',
    ],
  },
  {
    name: 'Professional Services',
    deals: 10,
    valueMillions: 39,
    matters: ['Succession plan and staged sale of an accounting practice', 'Shareholders’ agreement for a growing engineering firm'],
    mattersEs: [
      'Plan de sucesión y venta escalonada de una firma de contabilidad',
      'Acuerdo de accionistas para una firma de ingeniería en crecimiento',
    ],
  },
  {
    name: 'Real Estate',
    deals: 13,
    valueMillions: 214,
    matters: [
      'Purchase of a commercial portfolio through a new holding structure',
      'Commercial leases for a retail tenant expanding in South Florida',
    ],
    mattersEs: [
      'Compra de una cartera comercial mediante una nueva estructura de sociedad tenedora',
      'Arrendamientos comerciales para un inquilino minorista que se expande en el sur de Florida',
    ],
  },
  {
    name: 'Restaurants',
    deals: 9,
    valueMillions: 36,
    matters: ['Sale of a three-location restaurant group', 'Investor agreements for a chef-led concept opening its second site'],
    mattersEs: [
      'Venta de un grupo de restaurantes con tres locales',
      'Acuerdos con inversionistas para un concepto de autor que abre su segundo local',
    ],
  },
  {
    name: 'Software',
    deals: 14,
    valueMillions: 182,
    matters: [
      'Sale of a SaaS company to a strategic buyer, with founder retention terms',
      'SAFE rounds and cap-table clean-up before a priced round',
    ],
    mattersEs: [
      'Venta de una empresa SaaS a un comprador estratégico, con condiciones de permanencia para los fundadores',
      'Rondas SAFE y depuración de la tabla de capitalización antes de una ronda con valoración',
    ],
  },
  {
    name: 'Startups',
    deals: 8,
    valueMillions: 48,
    matters: [
      'Formation, founder vesting and first hires for venture-bound teams',
      'Letters of intent and diligence readiness for early acquisition offers',
    ],
    mattersEs: [
      'Constitución, consolidación de participaciones de los fundadores y primeras contrataciones para equipos que buscan capital de riesgo',
      'Cartas de intención y preparación para la auditoría legal ante primeras ofertas de adquisición',
    ],
  },
  {
    name: 'Veterinary',
    deals: 6,
    valueMillions: 29,
    matters: [
      'Sale of an independent veterinary hospital to a consolidator',
      'Associate-to-owner buy-in structure for a companion-animal clinic',
    ],
    mattersEs: [
      'Venta de un hospital veterinario independiente a un consolidador',
      'Estructura de incorporación como socio de un veterinario asociado en una clínica de mascotas',
    ],
  },
]

export const exampleContent: SiteContent = {
  firm: {
    name: 'Harbor & Vale',
    legalName: 'Harbor & Vale Law, PLLC',
    tagline: 'Corporate and M&A counsel for founders who are building something worth selling.',
    street: '8200 NW 41st Street, Suite 200',
    locality: 'Doral',
    region: 'FL',
    postalCode: '33166',
    phone: '(305) 555-0142',
    email: 'office@harborvale.example',
    responseTime: 'We reply within 24 hours on business days.',
    serving: 'Serving clients nationwide',
    taglineEs: 'Asesoría corporativa y de fusiones y adquisiciones para fundadores que construyen algo que vale la pena vender.',
    responseTimeEs: 'Respondemos en un plazo de 24 horas en días hábiles.',
    servingEs: 'Atendemos a clientes en todo el país',
  },
  attorney: {
    name: 'Elena M. Vale',
    title: 'Managing Attorney',
    portrait: null,
    portraitAlt: '',
    bar: 'The Florida Bar',
    barYear: 2011,
    practicingSince: 2011,
    transactionsClosed: 150,
    languages: ['English', 'Spanish'],
    education: [
      { school: 'Southshore University School of Law', degree: 'Juris Doctor, cum laude, 2011' },
      { school: 'Bayfront College', degree: 'Bachelor of Business Administration, Finance, 2008' },
    ],
    recognition: [
      'Lead counsel on 38 closed sales and acquisitions from 2022 through 2025, each with an enterprise value between $2 million and $60 million',
      'Speaker on exit readiness and deal structure at 14 founder and investor programs in Miami, Bogotá and Dubai since 2019',
      'Counsel in English and Spanish on cross-border transactions in 9 countries across the Americas and the Gulf',
    ],
    summary: [
      'Elena Vale advises founders and family-owned companies at the points where the law decides what a business is worth: when it is formed, when it takes on partners or capital, and when it is bought or sold.',
      'Before founding the firm she spent a decade on transactional teams at large firms, where she saw the same pattern repeat: owners who prepared early sold on their terms, and owners who did not negotiated from behind. The firm exists to put founders in the first group.',
      'She keeps a deliberately small client list so that every matter has her personal attention, from the first diagnostic to the closing table.',
    ],
    focus: [
      'Mergers and acquisitions, buy-side and sell-side',
      'Exit readiness and deal structuring',
      'Corporate governance and entity formation',
      'Shareholder, partnership and operating agreements',
      'Commercial contracts and vendor agreements',
      'Cross-border transactions in the Americas and the Gulf',
    ],
    titleEs: 'Abogada principal',
    portraitAltEs: '',
    languagesEs: ['inglés', 'español'],
    degreesEs: ['Juris Doctor, cum laude, 2011', 'Licenciatura en Administración de Empresas, Finanzas, 2008'],
    recognitionEs: [
      'Abogada principal en 38 ventas y adquisiciones cerradas entre 2022 y 2025, cada una con un valor empresarial de entre $2 millones y $60 millones',
      'Conferencista sobre preparación para la venta y estructura de operaciones en 14 programas para fundadores e inversionistas en Miami, Bogotá y Dubái desde 2019',
      'Asesoría en inglés y español en operaciones transfronterizas en 9 países de las Américas y el Golfo',
    ],
    summaryEs: [
      'Elena Vale asesora a fundadores y empresas familiares en los momentos en que el derecho decide cuánto vale un negocio: cuando se constituye, cuando incorpora socios o capital, y cuando se compra o se vende.',
      'Antes de fundar la firma trabajó una década en equipos transaccionales de grandes firmas, donde vio repetirse el mismo patrón: los propietarios que se prepararon a tiempo vendieron en sus propios términos, y los que no, negociaron en desventaja. La firma existe para que los fundadores estén en el primer grupo.',
      'Mantiene a propósito una lista reducida de clientes para que cada asunto cuente con su atención personal, desde el primer diagnóstico hasta la mesa de cierre.',
    ],
    focusEs: [
      'Fusiones y adquisiciones, del lado comprador y del lado vendedor',
      'Preparación para la venta y estructuración de operaciones',
      'Gobierno corporativo y constitución de sociedades',
      'Acuerdos de accionistas, de socios y acuerdos operativos',
      'Contratos comerciales y acuerdos con proveedores',
      'Operaciones transfronterizas en las Américas y el Golfo',
    ],
  },
  portfolio: {
    industries: [...industries].sort((a, b) => a.name.localeCompare(b.name, 'en')),
    deals: [
      {
        industry: 'Software',
        side: 'sell',
        sizeRange: '$20–50 million',
        sizeRangeEs: '$20–50 millones',
        year: 2024,
        summary: 'Sale of a founder-owned SaaS company to a strategic buyer, with retention terms for the founding team.',
        summaryEs:
          'Venta de una empresa SaaS de sus fundadores a un comprador estratégico, con condiciones de permanencia para el equipo fundador.',
      },
      {
        industry: 'Logistics',
        side: 'sell',
        sizeRange: '$10–20 million',
        sizeRangeEs: '$10–20 millones',
        year: 2023,
        summary: 'Sale of a last-mile delivery company, with an earn-out protected by clear accounting rules.',
        summaryEs:
          'Venta de una empresa de entregas de última milla, con un pago diferido (earn-out) protegido por reglas contables claras.',
      },
      {
        industry: 'Healthcare',
        side: 'buy',
        sizeRange: '$20–50 million',
        sizeRangeEs: '$20–50 millones',
        year: 2025,
        summary: 'Acquisition of a multi-site outpatient practice by a regional physician group.',
        summaryEs: 'Adquisición de una práctica ambulatoria con varias sedes por un grupo médico regional.',
      },
      {
        industry: 'Energy',
        side: 'buy',
        sizeRange: '$5–10 million',
        sizeRangeEs: '$5–10 millones',
        year: 2024,
        summary: 'Purchase of a solar installation business, with its licenses and crews carried over at closing.',
        summaryEs: 'Compra de una empresa de instalación solar, con sus licencias y equipos de trabajo transferidos al cierre.',
      },
    ],
  },
  testimonials: [],
  growthScore: { monthlyCapacity: 5, schedulingUrl: '', sample: null, sampleCaption: '', sampleCaptionEs: '' },
}

/** The example content with the deployment's first-start defaults folded in. */
export function exampleWith(defaults: ContentDefaults): SiteContent {
  const { name, attorneyName, email, phone, monthlyCapacity, schedulingUrl } = defaults
  const base = exampleContent
  return {
    ...base,
    firm: {
      ...base.firm,
      name: name ?? base.firm.name,
      legalName: name ?? base.firm.legalName,
      email: email ?? base.firm.email,
      phone: phone ?? base.firm.phone,
    },
    attorney: {
      ...base.attorney,
      name: attorneyName ?? base.attorney.name,
      // The example biography speaks of the fictional attorney by name; another name replaces it there.
      summary: attorneyName ? base.attorney.summary.map((p) => p.replaceAll('Elena Vale', attorneyName)) : base.attorney.summary,
      summaryEs: attorneyName ? base.attorney.summaryEs.map((p) => p.replaceAll('Elena Vale', attorneyName)) : base.attorney.summaryEs,
    },
    growthScore: {
      ...base.growthScore,
      monthlyCapacity: monthlyCapacity ?? base.growthScore.monthlyCapacity,
      schedulingUrl: schedulingUrl ?? base.growthScore.schedulingUrl,
    },
  }
}
