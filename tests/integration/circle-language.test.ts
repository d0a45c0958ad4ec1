// The Circle in the member's language (issue 28), against a fresh SQLite file in sandbox mode: a Spanish
// application's invitation is written in Spanish and links to /es/circle; accepting it there records a
// Spanish membership; its checkout returns to /es; the member's emails are Spanish while the firm's stay
// English with a Language row; English memberships read exactly as before. And the forms' messages and
// the billing labels in both languages.
import { afterAll, describe, expect, test } from 'vitest'
import { useFreshDatabase } from '../support/app-process'

useFreshDatabase({ APP_URL: 'https://firm.example' })
const { migrate } = await import('~/utils/migrate.server')
const dbModule = await import('~/utils/db.server')
migrate(dbModule.getSqlite())
const db = dbModule.getDb()
const memberships = await import('~/models/memberships.server')
const checkout = await import('~/models/membership-checkout.server')
const joining = await import('~/models/membership-joining.server')
const { circleTemplates } = await import('~/emails/circle.server')
const schemas = await import('~/schemas/circle')

afterAll(async () => {
  const { producerRedis } = await import('~/utils/redis.server')
  producerRedis().disconnect()
})

async function membership(language: 'en' | 'es') {
  const id = dbModule.createId()
  const at = dbModule.now()
  await db
    .insertInto('circle_memberships')
    .values({
      id,
      source: 'client',
      email: `${id}@member.example`,
      name: 'Inés Ortega',
      language,
      terms_signed_at: at,
      card_brand: 'visa',
      card_last4: '4242',
      current_period_end: '2026-12-24T15:00:00.000Z',
      created_at: at,
      updated_at: at,
    })
    .execute()
  return id
}

async function render(template: 'circle-member-notice' | 'circle-firm-notice' | 'circle-invitation', params: Record<string, string>) {
  return circleTemplates[template]!(db, params)
}

