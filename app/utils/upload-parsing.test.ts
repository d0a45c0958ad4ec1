// Uploads: a .docx must really be a Word document (its ZIP directory lists word/document.xml), and no
// temporary file outlives a refused, cut-off or extra part.
import fs from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, test } from 'vitest'
import { useFreshDatabase } from '../../tests/support/app-process'
import { minimalDocx, storedZip } from '../../tests/support/zip'

useFreshDatabase()
// Room for each upload is reserved in the database before it is written (app/models/upload-space.server.ts).
const { migrate } = await import('~/utils/migrate.server')
migrate((await import('~/utils/db.server')).getSqlite())
const { receiveUpload, receiveUploads, zipEntryNames, DOCUMENT_TYPES, REPORT_TYPES, TEMPLATE_TYPES } =
  await import('./upload-parsing.server')
const { uploadsDir } = await import('~/models/files.server')

const incoming = () => path.join(uploadsDir(), '.incoming')
const leftovers = () => (fs.existsSync(incoming()) ? fs.readdirSync(incoming()) : [])

function upload(parts: Array<[string, Buffer, string?]>) {
  const form = new FormData()
  form.set('templateKey', 'nda')
  for (const [field, bytes, name] of parts) form.append(field, new Blob([new Uint8Array(bytes)]), name ?? 'file.bin')
  return new Request('http://localhost/upload', { method: 'POST', body: form })
}

const pdf = Buffer.from('%PDF-1.7\n%fake but signed\n')
const limits = { maxBytes: 64 * 1024, types: TEMPLATE_TYPES }

beforeAll(() => {
  fs.mkdirSync(incoming(), { recursive: true })
})

describe('a .docx is checked inside', () => {
  test('a ZIP that holds a Word document is taken as one', async () => {
    const result = await receiveUpload(upload([['file', minimalDocx(), 'NDA.docx']]), limits)
    expect(result.ok && result.type.ext).toBe('docx')
    if (result.ok) await result.file.remove()
  })

  test.each([
    ['a ZIP of something else', storedZip({ mimetype: 'application/epub+zip', 'content.opf': '<package/>' })],
    ['a ZIP with the content types but no document', storedZip({ '[Content_Types].xml': '<Types/>' })],
    ['the ZIP signature and nothing after it', Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3])],
    ['a Word document cut off before its directory', minimalDocx().subarray(0, 200)],
  ])('%s is refused', async (_what, bytes) => {
    const result = await receiveUpload(upload([['file', bytes, 'NDA.docx']]), limits)
    expect(result).toMatchObject({ ok: false, error: 'Only PDF or Word (.docx) files can be uploaded.' })
  })

  test('the directory reader answers null for anything that is not a whole ZIP', async () => {
    const file = path.join(uploadsDir(), 'probe.zip')
    fs.writeFileSync(file, minimalDocx())
    expect(await zipEntryNames(file)).toEqual(['[Content_Types].xml', 'word/document.xml'])
    for (const bytes of [
      Buffer.alloc(0),
      Buffer.from('PK'),
      Buffer.alloc(100_000, 0x50),
      minimalDocx().subarray(0, minimalDocx().length - 5),
    ]) {
      fs.writeFileSync(file, bytes)
      expect(await zipEntryNames(file)).toBeNull()
    }
    fs.rmSync(file)
  })
})

describe('no temporary file is left behind', () => {
  test('of a file of the wrong type', async () => {
    const result = await receiveUpload(upload([['file', Buffer.from('<html>not a pdf</html>'), 'x.pdf']]), {
      maxBytes: 1024,
      types: REPORT_TYPES,
    })
    expect(result.ok).toBe(false)
    expect(leftovers()).toEqual([])
  })

  test('of a file over the limit', async () => {
    const result = await receiveUpload(upload([['file', Buffer.concat([pdf, Buffer.alloc(4096)])]]), {
      maxBytes: 1024,
      types: REPORT_TYPES,
    })
    expect(!result.ok && result.error).toMatch(/larger than/)
    expect(leftovers()).toEqual([])
  })

  test('of extra parts under the file field: only the file handed back is on disk', async () => {
    const result = await receiveUpload(
      upload([
        ['file', pdf, 'a.pdf'],
        ['file', pdf, 'b.pdf'],
        ['file', pdf, 'c.pdf'],
      ]),
      { maxBytes: 1024, types: REPORT_TYPES },
    )
    expect(result.ok).toBe(true)
    expect(leftovers()).toHaveLength(1)
    if (result.ok) {
      expect(leftovers()).toEqual([path.basename(result.file.getFilePath())])
      await result.file.remove()
    }
    expect(leftovers()).toEqual([])
  })

  test('of a good file followed by a field that is too long', async () => {
    const result = await receiveUpload(
      upload([
        ['file', pdf, 'a.pdf'],
        ['other', Buffer.alloc(40_000, 0x61)],
      ]),
      { maxBytes: 1024, types: REPORT_TYPES },
    )
    expect(result.ok).toBe(false)
    expect(leftovers()).toEqual([])
  })

  test('of a body cut off part-way through the file', async () => {
    const boundary = 'cutoff'
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="r.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      pdf,
      Buffer.alloc(2000, 0x20),
    ])
    const request = new Request('http://localhost/upload', {
      method: 'POST',
      body,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    })
    const result = await receiveUpload(request, { maxBytes: 64 * 1024, types: REPORT_TYPES })
    expect(result.ok).toBe(false)
    expect(leftovers()).toEqual([])
  })
})

