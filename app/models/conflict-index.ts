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
import { allowedEdits, type NormalizedName, type PartyKind } from './conflict-names'
import type { PreparedEntry } from './conflict-matching'

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

/** FNV-1a of the letters of `codes` not marked in `deleted`. */
function hashKept(codes: number[], deleted: boolean[]) {
  let h = 0x811c9dc5
  for (let i = 0; i < codes.length; i++) {
    if (deleted[i]) continue
    h ^= codes[i]
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

/** The hashes of every string the form's first PREFIX letters give with up to `edits` deletions. */
export function deletionHashes(form: string, edits: number, into: Set<number>) {
  const codes: number[] = []
  for (let i = 0; i < Math.min(form.length, PREFIX); i++) codes.push(form.charCodeAt(i))
  const deleted = codes.map(() => false)
  const visit = (from: number, left: number) => {
    into.add(hashKept(codes, deleted))
    if (left === 0) return
    for (let i = from; i < codes.length; i++) {
      deleted[i] = true
      visit(i + 1, left - 1)
      deleted[i] = false
    }
  }
  visit(0, edits)
}

/** The forms a name is compared by: its compact form and, for a company, the one with 'holding' kept. */
function forms(norm: NormalizedName) {
  return (norm.full === norm.compact ? [norm.compact] : [norm.compact, norm.full]).filter(Boolean)
}

/** A typed array that grows as it is filled (the build's (bucket, entry) pairs run to millions). */
function grow<T extends Uint32Array | Int32Array>(array: T, size: number): T {
  if (size < array.length) return array
  const bigger = new (array.constructor as new (n: number) => T)(array.length * 2)
  bigger.set(array)
  return bigger
}

export function buildMatchIndex(entries: PreparedEntry[]): MatchIndex {
  let hashes = new Uint32Array(1024)
  let owners = new Int32Array(1024)
  let pairs = 0
  const words = new Map<string, number[]>()
  const wordCounts = new Uint8Array(entries.length)
  const variants = new Set<number>()
  entries.forEach((entry, i) => {
    variants.clear()
    for (const form of forms(entry.norm)) deletionHashes(form, allowedEdits(form.length, entry.kind), variants)
    hashes = grow(hashes, pairs + variants.size)
    owners = grow(owners, pairs + variants.size)
    for (const h of variants) {
      hashes[pairs] = h
      owners[pairs++] = i
    }
    if (entry.kind === 'person') {
      const distinct = new Set(entry.norm.tokens)
      wordCounts[i] = Math.min(distinct.size, 255)
      for (const w of distinct) {
        const list = words.get(w)
        if (list) list.push(i)
        else words.set(w, [i])
      }
    }
  })
  // Buckets: a power of two, about one for every two pairs; then the pairs sorted by bucket (counting).
  let buckets = 1
  while (buckets * 2 < pairs) buckets *= 2
  const starts = new Uint32Array(buckets + 1)
  for (let p = 0; p < pairs; p++) starts[(hashes[p] & (buckets - 1)) + 1]++
  for (let b = 0; b < buckets; b++) starts[b + 1] += starts[b]
  const next = starts.slice(0, buckets)
  const ids = new Int32Array(pairs)
  for (let p = 0; p < pairs; p++) ids[next[hashes[p] & (buckets - 1)]++] = owners[p]
  return { entries, starts, ids, words, wordCounts }
}

/** Entries that may be within the edits a form of this kind allows (a superset: compareNames decides). */
export function formCandidates(index: MatchIndex, form: string, kind: PartyKind, into: Set<number>) {
  if (!form) return
  const variants = new Set<number>()
  deletionHashes(form, allowedEdits(form.length, kind), variants)
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
