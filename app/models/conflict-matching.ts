// The conflict check's matcher: pure functions that decide whether two written names are what a person
// would call the same party, and say why. Case, accents, punctuation, legal forms ("L.L.C.", "S.A. de
// C.V.") and plurals do not matter; near spellings and swapped letters are found; a company email's
// domain counts against a company's name. No database here: conflicts.server.ts feeds it the index.
import { distance } from 'fastest-levenshtein'

export type PartyKind = 'person' | 'company'

/**
 * A name made comparable: `compact` is what is compared, `tokens` its words, `full` the name with its
 * descriptive words kept ('acmeholding'); the masks say which characters each contains (a fast test).
 */
export type NormalizedName = { kind: PartyKind; compact: string; tokens: string[]; full: string; mask: number; fullMask: number }

/** One bit per letter (digits share six bits): two strings within n edits differ in at most 2n bits. */
export function charMask(s: string) {
  let mask = 0
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i)
    if (c >= 97 && c <= 122) mask |= 1 << (c - 97)
    else mask |= 1 << (26 + (c % 6))
  }
  return mask
}

function bitCount(n: number) {
  let v = n - ((n >>> 1) & 0x55555555)
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333)
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24
}

// Legal forms, as word sequences after punctuation is gone ("S.A. de C.V." is "sa de cv").
const LEGAL_FORMS: string[][] = [
  ['sa', 'de', 'cv'],
  ['sapi', 'de', 'cv'],
  ['s', 'de', 'rl', 'de', 'cv'],
  ['s', 'de', 'rl'],
  ['de', 'cv'],
  ['s', 'a'],
  ['l', 'l', 'c'],
  ...[
    'llc',
    'lc',
    'inc',
    'incorporated',
    'corp',
    'corporation',
    'co',
    'company',
    'ltd',
    'limited',
    'gmbh',
    'ag',
    'kg',
    'plc',
    'lp',
    'llp',
    'lllp',
    'pllc',
    'pa',
    'pc',
    'bv',
    'nv',
    'sa',
    'sas',
    'sarl',
    'srl',
    'spa',
    'ltda',
    'sl',
    'sc',
    'pty',
    'pte',
    'oy',
    'ab',
  ].map((w) => [w]),
]
// Words that describe a company's structure rather than name it ("Acme Holdings" is Acme).
const DESCRIPTORS = new Set(['holding', 'holdings', 'group', 'the', 'and'])
const PERSON_NOISE = new Set(['mr', 'mrs', 'ms', 'miss', 'dr', 'prof', 'sir', 'jr', 'sr', 'ii', 'iii', 'iv', 'esq', 'md', 'phd'])

