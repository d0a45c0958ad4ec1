import { describe, expect, test } from 'vitest'
import { buildMatchIndex, prepareEntry, type IndexEntry } from './conflict-index'
import { emailDomainName, matchNames, normalizeName, transpositionDistance, type PartyKind } from './conflict-names'
import { findConflicts, findConflictsByScan, parseOtherParties } from './conflict-matching'

// [a, b, kind, expected hit]
const PAIRS: [string, string, PartyKind, boolean][] = [
  // the same company, written differently
  ['ACME Holdings, L.L.C.', 'Acme Holding LLC', 'company', true],
  ['Acme Holding LLC', 'acme holding', 'company', true],
  ['Acme, Inc.', 'ACME INCORPORATED', 'company', true],
  ['Acme Corp.', 'Acme Corporation', 'company', true],
  ['Grupo Industrial Peñoles, S.A. de C.V.', 'Grupo Industrial Penoles SA de CV', 'company', true],
  ['Müller Maschinenbau GmbH', 'Muller Maschinenbau', 'company', true],
  ['Smith & Sons Ltd', 'Smith and Son Limited', 'company', true],
  ['The Coastal Group', 'Coastal Group, Inc.', 'company', true],
  ['Blue Harbor Ventures', 'Blue Harbour Ventures', 'company', true],
  ['Analytical Engines LLC', 'Analytical Engine', 'company', true],
  ['Northstar Logistics', 'Nortshtar Logistics', 'company', true], // a transposition
  ['Brightwater Capital Partners', 'Brightwater Capitol Partners', 'company', true],
  ['Sunrise Bakeries Inc', 'Sunrise Bakery', 'company', true],
  ['Café Olé LLC', 'Cafe Ole', 'company', true],
  ['O’Brien Construction Co.', 'OBrien Construction Company', 'company', true],
  ['Delta-Tech Solutions', 'Delta Tech Solutions', 'company', true],
  ['Acme Holdings', 'Acme Inc', 'company', true],
  ['Pacific Rim Trading Pty Ltd', 'Pacific Rim Trading', 'company', true],
  ['Vértice Consultores S.A.', 'Vertice Consultores', 'company', true],
  ['Redwood Medical PLLC', 'Redwod Medical', 'company', true],
  // different companies with similar names
  ['Acme Holding LLC', 'Acme Health LLC', 'company', false],
  ['Bright Path LLC', 'Bright Star LLC', 'company', false],
  ['Apex Dental', 'Apex Rental', 'company', true], // one letter in a long name: a person would look twice
  ['Acme', 'Acne', 'company', false], // short names must match exactly
  ['Acme Robotics', 'Acme', 'company', false],
  ['Northwind Traders', 'Southwind Traders', 'company', false],
  ['Blue Harbor Ventures', 'Red Harbor Ventures', 'company', false],
  ['Sunrise Bakery', 'Sunset Bakery', 'company', false],
  ['Global Logistics Group', 'Global Legal Group', 'company', false],
  ['Orion Capital', 'Orion Dental', 'company', false],
  ['Delta Air Services', 'Delta Water Services', 'company', false],
  ['Harbor & Vale', 'Harbor Freight', 'company', false],
  // people
  ['Ada Lovelace', 'ada lovelace', 'person', true],
  ['Lovelace, Ada', 'Ada Lovelace', 'person', true],
  ['María José García', 'Maria Jose Garcia', 'person', true],
  ['Jon Smith', 'John Smith', 'person', true],
  ['Dr. Grace Hopper', 'Grace Hopper', 'person', true],
  ['Ada K. Lovelace', 'Ada Lovelace', 'person', true],
  ['Ada King Lovelace', 'Ada Lovelace', 'person', true],
  ['Robert Downey Jr.', 'Robert Downey', 'person', true],
  ['John Smith', 'Jane Smith', 'person', false],
  ['Ana Li', 'Ana Lu', 'person', false],
  ['Alan Turing', 'Alan Turner', 'person', false],
  ['Grace Hopper', 'Grace Harper', 'person', false],
  ['Michael Chen', 'Michelle Chen', 'person', false],
  // a person and a company never match each other
  ['Smith', 'Smith LLC', 'person', false],
]

describe('the matcher: pairs with the expected hit or miss', () => {
  test('the table has at least 40 pairs', () => expect(PAIRS.length).toBeGreaterThanOrEqual(40))
  test.each(PAIRS)('%s ~ %s (%s) → %s', (a, b, kind, expected) => {
    if (a === 'Smith' && b === 'Smith LLC') {
      // kinds differ: compared as a person and a company
      expect(
        findConflicts({ name: 'Smith', company: null, email: null, otherParties: [], exclude: [] }, [
          prepareEntry({ ...entry(1, 'party', 'Smith LLC'), kind: 'company' }),
        ]),
      ).toEqual([])
      return
    }
    expect(Boolean(matchNames(a, b, kind))).toBe(expected)
    expect(Boolean(matchNames(b, a, kind))).toBe(expected)
  })
})

