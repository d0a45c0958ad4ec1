// Issue 28: the Growth Score purchase in Spanish. A Spanish signup's language-neutral URLs (Stripe's
// returns, the signed-letter URL, emailed links) continue under /es, every step redirect keeps the
// page's language, the Spanish schemas speak Spanish while the English ones keep the spec's words, and
// the client's emails follow signups.language while the firm's notice stays English with a Language row.
import fs from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, test } from 'vitest'
import { useFreshDatabase } from '../support/app-process'
import { insertPaidSignup } from '../support/seed'
import type { RenderedEmail } from '~/emails/layout.server'
import { copiesIn } from '~/utils/i18n.server'

type TemplateName = import('~/emails/templates.server').TemplateName
let render: (name: TemplateName, params: Record<string, string>) => Promise<RenderedEmail>
const at = '2026-03-02T15:30:00.000Z'

beforeAll(async () => {
  const { dir } = useFreshDatabase({ APP_URL: 'https://firm.example', FIRM_NOTIFY_EMAIL: 'desk@firm.example' })
  const { migrate } = await import('~/utils/migrate.server')
  const { getDb, getSqlite } = await import('~/utils/db.server')
  migrate(getSqlite())
  const db = getDb()
  const { renderEmail } = await import('~/emails/templates.server')
  const { upsertUser } = await import('~/utils/auth.server')
  for (const [id, language] of [
    ['signup-es', 'es'],
    ['signup-en', 'en'],
  ] as const) {
    const email = `${id}@cliente.example`
    const user = await upsertUser({ email, password: 'a long enough password', firstName: 'Ana' })
    await insertPaidSignup(db, { id, name: 'Ana García', email, companyName: 'Norte S.A.', userId: user.id, at })
    await db.updateTable('signups').set({ language }).where('id', '=', id).execute()
  }
  const pdf = path.join(dir, 'signed.pdf')
  fs.writeFileSync(pdf, '%PDF-1.4 sample')
  await db
    .insertInto('signatures')
    .values({
      id: 'sig-es',
      signup_id: 'signup-es',
      purpose: 'engagement-letter',
      provider: 'builtin',
      signer_name: 'Ana García',
      signer_email: 'signup-es@cliente.example',
      signed_at: at,
      ip: null,
      user_agent: null,
      consent_text: 'Acepto',
      document_version: 'v1',
      document_sha256: 'x',
      verification_code: 'ABCD-1234',
      pdf_path: pdf,
    })
    .execute()
  render = (name, params) => renderEmail(db, name, params)
})

describe('a Spanish signup stays under /es', () => {
  test('the spec URLs continue in the signup’s language', async () => {
    const { legacyLang, legacyTarget } = await import('~/routes/($lang)+/growth-score+/__flow.server')
    const at = (url: string) => new Request(`https://firm.example${url}`)
    for (const [url, expected] of [
      [
        '/growth-score?payment=success&session_id=cs_1&signup_id=signup-es',
        '/es/growth-score/confirming?signup_id=signup-es&session_id=cs_1',
      ],
      ['/growth-score?payment=cancelled&signup_id=signup-es', '/es/growth-score/payment?signup_id=signup-es&checkout=cancelled'],
      ['/growth-score?document=signed&signup_id=signup-es', '/es/growth-score/payment?signup_id=signup-es&notice=document-signed'],
      ['/growth-score?step=sign&signup_id=signup-es', '/es/growth-score/sign?signup_id=signup-es'],
      ['/growth-score?signup_id=signup-es&access=T', '/es/growth-score/letter?signup_id=signup-es&access=T'],
      ['/growth-score?document=signed&signup_id=signup-en', '/growth-score/payment?signup_id=signup-en&notice=document-signed'],
      ['/es/growth-score?document=signed&signup_id=signup-en', '/es/growth-score/payment?signup_id=signup-en&notice=document-signed'],
      ['/growth-score?document=signed&signup_id=unknown', '/growth-score/payment?signup_id=unknown&notice=document-signed'],
      ['/growth-score?document=draft&signup_id=signup-es', '/es/growth-score/restart'],
    ]) {
      const request = at(url)
      expect(legacyTarget(new URL(request.url), await legacyLang(request)), url).toBe(expected)
    }
  })

  test('an emailed link (a reminder, the conflict check’s) continues in the signup’s language', async () => {
    const { accessibleSignup } = await import('~/routes/($lang)+/growth-score+/__flow.server')
    const { signupLinkToken } = await import('~/models/signup-access.server')
    const follow = async (id: string) => {
      const request = new Request(`https://firm.example/growth-score/payment?signup_id=${id}&access=${signupLinkToken(id)}`)
      const thrown = (await accessibleSignup(request).catch((response: unknown) => response)) as Response
      return thrown.headers.get('location')
    }
    expect(await follow('signup-es')).toBe('/es/growth-score/payment?signup_id=signup-es')
    expect(await follow('signup-en')).toBe('/growth-score/payment?signup_id=signup-en')
  })

  test('step redirects keep the page’s language', async () => {
    const { stepUrl, restart, refuseUnbound } = await import('~/routes/($lang)+/growth-score+/__flow.server')
    expect(stepUrl('payment', 'S', { notice: 'payment-cancelled' }, 'es')).toBe(
      '/es/growth-score/payment?signup_id=S&notice=payment-cancelled',
    )
    expect(stepUrl('letter', 'S', {}, 'en')).toBe('/growth-score/letter?signup_id=S')
    const location = (fn: () => never) => {
      try {
        fn()
      } catch (thrown) {
        return (thrown as Response).headers.get('location')
      }
    }
    expect(location(() => restart('es'))).toBe('/es/growth-score/restart')
    expect(location(() => refuseUnbound('missing-signup', 'es'))).toBe('/es/growth-score/restart?notice=missing-signup')
    expect(location(() => restart('en'))).toBe('/growth-score/restart')
  })
})

