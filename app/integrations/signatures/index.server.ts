// Picks the signature provider: SIGNATURE_PROVIDER=docusign with its settings, otherwise built-in.
import { env } from '~/utils/env.server'
import { remember } from '@epic-web/remember'
import { builtinProvider } from './builtin.server'
import { docusignProvider } from './docusign.server'
import { PermanentSignatureError, type SignatureProvider } from './types'

export * from './types'

export function getSignatureProvider(): SignatureProvider {
  const e = env()
  if (e.SIGNATURE_PROVIDER !== 'docusign') return builtinProvider()
  const {
    DOCUSIGN_BASE_URL,
    DOCUSIGN_OAUTH_BASE_URL,
    DOCUSIGN_ACCOUNT_ID,
    DOCUSIGN_INTEGRATION_KEY,
    DOCUSIGN_USER_ID,
    DOCUSIGN_PRIVATE_KEY,
  } = e
  if (
    !DOCUSIGN_BASE_URL ||
    !DOCUSIGN_OAUTH_BASE_URL ||
    !DOCUSIGN_ACCOUNT_ID ||
    !DOCUSIGN_INTEGRATION_KEY ||
    !DOCUSIGN_USER_ID ||
    !DOCUSIGN_PRIVATE_KEY
  ) {
    const incomplete = async () => {
      throw new PermanentSignatureError('DocuSign is selected but its DOCUSIGN_* settings are incomplete')
    }
    return { name: 'docusign', createEnvelope: incomplete, signingUrl: incomplete }
  }
  return remember(`docusign:${DOCUSIGN_BASE_URL}:${DOCUSIGN_ACCOUNT_ID}`, () =>
    docusignProvider({
      baseUrl: DOCUSIGN_BASE_URL,
      oauthBaseUrl: DOCUSIGN_OAUTH_BASE_URL,
      accountId: DOCUSIGN_ACCOUNT_ID,
      integrationKey: DOCUSIGN_INTEGRATION_KEY,
      userId: DOCUSIGN_USER_ID,
      // Env files often carry the PEM with literal \n.
      privateKey: DOCUSIGN_PRIVATE_KEY.replace(/\\n/g, '\n'),
    }),
  )
}
