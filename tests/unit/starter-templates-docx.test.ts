// The Word files the build writes for the starter templates (scripts/starter-templates.ts): real .docx
// containers whose text, numbering and page setup a word processor reads.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { STARTER_TEMPLATES } from '~/content/starter-templates'
import { renderStarterTemplate, writeStarterTemplates } from '../../scripts/starter-templates'
import { docxParagraphs, readZip } from '../support/zip'

const nda = STARTER_TEMPLATES.find((t) => t.key === 'non-disclosure-agreement')!

test('a starter is a Word document with the title, the note, the clauses and the signature blocks as paragraphs', async () => {
  const docx = await renderStarterTemplate(nda)
  const parts = readZip(docx)
  expect(parts.get('[Content_Types].xml')!.toString()).toContain('wordprocessingml.document.main+xml')
  const paragraphs = docxParagraphs(docx)
  expect(paragraphs[0]).toMatch(/^Non-Disclosure Agreement: starter template\. This form is a starting point/)
  expect(paragraphs).toContain('Mutual Non-Disclosure Agreement')
  expect(paragraphs).toContain('between [FIRST PARTY NAME] and [SECOND PARTY NAME]')
  expect(paragraphs).toContain('Return of Information')
  expect(paragraphs.some((p) => p.startsWith('Use. The Recipient will use Confidential Information only for the Purpose'))).toBe(true)
  expect(paragraphs).toContain('FIRST PARTY:')
  expect(paragraphs).toContain('SECOND PARTY:')
  expect(paragraphs.filter((p) => p.startsWith('By: ____'))).toHaveLength(2)
  // Typography survives the XML: curly quotes stay curly.
  expect(paragraphs.join('\n')).toContain('(this “Agreement”)')
})

test('sections and clauses use Word numbering (1., 1.1) and the page is US letter with one-inch margins in a serif face', async () => {
  const parts = readZip(await renderStarterTemplate(nda))
  const document = parts.get('word/document.xml')!.toString()
  const numbering = parts.get('word/numbering.xml')!.toString()
  const styles = parts.get('word/styles.xml')!.toString()
  expect(numbering).toContain('w:val="%1."')
  expect(numbering).toContain('w:val="%1.%2"')
  // Every section heading is at level 0 and every clause at level 1 of that numbering.
  const clauses = nda.sections.reduce((n, s) => n + s.clauses.length, 0)
  expect(document.match(/<w:ilvl w:val="0"\/>/g)).toHaveLength(nda.sections.length)
  expect(document.match(/<w:ilvl w:val="1"\/>/g)).toHaveLength(clauses)
  expect(document).toMatch(/<w:pgSz w:w="12240" w:h="15840"/)
  expect(document).toMatch(/<w:pgMar w:top="1440" w:right="1440" w:bottom="1440" w:left="1440"/)
  expect(styles).toContain('w:ascii="Georgia"')
})

test('the build writes all six as <key>.docx', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'starters-'))
  try {
    const written = await writeStarterTemplates(dir)
    expect(fs.readdirSync(dir).sort()).toEqual(STARTER_TEMPLATES.map((t) => `${t.key}.docx`).sort())
    for (const file of written) expect(docxParagraphs(fs.readFileSync(file)).length).toBeGreaterThan(20)
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
})
