// The starter templates' text: one for each portal template, written as a usable form (blanks to fill
// in, numbered sections, signatures) in the house typography.
import { TEMPLATES } from './portal'
import { STARTER_NOTE, STARTER_TEMPLATES, type StarterTemplate } from './starter-templates'

function allText(t: StarterTemplate) {
  return [
    t.title,
    t.subtitle,
    ...t.preamble,
    ...t.sections.flatMap((s) => [s.heading, ...s.clauses.flatMap((c) => (typeof c === 'string' ? [c] : [c.title, c.text]))]),
    t.closing,
    ...t.signatures.flatMap((b) => [b.caption, ...b.lines]),
    ...(t.schedule ? [t.schedule.heading, ...t.schedule.paragraphs] : []),
  ]
}

test('there is exactly one starter for each of the six portal templates', () => {
  expect(STARTER_TEMPLATES.map((t) => t.key).sort()).toEqual(TEMPLATES.map((t) => t.key).sort())
})

test.each(STARTER_TEMPLATES.map((t) => [t.key, t] as const))('%s is a usable form: blanks, numbered sections, signatures', (_key, t) => {
  const text = allText(t)
  expect(text.join(' ')).toMatch(/\[[A-Z][A-Z ,'’/-]+\]/)
  expect(t.sections.length).toBeGreaterThanOrEqual(3)
  for (const section of t.sections) expect(section.clauses.length).toBeGreaterThan(0)
  expect(t.signatures.length).toBeGreaterThan(0)
  for (const block of t.signatures) expect(block.lines.some((l) => l.includes('____'))).toBe(true)
  // Every “Section N” it refers to exists.
  for (const [, n] of text.join(' ').matchAll(/Sections? (\d+)/g)) expect(Number(n)).toBeLessThanOrEqual(t.sections.length)
})

test.each(STARTER_TEMPLATES.map((t) => [t.key, t] as const))('%s uses curly quotes and apostrophes only', (_key, t) => {
  for (const line of [...allText(t), STARTER_NOTE.lead, STARTER_NOTE.text]) expect(line).not.toMatch(/["']/)
})

test('the Florida statutes each form is written under are named in it', () => {
  const text = (key: string) => allText(STARTER_TEMPLATES.find((t) => t.key === key)!).join(' ')
  expect(text('operating-agreement-llc')).toContain('Florida Revised Limited Liability Company Act, chapter 605')
  expect(text('corporate-bylaws')).toContain('Florida Business Corporation Act, chapter 607')
  expect(text('single-member-resolution')).toContain('chapter 605')
  expect(text('non-disclosure-agreement')).toContain('Florida Uniform Trade Secrets Act, chapter 688')
})
