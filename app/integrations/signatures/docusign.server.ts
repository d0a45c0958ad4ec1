// DocuSign eSignature REST (v2.1): JWT grant for an access token, envelopes created from our own
// letter (HTML), embedded signing for the engagement letter (clientUserId + recipient view returning
// to step=sign), remote signing by DocuSign's email after payment. Completion is taken only from the
// Connect webhook (HMAC-verified), never from the returnUrl's `event` hint.
import crypto from 'node:crypto'
import { documentText, type LetterDocument } from '~/content/engagement-letter'
import { PermanentSignatureError, type EnvelopeRequest, type SignatureProvider } from './types'

export type DocusignConfig = {
  baseUrl: string // e.g. https://demo.docusign.net/restapi
  oauthBaseUrl: string // e.g. https://account-d.docusign.com
  accountId: string
  integrationKey: string
  userId: string
  privateKey: string // PEM (RSA)
}

const base64url = (value: Buffer | string) => Buffer.from(value).toString('base64url')

/** The JWT-bearer assertion DocuSign's OAuth service exchanges for an access token. */
export function jwtAssertion(config: DocusignConfig, at = Math.floor(Date.now() / 1000)) {
  const header = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }))
  const payload = base64url(
    JSON.stringify({
      iss: config.integrationKey,
      sub: config.userId,
      aud: new URL(config.oauthBaseUrl).host,
      iat: at,
      exp: at + 3600,
      scope: 'signature impersonation',
    }),
  )
  const signature = crypto.sign('RSA-SHA256', Buffer.from(`${header}.${payload}`), config.privateKey)
  return `${header}.${payload}.${base64url(signature)}`
}

function escapeHtml(value: string) {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)
}

/** One letter's HTML: its frame (when its version has one) around the body, and the signature line. */
function letterHtml(doc: LetterDocument, signature: string) {
  const p = (text: string, style = '') => `<p${style ? ` style="${style}"` : ''}>${escapeHtml(text)}</p>`
  const lines = (items: string[]) => `<p>${items.map(escapeHtml).join('<br>')}</p>`
  const body = doc.blocks
    .map((b) =>
      b.kind === 'heading' ? `<h2>${escapeHtml(b.text)}</h2>` : b.kind === 'item' ? `<p>&bull; ${escapeHtml(b.text)}</p>` : p(b.text),
    )
    .join('\n')
  const f = doc.frame
  // The same letter as on the site and in the signed PDF: its frame (date, addressee, the firm's
  // signature block, the acceptance) around the body, when its version has one.
  return f
    ? [
        p(f.date),
        lines(f.addressee),
        `<p><strong>${escapeHtml(f.reference ?? 'Re:')} ${escapeHtml(doc.title)}</strong></p>`,
        p(f.salutation),
        body,
        p(f.closing, 'margin-top:32px'),
        lines(f.signatory),
        p(f.acceptance.heading, 'margin-top:32px'),
        `<p style="margin-top:40px">${signature}</p>`,
        lines(f.acceptance.lines),
      ].join('\n')
    : `<h1>${escapeHtml(doc.title)}</h1>${body}<p style="margin-top:48px">${signature}</p>`
}

/**
 * The letter as the HTML document DocuSign renders, with an invisible anchor for the signature tab. A
 * courtesy translation is shown as on the site: the notice, the translation, then the English version,
 * which carries the one signature tab.
 */
export function documentHtml(doc: LetterDocument) {
  const anchor = 'Signature: <span style="color:#ffffff">/sig1/</span>'
  const t = doc.translation
  const content = t
    ? [
        `<p><em>${escapeHtml(t.notice)}</em></p>`,
        letterHtml(doc, 'Firma: ver la versión en inglés'),
        `<h1 style="margin-top:48px">${escapeHtml(t.originalHeading)}</h1>`,
        letterHtml(t.original, anchor),
      ].join('\n')
    : letterHtml(doc, anchor)
  return `<!doctype html><html${t ? ` lang="${t.lang}"` : ''}><head><meta charset="utf-8"><title>${escapeHtml(doc.title)}</title></head><body>${content}<!-- sha256:${crypto.createHash('sha256').update(documentText(doc)).digest('hex')} --></body></html>`
}

