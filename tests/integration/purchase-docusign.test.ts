// SIGNATURE_PROVIDER=docusign against a local fake of DocuSign: JWT grant, embedded envelope with
// clientUserId, recipient view returning to step=sign, completion only from the HMAC-verified Connect
// webhook (never from the returnUrl's event hint), 'Submission Failed' when the envelope cannot be
// made, and the post-payment envelope ('Document Ready for Signature' / 'Document Creation Failed').
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startFakeDocusign } from '../fakes/docusign-server'
import { waitUntil } from '../support/app-process'
import { HttpBrowser, proceedToPayment, startPurchaseStack, visibleText, type PurchaseStack } from '../support/purchase-stack'

let stack: PurchaseStack
let docusign: Awaited<ReturnType<typeof startFakeDocusign>>

beforeAll(async () => {
  docusign = await startFakeDocusign()
  stack = await startPurchaseStack({ capacity: 20, env: docusign.env })
  docusign.setAppUrl(stack.web.url)
}, 120_000)

afterAll(async () => {
  await stack?.stop()
  await docusign?.close()
})

function signup(id: string) {
  return stack.db.selectFrom('signups').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
}

/** Step 1, then 'I Agree and Sign'; returns where the waiting page finally sent the browser. */
async function startSigning(browser: HttpBrowser, email: string) {
  const created = await browser.post(
    '/growth-score?index',
    { intent: 'details', name: 'Joan Clarke', email, company: 'Hut Eight Ltd', phone: '305-555-0161' },
    false,
  )
  const signupId = new URL(created.location!).searchParams.get('signup_id')!
  await browser.post(`/growth-score/letter?signup_id=${signupId}`, { signup_id: signupId }, false)
  const next = await waitUntil(
    async () => {
      const page = await browser.get(`/growth-score/preparing?signup_id=${signupId}`)
      if (page.location && !page.location.startsWith(stack.web.url)) return { external: page.location, page }
      return visibleText(page.html).includes('Preparing your document…') ? null : { external: null, page }
    },
    30_000,
    'envelope prepared',
  )
  return { signupId, ...next }
}

