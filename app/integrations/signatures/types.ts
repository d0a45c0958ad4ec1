// The signature provider: the built-in click-to-sign page, or DocuSign.
import type { LetterDocument } from '~/content/engagement-letter'

export type EnvelopePurpose = 'engagement-letter' | 'post-payment-agreement'

export type EnvelopeRequest = {
  signupId: string
  purpose: EnvelopePurpose
  signerName: string
  signerEmail: string
  companyName: string
  document: LetterDocument
  /** Where the signer comes back to (embedded signing only). */
  returnUrl: string
}

export type Envelope = {
  envelopeId: string
  /** Embedded signing: where to send the browser. Remote signing (sent by email): null. */
  signingUrl: string | null
}

export interface SignatureProvider {
  readonly name: 'builtin' | 'docusign'
  /** Embedded for the engagement letter (the buyer is on the page); remote (emailed) after payment. */
  createEnvelope(request: EnvelopeRequest): Promise<Envelope>
  /** For embedded envelopes: a fresh signing URL (DocuSign's expire within minutes). */
  signingUrl(request: EnvelopeRequest, envelopeId: string): Promise<string>
}

/** A refusal retrying cannot fix (bad request, bad configuration): the buyer is told at once. */
export class PermanentSignatureError extends Error {}
