// The conflict check's names: pure functions that decide whether two written names are what a person
// would call the same party, and say why. Case, accents, punctuation, legal forms ("L.L.C.", "S.A. de
// C.V.") and plurals do not matter; near spellings and swapped letters are found; a company email's
// domain counts against a company's name. The index that finds candidates is conflict-index.ts; the
// check over it is conflict-matching.ts.
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
