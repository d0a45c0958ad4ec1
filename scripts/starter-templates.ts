// Turns the starter templates' text (app/content/starter-templates.ts) into Word files with the `docx`
// package: letter paper, one-inch margins, a Georgia body, numbered sections and clauses (real Word
// numbering, so a clause added later renumbers the rest), a boxed note at the top and signature blocks.
// It runs at build time only (scripts/build-processes.mjs writes BUILD_DIR/starter-templates/<key>.docx);
// `docx` is a development dependency, and the web process only streams the files it wrote.
import fs from 'node:fs/promises'
import path from 'node:path'
import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  HeadingLevel,
  LevelFormat,
  Packer,
  PageNumber,
  Paragraph,
  ShadingType,
  TextRun,
  type IBorderOptions,
} from 'docx'
import { TEMPLATES } from '~/content/portal'
import { STARTER_NOTE, STARTER_TEMPLATES, type StarterTemplate } from '~/content/starter-templates'

const FONT = 'Georgia'
const INK = '1F2A33'
const BRASS = '8A6A3A'
const INCH = 1440 // twentieths of a point
const NUMBERING = 'sections'

const rule: IBorderOptions = { style: BorderStyle.SINGLE, size: 6, color: BRASS, space: 6 }

function clauseRuns(clause: StarterTemplate['sections'][number]['clauses'][number]) {
  if (typeof clause === 'string') return [new TextRun(clause)]
  return [new TextRun({ text: clause.title, bold: true }), new TextRun(` ${clause.text}`)]
}

/** One starter template as the bytes of a .docx file. */
export async function renderStarterTemplate(template: StarterTemplate): Promise<Buffer> {
  const portalTitle = TEMPLATES.find((t) => t.key === template.key)?.title ?? template.title
  const children: Paragraph[] = [
    new Paragraph({
      border: { top: rule, bottom: rule, left: rule, right: rule },
      shading: { type: ShadingType.CLEAR, fill: 'F6F1E7', color: 'auto' },
      spacing: { after: 360 },
      children: [
        new TextRun({ text: `${portalTitle}: ${STARTER_NOTE.lead.toLowerCase()} `, bold: true, size: 19 }),
        new TextRun({ text: STARTER_NOTE.text, italics: true, size: 19 }),
      ],
    }),
    new Paragraph({ heading: HeadingLevel.TITLE, text: template.title }),
    new Paragraph({ style: 'Subtitle', text: template.subtitle }),
    ...template.preamble.map((text) => new Paragraph({ text })),
  ]
  for (const section of template.sections) {
    children.push(new Paragraph({ heading: HeadingLevel.HEADING_1, numbering: { reference: NUMBERING, level: 0 }, text: section.heading }))
    for (const clause of section.clauses) {
      children.push(new Paragraph({ numbering: { reference: NUMBERING, level: 1 }, children: clauseRuns(clause) }))
    }
  }
  children.push(new Paragraph({ spacing: { before: 360, after: 240 }, keepNext: true, text: template.closing }))
  for (const block of template.signatures) {
    children.push(
      new Paragraph({
        keepNext: true,
        keepLines: true,
        spacing: { before: 360, after: 240 },
        children: [new TextRun({ text: block.caption, bold: true })],
      }),
    )
    block.lines.forEach((line, i) => {
      // Room above a signature line for the ink.
      const signHere = line.startsWith('By:') || line.startsWith('___')
      children.push(new Paragraph({ keepNext: i < block.lines.length - 1, spacing: { before: signHere ? 360 : 0, after: 40 }, text: line }))
    })
  }
  if (template.schedule) {
    children.push(new Paragraph({ heading: HeadingLevel.HEADING_1, pageBreakBefore: true, text: template.schedule.heading }))
    for (const text of template.schedule.paragraphs) children.push(new Paragraph({ text }))
  }

  const doc = new Document({
    creator: 'Starter template',
    title: portalTitle,
    description: `${template.title} ${template.subtitle}`,
    styles: {
      default: {
        document: { run: { font: FONT, size: 22, color: INK }, paragraph: { spacing: { after: 160, line: 288 } } },
        title: {
          run: { font: FONT, size: 40, bold: true, color: INK },
          paragraph: { alignment: AlignmentType.CENTER, spacing: { before: 120, after: 80 } },
        },
        heading1: {
          run: { font: FONT, size: 24, bold: true, color: INK },
          paragraph: { spacing: { before: 320, after: 120 }, keepNext: true, keepLines: true },
        },
      },
      paragraphStyles: [
        {
          id: 'Footer',
          name: 'Footer',
          basedOn: 'Normal',
          run: { font: FONT, size: 18, color: '6B7280' },
          paragraph: { spacing: { after: 0 } },
        },
        {
          id: 'Subtitle',
          name: 'Subtitle',
          basedOn: 'Normal',
          next: 'Normal',
          quickFormat: true,
          run: { font: FONT, size: 24, italics: true, color: BRASS },
          paragraph: { alignment: AlignmentType.CENTER, spacing: { after: 360 } },
        },
      ],
    },
    numbering: {
      config: [
        {
          reference: NUMBERING,
          levels: [
            {
              level: 0,
              format: LevelFormat.DECIMAL,
              text: '%1.',
              alignment: AlignmentType.LEFT,
              style: { paragraph: { indent: { left: 720, hanging: 720 } } },
            },
            {
              level: 1,
              format: LevelFormat.DECIMAL,
              text: '%1.%2',
              alignment: AlignmentType.LEFT,
              style: { paragraph: { indent: { left: 720, hanging: 720 } } },
            },
          ],
        },
      ],
    },
    sections: [
      {
        properties: {
          page: {
            size: { width: 8.5 * INCH, height: 11 * INCH },
            margin: { top: INCH, right: INCH, bottom: INCH, left: INCH, header: INCH / 2, footer: INCH / 2 },
          },
        },
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                style: 'Footer',
                alignment: AlignmentType.CENTER,
                children: [`${template.title} · Page `, PageNumber.CURRENT, ' of ', PageNumber.TOTAL_PAGES].map(
                  (part) => new TextRun({ size: 18, color: '6B7280', children: [part] }),
                ),
              }),
            ],
          }),
        },
        children,
      },
    ],
  })
  return Packer.toBuffer(doc)
}

/** Writes every starter template to `dir` as <key>.docx (the build calls this); returns the paths written. */
export async function writeStarterTemplates(dir: string) {
  await fs.mkdir(dir, { recursive: true })
  const written: string[] = []
  for (const template of STARTER_TEMPLATES) {
    const file = path.join(dir, `${template.key}.docx`)
    // Write then rename, so a web process reading the folder never sees half a file.
    await fs.writeFile(`${file}.tmp`, await renderStarterTemplate(template))
    await fs.rename(`${file}.tmp`, file)
    written.push(file)
  }
  return written
}
