// The built-in click-to-sign provider: the signing page is part of the site, and the audit trail
// (signer, email, time, IP, user agent, consent, SHA-256 of the exact letter) is written when the
// signer confirms. After payment, the agreement link is emailed by the worker.
import type { SignatureProvider } from './types'

export function builtinSigningPath(signupId: string) {
  return `/growth-score/sign?signup_id=${encodeURIComponent(signupId)}`
}

export function builtinProvider(): SignatureProvider {
  return {
    name: 'builtin',
    async createEnvelope(request) {
      const envelopeId = `builtin-${request.purpose}-${request.signupId}`
      return {
        envelopeId,
        signingUrl: request.purpose === 'engagement-letter' ? builtinSigningPath(request.signupId) : null,
      }
    },
    async signingUrl(request) {
      return builtinSigningPath(request.signupId)
    },
  }
}