describe('normalization', () => {
  test('legal forms, plurals, accents and punctuation fall away', () => {
    expect(normalizeName('ACME Holdings, L.L.C.', 'company').compact).toBe('acme')
    expect(normalizeName('Grupo Peñoles, S.A. de C.V.', 'company').compact).toBe('grupopenole')
    expect(normalizeName('Holding LLC', 'company').compact).toBe('holding')
  })
  test('a transposition is one edit', () => {
    expect(transpositionDistance('northstar', 'nortshtar')).toBe(1)
    expect(transpositionDistance('abcd', 'abdc')).toBe(1)
  })
  test('company domains count, mailbox providers do not', () => {
    expect(emailDomainName('jane@acmeholding.com')?.name).toBe('acmeholding')
    expect(emailDomainName('jane@mail.acme-holding.com.mx')?.name).toBe('acmeholding')
    expect(emailDomainName('jane@gmail.com')).toBeNull()
    expect(emailDomainName('jane@abc.com')).toBeNull()
  })
  test('the other parties field: one a line or separated by semicolons, deduplicated, at most 20', () => {
    expect(parseOtherParties('Acme LLC\nJane Doe; Acme LLC\n \n')).toEqual(['Acme LLC', 'Jane Doe'])
    expect(parseOtherParties(Array.from({ length: 30 }, (_, i) => `Party ${i}`).join('\n'))).toHaveLength(20)
  })
})

function entry(id: number, source: IndexEntry['source'], name: string, extra: Partial<IndexEntry> = {}): IndexEntry {
  return {
    id,
    source,
    sourceId: `s${id}`,
    clientId: source === 'party' || source === 'client' ? 'client-1' : null,
    clientName: 'Jane Client',
    kind: 'company',
    name,
    role: source === 'party' ? 'adverse' : null,
    email: null,
    since: '2025-03-01T00:00:00.000Z',
    ...extra,
  }
}

describe('findConflicts', () => {
  const index = [
    entry(1, 'party', 'Acme Holding LLC'),
    entry(2, 'party', 'Wile E. Coyote', { kind: 'person', role: 'co-owner' }),
    entry(3, 'client', 'Roadrunner Ventures'),
    entry(4, 'lead', 'Desert Supply Co', { role: 'sell-side-application', email: 'owner@desertsupply.com' }),
    entry(5, 'member', 'Canyon Partners'),
  ].map(prepareEntry)

  test('the buyer’s company is an adverse party: the hit says why', () => {
    const hits = findConflicts(
      { name: 'Bugs Bunny', company: 'ACME Holdings, L.L.C.', email: 'bugs@gmail.com', otherParties: [], exclude: [] },
      index,
    )
    expect(hits).toHaveLength(1)
    expect(hits[0].reason).toBe("company name the same as 'Acme Holding LLC', adverse party in the matter of Jane Client, since 2025")
  })
  test('the buyer’s email domain names an adverse party’s company', () => {
    const hits = findConflicts(
      { name: 'Bugs Bunny', company: 'Looney Corp', email: 'bugs@acmeholding.com', otherParties: [], exclude: [] },
      index,
    )
    expect(hits.map((h) => h.probe)).toEqual(['email-domain'])
    expect(hits[0].reason).toContain("email domain acmeholding.com matches 'Acme Holding LLC'")
  })
  test('the buyer is a person recorded as a co-owner on a matter', () => {
    const hits = findConflicts({ name: 'Wile Coyote', company: 'Other Co', email: null, otherParties: [], exclude: [] }, index)
    expect(hits.map((h) => h.entryId)).toEqual([2])
    expect(hits[0].reason).toContain('co-owner in the matter of Jane Client')
  })
  test('a named other party is a client, a member or a lead; the buyer’s own name is not compared with clients', () => {
    const hits = findConflicts(
      {
        name: 'Roadrunner Ventures',
        company: 'Canyon Partners',
        email: null,
        otherParties: ['Road Runner Ventures Inc', 'Desert Supply'],
        exclude: [],
      },
      index,
    )
    expect(hits.map((h) => h.entryId).sort()).toEqual([3, 4])
    expect(hits.find((h) => h.entryId === 4)?.reason).toBe(
      "named party 'Desert Supply' is the same as 'Desert Supply Co', who applied for sell-side representation in 2025",
    )
  })
  test('the subject’s own rows and rows with their own email are not hits', () => {
    const hits = findConflicts(
      {
        name: 'X',
        company: null,
        email: 'OWNER@desertsupply.com',
        otherParties: ['Desert Supply', 'Roadrunner Ventures'],
        exclude: [{ source: 'client', sourceId: 's3' }],
      },
      index,
    )
    expect(hits).toEqual([])
  })
  test('no hit: nothing is returned', () => {
    expect(
      findConflicts(
        { name: 'Grace Hopper', company: 'Compiler Works LLC', email: 'grace@compilerworks.io', otherParties: [], exclude: [] },
        index,
      ),
    ).toEqual([])
  })
})