async function call<T>(url: string, init: RequestInit, what: string): Promise<T> {
  let response: Response
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(20_000) })
  } catch (error) {
    throw new Error(`DocuSign ${what}: ${(error as Error).message}`)
  }
  const text = await response.text()
  if (!response.ok) {
    const message = `DocuSign ${what} answered ${response.status}: ${text.slice(0, 300)}`
    // 4xx other than 408/429 will not get better by retrying.
    if (response.status >= 400 && response.status < 500 && response.status !== 408 && response.status !== 429) {
      throw new PermanentSignatureError(message)
    }
    throw new Error(message)
  }
  return JSON.parse(text) as T
}

export function docusignProvider(config: DocusignConfig): SignatureProvider {
  let token: { value: string; expiresAt: number } | null = null

  async function accessToken() {
    if (token && token.expiresAt > Date.now() + 60_000) return token.value
    const body = new URLSearchParams({
      grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
      assertion: jwtAssertion(config),
    })
    const result = await call<{ access_token: string; expires_in: number }>(
      `${config.oauthBaseUrl.replace(/\/$/, '')}/oauth/token`,
      { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body },
      'token request',
    )
    token = { value: result.access_token, expiresAt: Date.now() + result.expires_in * 1000 }
    return token.value
  }

  const accountUrl = () => `${config.baseUrl.replace(/\/$/, '')}/v2.1/accounts/${encodeURIComponent(config.accountId)}`

  async function post<T>(path: string, body: unknown, what: string) {
    return call<T>(
      `${accountUrl()}${path}`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${await accessToken()}`, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
      },
      what,
    )
  }

  const embedded = (request: EnvelopeRequest) => request.purpose === 'engagement-letter'

  async function signingUrl(request: EnvelopeRequest, envelopeId: string) {
    const view = await post<{ url?: string }>(
      `/envelopes/${encodeURIComponent(envelopeId)}/views/recipient`,
      {
        returnUrl: request.returnUrl,
        authenticationMethod: 'none',
        email: request.signerEmail,
        userName: request.signerName,
        clientUserId: request.signupId,
      },
      'recipient view',
    )
    if (!view.url) throw new PermanentSignatureError('No signing URL received from the signature provider')
    return view.url
  }

  return {
    name: 'docusign',
    async createEnvelope(request) {
      const signer = {
        email: request.signerEmail,
        name: request.signerName,
        recipientId: '1',
        routingOrder: '1',
        ...(embedded(request) ? { clientUserId: request.signupId } : {}),
        tabs: { signHereTabs: [{ anchorString: '/sig1/', anchorUnits: 'pixels', anchorXOffset: '0', anchorYOffset: '0' }] },
      }
      const created = await post<{ envelopeId?: string }>(
        '/envelopes',
        {
          emailSubject: `${request.document.title}: please sign`,
          documents: [
            {
              documentBase64: Buffer.from(documentHtml(request.document)).toString('base64'),
              name: request.document.title,
              fileExtension: 'html',
              documentId: '1',
            },
          ],
          recipients: { signers: [signer] },
          customFields: {
            textCustomFields: [
              { name: 'signup_id', value: request.signupId, show: 'false' },
              { name: 'purpose', value: request.purpose, show: 'false' },
            ],
          },
          status: 'sent',
        },
        'envelope creation',
      )
      if (!created.envelopeId) throw new PermanentSignatureError('DocuSign returned no envelope id')
      const url = embedded(request) ? await signingUrl(request, created.envelopeId) : null
      return { envelopeId: created.envelopeId, signingUrl: url }
    },
    signingUrl,
  }
}

/** Connect's HMAC: base64 HMAC-SHA256 of the raw body, in X-DocuSign-Signature-1 (or -2 while rotating). */
export function verifyConnectSignature(rawBody: string, headers: Headers, key: string) {
  const expected = crypto.createHmac('sha256', key).update(rawBody, 'utf8').digest('base64')
  for (const name of ['x-docusign-signature-1', 'x-docusign-signature-2']) {
    const given = headers.get(name)
    if (!given) continue
    const a = Buffer.from(given)
    const b = Buffer.from(expected)
    if (a.length === b.length && crypto.timingSafeEqual(a, b)) return true
  }
  return false
}
