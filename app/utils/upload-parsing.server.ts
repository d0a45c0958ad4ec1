// Reading an upload: a multipart form whose one file is streamed to a temporary file, capped in size,
// and whose real type is decided by its first bytes (magic bytes, not the name). Storing it is the
// files model's work (app/models/files.server.ts).
import crypto from 'node:crypto'
import fsp from 'node:fs/promises'
import path from 'node:path'
import {
  MaxPartSizeExceededError,
  NodeOnDiskFile,
  unstable_composeUploadHandlers,
  unstable_createFileUploadHandler,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
} from '@remix-run/node'
import { uploadsDir } from '~/models/files.server'

export const UPLOAD_FIELD = 'file'
export const MAX_TEMPLATE_BYTES = 10 * 1024 * 1024
export const MAX_REPORT_BYTES = 25 * 1024 * 1024

export type FileType = {
  ext: string
  contentType: string
  label: string
  /** The file's first bytes are this type's signature. */
  matches: (head: Buffer) => boolean
  /** A closer look at the whole file, for containers whose signature many formats share. */
  verify?: (filePath: string) => Promise<boolean>
}

const PDF: FileType = {
  ext: 'pdf',
  contentType: 'application/pdf',
  label: 'PDF',
  matches: (head) => head.subarray(0, 5).toString('latin1') === '%PDF-',
}
// A .docx is a ZIP container (its first bytes are any ZIP's), so its table of contents is read too: a
// Word document lists [Content_Types].xml and word/document.xml (see zipEntryNames).
const DOCX: FileType = {
  ext: 'docx',
  contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  label: 'Word (.docx)',
  matches: (head) => head.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04])),
  verify: async (filePath) => {
    const names = await zipEntryNames(filePath)
    return names !== null && names.includes('[Content_Types].xml') && names.includes('word/document.xml')
  },
}

export const TEMPLATE_TYPES = [PDF, DOCX]
export const REPORT_TYPES = [PDF]

export type UploadCheck =
  | { ok: true; file: NodeOnDiskFile; type: FileType; formData: FormData; originalName: string }
  | { ok: false; error: string; formData?: FormData }

function megabytes(bytes: number) {
  return `${Math.round(bytes / (1024 * 1024))} MB`
}

/**
 * Reads a multipart form whose one file field is streamed to a temporary file and stopped as soon as it
 * passes maxBytes; other fields are read into memory (small). The file's first bytes decide its type.
 * Every temporary file this writes is deleted again unless it is the one file handed back: those of a
 * refused upload, of a body cut off part-way, and of extra parts under the file's name.
 */
export async function receiveUpload(request: Request, opts: { maxBytes: number; types: FileType[] }): Promise<UploadCheck> {
  const tmp = path.join(uploadsDir(), '.incoming')
  await fsp.mkdir(tmp, { recursive: true })
  // The temporary file gets a random name (NodeOnDiskFile.name is that name); the sender's is kept here.
  const originalNames = new Map<string, string>()
  const fileHandler = unstable_createFileUploadHandler({
    directory: tmp,
    maxPartSize: opts.maxBytes,
    // The names are random, so the path is known before the file is written.
    avoidFileConflicts: false,
    file: ({ filename }) => {
      const name = `${crypto.randomUUID()}.upload`
      originalNames.set(name, filename)
      return name
    },
    filter: ({ name }) => name === UPLOAD_FIELD,
  })
  const handler = unstable_composeUploadHandlers(fileHandler, unstable_createMemoryUploadHandler({ maxPartSize: 16 * 1024 }))
  /** Deletes every temporary file of this upload but `keep`. */
  const discard = (keep?: NodeOnDiskFile) =>
    Promise.all(
      [...originalNames.keys()]
        .map((name) => path.join(tmp, name))
        .filter((p) => p !== keep?.getFilePath())
        .map((p) => fsp.rm(p, { force: true }).catch(() => {})),
    )
  let formData: FormData
  try {
    formData = await unstable_parseMultipartFormData(request, handler)
  } catch (error) {
    await discard()
    if (error instanceof MaxPartSizeExceededError) {
      if (error.field !== UPLOAD_FIELD)
        return { ok: false, error: 'The form had a field that is too long. Please reload the page and try again.' }
      return { ok: false, error: `The file is larger than ${megabytes(opts.maxBytes)}. Please upload a smaller file.` }
    }
    return { ok: false, error: 'The upload could not be read. Please try again.' }
  }
  const file = formData.get(UPLOAD_FIELD)
  if (!(file instanceof NodeOnDiskFile) || file.size === 0) {
    await discard()
    return { ok: false, error: 'Please choose a file to upload.', formData }
  }
  await discard(file)
  const head = Buffer.alloc(8)
  const handle = await fsp.open(file.getFilePath(), 'r')
  try {
    await handle.read(head, 0, 8, 0)
  } finally {
    await handle.close()
  }
  const candidate = opts.types.find((t) => t.matches(head))
  const type = candidate && (!candidate.verify || (await candidate.verify(file.getFilePath()))) ? candidate : undefined
  if (!type) {
    await discard()
    return { ok: false, error: `Only ${opts.types.map((t) => t.label).join(' or ')} files can be uploaded.`, formData }
  }
  return { ok: true, file, type, formData, originalName: originalNames.get(file.name) ?? 'document' }
}

