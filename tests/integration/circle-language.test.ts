// The Circle in the member's language (issue 28), against a fresh SQLite file in sandbox mode: a Spanish
// application's invitation is written in Spanish and links to /es/circle; accepting it there records a
// Spanish membership; its checkout returns to /es; the member's emails are Spanish while the firm's stay
// English with a Language row; English memberships read exactly as before. And the forms' messages and
// the billing labels in both languages.
import { createHash } from 'node:crypto'
import { afterAll, describe, expect, test } from 'vitest'
import { useFreshDatabase } from '../support/app-process'
import { copiesIn } from '~/utils/i18n.server'

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
const portalHome = await import('~/models/portal-home.server')
const { documentText } = await import('~/content/letter-document')
const { letterSheetView } = await import('~/components/letter-sheet')

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

  test('a Spanish member signs the Spanish terms (with the English that governs); an English member the English', async () => {
    const unsigned = async (language: 'en' | 'es') => {
      const id = await membership(language)
      await db.updateTable('circle_memberships').set({ terms_signed_at: null }).where('id', '=', id).execute()
      return (await memberships.getMembership(id))!
    }
    const meta = { ip: '203.0.113.9', userAgent: 'vitest' }
    const es = await unsigned('es')
    const shown = joining.termsWithSha256(es)!
    expect(shown.doc.version).toBe('circle-terms/2026-12-es-v2')
    expect(shown.doc.title).toBe('Condiciones de la membresía: The Apex Circle')
    expect(shown.doc.translation?.original.version).toBe('circle-terms/2026-11-v2')
    const text = documentText(shown.doc)
    expect(text.startsWith('Esta es una traducción de cortesía. La versión en inglés es la que rige')).toBe(true)
    expect(text).toContain('Gracias por unirse a The Apex Circle.')
    expect(text).toContain('Thank you for joining the Apex Circle.')
    expect(shown.sha256).toBe(createHash('sha256').update(text).digest('hex'))
    // The page's view carries the notice and the English version, as the hash does.
    const view = letterSheetView(shown.doc, shown.sha256)
    expect(view.translation?.notice).toContain('traducción de cortesía')
    expect(view.translation?.original.title).toBe('Membership Terms: The Apex Circle')
    // The English terms' hash does not sign the Spanish membership.
    const english = await unsigned('en')
    const englishShown = joining.termsWithSha256(english)!
    expect(englishShown.doc.version).toBe('circle-terms/2026-11-v2')
    expect(englishShown.doc.translation).toBeUndefined()
    expect(
      await joining.signTerms(es.id, { signerName: 'Inés Ortega', consent: true, shownSha256: englishShown.sha256, meta, lang: 'es' }),
    ).toEqual({
      ok: false,
      reason: 'terms-changed',
    })
    expect(
      await joining.signTerms(es.id, { signerName: 'Inés Ortega', consent: true, shownSha256: shown.sha256, meta, lang: 'es' }),
    ).toEqual({
      ok: true,
    })
    expect(
      await joining.signTerms(english.id, { signerName: 'Inés Ortega', consent: true, shownSha256: englishShown.sha256, meta }),
    ).toEqual({
      ok: true,
    })
    const signature = (membershipId: string) =>
      db
        .selectFrom('circle_signatures')
        .select(['document_version', 'document_sha256', 'consent_text'])
        .where('membership_id', '=', membershipId)
        .executeTakeFirstOrThrow()
    expect(await signature(es.id)).toEqual({
      document_version: 'circle-terms/2026-12-es-v2',
      document_sha256: shown.sha256,
      consent_text: 'Acepto firmar electrónicamente las condiciones de la membresía',
    })
    expect(await signature(english.id)).toEqual({
      document_version: 'circle-terms/2026-11-v2',
      document_sha256: englishShown.sha256,
      consent_text: 'I agree to sign the membership terms electronically',
    })
  })

  test('the portal reads the Circle’s labels: states, cards and deliverable statuses', () => {
    expect(portalHome.membershipState('es', { status: 'pending', cancelAtPeriodEnd: false })).toBe('Pendiente de pago')
    expect(portalHome.membershipState('es', { status: 'active', cancelAtPeriodEnd: true })).toBe('Cancelada al final del período')
    expect(portalHome.membershipState('en', { status: 'past_due', cancelAtPeriodEnd: false })).toBe('Payment past due')
    expect(portalHome.deliverableStatus('es', 'in_progress')).toBe('En curso')
    expect(portalHome.deliverableStatus('en', 'delivered')).toBe('Delivered')
    expect(portalHome.portalCardLabel('es', 'visa', '4242')).toBe('Visa terminada en 4242')
    expect(portalHome.portalCardLabel('en', 'visa', '4242')).toBe('Visa ending 4242')
    const es = schemas.deliverableRequestSchema(copiesIn('es')).safeParse({ title: '', description: '' })
    expect(es.success ? [] : es.error.issues.map((i) => i.message)).toEqual([
      'Indique un título para la solicitud.',
      'Describa lo que necesita.',
    ])
  })

  test('the forms’ messages and the billing labels in both languages', () => {
    const sign = (lang: 'en' | 'es') =>
      schemas.termsSignatureSchema(copiesIn(lang)).safeParse({ intent: 'sign', full_name: '', consent: false })
    const messages = (r: ReturnType<typeof sign>) => (r.success ? [] : r.error.issues.map((i) => i.message))
    expect(messages(sign('en'))).toEqual(
      expect.arrayContaining(['Please type your full name.', 'Please check the box to sign electronically.']),
    )
    expect(messages(sign('es'))).toEqual(
      expect.arrayContaining(['Escriba su nombre completo.', 'Marque la casilla para firmar electrónicamente.']),
    )
    const card = schemas.sandboxCardSchema(copiesIn('es')).safeParse({ card_number: '4242 4242 4242 4241' })
    expect(card.success ? [] : card.error.issues.map((i) => i.message)).toEqual([
      'Ese número de tarjeta no es válido. Pruebe con 4242 4242 4242 4242.',
    ])
    const long = schemas.deliverableRequestSchema(copiesIn('en')).safeParse({ title: 'x', description: 'x'.repeat(5001) })
    expect(long.success ? [] : long.error.issues.map((i) => i.message)).toEqual(['The description can be at most 5,000 characters.'])
    expect(memberships.formatCents(200_050, 'es')).toBe('$2,000.50')
    expect(memberships.formatCents(200_000)).toBe('$2,000')
    expect(memberships.cardLabel('amex', '0005', 'es')).toBe('American Express terminada en 0005')
    expect(memberships.describeState({ status: 'past_due', cancelAtPeriodEnd: false }, 'es')).toBe('Pago vencido')
    expect(memberships.describeState({ status: 'active', cancelAtPeriodEnd: true })).toBe('Cancelled at period end')
  })
})