describe('checklist documents: several files, their real types, limits that leave nothing behind', () => {
  const opts = { maxFileBytes: 1024, maxTotalBytes: 2048, maxFiles: 3, types: DOCUMENT_TYPES }
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(20)])
  const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(20)])
  const heic = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.alloc(20)])
  const xlsx = storedZip({ '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<workbook/>' })
  const ole = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(40)])

  test('PDF, PNG, JPEG, HEIC, Excel and a legacy .xls are told apart by content', async () => {
    const first = await receiveUploads(
      upload([
        ['file', pdf, 'a.pdf'],
        ['file', png, 'b.png'],
        ['file', jpeg, 'c.jpeg'],
      ]),
      opts,
    )
    const second = await receiveUploads(
      upload([
        ['file', heic, 'IMG_1.HEIC'],
        ['file', xlsx, 'cap table.xlsx'],
        ['file', ole, 'old.xls'],
      ]),
      opts,
    )
    expect(first.ok && first.files.map((f) => [f.originalName, f.type.ext])).toEqual([
      ['a.pdf', 'pdf'],
      ['b.png', 'png'],
      ['c.jpeg', 'jpg'],
    ])
    expect(second.ok && second.files.map((f) => [f.originalName, f.type.ext])).toEqual([
      ['IMG_1.HEIC', 'heic'],
      ['cap table.xlsx', 'xlsx'],
      ['old.xls', 'xls'],
    ])
    for (const r of [first, second]) if (r.ok) await r.discard()
    expect(leftovers()).toEqual([])
  })

  test('a file named .pdf that is not one, an old Office file under another name, and a ZIP that is no Office file are refused', async () => {
    for (const [bytes, name] of [
      [Buffer.from('hello'), 'notes.pdf'],
      [ole, 'virus.pdf'],
      [storedZip({ 'a.txt': 'x' }), 'archive.xlsx'],
    ] as const) {
      const result = await receiveUploads(
        upload([
          ['file', pdf, 'fine.pdf'],
          ['file', bytes, name],
        ]),
        opts,
      )
      expect(result.ok ? 'accepted' : result.error).toBe(
        `“${name}” is not really a PDF, image (JPEG, PNG, HEIC, GIF, WebP or TIFF), Word, Excel or PowerPoint file, so it was refused. Nothing was uploaded.`,
      )
      expect(leftovers()).toEqual([])
    }
  })

  test('one file over its limit, all of them over the total, or too many files: refused, nothing kept', async () => {
    const cases: Array<[Array<[string, Buffer, string?]>, string]> = [
      [
        [['file', Buffer.concat([pdf, Buffer.alloc(1024)]), 'big.pdf']],
        '“big.pdf” is larger than 0 MB. Please upload a smaller file. Nothing was uploaded.',
      ],
      [
        [
          ['file', Buffer.concat([pdf, Buffer.alloc(900)]), '1.pdf'],
          ['file', Buffer.concat([pdf, Buffer.alloc(900)]), '2.pdf'],
          ['file', Buffer.concat([pdf, Buffer.alloc(900)]), '3.pdf'],
        ],
        'These files come to more than 0 MB. Please upload fewer at a time.',
      ],
      [
        [
          ['file', pdf, '1.pdf'],
          ['file', pdf, '2.pdf'],
          ['file', pdf, '3.pdf'],
          ['file', pdf, '4.pdf'],
        ],
        'Please upload at most 3 files at a time.',
      ],
    ]
    for (const [parts, message] of cases) {
      const result = await receiveUploads(upload(parts), opts)
      expect(result.ok ? 'accepted' : result.error).toBe(message)
      expect(leftovers()).toEqual([])
    }
  })
})
