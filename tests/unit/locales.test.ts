// Issue 28, "nothing untranslated": every namespace of copy holds the same keys in English and Spanish,
// the same {{placeholders}}, no Spanish text left in English (other than names), and Spanish written
// as Spanish is written: ¿…? and ¡…!, and the glossary's terms (docs/glossary-es.md), not their
// rejected alternatives.
import { resources } from '~/locales/index.server'

type Leaf = { path: string; en: unknown; es: unknown }

function leaves(en: unknown, es: unknown, path: string, out: Leaf[], problems: string[]) {
  if (Array.isArray(en) || Array.isArray(es)) {
    if (!Array.isArray(en) || !Array.isArray(es) || en.length !== es.length) {
      problems.push(
        `${path}: a list of ${Array.isArray(en) ? en.length : 'no'} items in English, ${Array.isArray(es) ? es.length : 'no'} in Spanish`,
      )
      return
    }
    en.forEach((item, i) => leaves(item, es[i], `${path}[${i}]`, out, problems))
    return
  }
  if (en && typeof en === 'object') {
    if (!es || typeof es !== 'object') return void problems.push(`${path}: missing in Spanish`)
    const keys = new Set([...Object.keys(en), ...Object.keys(es)])
    for (const key of keys) {
      if (!(key in en)) problems.push(`${path}.${key}: only in Spanish`)
      else if (!(key in es)) problems.push(`${path}.${key}: only in English`)
      else leaves((en as Record<string, unknown>)[key], (es as Record<string, unknown>)[key], `${path}.${key}`, out, problems)
    }
    return
  }
  out.push({ path, en, es })
}

function collect() {
  const out: Leaf[] = []
  const problems: string[] = []
  for (const [name, en] of Object.entries(resources.en)) leaves(en, (resources.es as Record<string, unknown>)[name], name, out, problems)
  return { strings: out.filter((l) => typeof l.en === 'string') as Array<Leaf & { en: string; es: string }>, problems }
}

/** Text that is the same in both languages on purpose: names, addresses, codes, figures. */
const SAME_IN_BOTH =
  /^(|[\d\s$%,.:;+\-–—/()#·|×]+|Error \d+|[A-Z]{2,}|Growth Score|The Apex Circle|Apex Circle|Exit Suite|Legacy Access|M&A|Email|Total|Legacy|Premium|Standard|Local|Global|\{\{\w+\}\})$/

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort()

describe('copy in both languages', () => {
  const { strings, problems } = collect()

  it('holds the same keys and list lengths in English and Spanish', () => {
    expect(problems).toEqual([])
    expect(strings.length).toBeGreaterThan(20)
  })

  it('has every string filled in, with the same placeholders', () => {
    const wrong = strings.filter(
      (s) => (s.en.trim() !== '' && s.es.trim() === '') || placeholders(s.en).join() !== placeholders(s.es).join(),
    )
    expect(wrong.map((s) => s.path)).toEqual([])
  })

  it('leaves no English in Spanish but names', () => {
    const untranslated = strings.filter((s) => s.es === s.en && /[a-z]{3}/i.test(s.en) && !SAME_IN_BOTH.test(s.en.trim()))
    expect(untranslated.map((s) => `${s.path}: ${s.es}`)).toEqual([])
  })

  it('opens Spanish questions and exclamations with ¿ and ¡', () => {
    const wrong = strings.filter((s) => (/\?/.test(s.es) && !/¿/.test(s.es)) || (/!/.test(s.es) && !/¡/.test(s.es)))
    expect(wrong.map((s) => `${s.path}: ${s.es}`)).toEqual([])
  })

  it('uses the glossary’s terms, not the alternatives it rejects', () => {
    const rejected = [/carta de compromiso/i, /\btratos?\b/i, /\bhonorario\b(?!s)/i, /\btú\b|\btienes\b|\bpuedes\b|\bquieres\b/i]
    const wrong = strings.filter((s) => rejected.some((r) => r.test(s.es)))
    expect(wrong.map((s) => `${s.path}: ${s.es}`)).toEqual([])
  })
})
