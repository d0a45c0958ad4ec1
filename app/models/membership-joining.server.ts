// Joining the Circle: a client from the portal, an approved applicant through a single-use emailed
// invitation, and the terms (built-in signature with audit trail) that every new member signs.
import type { RequestMeta } from '~/utils/request-meta.server'
import crypto from 'node:crypto'
import { CIRCLE_INVITATION_DAYS, isCircleApplication } from '~/content/circle'
import { CIRCLE_TERMS_VERSIONS, renderCircleTerms } from '~/content/circle-terms.server'
import { documentText, letterDate } from '~/content/engagement-letter'
import { getFirm } from '~/content/firm.server'
import { enqueue } from '~/jobs/outbox.server'
import type { SessionUser } from '~/utils/auth.server'
import { createId, getDb, now, writeTransaction } from '~/utils/db.server'
import { newBrowserKey, sha256 } from './signup-access.server'
import type { Membership } from '~/utils/db-schema'
import { env } from '~/utils/env.server'
import { writeAudit, type Actor } from './admin.server'
import { localePath, type Lang } from '~/utils/i18n'
import { copyIn, storedLang } from '~/utils/i18n.server'
import * as circleCopy from '~/locales/circle'
import { getMembership, membershipForUser, audit } from './memberships.server'

// ---- door 1: a client joins from the portal ----

export async function joinAsClient(
  user: SessionUser,
  profile: { first_name: string | null; last_name: string | null; company_name: string | null },
  /** The language of the page the client joined from (its emails follow it). */
  lang: Lang = 'en',
) {
  return writeTransaction(async (trx) => {
    const current = await membershipForUser(user.id, trx)
    if (current && current.status !== 'ended') return current.id
    const id = createId()
    const at = now()
    const name = [profile.first_name, profile.last_name].filter(Boolean).join(' ').trim() || user.email
    await trx
      .insertInto('circle_memberships')
      .values({
        id,
        source: 'client',
        user_id: user.id,
        email: user.email,
        name,
        company_name: profile.company_name,
        language: lang,
        created_at: at,
        updated_at: at,
      })
      .execute()
    await audit(trx, id, user.email, 'Joining started', 'From the client portal')
    return id
  })
}

// ---- door 2: the firm invites an applicant ----

export type InviteResult = { ok: true; invitationId: string } | { ok: false; reason: 'missing' | 'not-an-application' }

/** 'Invite to the Circle' on a Circle application: the invitation and its email, in one transaction. */
export async function inviteApplicant(actor: Actor, leadId: string): Promise<InviteResult> {
  return writeTransaction(async (trx) => {
    const lead = await trx.selectFrom('leads').selectAll().where('id', '=', leadId).executeTakeFirst()
    if (!lead) return { ok: false, reason: 'missing' } as const
    if (!isCircleApplication(lead.form_type)) return { ok: false, reason: 'not-an-application' } as const
    const id = createId()
    await trx
      .insertInto('circle_invitations')
      .values({
        id,
        lead_id: lead.id,
        email: lead.email.trim().toLowerCase(),
        name: lead.name,
        company_name: lead.company_name,
        // Replaced by the email template when it mints the link: the secret is never stored.
        token_hash: `unsent-${createId()}`,
        expires_at: new Date(Date.now() + CIRCLE_INVITATION_DAYS * 24 * 3600 * 1000).toISOString(),
        created_by: actor.id,
        created_at: now(),
      })
      .execute()
    await writeAudit(trx, { actor, clientId: null, action: 'circle.invite', after: { Applicant: lead.email, Lead: lead.id } })
    await enqueue(trx, 'send-email', { template: 'circle-invitation', params: { invitationId: id } }, { type: 'lead', id: lead.id })
    return { ok: true, invitationId: id } as const
  })
}

/** Called by the invitation email: a fresh secret for the link (in the applicant's language); only its hash is kept. */
export async function mintInvitationLink(invitationId: string, lang: Lang = 'en') {
  const token = crypto.randomBytes(32).toString('base64url')
  await getDb()
    .updateTable('circle_invitations')
    .set({ token_hash: sha256(token) })
    .where('id', '=', invitationId)
    .where('used_at', 'is', null)
    .execute()
  return `${env().APP_URL}${localePath(lang, `/circle/invitation/${token}`)}`
}

export type InvitationState = 'valid' | 'used' | 'expired' | 'unknown' | 'wrong-account'

export async function describeInvitation(token: string, user: SessionUser | null) {
  const row = await getDb().selectFrom('circle_invitations').selectAll().where('token_hash', '=', sha256(token)).executeTakeFirst()
  const state = invitationState(row, user)
  return { state, invitation: state === 'valid' ? { name: row!.name, email: row!.email, company: row!.company_name } : null }
}

function invitationState(
  row: { used_at: string | null; expires_at: string; email: string } | undefined,
  user: SessionUser | null,
  at = Date.now(),
): InvitationState {
  if (!row) return 'unknown'
  if (row.used_at) return 'used'
  if (Date.parse(row.expires_at) <= at) return 'expired'
  if (user && user.email.toLowerCase() !== row.email.toLowerCase()) return 'wrong-account'
  return 'valid'
}

