// A Growth Score signup's states and the transitions table (decision 0018): which states each
// transition starts from and where it leads. Pure data, read by the transitions themselves
// (signup-transitions.server.ts) and by anything that only asks where a signup stands.
import type { Signup, SignupState } from '~/utils/db-schema'

export type Rule = {
  /** States the transition may start from. */
  from: readonly SignupState[]
  /** The state it leads to (null: the state stays, only the columns of the current state change). */
  to: SignupState | null
  /** States in which the transition has already happened: a replay, answered without a write. */
  done: readonly SignupState[]
}

const LETTER_UNSIGNED = ['details', 'letter_preparing', 'letter_failed', 'awaiting_signature'] as const
const SIGNED_ONWARD = ['signed', 'checkout_open', 'paid', 'complete'] as const
const PAID_ONWARD = ['paid', 'complete'] as const

/** The transitions table: which states each transition starts from and where it leads. */
export const TRANSITIONS = {
  /** 'Go Back' and step 1 again: new details; a letter prepared for the old ones is prepared again. */
  editDetails: { from: LETTER_UNSIGNED, to: 'details', done: [] },
  /** 'I Agree and Sign': the worker prepares the signing envelope (again, for a fresh DocuSign URL). */
  requestEnvelope: {
    from: ['details', 'letter_failed', 'awaiting_signature', 'letter_preparing'],
    to: 'letter_preparing',
    done: SIGNED_ONWARD,
  },
  envelopeReady: { from: ['letter_preparing'], to: 'awaiting_signature', done: ['awaiting_signature'] },
  envelopeFailed: { from: ['letter_preparing'], to: 'letter_failed', done: ['letter_failed'] },
  /** The engagement letter signed (built-in page, or DocuSign Connect for an envelope we sent). */
  sign: { from: ['letter_preparing', 'letter_failed', 'awaiting_signature'], to: 'signed', done: SIGNED_ONWARD },
  /** A checkout session opened for a held place (a new one replaces the previous session). */
  openCheckout: { from: ['signed', 'checkout_open'], to: 'checkout_open', done: [] },
  /** The open session was cancelled by the buyer or expired at the provider: payment may start again. */
  closeCheckout: { from: ['checkout_open'], to: 'signed', done: ['signed'] },
  /** The provider confirmed the payment (once, whichever of success URL, webhooks or cancel asked). */
  markPaid: { from: ['signed', 'checkout_open'], to: 'paid', done: PAID_ONWARD },
  /** What verify-payment learnt when it was not a payment ('unpaid' or 'failed'). */
  recordVerification: { from: ['signed', 'checkout_open'], to: null, done: PAID_ONWARD },
  /** The buyer's account, profile, stages and tasks exist. */
  markProvisioned: { from: ['paid'], to: 'complete', done: ['complete'] },
  /** The post-payment agreement: its envelope and signature change columns, never the state. */
  postEnvelopeReady: { from: PAID_ONWARD, to: null, done: [] },
  postEnvelopeFailed: { from: PAID_ONWARD, to: null, done: [] },
  signAgreement: { from: PAID_ONWARD, to: null, done: [] },
} as const satisfies Record<string, Rule>

export type TransitionName = keyof typeof TRANSITIONS

export type Refusal =
  | { ok: false; refusal: 'missing'; transition: TransitionName }
  | { ok: false; refusal: 'not-allowed'; transition: TransitionName; state: SignupState }
  /** The place this checkout was to keep was released meanwhile (a cancel in another tab). */
  | { ok: false; refusal: 'hold-released'; transition: TransitionName; state: SignupState }
  /** The signature does not fit: the letter shown is not the letter as it stands, or it was signed already. */
  | { ok: false; refusal: 'letter-changed' | 'already-signed'; transition: TransitionName; state: SignupState }
  /** The conflict check has not cleared this signup (not run yet, open, or declined): no checkout. */
  | { ok: false; refusal: 'conflict-check'; transition: TransitionName; state: SignupState }

export type Moved = { ok: true; changed: boolean; from: SignupState; to: SignupState; signup: Signup }
export type TransitionResult = Moved | Refusal

/** Whether a signup in `state` may take `transition` (true also for a replay of one already done). */
export function canTransition(state: SignupState, transition: TransitionName) {
  const rule: Rule = TRANSITIONS[transition]
  return rule.from.includes(state) || rule.done.includes(state)
}

export function isSignedState(state: SignupState) {
  return (SIGNED_ONWARD as readonly SignupState[]).includes(state)
}

export function isPaidState(state: SignupState) {
  return (PAID_ONWARD as readonly SignupState[]).includes(state)
}