/** Lower case, accents off (NFKD), '&' as 'and', dots and apostrophes dropped, other punctuation a space. */
export function words(raw: string): string[] {
  return raw
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[.'’`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter(Boolean)
}

/** 'holdings' is 'holding', 'companies' 'company'; 'glass' and 'status' stay. */
export function singular(word: string) {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`
  if (word.length > 3 && word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1)
  return word
}

function endsWith(tokens: string[], tail: string[]) {
  return tokens.length > tail.length && tail.every((w, i) => tokens[tokens.length - tail.length + i] === w)
}

/** The words left when trailing legal forms (and, with `descriptors`, 'holding', 'group'…) are taken off. */
function stripCompany(tokens: string[], descriptors: boolean) {
  let t = [...tokens]
  for (let changed = true; changed && t.length > 1;) {
    changed = false
    for (const form of LEGAL_FORMS) {
      if (endsWith(t, form)) {
        t = t.slice(0, t.length - form.length)
        changed = true
        break
      }
    }
  }
  if (descriptors) {
    const kept = t.filter((w) => !DESCRIPTORS.has(w))
    if (kept.length) t = kept
  }
  return t
}

export function normalizeName(raw: string, kind: PartyKind): NormalizedName {
  const all = words(raw)
  if (kind === 'person') {
    const kept = all.filter((w) => !PERSON_NOISE.has(w) && w.length > 1)
    const tokens = (kept.length ? kept : all).sort()
    const compact = tokens.join('')
    const mask = charMask(compact)
    return { kind, tokens, compact, full: compact, mask, fullMask: mask }
  }
  const tokens = stripCompany(all, true).map(singular)
  const compact = tokens.join('')
  const full = stripCompany(all, false).map(singular).join('')
  return { kind, tokens, compact, full, mask: charMask(compact), fullMask: charMask(full) }
}

/** How many edits a name of this length may differ by and still be "close". */
export function allowedEdits(length: number, kind: PartyKind) {
  if (length < (kind === 'person' ? 7 : 5)) return 0
  if (length < 9) return 1
  if (length < 16) return 2
  return 3
}

/** Edit distance where swapping two neighbouring letters is one edit (optimal string alignment). */
export function transpositionDistance(a: string, b: string) {
  const rows = a.length + 1
  const cols = b.length + 1
  const d: number[][] = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)))
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1)
    }
  }
  return d[a.length][b.length]
}

export type Closeness = 'same' | 'close'

/** Whether two strings are within the edits their length allows: levenshtein first, swaps if near. */
function closeStrings(a: string, b: string, kind: PartyKind, masks?: [number, number]): Closeness | null {
  if (!a || !b) return null
  if (a === b) return 'same'
  const allowed = allowedEdits(Math.min(a.length, b.length), kind)
  if (allowed === 0 || Math.abs(a.length - b.length) > allowed) return null
  // Most pairs differ in more characters than the edits allowed could change: no distance needed.
  if (masks && bitCount(masks[0] ^ masks[1]) > 2 * allowed) return null
  const d = distance(a, b)
  if (d <= allowed) return 'close'
  // Each swap of neighbours costs two in levenshtein and one here.
  if (d <= allowed * 2 && transpositionDistance(a, b) <= allowed) return 'close'
  return null
}

/** Edits one word may take: 'Jon'/'John', 'Harbor'/'Harbour', but not 'North'/'South'. */
function wordEdits(length: number, kind: PartyKind) {
  if (length < (kind === 'person' ? 3 : 5)) return 0
  return length < 12 ? 1 : 2
}

/**
 * Names of several words, word for word: each pair of words within its own allowance, so that the
 * edits a whole name may take cannot all fall on one short word ('Northwind'/'Southwind').
 */
function wordsAgree(a: string[], b: string[], kind: PartyKind) {
  if (a.length !== b.length || a.length < 2) return true
  return a.every((w, i) => {
    const v = b[i]
    if (w === v) return true
    const allowed = wordEdits(Math.min(w.length, v.length), kind)
    return allowed > 0 && (distance(w, v) <= allowed || transpositionDistance(w, v) <= allowed)
  })
}

/** Whether two names of the same kind are the same party, as a person reading them would say. */
export function compareNames(a: NormalizedName, b: NormalizedName): Closeness | null {
  if (a.kind !== b.kind) return null
  const direct = closeStrings(a.compact, b.compact, a.kind, [a.mask, b.mask])
  if (direct === 'same') return direct
  if (direct && wordsAgree(a.tokens, b.tokens, a.kind)) return direct
  if (a.kind === 'company') {
    const full = closeStrings(a.full, b.full, 'company', [a.fullMask, b.fullMask])
    return full === 'same' || (full && wordsAgree(a.tokens, b.tokens, 'company')) ? full : null
  }
  // A person written with or without a middle name: every word of the shorter name in the longer one.
  const [short, long] = a.tokens.length <= b.tokens.length ? [a.tokens, b.tokens] : [b.tokens, a.tokens]
  if (short.length >= 2 && short.every((w) => long.includes(w))) return 'close'
  return null
}

export function matchNames(a: string, b: string, kind: PartyKind) {
  return compareNames(normalizeName(a, kind), normalizeName(b, kind))
}

// Mailbox providers: sharing one says nothing about who a person works for.
export const FREE_MAIL_DOMAINS = new Set([
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'yahoo.es',
  'yahoo.com.mx',
  'ymail.com',
  'hotmail.com',
  'hotmail.es',
  'outlook.com',
  'outlook.es',
  'live.com',
  'msn.com',
  'aol.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'proton.me',
  'protonmail.com',
  'pm.me',
  'gmx.com',
  'gmx.net',
  'mail.com',
  'zoho.com',
  'yandex.com',
  'fastmail.com',
  'hey.com',
  'comcast.net',
  'att.net',
  'verizon.net',
  'bellsouth.net',
  'example.com',
  'example.org',
  'example.net',
])
const SECOND_LEVEL = new Set(['co', 'com', 'org', 'net', 'gov', 'ac', 'edu', 'gob'])

/** The name part of a company email's domain ('acme-holding' of jane@mail.acme-holding.com.mx), or null. */
export function emailDomainName(email: string | null | undefined): { domain: string; name: string } | null {
  const at = email?.lastIndexOf('@') ?? -1
  if (!email || at < 0) return null
  const domain = email
    .slice(at + 1)
    .trim()
    .toLowerCase()
  if (!domain || FREE_MAIL_DOMAINS.has(domain)) return null
  const labels = domain.split('.').filter(Boolean)
  if (labels.length < 2) return null
  labels.pop()
  if (labels.length > 1 && SECOND_LEVEL.has(labels[labels.length - 1])) labels.pop()
  const name = (labels.pop() ?? '').replace(/[^a-z0-9]/g, '')
  // Domains of a few letters ('abc.com') say too little to hold up a purchase.
  if (name.length < 4 || FREE_MAIL_DOMAINS.has(`${name}.com`)) return null
  return { domain, name }
}

/** Whether an email's domain names this company ('acmeholding.com' and 'Acme Holding LLC'). */
export function domainMatchesCompany(domainName: string, company: NormalizedName, domainMask = charMask(domainName)): Closeness | null {
  if (company.kind !== 'company') return null
  return (
    closeStrings(domainName, company.full, 'company', [domainMask, company.fullMask]) ??
    closeStrings(domainName, company.compact, 'company', [domainMask, company.mask])
  )
}

// ---- the check itself over an index held in memory ----

export type IndexSource = 'client' | 'lead' | 'member' | 'party'

export type IndexEntry = {
  id: number
  source: IndexSource
  sourceId: string
  clientId: string | null
  /** The client a party's matter belongs to (its name), or the client an entry is. */
  clientName: string | null
  kind: PartyKind
  name: string
  role: string | null
  email: string | null
  since: string
}

export type PreparedEntry = IndexEntry & { norm: NormalizedName }

export function prepareEntry(entry: IndexEntry): PreparedEntry {
  return { ...entry, norm: normalizeName(entry.name, entry.kind) }
}

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
 * The index a check searches, built once per change of the conflict index: each entry's character
 * pairs (of its compared forms) point back to it, so a check compares only entries that share enough
 * of them with what it looks for, instead of computing an edit distance against every entry.
 */
export type MatchIndex = {
  entries: PreparedEntry[]
  grams: Map<string, number[]>
  exact: Map<string, number[]>
  /** People's words, for a name written with or without a middle name. */
  words: Map<string, number[]>
  /** Entries by the length of their compared forms, for the few names too short for the pairs test. */
  lengths: Map<number, number[]>
}

function bigrams(s: string) {
  const out = new Set<string>()
  for (let i = 0; i + 1 < s.length; i++) out.add(s.slice(i, i + 2))
  return out
}

function push(map: Map<string, number[]>, key: string, i: number) {
  const list = map.get(key)
  if (!list) map.set(key, [i])
  else if (list[list.length - 1] !== i) list.push(i)
}

export function buildMatchIndex(entries: PreparedEntry[]): MatchIndex {
  const index: MatchIndex = { entries, grams: new Map(), exact: new Map(), words: new Map(), lengths: new Map() }
  entries.forEach((entry, i) => {
    const forms = entry.norm.full === entry.norm.compact ? [entry.norm.compact] : [entry.norm.compact, entry.norm.full]
    const grams = new Set<string>()
    for (const form of forms) {
      push(index.exact, form, i)
      const list = index.lengths.get(form.length)
      if (!list) index.lengths.set(form.length, [i])
      else if (list[list.length - 1] !== i) list.push(i)
      for (const g of bigrams(form)) grams.add(g)
    }
    for (const g of grams) push(index.grams, g, i)
    if (entry.kind === 'person') for (const w of new Set(entry.norm.tokens)) push(index.words, w, i)
  })
  return index
}

/**
 * Entries that may be within the edits `text` allows. Each edit (a swap included) breaks at most three
 * of a string's distinct character pairs, so a match keeps all but 3 × edits of them: it holds at least
 * one of any (3 × edits + 1) pairs, and the rarest such pairs give the fewest entries to compare. Their
 * lengths must be within the edits too.
 */
function gramCandidates(index: MatchIndex, text: string, kind: PartyKind, into: Set<number>): boolean {
  for (const i of index.exact.get(text) ?? []) into.add(i)
  const allowed = allowedEdits(text.length, kind)
  if (allowed === 0) return true
  const within = (i: number) => {
    const n = index.entries[i].norm
    return Math.abs(n.compact.length - text.length) <= allowed || Math.abs(n.full.length - text.length) <= allowed
  }
  const lists = [...bigrams(text)].map((g) => index.grams.get(g) ?? [])
  const keep = 3 * allowed + 1
  if (lists.length < keep) {
    // A short name with a repeated pair ('kaka'): every entry of a length within reach.
    for (let len = text.length - allowed; len <= text.length + allowed; len++) for (const i of index.lengths.get(len) ?? []) into.add(i)
    return true
  }
  lists.sort((a, b) => a.length - b.length)
  let size = 0
  for (let l = 0; l < keep; l++) size += lists[l].length
  // Pairs too common to narrow the search: comparing with every entry (the masks make most of those
  // comparisons one XOR) is then cheaper than collecting candidates.
  if (size > index.entries.length / 8) return false
  for (let l = 0; l < keep; l++) for (const i of lists[l]) if (within(i)) into.add(i)
  return true
}

/** People sharing two words or more with the name (the rest is decided by compareNames). */
function wordCandidates(index: MatchIndex, tokens: string[], into: Set<number>) {
  if (tokens.length < 2) return
  const seen = new Map<number, number>()
  for (const w of new Set(tokens)) for (const i of index.words.get(w) ?? []) seen.set(i, (seen.get(i) ?? 0) + 1)
  for (const [i, n] of seen) if (n >= 2) into.add(i)
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
  const all = () => idx.entries.keys()
  for (const p of probes) {
    const found = new Set<number>()
    let narrowed = gramCandidates(idx, p.norm.compact, p.norm.kind, found)
    if (narrowed && p.norm.full !== p.norm.compact) narrowed = gramCandidates(idx, p.norm.full, p.norm.kind, found)
    if (narrowed && p.norm.kind === 'person') wordCandidates(idx, p.norm.tokens, found)
    for (const i of narrowed ? found : all()) {
      const entry = idx.entries[i]
      if ((p.against === 'parties') !== (entry.source === 'party')) continue
      const closeness = compareNames(p.norm, entry.norm)
      if (closeness && eligible(entry)) add(entry, p.probe, p.text, closeness)
    }
  }
  if (domain) {
    const found = new Set<number>()
    const narrowed = gramCandidates(idx, domain.name, 'company', found)
    for (const i of narrowed ? found : all()) {
      const entry = idx.entries[i]
      if (entry.source !== 'party' || entry.kind !== 'company') continue
      const closeness = domainMatchesCompany(domain.name, entry.norm, domainMask)
      if (closeness && eligible(entry)) add(entry, 'email-domain', domain.domain, closeness)
    }
  }
  return [...hits.values()].sort((a, b) => (a.closeness === b.closeness ? a.entryId - b.entryId : a.closeness === 'same' ? -1 : 1))
}

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