// The end of a ZIP file: its "end of central directory" record (22 bytes, then a comment of up to
// 65,535 bytes), which says where the table of contents (the central directory) starts and how long it is.
const EOCD_SIGNATURE = 0x06054b50
const CENTRAL_ENTRY_SIGNATURE = 0x02014b50
const EOCD_SIZE = 22
const MAX_COMMENT = 0xffff

/**
 * The names in a ZIP file's central directory, or null when the file is not a well-formed ZIP. Reads
 * only the directory (at most the last 64 KB and the directory itself), never decompresses anything,
 * so a ZIP bomb costs nothing. ZIP64 archives (over 4 GB or 65,535 entries) are answered null: an
 * upload is capped far below that. A small reader of a fixed, documented format (PKWARE APPNOTE 4.3.16,
 * 4.3.12) rather than a dependency, since only the names are needed.
 */
export async function zipEntryNames(filePath: string): Promise<string[] | null> {
  const handle = await fsp.open(filePath, 'r')
  try {
    const { size } = await handle.stat()
    if (size < EOCD_SIZE) return null
    const tailLength = Math.min(size, EOCD_SIZE + MAX_COMMENT)
    const tail = Buffer.alloc(tailLength)
    await handle.read(tail, 0, tailLength, size - tailLength)
    let eocd = -1
    for (let i = tailLength - EOCD_SIZE; i >= 0; i--) {
      if (tail.readUInt32LE(i) === EOCD_SIGNATURE && i + EOCD_SIZE + tail.readUInt16LE(i + 20) === tailLength) {
        eocd = i
        break
      }
    }
    if (eocd < 0) return null
    const entries = tail.readUInt16LE(eocd + 10)
    const dirSize = tail.readUInt32LE(eocd + 12)
    const dirOffset = tail.readUInt32LE(eocd + 16)
    if (entries === 0xffff || dirSize === 0xffffffff || dirOffset === 0xffffffff) return null
    if (dirOffset + dirSize > size - tailLength + eocd) return null
    const dir = Buffer.alloc(dirSize)
    await handle.read(dir, 0, dirSize, dirOffset)
    const names: string[] = []
    let at = 0
    for (let n = 0; n < entries; n++) {
      if (at + 46 > dirSize || dir.readUInt32LE(at) !== CENTRAL_ENTRY_SIGNATURE) return null
      const nameLength = dir.readUInt16LE(at + 28)
      const next = at + 46 + nameLength + dir.readUInt16LE(at + 30) + dir.readUInt16LE(at + 32)
      if (next > dirSize) return null
      names.push(dir.toString('utf8', at + 46, at + 46 + nameLength))
      at = next
    }
    return names
  } finally {
    await handle.close()
  }
}
