// The intake forms on their Spanish pages (issue 28): a form posted to its /es/ URL answers in Spanish
// (validation messages, notices, the redirect stays under /es/), stores the lead with language 'es', and
// the visitor's acknowledgement is written in Spanish while the firm's notification stays English with
// a 'Language: Spanish' row. The same forms in English are unchanged (their own tests pin the wording).
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startPrivateRedis } from '../fakes/redis-server'
import { intakeRouteModules, postAction, type Action } from '../support/actions'
import { useFreshDatabase } from '../support/app-process'

let redis: Awaited<ReturnType<typeof startPrivateRedis>>
let getDb: typeof import('~/utils/db.server').getDb
let renderEmail: typeof import('~/emails/templates.server').renderEmail

const application = (tag: string) => ({
  fullName: `Solicitante ${tag}`,
  companyName: `Empresa ${tag}`,
  email: `${tag}@fundador.example`,
  phone: '305 555 0100',
})

type Form = {
  route: keyof typeof intakeRouteModules
  path: string
  fields: (tag: string) => Record<string, string>
  /** The Spanish message of the first field when the form is posted empty. */
  firstError: [string, string]
  /** Where a success without JavaScript lands. */
  location: RegExp
  action?: Action
}

const forms: Form[] = [
  {
    route: 'contact',
    path: '/contact',
    fields: (tag) => ({ name: `Visitante ${tag}`, email: `${tag}@fundador.example`, message: `Sobre ${tag}` }),
    firstError: ['name', 'El nombre es obligatorio'],
    location: /^\/es\/contact$/,
  },
  ...(['book-growth-score', 'apply-apex-circle', 'apply-sell-side', 'apply-buy-side'] as const).map((route) => ({
    route,
    path: `/${route}`,
    fields: application,
    firstError: ['fullName', 'El nombre completo es obligatorio'] as [string, string],
    location: new RegExp(`^/es/${route}\\?submitted=1#schedule$`),
  })),
  {
    route: 'request-contract',
    path: '/request-contract',
    fields: (tag) => ({ ...application(tag), agreementNeeded: `Acuerdo de confidencialidad ${tag}` }),
    firstError: ['agreementNeeded', 'Indique el contrato que necesita'],
    location: /^\/es\/request-contract\?submitted=1#schedule$/,
  },
  {
    route: 'interest.circle',
    path: '/interest/circle',
    fields: (tag) => ({
      name: `Miembro ${tag}`,
      email: `${tag}@fundador.example`,
      company: `Empresa ${tag}`,
      returnTo: '/es/growth-score',
    }),
    firstError: ['company', 'La empresa es obligatoria'],
    location: /^\/es\/growth-score#circle-interest$/,
  },
  {
    route: 'interest.exit-suite',
    path: '/interest/exit-suite',
    fields: (tag) => ({ name: `Fundador ${tag}`, email: `${tag}@fundador.example`, company: `Empresa ${tag}` }),
    firstError: ['company', 'La empresa es obligatoria'],
    location: /^\/es\/growth-score#exit-suite-interest$/,
  },
]

beforeAll(async () => {
  redis = await startPrivateRedis()
  useFreshDatabase({ REDIS_URL: redis.url, RATE_LIMIT_MULTIPLIER: '1000', FIRM_NOTIFY_EMAIL: 'firm@harborvale.example' })
  const { migrate } = await import('~/utils/migrate.server')
  const db = await import('~/utils/db.server')
  migrate(db.getSqlite())
  getDb = db.getDb
  ;({ renderEmail } = await import('~/emails/templates.server'))
  for (const form of forms) form.action = (await intakeRouteModules[form.route]()).action
})

afterAll(async () => {
  await redis?.stop()
})

async function leadByEmail(email: string) {
  return getDb().selectFrom('leads').selectAll().where('email', '=', email).executeTakeFirstOrThrow()
}

describe.each(forms)('the Spanish page of $path', (form) => {
  test('posted with errors, it answers in Spanish', async () => {
    const { [form.firstError[0]]: _dropped, ...rest } = form.fields('vacio')
    const outcome = await postAction(form.action!, `/es${form.path}`, { ...rest, email: 'no-es-un-correo' })
    expect(outcome.status).toBe(400)
    const { result } = outcome.data as { result: { error: Record<string, string[]> } }
    expect(result.error[form.firstError[0]]).toEqual([form.firstError[1]])
    expect(result.error.email).toEqual(['Dirección de correo electrónico no válida'])
  })

  test('sent, it stays under /es/, stores a Spanish lead and acknowledges it in Spanish', async () => {
    const tag = `es-${form.route.replace(/\W/g, '-')}`
    const outcome = await postAction(form.action!, `/es${form.path}`, form.fields(tag))
    expect(outcome.status).toBe(302)
    expect(outcome.location).toMatch(form.location)
    const lead = await leadByEmail(`${tag}@fundador.example`)
    expect(lead.language).toBe('es')

    const ack = await renderEmail(getDb(), 'lead-acknowledgement', { leadId: lead.id })
    expect(ack.subject).toMatch(/^Recibimos su /)
    expect(ack.html).toContain('<html lang="es"')
    expect(ack.text).toContain('Hemos recibido su')
    expect(ack.text).toContain('Todo lo que comparta con nosotros se trata de forma confidencial.')
    expect(ack.text).not.toMatch(/Thank you|We have received|held in confidence/)

    const notification = await renderEmail(getDb(), 'lead-notification', { leadId: lead.id })
    expect(notification.to).toBe('firm@harborvale.example')
    expect(notification.html).toContain('<html lang="en"')
    expect(notification.text).toContain('A new lead arrived through the website.')
    expect(notification.text).toContain('Language: Spanish')
  })
})

test('the same form in English stores an English lead, acknowledged in English, with a Language: English row', async () => {
  const contact = forms[0]
  const outcome = await postAction(contact.action!, '/contact', contact.fields('en-contact'))
  expect(outcome.status).toBe(302)
  expect(outcome.location).toBe('/contact')
  const lead = await leadByEmail('en-contact@fundador.example')
  expect(lead.language).toBe('en')
  const ack = await renderEmail(getDb(), 'lead-acknowledgement', { leadId: lead.id })
  expect(ack.subject).toMatch(/^We received your message \| /)
  expect(ack.text).toContain('We have received your message and will reply within about 24 hours on business days.')
  const notification = await renderEmail(getDb(), 'lead-notification', { leadId: lead.id })
  expect(notification.text).toContain('Language: English')
})

test('a Spanish contact form posted empty shows the Spanish missing-information notice', async () => {
  const outcome = await postAction(forms[0].action!, '/es/contact', { name: '', email: '', message: '' })
  expect(outcome.status).toBe(400)
  const { notice } = outcome.data as { notice: { title: string; description: string } }
  expect(notice).toMatchObject({ title: 'Falta información', description: 'Complete todos los campos obligatorios.' })
})
