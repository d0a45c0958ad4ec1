// /contracts: the catalogue (five groups, twenty agreements, in the order and wording of the spec), how
// a request works, and the page's own lines. The groups' anchors are in app/content/contracts.ts.
import type { Translation } from '~/utils/i18n'

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

export const es: Translation<typeof en> = {
  meta: {
    title: 'Contratos y acuerdos para empresas',
    description:
      'Solicite un contrato redactado por un abogado: acuerdos operativos, acuerdos de accionistas, contratos de trabajo y de contratistas, acuerdos de confidencialidad, contratos marco, arrendamientos, contratos de compraventa de activos, SAFE y más.',
  },
  eyebrow: 'Contratos',
  heading: 'Contratos redactados para el negocio que usted está construyendo',
  lead: '{{count}} contratos en cinco grupos, cada uno redactado por un abogado para su empresa, no completado a partir de un formulario. Elija uno y díganos lo que necesita.',
  groupsNav: 'Grupos de contratos',
  request: 'Solicitar este contrato',
  groups: [
    {
      name: 'Corporativo y gobierno societario',
      intro:
        'Los documentos que determinan quién es dueño de la empresa, quién toma las decisiones y qué ocurre cuando los propietarios no están de acuerdo.',
      agreements: [
        {
          name: 'Acuerdo operativo/Estatutos',
          description: 'Las reglas con las que funciona su LLC o corporación: administración, votaciones, distribuciones y transferencias.',
        },
        {
          name: 'Acuerdo de accionistas o de socios',
          description:
            'Derechos y obligaciones entre los propietarios, incluidas las condiciones de compraventa entre socios, los bloqueos en las decisiones y la salida.',
        },
        {
          name: 'Resoluciones de la junta directiva o de los miembros',
          description:
            'Un registro escrito y ordenado de las decisiones, para que bancos, compradores y auditores puedan confiar en ellas.',
        },
        {
          name: 'Contrato de compraventa/suscripción de acciones',
          description: 'La emisión o venta de participaciones con las declaraciones y protecciones que cada parte necesita.',
        },
      ],
    },
    {
      name: 'Empleo y contratistas',
      intro: 'Contratos con las personas que construyen el negocio, redactados para que el trabajo y las ideas se queden en la empresa.',
      agreements: [
        {
          name: 'Contrato de trabajo',
          description:
            'Cargo, remuneración, participación accionaria, confidencialidad y terminación, definidos con claridad desde el primer día.',
        },
        {
          name: 'Contrato de contratista independiente',
          description:
            'Alcance, pago y titularidad de los resultados del trabajo, estructurados para respaldar la condición de contratista.',
        },
        {
          name: 'Acuerdo de confidencialidad (mutuo o unilateral)',
          description: 'Protege lo que usted comparte con un socio, inversionista, comprador o empleado.',
        },
        {
          name: 'Pacto de no competencia/no captación',
          description: 'Límites razonables y exigibles que protegen a los clientes, al personal y el prestigio comercial.',
        },
      ],
    },
    {
      name: 'Comercial y de negocios',
      intro: 'Los contratos de los que dependen sus ingresos, redactados para que superen la revisión de un comprador.',
      agreements: [
        {
          name: 'Contrato de servicios/Contrato marco',
          description: 'Un contrato marco con órdenes de trabajo, para que cada proyecto nuevo no reabra las negociaciones.',
        },
        {
          name: 'Carta de encargo para clientes',
          description: 'Alcance, honorarios y responsabilidades acordados antes de que empiece el trabajo.',
        },
        {
          name: 'Contrato con proveedores',
          description: 'Condiciones de precio, entrega, calidad y responsabilidad con las empresas de las que usted depende.',
        },
        {
          name: 'Contrato de franquicia',
          description: 'La relación entre franquiciante y franquiciatario, en línea con las obligaciones de divulgación.',
        },
        {
          name: 'Contrato de distribución',
          description: 'Territorio, exclusividad, metas y terminación para los socios que venden su producto.',
        },
      ],
    },
    {
      name: 'Bienes raíces y activos',
      intro: 'Contratos en los que cambian de manos inmuebles, equipos o un negocio completo.',
      agreements: [
        {
          name: 'Arrendamiento comercial',
          description: 'Renta, plazo, adecuaciones, cesión y las cláusulas que importan cuando usted vende.',
        },
        {
          name: 'Contrato de compraventa de activos',
          description: 'La compra o venta de los activos de un negocio, con los pasivos donde corresponde.',
        },
        {
          name: 'Carta de intención',
          description:
            'Las condiciones clave de una operación, acordadas por escrito antes de que comiencen la auditoría legal (due diligence) y la redacción.',
        },
      ],
    },
    {
      name: 'Otros contratos clave',
      intro: 'Capital, alianzas y todo lo que el catálogo no menciona.',
      agreements: [
        {
          name: 'Contrato de empresa conjunta',
          description: 'Aportes, control y reparto de utilidades cuando dos empresas construyen algo juntas.',
        },
        {
          name: 'Nota convertible/SAFE',
          description: 'Financiamiento en etapa temprana en condiciones que los fundadores entienden antes de firmar.',
        },
        {
          name: 'Pagaré/Contrato de préstamo',
          description: 'Condiciones de pago, intereses, garantías e incumplimiento para el dinero prestado o recibido en préstamo.',
        },
        {
          name: 'Personalizado/Otro',
          description:
            '¿Necesita algo que no aparece aquí? Elija esta opción y descríbalo en el formulario de solicitud, en el campo del contrato que necesita.',
        },
      ],
    },
  ],
  stepsEyebrow: 'Tres pasos',
  stepsTitle: 'Cómo funciona',
  steps: [
    { title: 'Elija un contrato', text: 'Seleccione en el catálogo el contrato que necesita, o elija Personalizado/Otro.' },
    {
      title: 'Envíe su información',
      text: 'Díganos quién es usted, cuál es su empresa y qué contrato necesita. Le tomará dos minutos.',
    },
    {
      title: 'Nos comunicamos con usted',
      text: 'La firma revisa su solicitud y se comunica con usted, normalmente en un plazo de 24 horas en días hábiles, para confirmar el alcance y los honorarios.',
    },
  ],
  closing: {
    heading: '¿No sabe qué contrato necesita?',
    text: 'Describa la situación en el formulario de solicitud y le diremos qué le conviene.',
    label: 'Solicitar un contrato',
  },
}
