// Uploads: a .docx must really be a Word document (file-type reads the document type its ZIP's
// [Content_Types].xml names), a ZIP bomb costs little, and no temporary file outlives a refused,
// cut-off or extra part.
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { beforeAll, describe, expect, test } from 'vitest'
import { useFreshDatabase } from '../../tests/support/app-process'
import { minimalDocx, readZip, storedZip } from '../../tests/support/zip'

useFreshDatabase()
// Room for each upload is reserved in the database before it is written (app/models/upload-space.server.ts).
const { migrate } = await import('~/utils/migrate.server')
migrate((await import('~/utils/db.server')).getSqlite())
const { receiveUpload, receiveUploads } = await import('./upload-parsing.server')
const { DOCUMENT_TYPES, REPORT_TYPES, TEMPLATE_TYPES } = await import('./upload-types.server')
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

/** A ZIP of one deflated entry whose header says what it inflates to. */
function deflatedZip(name: string, data: Buffer, inflatedSize: number) {
  const fileName = Buffer.from(name)
  const local = Buffer.alloc(30)
  local.writeUInt32LE(0x04034b50, 0)
  local.writeUInt16LE(20, 4)
  local.writeUInt16LE(8, 8)
  local.writeUInt32LE(data.length, 18)
  local.writeUInt32LE(inflatedSize, 22)
  local.writeUInt16LE(fileName.length, 26)
  const central = Buffer.alloc(46)
  central.writeUInt32LE(0x02014b50, 0)
  central.writeUInt16LE(8, 10)
  central.writeUInt32LE(data.length, 20)
  central.writeUInt32LE(inflatedSize, 24)
  central.writeUInt16LE(fileName.length, 28)
  const directory = Buffer.concat([central, fileName])
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(1, 8)
  end.writeUInt16LE(1, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(30 + fileName.length + data.length, 16)
  return Buffer.concat([local, fileName, data, directory, end])
}
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

  test('a Word document whose [Content_Types].xml comes last (as LibreOffice writes it) is taken as one', async () => {
    const parts = readZip(minimalDocx())
    const lastTypes = storedZip({
      'word/document.xml': parts.get('word/document.xml')!,
      '[Content_Types].xml': parts.get('[Content_Types].xml')!,
    })
    const result = await receiveUpload(upload([['file', lastTypes, 'NDA.docx']]), limits)
    expect(result.ok && result.type.ext).toBe('docx')
    if (result.ok) await result.file.remove()
  })

  test('the ZIP signature with no ZIP behind it is refused', async () => {
    for (const bytes of [Buffer.from('PK'), Buffer.alloc(100_000, 0x50)]) {
      const result = await receiveUpload(upload([['file', bytes, 'NDA.docx']]), { maxBytes: 1024 * 1024, types: TEMPLATE_TYPES })
      expect(result).toMatchObject({ ok: false, error: 'Only PDF or Word (.docx) files can be uploaded.' })
    }
  })

  test('a ZIP bomb in place of [Content_Types].xml is refused without inflating it', async () => {
    // 200 MB of one byte, deflated to about 200 KB: a reader that inflated it would hold 200 MB and more.
    const bomb = zlib.deflateRawSync(Buffer.alloc(200 * 1024 * 1024, 0x20), { level: 9 })
    const before = process.memoryUsage().rss
    const result = await receiveUpload(upload([['file', deflatedZip('[Content_Types].xml', bomb, 200 * 1024 * 1024), 'NDA.docx']]), {
      maxBytes: 2 * 1024 * 1024,
      types: TEMPLATE_TYPES,
    })
    expect(result).toMatchObject({ ok: false, error: 'Only PDF or Word (.docx) files can be uploaded.' })
    expect((process.memoryUsage().rss - before) / (1024 * 1024)).toBeLessThan(100)
    expect(leftovers()).toEqual([])
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

  test('of a file over the limit on a Spanish page: the refusal is in Spanish', async () => {
    const result = await receiveUpload(upload([['file', Buffer.concat([pdf, Buffer.alloc(4096)])]]), {
      maxBytes: 1024,
      types: REPORT_TYPES,
      lang: 'es',
    })
    expect(!result.ok && result.error).toMatch(/^El archivo pesa más de \d+ MB\. Suba un archivo más pequeño\.$/)
    const none = await receiveUpload(upload([['note', Buffer.from('x')]]), { maxBytes: 1024, types: REPORT_TYPES, lang: 'es' })
    expect(!none.ok && [none.error, none.noFile]).toEqual(['Elija un archivo para subir.', true])
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
  // A PNG's signature, its image header (1 × 1 pixels) and the start of its image data.
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
    Buffer.from('IHDR'),
    Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 0, 0, 0, 0]),
    Buffer.alloc(4),
    Buffer.from([0, 0, 0, 0]),
    Buffer.from('IDAT'),
    Buffer.alloc(20),
  ])
  const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(20)])
  const heic = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.alloc(20)])
  const xlsx = storedZip({
    '[Content_Types].xml': `<Types><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>`,
    'xl/workbook.xml': '<workbook/>',
  })
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