describe('DocuSign', () => {
  test('embedded signing: the letter goes to DocuSign, and only Connect marks it signed', async () => {
    const browser = new HttpBrowser(stack.web.url)
    const { signupId, external } = await startSigning(browser, 'docusign@client.example')
    expect(external).toMatch(new RegExp(`^${docusign.url}/signing/`))
    const envelope = [...docusign.envelopes.values()].find((e) => e.customFields.signup_id === signupId)!
    expect(envelope.signer).toEqual({ email: 'docusign@client.example', name: 'Joan Clarke', clientUserId: signupId })
    expect(envelope.documentHtml).toContain('non-refundable and fully earned upon signing')
    expect(envelope.returnUrl).toBe(`${stack.web.url}/growth-score?step=sign&signup_id=${signupId}`)

    // The returnUrl's hint alone proves nothing: the page waits for Connect.
    const hinted = await browser.get(`/growth-score?step=sign&signup_id=${signupId}&event=signing_complete`)
    expect(visibleText(hinted.html)).toContain('Confirming your signature…')
    expect((await signup(signupId)).signed_document_url).toBeNull()

    // A Connect message with a wrong HMAC is refused and changes nothing.
    expect(await docusign.sendConnect(envelope.envelopeId, { badHmac: true })).toBe(401)
    expect((await signup(signupId)).signed_document_url).toBeNull()

    // Signing at DocuSign sends Connect, then returns the browser to step=sign.
    const finish = await fetch(external!, {
      method: 'POST',
      body: 'action=finish',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      redirect: 'manual',
    })
    expect(docusign.connectSent.at(-1)).toEqual({ envelopeId: envelope.envelopeId, status: 200 })
    const back = await browser.get(finish.headers.get('location')!)
    // The spec's ?document=signed URL, answered by the payment step.
    expect(new URL(back.url).pathname).toBe('/growth-score/payment')
    expect(new URL(back.url).searchParams.get('signup_id')).toBe(signupId)
    expect(visibleText(back.html)).toContain('Document Signed Successfully!')
    const row = await signup(signupId)
    expect(row.signed_document_url).toMatch(/^signed-\d+$/)
    const signature = await stack.db.selectFrom('signatures').selectAll().where('signup_id', '=', signupId).executeTakeFirstOrThrow()
    expect(signature).toMatchObject({ provider: 'docusign', signer_name: 'Joan Clarke', purpose: 'engagement-letter' })
    // A repeated Connect message records nothing new.
    expect(await docusign.sendConnect(envelope.envelopeId)).toBe(200)
    expect(await stack.db.selectFrom('signatures').select('id').where('signup_id', '=', signupId).execute()).toHaveLength(1)

    // After payment DocuSign sends the post-payment agreement by its own email (remote signer).
    const { checkoutUrl } = await proceedToPayment(browser, signupId)
    const sessionId = checkoutUrl!.split('/pay/')[1]
    stack.stripe.pay(sessionId)
    const done = await waitUntil(
      async () => {
        const page = await browser.get(stack.stripe.successUrl(sessionId))
        return visibleText(page.html).includes('Document Ready for Signature') ? page : null
      },
      30_000,
      'post-payment envelope',
    )
    expect(visibleText(done.html)).toContain('Please check your email for the agreement to sign.')
    const post = [...docusign.envelopes.values()].find(
      (e) => e.customFields.signup_id === signupId && e.customFields.purpose === 'post-payment-agreement',
    )!
    expect(post.signer.clientUserId).toBeUndefined()
  })

  test('declining at DocuSign shows Signing Failed and leaves the letter unsigned', async () => {
    const browser = new HttpBrowser(stack.web.url)
    const { signupId, external } = await startSigning(browser, 'decline@client.example')
    const declined = await fetch(external!, {
      method: 'POST',
      body: 'action=decline',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      redirect: 'manual',
    })
    const page = await browser.get(declined.headers.get('location')!)
    const text = visibleText(page.html)
    expect(text).toContain('Signing Failed')
    expect(text).toContain('Please try again or contact support.')
    expect(text).toContain('I Agree and Sign')
    expect((await signup(signupId)).signed_document_url).toBeNull()
  })

  test('an envelope DocuSign refuses shows Submission Failed with the error', async () => {
    docusign.failNextEnvelopes(400)
    const browser = new HttpBrowser(stack.web.url)
    const { signupId, external, page } = await startSigning(browser, 'refused@client.example')
    expect(external).toBeNull()
    const text = visibleText(page.html)
    expect(text).toContain('Submission Failed')
    expect(text).toMatch(/DocuSign envelope creation answered 400/)
    expect((await signup(signupId)).envelope_status).toBe('failed')
    // Trying again works once DocuSign accepts.
    await browser.post(`/growth-score/letter?signup_id=${signupId}`, { signup_id: signupId }, false)
    const retry = await waitUntil(
      async () => {
        const p = await browser.get(`/growth-score/preparing?signup_id=${signupId}`)
        return p.location?.startsWith(docusign.url) ? p.location : null
      },
      30_000,
      'second envelope',
    )
    expect(retry).toMatch(/\/signing\//)
  })

  test('a post-payment envelope DocuSign refuses shows Document Creation Failed', async () => {
    const browser = new HttpBrowser(stack.web.url)
    const { signupId, external } = await startSigning(browser, 'manual@client.example')
    const envelope = [...docusign.envelopes.values()].find((e) => e.customFields.signup_id === signupId)!
    await fetch(external!, {
      method: 'POST',
      body: 'action=finish',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      redirect: 'manual',
    })
    await waitUntil(async () => (await signup(signupId)).signed_document_url, 10_000, 'signed via Connect')
    expect(envelope.status).toBe('completed')
    docusign.failNextEnvelopes(400)
    const { checkoutUrl } = await proceedToPayment(browser, signupId)
    const sessionId = checkoutUrl!.split('/pay/')[1]
    stack.stripe.pay(sessionId)
    const page = await waitUntil(
      async () => {
        const p = await browser.get(stack.stripe.successUrl(sessionId))
        return visibleText(p.html).includes('Document Creation Failed') ? p : null
      },
      30_000,
      'post-payment failure',
    )
    const text = visibleText(page.html)
    expect(text).toContain("We'll send the agreement manually. No action needed from you.")
    expect(text).toContain('Payment Successful!')
    expect(text).toContain('Process Complete')
  })
})
