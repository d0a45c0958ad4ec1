// The conflict check over the index: who a check is about, the hits it finds and the sentence each hit
// shows the firm. Whether two names are close is decided in conflict-names.ts; which entries are worth
// comparing, in conflict-index.ts. No database here: conflicts.server.ts feeds it the index.
import {
  buildMatchIndex,
  formCandidates,
  nameCandidates,
  type IndexEntry,
  type IndexSource,
  type MatchIndex,
  type PreparedEntry,
} from './conflict-index'
import {
  charMask,
  compareNames,
  domainMatchesCompany,
  emailDomainName,
  normalizeName,
  type Closeness,
  type NormalizedName,
} from './conflict-names'

// ---- the check itself over an index held in memory ----

/** Who or what a check is about: the buyer (or applicant), and the other parties they named. */
export type CheckSubject = {
  name: string
  company: string | null
  email: string | null
  otherParties: string[]
  /** Index rows that are the subject itself (their own lead, their own client record). */
  exclude: { source: IndexSource; sourceId: string }[]
}

export type Hit = {
  entryId: number
  source: IndexSource
  sourceId: string
  clientId: string | null
  /** What of the subject matched: their name, their company, their email's domain, or a party they named. */
  probe: 'name' | 'company' | 'email-domain' | 'other-party'
  probeText: string
  closeness: Closeness
  matchedName: string
  reason: string
}

export const ROLE_LABELS: Record<string, string> = {
  adverse: 'adverse party',
  counterparty: 'counterparty',
  'co-owner': 'co-owner',
  investor: 'investor',
  other: 'party',
}

const LEAD_LABELS: Record<string, string> = {
  'sell-side-application': 'applied for sell-side representation',
  'buy-side-application': 'applied for buy-side representation',
  'apex-circle-application': 'applied to the Circle',
  'apex-growth-score': 'started a Growth Score purchase',
  'growth-score-booking': 'booked a Growth Score session',
  'contract-request': 'requested a contract',
  contact: 'wrote to the firm',
}

function year(iso: string) {
  return iso.slice(0, 4)
}

/** The sentence a hit shows the firm: what matched, whose matter it is on, since when. */
export function describeHit(probe: Hit['probe'], probeText: string, closeness: Closeness, entry: IndexEntry) {
  const what = entry.kind === 'company' ? 'company name' : 'name'
  const how = closeness === 'same' ? 'the same as' : 'close to'
  const head =
    probe === 'email-domain'
      ? `email domain ${probeText} ${closeness === 'same' ? 'matches' : 'is close to'} '${entry.name}'`
      : probe === 'other-party'
        ? `named party '${probeText}' is ${how} '${entry.name}'`
        : `${what} ${how} '${entry.name}'`
  const since = year(entry.since)
  switch (entry.source) {
    case 'party':
      return `${head}, ${ROLE_LABELS[entry.role ?? 'other'] ?? 'party'} in the matter of ${entry.clientName ?? 'a former client'}, since ${since}`
    case 'client':
      return `${head}, ${entry.kind === 'company' ? `the company of client ${entry.clientName ?? ''}`.trim() : 'a client'}, since ${since}`
    case 'member':
      return `${head}, a Circle member, since ${since}`
    case 'lead':
      return `${head}, who ${LEAD_LABELS[entry.role ?? ''] ?? 'contacted the firm'} in ${since}`
  }
}

/**
 * Runs one check against the index. The subject's own name, company and email domain are compared with
 * the parties on other clients' matters (is the buyer the other side of a matter?); the parties the
 * subject named are compared with clients, their companies, Circle members and leads (is the other side
 * someone the firm acts for, or was asked to?). A repeat buyer is not their own conflict: rows with the
 * subject's own email, or listed in `exclude`, are skipped.
 */