describe('the Circle in Spanish', () => {
  test('a Spanish application is invited in Spanish, and accepting under /es records a Spanish membership', async () => {
    const leadId = dbModule.createId()
    const at = dbModule.now()
    await db
      .insertInto('leads')
      .values({
        id: leadId,
        form_type: 'apex-circle-application',
        name: 'Inés Ortega',
        email: 'ines@applicant.example',
        status: 'new',
        language: 'es',
        created_at: at,
        updated_at: at,
      })
      .execute()
    const admin = { id: dbModule.createId(), email: 'admin@firm.example' }
    await db
      .insertInto('users')
      .values({ ...admin, created_at: dbModule.now(), updated_at: dbModule.now() } as never)
      .execute()
    const invited = await joining.inviteApplicant(admin as never, leadId)
    expect(invited.ok).toBe(true)
    const mail = await render('circle-invitation', { invitationId: (invited as { invitationId: string }).invitationId })
    expect(mail.subject).toBe('Su invitación a The Apex Circle')
    expect(mail.text).toContain('Estimado/a Inés Ortega:')
    expect(mail.text).toContain('vence en 14 días')
    expect(mail.text).toContain('Aceptar su invitación')
    const token = /https:\/\/firm\.example\/es\/circle\/invitation\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1]
    expect(token).toBeTruthy()
    const accepted = await joining.acceptInvitation(token!, null, 'es')
    expect(accepted.ok).toBe(true)
    const m = await memberships.getMembership((accepted as { membershipId: string }).membershipId)
    expect(m?.language).toBe('es')
  })

  test('a client joining from a Spanish page is recorded in Spanish; English stays the default', async () => {
    const user = { id: dbModule.createId(), email: `${dbModule.createId()}@client.example` }
    await db
      .insertInto('users')
      .values({ id: user.id, email: user.email, created_at: dbModule.now(), updated_at: dbModule.now() } as never)
      .execute()
    const id = await joining.joinAsClient(user as never, { first_name: 'Clara', last_name: null, company_name: null }, 'es')
    expect((await memberships.getMembership(id))?.language).toBe('es')
    const english = await membership('en')
    expect((await memberships.getMembership(english))?.language).toBe('en')
  })

  test('the checkout started from /es returns to /es', async () => {
    const id = await membership('es')
    const urls = checkout.circleCheckoutUrls(id, 'es')
    expect(urls.successUrl).toBe(`https://firm.example/es/circle/${id}?payment=success&session_id={CHECKOUT_SESSION_ID}`)
    expect(urls.cancelUrl).toBe(`https://firm.example/es/circle/${id}?payment=cancelled`)
    expect(checkout.circleCheckoutUrls(id).successUrl).toBe(
      `https://firm.example/circle/${id}?payment=success&session_id={CHECKOUT_SESSION_ID}`,
    )
    const result = await checkout.startMembershipCheckout(id, 'es')
    expect(result).toMatchObject({
      kind: 'redirect',
      url: expect.stringMatching(/^https:\/\/firm\.example\/es\/circle\/checkout\/cs_circle_sandbox_/),
    })
  })

  test('the member’s emails follow the membership’s language; the firm’s stay English with a Language row', async () => {
    const es = await membership('es')
    const welcome = await render('circle-member-notice', { membershipId: es, notice: 'welcome' })
    expect(welcome.subject).toBe('Bienvenido a The Apex Circle')
    expect(welcome.text).toContain('Estimado/a Inés Ortega:')
    expect(welcome.text).toContain('$2,000 por el primer mes')
    expect(welcome.text).toContain('Visa terminada en 4242')
    expect(welcome.text).toContain('24 de diciembre de 2026')
    expect(welcome.text).toContain('https://firm.example/es/dashboard/apex-circle')
    for (const notice of ['payment-failed', 'payment-recovered', 'duplicate-refunded', 'ended', 'delivered']) {
      const mail = await render('circle-member-notice', { membershipId: es, notice })
      expect(mail.subject).toMatch(/^(Su|Le) /)
      expect(mail.text).not.toMatch(/\bDear\b|\bYour\b/)
    }
    const firm = await render('circle-firm-notice', { membershipId: es, notice: 'joined' })
    expect(firm.subject).toBe('New Circle member: Inés Ortega')
    expect(firm.text).toMatch(/Language:?\s+Spanish/)

    const en = await membership('en')
    const english = await render('circle-member-notice', { membershipId: en, notice: 'welcome' })
    expect(english.subject).toBe('Welcome to the Apex Circle')
    expect(english.text).toContain('Dear Inés Ortega,')
    expect(english.text).toContain('$2,000 for the first month')
    expect(english.text).toContain('Visa ending 4242')
    expect(english.text).toContain('December 24, 2026')
    expect((await render('circle-firm-notice', { membershipId: en, notice: 'joined' })).text).toMatch(/Language:?\s+English/)
  })

  test('the forms’ messages and the billing labels in both languages', () => {
    const sign = (lang: 'en' | 'es') => schemas.termsSignatureSchema(lang).safeParse({ intent: 'sign', full_name: '', consent: false })
    const messages = (r: ReturnType<typeof sign>) => (r.success ? [] : r.error.issues.map((i) => i.message))
    expect(messages(sign('en'))).toEqual(
      expect.arrayContaining(['Please type your full name.', 'Please check the box to sign electronically.']),
    )
    expect(messages(sign('es'))).toEqual(
      expect.arrayContaining(['Escriba su nombre completo.', 'Marque la casilla para firmar electrónicamente.']),
    )
    const card = schemas.sandboxCardSchema('es').safeParse({ card_number: '4242 4242 4242 4241' })
    expect(card.success ? [] : card.error.issues.map((i) => i.message)).toEqual([
      'Ese número de tarjeta no es válido. Pruebe con 4242 4242 4242 4242.',
    ])
    const long = schemas.deliverableRequestSchema('en').safeParse({ title: 'x', description: 'x'.repeat(5001) })
    expect(long.success ? [] : long.error.issues.map((i) => i.message)).toEqual(['The description can be at most 5,000 characters.'])
    expect(memberships.formatCents(200_050, 'es')).toBe('$2,000.50')
    expect(memberships.formatCents(200_000)).toBe('$2,000')
    expect(memberships.cardLabel('amex', '0005', 'es')).toBe('American Express terminada en 0005')
    expect(memberships.describeState({ status: 'past_due', cancelAtPeriodEnd: false }, 'es')).toBe('Pago vencido')
    expect(memberships.describeState({ status: 'active', cancelAtPeriodEnd: true })).toBe('Cancelled at period end')
  })
})