describe('the index finds what comparing with every entry finds', () => {
  test('on 3,000 generated names and 300 checks, the same hits', () => {
    let seed = 11
    const rand = () => ((seed = (seed * 1103515245 + 12345) % 2147483648), seed / 2147483648)
    const pick = <T>(l: readonly T[]) => l[Math.floor(rand() * l.length)]
    const syl = ['ka', 'lo', 'mi', 'ne', 'ru', 'sa', 'ti', 'vo', 'an', 'el', 'or']
    const word = () => Array.from({ length: 2 + Math.floor(rand() * 3) }, () => pick(syl)).join('')
    const company = () => `${word()} ${pick(['Capital', 'Foods', 'Labs', 'Holdings', ''])} ${pick(['LLC', 'Inc.', 'S.A.', ''])}`.trim()
    const person = () => `${pick(['Ana', 'Luis', 'Maria', 'John'])} ${pick(['', 'K. '])}${word()}`
    const entries = Array.from({ length: 3000 }, (_, i) => {
      const isCompany = rand() < 0.6
      return prepareEntry(
        entry(i + 1, pick(['party', 'party', 'client', 'lead'] as const), isCompany ? company() : person(), {
          kind: isCompany ? 'company' : 'person',
        }),
      )
    })
    const index = buildMatchIndex(entries)
    const mangle = (s: string) => {
      const i = 1 + Math.floor(rand() * (s.length - 2))
      return pick([
        () => s.slice(0, i) + s.slice(i + 1),
        () => s.slice(0, i) + s[i + 1] + s[i] + s.slice(i + 2),
        () => s.toUpperCase(),
        () => s,
      ])()
    }
    let hits = 0
    for (let k = 0; k < 300; k++) {
      const base = pick(entries)
      const subject = {
        name: base.kind === 'person' ? mangle(base.name) : person(),
        company: base.kind === 'company' ? mangle(base.name) : company(),
        email: `x@${word()}.com`,
        otherParties: k % 3 === 0 ? [mangle(pick(entries).name)] : [],
        exclude: [],
      }
      const fast = findConflicts(subject, index)
        .map((h) => h.entryId)
        .sort((a, b) => a - b)
      const slow = findConflictsByScan(subject, entries)
        .map((h) => h.entryId)
        .sort((a, b) => a - b)
      expect(fast).toEqual(slow)
      hits += fast.length
    }
    expect(hits).toBeGreaterThan(100)
  })
})

describe('the deletion index on the cases a candidate search could miss', () => {
  test('a person whose name repeats a word, written with a middle name', () => {
    const entries = [prepareEntry(entry(1, 'party', 'Ada King', { kind: 'person' }))]
    const subject = { name: 'Ada Ada', company: null, email: null, otherParties: [], exclude: [] }
    expect(findConflictsByScan(subject, entries).map((h) => h.entryId)).toEqual([1])
    expect(findConflicts(subject, buildMatchIndex(entries)).map((h) => h.entryId)).toEqual([1])
  })

  test('long names two and three edits apart, edits of every kind anywhere in the name, the same hits as comparing with every entry', () => {
    let seed = 5
    const rand = () => ((seed = (seed * 1103515245 + 12345) % 2147483648), seed / 2147483648)
    const letters = 'abcdefghijklmnopqrstuvwxyz'
    const pick = <T>(l: readonly T[] | string) => l[Math.floor(rand() * l.length)] as T
    const word = (n: number) => Array.from({ length: n }, () => pick<string>(letters)).join('')
    const edit = (s: string) => {
      const i = Math.floor(rand() * (s.length - 1))
      return pick([
        () => s.slice(0, i) + s.slice(i + 1),
        () => s.slice(0, i) + pick<string>(letters) + s.slice(i),
        () => s.slice(0, i) + pick<string>(letters) + s.slice(i + 1),
        () => s.slice(0, i) + s[i + 1] + s[i] + s.slice(i + 2),
      ])()
    }
    const names = Array.from({ length: 400 }, (_, i) =>
      i % 2
        ? `${word(6 + Math.floor(rand() * 8))} ${word(4 + Math.floor(rand() * 6))}`
        : `${word(3 + Math.floor(rand() * 5))} ${word(9 + Math.floor(rand() * 9))}`,
    )
    const entries = names.map((name, i) => prepareEntry(entry(i + 1, 'party', name, { kind: i % 2 ? 'company' : 'person' })))
    const index = buildMatchIndex(entries)
    let hits = 0
    for (let k = 0; k < 400; k++) {
      let probe = names[k]
      for (let e = 1 + Math.floor(rand() * 3); e > 0; e--) probe = edit(probe)
      const subject = { name: probe, company: probe, email: null, otherParties: [], exclude: [] }
      const fast = findConflicts(subject, index).map((h) => h.entryId)
      const slow = findConflictsByScan(subject, entries).map((h) => h.entryId)
      expect(fast.sort((a, b) => a - b)).toEqual(slow.sort((a, b) => a - b))
      hits += fast.length
    }
    expect(hits).toBeGreaterThan(150)
  })
})
