// The index a conflict check searches, built once per change of the conflict index (in the worker's
// memory): which entries may be close to a name, so that a check compares a handful of entries instead of
// all of them. Pure; the rules of "close" are in conflict-names.ts.
//
// Symmetric deletions: two strings within k edits (a swap of neighbours counting as one) become the same
// string when at most k letters are deleted from each: a changed letter is deleted on both sides, an
// added one on the side that has it, a swap by deleting one of the two letters on each side. The same
// holds for their first PREFIX letters. So every entry is filed under each string its first PREFIX
// letters give with up to k deletions (k the edits its length allows), and a name looks up its own: an
// entry within its edits shares at least one of them. That finds every close entry, never guesses, and
// costs a few dozen lookups. The strings are filed by a 32-bit hash in a fixed number of buckets: two
// strings sharing a bucket only add a candidate, which the comparison then turns down.
import { allowedEdits, normalizeName, type NormalizedName, type PartyKind } from './conflict-names'

// ---- what the index holds ----

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

/** How many of a name's first letters are filed: longer names are told apart by the comparison. */
const PREFIX = 8

export type MatchIndex = {
  entries: PreparedEntry[]
  /** The entries of bucket b are ids[starts[b]] up to (not including) ids[starts[b + 1]]. */
  starts: Uint32Array
  ids: Int32Array
  /** People's words, for a name written with or without a middle name. */
  words: Map<string, number[]>
  /** How many different words each entry's name has (people only). */
  wordCounts: Uint8Array
}

/**
 * Calls `visit` with the hash (FNV-1a, a signed 32-bit integer) of every string the form's first PREFIX
 * letters give with up to `edits` deletions: letter by letter, each kept (and hashed in) or, while
 * deletions are left, skipped. Each set of deleted letters is visited once.
 */
export function forEachDeletion(form: string, edits: number, visit: (hash: number) => void) {
  const length = Math.min(form.length, PREFIX)
  const walk = (i: number, left: number, hash: number) => {
    if (i === length) return visit(hash)
    walk(i + 1, left, Math.imul(hash ^ form.charCodeAt(i), 0x01000193))
    if (left > 0) walk(i + 1, left - 1, hash)
  }
  walk(0, edits, 0x811c9dc5 | 0)
}

/** The forms a name is compared by: its compact form and, for a company, the one with 'holding' kept. */
function forms(norm: NormalizedName) {
  return (norm.full === norm.compact ? [norm.compact] : [norm.compact, norm.full]).filter(Boolean)
}

/** How many strings forEachDeletion visits: the ways to delete up to `edits` of the letters filed. */
function deletionCount(form: string, edits: number) {
  const n = Math.min(form.length, PREFIX)
  let ways = 1
  let total = 1
  for (let j = 1; j <= Math.min(edits, n); j++) total += ways = (ways * (n - j + 1)) / j
  return total
}

/** Calls `visit` with each hash an entry is filed under (duplicates included: they are harmless). */
function forEachFiled(entry: PreparedEntry, visit: (hash: number) => void) {
  for (const form of forms(entry.norm)) forEachDeletion(form, allowedEdits(form.length, entry.kind), visit)
}

export function buildMatchIndex(entries: PreparedEntry[]): MatchIndex {
  // Buckets: a power of two, about one for every eight filings (a few strings share each: a small
  // table builds faster, and a shared bucket only adds candidates). The filings are counted into their
  // buckets, then filed: two passes, so that the build holds nothing much beyond the index itself.
  let filed = 0
  for (const entry of entries) for (const form of forms(entry.norm)) filed += deletionCount(form, allowedEdits(form.length, entry.kind))
  let buckets = 1
  while (buckets * 8 < filed) buckets *= 2
  const mask = buckets - 1
  const starts = new Uint32Array(buckets + 1)
  for (const entry of entries) forEachFiled(entry, (h) => starts[(h & mask) + 1]++)
  for (let b = 0; b < buckets; b++) starts[b + 1] += starts[b]
  const next = starts.slice(0, buckets)
  const ids = new Int32Array(filed)
  entries.forEach((entry, i) => forEachFiled(entry, (h) => (ids[next[h & mask]++] = i)))

  const words = new Map<string, number[]>()
  const wordCounts = new Uint8Array(entries.length)
  entries.forEach((entry, i) => {
    if (entry.kind !== 'person') return
    const distinct = new Set(entry.norm.tokens)
    wordCounts[i] = Math.min(distinct.size, 255)
    for (const w of distinct) {
      const list = words.get(w)
      if (list) list.push(i)
      else words.set(w, [i])
    }
  })
  return { entries, starts, ids, words, wordCounts }
}

/** Entries that may be within the edits a form of this kind allows (a superset: compareNames decides). */
export function formCandidates(index: MatchIndex, form: string, kind: PartyKind, into: Set<number>) {
  if (!form) return
  const variants = new Set<number>()
  forEachDeletion(form, allowedEdits(form.length, kind), (h) => variants.add(h))
  const mask = index.starts.length - 2
  for (const h of variants) {
    const b = h & mask
    for (let j = index.starts[b]; j < index.starts[b + 1]; j++) into.add(index.ids[j])
  }
}

/**
 * People whose words include all of the name's, or whose words are all in the name: a name written with
 * or without a middle name ('Ada King Lovelace', 'Ada Lovelace').
 */
function wordCandidates(index: MatchIndex, tokens: string[], into: Set<number>) {
  const distinct = new Set(tokens)
  const shared = new Map<number, number>()
  for (const w of distinct) for (const i of index.words.get(w) ?? []) shared.set(i, (shared.get(i) ?? 0) + 1)
  for (const [i, n] of shared) if (n === distinct.size || n === index.wordCounts[i]) into.add(i)
}

/** Every entry compareNames could find close to this name. */
export function nameCandidates(index: MatchIndex, norm: NormalizedName, into: Set<number>) {
  for (const form of forms(norm)) formCandidates(index, form, norm.kind, into)
  if (norm.kind === 'person' && norm.tokens.length >= 2) wordCandidates(index, norm.tokens, into)
}