describe('the forms and notices in both languages', () => {
  test('English keeps the spec’s messages; Spanish has its own', async () => {
    const { growthScoreSignupSchema } = await import('~/schemas/growth-score')
    const { noticesIn } = await import('~/routes/($lang)+/growth-score+/__notices')
    const empty = { name: '', email: 'x', company: '', phone: '' }
    const messages = (lang: 'en' | 'es') => {
      const result = growthScoreSignupSchema(copiesIn(lang)).safeParse(empty)
      return result.success ? [] : result.error.issues.map((i) => i.message)
    }
    expect(messages('en')).toEqual(['Name is required', 'Invalid email address', 'Company is required', 'Phone number is required'])
    expect(messages('es')).toEqual([
      'El nombre es obligatorio',
      'Dirección de correo electrónico no válida',
      'La empresa es obligatoria',
      'El número de teléfono es obligatorio',
    ])
    expect(noticesIn(copiesIn('en')).paymentCancelled.title).toBe('Payment Cancelled')
    expect(noticesIn(copiesIn('es')).paymentCancelled.title).toBe('Pago cancelado')
    expect(noticesIn(copiesIn('en')).checkoutOpenForEmail(5).description).toContain('try again in about 5 minutes.')
  })
})

describe('the purchase emails', () => {
  test('a Spanish signup’s confirmation and signed letter are in Spanish, with Spanish links', async () => {
    const mail = await render('purchase-confirmation', { signupId: 'signup-es' })
    expect(mail.subject).toMatch(/^Su Growth Score está confirmado \| /)
    expect(mail.html).toContain('<html lang="es"')
    expect(mail.text).toContain('Estimado(a) Ana:')
    expect(mail.text).toContain('Monto pagado')
    expect(mail.text).toContain('https://firm.example/es/growth-score/agreement?signup_id=signup-es')
    expect(mail.text).not.toMatch(/Thank you|Amount paid|Dear /)

    const signed = await render('signed-letter', { signatureId: 'sig-es' })
    expect(signed.subject).toMatch(/^Su carta de encargo firmada \| /)
    expect(signed.text).toContain('https://firm.example/es/growth-score/verify?code=ABCD-1234')
  })

  test('an English signup’s receipt is unchanged; the firm’s notice stays English with the language', async () => {
    const english = await render('purchase-confirmation', { signupId: 'signup-en' })
    expect(english.subject).toMatch(/^Your Growth Score is confirmed \| /)
    expect(english.text).toContain('Dear Ana,')
    const notice = await render('purchase-firm-notice', { signupId: 'signup-es' })
    expect(notice.subject).toMatch(/^Paid: Ana García, Norte S\.A\./)
    expect(notice.text).toMatch(/Language:?\s+Spanish/)
    expect((await render('purchase-firm-notice', { signupId: 'signup-en' })).text).toMatch(/Language:?\s+English/)
  })

  test('the conflict check’s emails to the buyer follow the signup’s language', async () => {
    const cleared = await render('conflict-cleared', { signupId: 'signup-es' })
    expect(cleared.subject).toMatch(/^Ya puede completar su Growth Score \| /)
    expect(cleared.html).toContain('<html lang="es"')
    expect(cleared.text).toContain('Estimado(a) Ana:')
    expect(cleared.text).toContain('https://firm.example/es/growth-score/payment?signup_id=signup-es')
    expect(cleared.text).not.toMatch(/Thank you|Dear |Continue to payment/)
    const declined = await render('conflict-declined', { signupId: 'signup-es' })
    expect(declined.subject).toMatch(/^Sobre su solicitud del Growth Score \| /)
    expect(declined.text).toContain('no se le ha cobrado nada')
    expect(declined.text).not.toMatch(/Thank you|Dear |charged/)
    const english = await render('conflict-cleared', { signupId: 'signup-en' })
    expect(english.subject).toMatch(/^You can complete your Growth Score \| /)
    expect(english.text).toContain('Dear Ana,')
    expect(english.text).toContain('https://firm.example/growth-score/payment?signup_id=signup-en')
  })
})