export type AcceptResult = { ok: true; membershipId: string; browserKey: string } | { ok: false; state: Exclude<InvitationState, 'valid'> }

/**
 * Accepting the invitation uses it up, in the same transaction that creates the membership, so two
 * presses (or two browsers) cannot both get one. A signed-in visitor must be the invited address; the
 * browser that accepted gets a key (its hash is on the membership) for the next steps.
 */
export async function acceptInvitation(token: string, user: SessionUser | null, lang: Lang = 'en'): Promise<AcceptResult> {
  return writeTransaction(async (trx): Promise<AcceptResult> => {
    const row = await trx.selectFrom('circle_invitations').selectAll().where('token_hash', '=', sha256(token)).executeTakeFirst()
    const state = invitationState(row, user)
    if (state !== 'valid' || !row) return { ok: false, state: state === 'valid' ? 'unknown' : state }
    const used = await trx
      .updateTable('circle_invitations')
      .set({ used_at: now() })
      .where('id', '=', row.id)
      .where('used_at', 'is', null)
      .executeTakeFirst()
    if (Number(used.numUpdatedRows) !== 1) return { ok: false, state: 'used' }
    const id = createId()
    const { key: browserKey, keyHash } = newBrowserKey()
    const at = now()
    await trx
      .insertInto('circle_memberships')
      .values({
        id,
        source: 'invitation',
        user_id: user?.id ?? null,
        email: row.email,
        name: row.name,
        company_name: row.company_name,
        lead_id: row.lead_id,
        browser_key_hash: keyHash,
        language: lang,
        created_at: at,
        updated_at: at,
      })
      .execute()
    await trx.updateTable('circle_invitations').set({ membership_id: id }).where('id', '=', row.id).execute()
    await audit(trx, id, row.email, 'Invitation accepted')
    return { ok: true, membershipId: id, browserKey }
  })
}

// ---- the terms ----

type TermsParty = Pick<Membership, 'name' | 'email' | 'company_name' | 'created_at' | 'language'>

/**
 * The current terms in the membership's language: a Spanish member is shown the courtesy translation,
 * which carries the English version that governs (its text, and so its hash, holds both).
 */
function termsFor(m: TermsParty) {
  return renderCircleTerms(
    CIRCLE_TERMS_VERSIONS[storedLang(m.language)],
    { name: m.name, email: m.email, companyName: m.company_name, date: letterDate(m.created_at) },
    getFirm(),
  )
}

/** The terms with the SHA-256 of their exact text: what the page shows and what a signature is bound to. */
export function termsWithSha256(m: TermsParty) {
  const doc = termsFor(m)
  return doc ? { doc, sha256: sha256(documentText(doc)) } : null
}

export type SignTermsResult =
  { ok: true } | { ok: false; reason: 'already-signed' | 'terms-changed' | 'no-consent' | 'no-name' | 'missing' }

/**
 * 'Confirm Signature': the audit record (signer, time, IP, user agent, the consent sentence as shown, the
 * version and SHA-256 of the terms shown).
 */
export async function signTerms(
  membershipId: string,
  /** lang: the page's language, whose consent sentence the signer checked (English by default). */
  input: { signerName: string; consent: boolean; shownSha256: string; meta: RequestMeta; lang?: Lang },
): Promise<SignTermsResult> {
  if (!input.consent) return { ok: false, reason: 'no-consent' }
  if (!input.signerName.trim()) return { ok: false, reason: 'no-name' }
  return writeTransaction(async (trx): Promise<SignTermsResult> => {
    const m = await getMembership(membershipId, trx)
    if (!m || m.status === 'ended') return { ok: false, reason: 'missing' }
    if (m.terms_signed_at) return { ok: false, reason: 'already-signed' }
    const terms = termsWithSha256(m)
    if (!terms || terms.sha256 !== input.shownSha256) return { ok: false, reason: 'terms-changed' }
    const signedAt = now()
    await trx
      .insertInto('circle_signatures')
      .values({
        id: createId(),
        membership_id: m.id,
        signer_name: input.signerName.trim().slice(0, 200),
        signer_email: m.email,
        signed_at: signedAt,
        ip: input.meta.ip?.slice(0, 64) ?? null,
        user_agent: input.meta.userAgent?.slice(0, 300) ?? null,
        // The consent sentence the signer ticked, in the language of the page it was shown on, word for word.
        consent_text: copyIn(circleCopy, input.lang ?? 'en').consent,
        document_version: terms.doc.version,
        document_sha256: terms.sha256,
      })
      .execute()
    await trx.updateTable('circle_memberships').set({ terms_signed_at: signedAt, updated_at: now() }).where('id', '=', m.id).execute()
    await audit(trx, m.id, m.email, 'Terms signed', `${terms.doc.version} by ${input.signerName.trim().slice(0, 200)}`)
    return { ok: true }
  })
}
