// A local fake of the DocuSign endpoints the app uses: the JWT grant (RS256 assertion verified with
// the integration's public key), envelope creation, the embedded recipient view, a signing page, and
// Connect webhooks signed with the HMAC key (X-DocuSign-Signature-1).
import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export type FakeEnvelope = {
  envelopeId: string
  status: 'sent' | 'completed' | 'declined'
  signer: { email: string; name: string; clientUserId?: string }
  documentHtml: string
  emailSubject: string
  customFields: Record<string, string>
  returnUrl: string | null
}

export async function startFakeDocusign(opts: { integrationKey?: string; userId?: string; accountId?: string; hmacKey?: string } = {}) {
  const integrationKey = opts.integrationKey ?? 'ik-fake-0000'
  const userId = opts.userId ?? 'user-fake-0000'
  const accountId = opts.accountId ?? 'acct-fake-0000'
  const hmacKey = opts.hmacKey ?? 'connect-hmac-fake-key'
  const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 })
  const privateKeyPem = privateKey.export({ type: 'pkcs1', format: 'pem' }).toString()
  const envelopes = new Map<string, FakeEnvelope>()
  const tokens = new Set<string>()
  const state = { appUrl: '', base: '', failNext: [] as number[], connectSent: [] as Array<{ envelopeId: string; status: number }> }

  function reply(res: http.ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { 'content-type': 'application/json' })
    res.end(JSON.stringify(body))
  }

  function verifyAssertion(assertion: string) {
    const [h, p, s] = assertion.split('.')
    if (!h || !p || !s) return 'malformed assertion'
    const header = JSON.parse(Buffer.from(h, 'base64url').toString())
    if (header.alg !== 'RS256') return 'alg must be RS256'
    if (!crypto.verify('RSA-SHA256', Buffer.from(`${h}.${p}`), publicKey, Buffer.from(s, 'base64url'))) return 'bad signature'
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString())
    const now = Math.floor(Date.now() / 1000)
    if (claims.iss !== integrationKey) return 'wrong iss'
    if (claims.sub !== userId) return 'wrong sub'
    if (claims.aud !== new URL(state.base).host) return `wrong aud ${claims.aud}`
    if (!(claims.exp > now) || !(claims.iat <= now + 5)) return 'expired'
    if (!String(claims.scope).split(' ').includes('signature')) return 'missing signature scope'
    return null
  }

  async function sendConnect(envelopeId: string, o: { badHmac?: boolean } = {}) {
    const envelope = envelopes.get(envelopeId)!
    const body = JSON.stringify({
      event: 'envelope-completed',
      apiVersion: 'v2.1',
      uri: `/restapi/v2.1/accounts/${accountId}/envelopes/${envelopeId}`,
      retryCount: 0,
      configurationId: 10001,
      generatedDateTime: new Date().toISOString(),
      data: {
        accountId,
        userId,
        envelopeId,
        envelopeSummary: {
          status: 'completed',
          emailSubject: envelope.emailSubject,
          recipients: {
            signers: [
              { name: envelope.signer.name, email: envelope.signer.email, status: 'completed', signedDateTime: new Date().toISOString() },
            ],
          },
        },
      },
    })
    const signature = crypto
      .createHmac('sha256', o.badHmac ? 'not-the-key' : hmacKey)
      .update(body)
      .digest('base64')
    const response = await fetch(`${state.appUrl}/webhooks/docusign`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-docusign-signature-1': signature },
      body,
    })
    state.connectSent.push({ envelopeId, status: response.status })
    return response.status
  }

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake')
    const chunks: Buffer[] = []
    for await (const c of req) chunks.push(c as Buffer)
    const raw = Buffer.concat(chunks).toString()

    if (req.method === 'POST' && url.pathname === '/oauth/token') {
      const form = new URLSearchParams(raw)
      if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer')
        return reply(res, 400, { error: 'unsupported_grant_type' })
      const problem = verifyAssertion(form.get('assertion') ?? '')
      if (problem) return reply(res, 400, { error: 'invalid_grant', error_description: problem })
      const token = crypto.randomBytes(16).toString('hex')
      tokens.add(token)
      return reply(res, 200, { access_token: token, token_type: 'Bearer', expires_in: 3600 })
    }

    const signing = /^\/signing\/([^/]+)$/.exec(url.pathname)
    if (signing) {
      const envelope = envelopes.get(signing[1])
      if (!envelope) return reply(res, 404, { errorCode: 'ENVELOPE_DOES_NOT_EXIST' })
      if (req.method === 'POST') {
        const decline = new URLSearchParams(raw).get('action') === 'decline'
        envelope.status = decline ? 'declined' : 'completed'
        if (!decline) await sendConnect(envelope.envelopeId)
        const back = new URL(envelope.returnUrl!)
        back.searchParams.set('event', decline ? 'decline' : 'signing_complete')
        res.writeHead(302, { location: back.toString() })
        return res.end()
      }
      res.writeHead(200, { 'content-type': 'text/html' })
      return res.end(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fake DocuSign</title></head><body><main><h1>Fake DocuSign signing</h1><form method="post"><button name="action" value="finish">Finish</button><button name="action" value="decline">Decline</button></form></main></body></html>`,
      )
    }

    const auth = req.headers.authorization?.replace(/^Bearer /, '')
    if (!auth || !tokens.has(auth)) return reply(res, 401, { errorCode: 'AUTHORIZATION_INVALID_TOKEN' })
    const base = `/restapi/v2.1/accounts/${accountId}`
    if (req.method === 'POST' && url.pathname === `${base}/envelopes`) {
      const failure = state.failNext.shift()
      if (failure) return reply(res, failure, { errorCode: 'INVALID_REQUEST_BODY', message: 'The request body is invalid (fake failure).' })
      const body = JSON.parse(raw)
      const signer = body.recipients?.signers?.[0]
      if (!signer?.email || !signer?.name || !body.documents?.[0]?.documentBase64)
        return reply(res, 400, { errorCode: 'INVALID_REQUEST_BODY' })
      const envelopeId = crypto.randomUUID()
      envelopes.set(envelopeId, {
        envelopeId,
        status: 'sent',
        signer: { email: signer.email, name: signer.name, clientUserId: signer.clientUserId },
        documentHtml: Buffer.from(body.documents[0].documentBase64, 'base64').toString(),
        emailSubject: body.emailSubject,
        customFields: Object.fromEntries(
          (body.customFields?.textCustomFields ?? []).map((f: { name: string; value: string }) => [f.name, f.value]),
        ),
        returnUrl: null,
      })
      return reply(res, 201, { envelopeId, status: 'sent', statusDateTime: new Date().toISOString(), uri: `/envelopes/${envelopeId}` })
    }
    const view = new RegExp(`^${base}/envelopes/([^/]+)/views/recipient$`).exec(url.pathname)
    if (req.method === 'POST' && view) {
      const envelope = envelopes.get(view[1])
      if (!envelope) return reply(res, 404, { errorCode: 'ENVELOPE_DOES_NOT_EXIST' })
      const body = JSON.parse(raw)
      if (
        !envelope.signer.clientUserId ||
        body.clientUserId !== envelope.signer.clientUserId ||
        body.email !== envelope.signer.email ||
        body.userName !== envelope.signer.name
      ) {
        return reply(res, 400, { errorCode: 'UNKNOWN_ENVELOPE_RECIPIENT' })
      }
      envelope.returnUrl = body.returnUrl
      return reply(res, 201, { url: `${state.base}/signing/${envelope.envelopeId}` })
    }
    return reply(res, 404, { errorCode: 'NOT_FOUND' })
  })

  const port: number = await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)))
  state.base = `http://127.0.0.1:${port}`
  return {
    url: state.base,
    env: {
      SIGNATURE_PROVIDER: 'docusign',
      DOCUSIGN_BASE_URL: `${state.base}/restapi`,
      DOCUSIGN_OAUTH_BASE_URL: state.base,
      DOCUSIGN_ACCOUNT_ID: accountId,
      DOCUSIGN_INTEGRATION_KEY: integrationKey,
      DOCUSIGN_USER_ID: userId,
      DOCUSIGN_PRIVATE_KEY: privateKeyPem,
      DOCUSIGN_CONNECT_HMAC_KEY: hmacKey,
    },
    envelopes,
    connectSent: state.connectSent,
    sendConnect,
    /** The next envelope creations answer with these HTTP statuses. */
    failNextEnvelopes(...statuses: number[]) {
      state.failNext.push(...statuses)
    },
    setAppUrl(appUrl: string) {
      state.appUrl = appUrl
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
