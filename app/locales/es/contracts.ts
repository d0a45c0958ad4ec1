// Spanish of app/locales/contracts.ts (issue 28). Only the server imports it (app/locales/index.server.ts); a
// Spanish page gets the namespaces it uses as loader data, so no Spanish text is in a JavaScript bundle.
import type { Translation } from '~/locales/translation'
import type { en } from '~/locales/contracts'

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