export function findConflicts(subject: CheckSubject, index: MatchIndex | readonly PreparedEntry[]): Hit[] {
  const idx = Array.isArray(index) ? buildMatchIndex([...index]) : (index as MatchIndex)
  const ownEmail = subject.email?.trim().toLowerCase() || null
  const excluded = new Set(subject.exclude.map((e) => `${e.source}:${e.sourceId}`))
  const probes: { probe: Hit['probe']; text: string; norm: NormalizedName; against: 'parties' | 'known' }[] = []
  if (subject.name.trim())
    probes.push({ probe: 'name', text: subject.name, norm: normalizeName(subject.name, 'person'), against: 'parties' })
  if (subject.company?.trim())
    probes.push({ probe: 'company', text: subject.company, norm: normalizeName(subject.company, 'company'), against: 'parties' })
  for (const party of subject.otherParties) {
    // A named party may be a person or a company: both readings are tried.
    probes.push({ probe: 'other-party', text: party, norm: normalizeName(party, 'company'), against: 'known' })
    probes.push({ probe: 'other-party', text: party, norm: normalizeName(party, 'person'), against: 'known' })
  }
  const domain = emailDomainName(subject.email)
  const domainMask = domain ? charMask(domain.name) : 0

  const hits = new Map<number, Hit>()
  const add = (entry: PreparedEntry, probe: Hit['probe'], text: string, closeness: Closeness) => {
    const existing = hits.get(entry.id)
    if (existing && (existing.closeness === 'same' || closeness === 'close')) return
    hits.set(entry.id, {
      entryId: entry.id,
      source: entry.source,
      sourceId: entry.sourceId,
      clientId: entry.clientId,
      probe,
      probeText: text,
      closeness,
      matchedName: entry.name,
      reason: describeHit(probe, text, closeness, entry),
    })
  }
  const eligible = (entry: PreparedEntry) =>
    !(excluded.size && excluded.has(`${entry.source}:${entry.sourceId}`)) &&
    !(ownEmail && entry.email && entry.email.length === ownEmail.length && entry.email.toLowerCase() === ownEmail)
  for (const p of probes) {
    const found = new Set<number>()
    nameCandidates(idx, p.norm, found)
    for (const i of found) {
      const entry = idx.entries[i]
      if ((p.against === 'parties') !== (entry.source === 'party')) continue
      const closeness = compareNames(p.norm, entry.norm)
      if (closeness && eligible(entry)) add(entry, p.probe, p.text, closeness)
    }
  }
  if (domain) {
    const found = new Set<number>()
    formCandidates(idx, domain.name, 'company', found)
    for (const i of found) {
      const entry = idx.entries[i]
      if (entry.source !== 'party' || entry.kind !== 'company') continue
      const closeness = domainMatchesCompany(domain.name, entry.norm, domainMask)
      if (closeness && eligible(entry)) add(entry, 'email-domain', domain.domain, closeness)
    }
  }
  return [...hits.values()].sort((a, b) => (a.closeness === b.closeness ? a.entryId - b.entryId : a.closeness === 'same' ? -1 : 1))
}

/** The same check by comparing with every entry: the reference the index must agree with (tests, bench). */
/** The same check by comparing with every entry: the reference the index must agree with (tests, bench). */
export function findConflictsByScan(subject: CheckSubject, entries: readonly PreparedEntry[]): Hit[] {
  const ownEmail = subject.email?.trim().toLowerCase() || null
  const excluded = new Set(subject.exclude.map((e) => `${e.source}:${e.sourceId}`))
  const probes: { probe: Hit['probe']; norm: NormalizedName; against: 'parties' | 'known' }[] = []
  if (subject.name.trim()) probes.push({ probe: 'name', norm: normalizeName(subject.name, 'person'), against: 'parties' })
  if (subject.company?.trim()) probes.push({ probe: 'company', norm: normalizeName(subject.company, 'company'), against: 'parties' })
  for (const party of subject.otherParties) {
    probes.push({ probe: 'other-party', norm: normalizeName(party, 'company'), against: 'known' })
    probes.push({ probe: 'other-party', norm: normalizeName(party, 'person'), against: 'known' })
  }
  const domain = emailDomainName(subject.email)
  const ids = new Set<number>()
  for (const entry of entries) {
    if (excluded.has(`${entry.source}:${entry.sourceId}`)) continue
    if (ownEmail && entry.email && entry.email.toLowerCase() === ownEmail) continue
    const isParty = entry.source === 'party'
    for (const p of probes) if ((p.against === 'parties') === isParty && compareNames(p.norm, entry.norm)) ids.add(entry.id)
    if (isParty && domain && domainMatchesCompany(domain.name, entry.norm)) ids.add(entry.id)
  }
  return entries.filter((e) => ids.has(e.id)).map((e) => ({ entryId: e.id }) as Hit)
}

/** The optional step-1 field: one party a line (or separated by semicolons), trimmed, at most 20. */
export function parseOtherParties(text: string | null | undefined): string[] {
  if (!text) return []
  return [
    ...new Set(
      text
        .split(/[\n;]+/)
        .map((s) => s.trim())
        .filter((s) => s.length > 1),
    ),
  ].slice(0, 20)
}
