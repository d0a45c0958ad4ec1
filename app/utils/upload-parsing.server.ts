// Reading an upload: a multipart form whose one file is streamed to a temporary file, capped in size,
// and whose real type is decided by its first bytes (magic bytes, not the name). Storing it is the
// files model's work (app/models/files.server.ts).
import crypto from 'node:crypto'
import fsp from 'node:fs/promises'
import path from 'node:path'
import { NodeOnDiskFile, unstable_parseMultipartFormData } from '@remix-run/node'
import { isStorageError, tendSpaceReserve } from '~/models/disk.server'
import { uploadsDir } from '~/models/files.server'
import { type ClientQuota, reserveUploadSpace, StorageRefused, type StorageProblem } from '~/models/upload-space.server'
import { makePrivate, PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from './private-files.server'
import { STORAGE_MESSAGES } from './storage-refusal'

export const UPLOAD_FIELD = 'file'
export const MAX_TEMPLATE_BYTES = 10 * 1024 * 1024
export const MAX_REPORT_BYTES = 25 * 1024 * 1024
/** A client's checklist uploads: each file, each upload (one post), and everything a client keeps with us. */
export const MAX_DOCUMENT_BYTES = 25 * 1024 * 1024
export const MAX_DOCUMENT_FILES_PER_UPLOAD = 10
export const MAX_DOCUMENT_UPLOAD_BYTES = 100 * 1024 * 1024
export const MAX_CLIENT_DOCUMENT_BYTES = 500 * 1024 * 1024
/** The answer when the form came without a file: callers for whom a file is optional go on without one. */
export const NO_FILE_CHOSEN = 'Please choose a file to upload.'

export type FileType = {
  ext: string
  contentType: string
  label: string
  /** The file's first bytes are this type's signature (the sender's file name, for containers that need it). */
  matches: (head: Buffer, originalName?: string) => boolean
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

const ascii = (head: Buffer, at: number, text: string) => head.subarray(at, at + text.length).toString('latin1') === text

/** An Office Open XML file (a ZIP) whose table of contents names `part`. */
function officeOpenXml(ext: string, contentType: string, label: string, part: string): FileType {
  return {
    ext,
    contentType,
    label,
    matches: DOCX.matches,
    verify: async (filePath) => {
      const names = await zipEntryNames(filePath)
      return names !== null && names.includes('[Content_Types].xml') && names.includes(part)
    },
  }
}

const XLSX = officeOpenXml('xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'Excel (.xlsx)', 'xl/workbook.xml')
const PPTX = officeOpenXml(
  'pptx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'PowerPoint (.pptx)',
  'ppt/presentation.xml',
)
const PNG: FileType = {
  ext: 'png',
  contentType: 'image/png',
  label: 'PNG',
  matches: (head) => head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
}
const JPEG: FileType = {
  ext: 'jpg',
  contentType: 'image/jpeg',
  label: 'JPEG',
  matches: (head) => head.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])),
}
const GIF: FileType = {
  ext: 'gif',
  contentType: 'image/gif',
  label: 'GIF',
  matches: (head) => ascii(head, 0, 'GIF87a') || ascii(head, 0, 'GIF89a'),
}
const WEBP: FileType = {
  ext: 'webp',
  contentType: 'image/webp',
  label: 'WebP',
  matches: (head) => ascii(head, 0, 'RIFF') && ascii(head, 8, 'WEBP'),
}
// A phone's photo: an ISO media file whose brand is HEIC/HEIF.
const HEIC: FileType = {
  ext: 'heic',
  contentType: 'image/heic',
  label: 'HEIC',
  matches: (head) => ascii(head, 4, 'ftyp') && ['heic', 'heix', 'mif1', 'msf1', 'heif'].includes(head.subarray(8, 12).toString('latin1')),
}
const TIFF: FileType = {
  ext: 'tif',
  contentType: 'image/tiff',
  label: 'TIFF',
  matches: (head) => ascii(head, 0, 'II*\0') || ascii(head, 0, 'MM\0*'),
}
// Word, Excel and PowerPoint 97-2003 share one container (OLE compound file), so the sender's
// extension says which of the three it is; anything else in that container is refused.
const CFB_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])
function legacyOffice(ext: string, contentType: string, label: string): FileType {
  return {
    ext,
    contentType,
    label,
    matches: (head, name) => head.subarray(0, 8).equals(CFB_SIGNATURE) && name?.toLowerCase().endsWith(`.${ext}`) === true,
  }
}
const DOC = legacyOffice('doc', 'application/msword', 'Word 97–2003 (.doc)')
const XLS = legacyOffice('xls', 'application/vnd.ms-excel', 'Excel 97-2003 (.xls)')
const PPT = legacyOffice('ppt', 'application/vnd.ms-powerpoint', 'PowerPoint 97-2003 (.ppt)')

/** What a client may upload for a checklist item: PDFs, images, Office documents and spreadsheets. */
export const DOCUMENT_TYPES = [PDF, PNG, JPEG, GIF, WEBP, HEIC, TIFF, DOCX, XLSX, PPTX, DOC, XLS, PPT]
export const DOCUMENT_TYPES_SUMMARY = 'PDF, image (JPEG, PNG, HEIC, GIF, WebP or TIFF), Word, Excel or PowerPoint'
/** The browser's file picker hint (the server decides by content, not by this). */
export const DOCUMENT_ACCEPT = '.pdf,.png,.jpg,.jpeg,.gif,.webp,.heic,.heif,.tif,.tiff,.doc,.docx,.xls,.xlsx,.ppt,.pptx'

/** The first bytes of a file, enough for every signature above. */
async function readHead(filePath: string) {
  const head = Buffer.alloc(16)
  const handle = await fsp.open(filePath, 'r')
  try {
    await handle.read(head, 0, head.length, 0)
  } finally {
    await handle.close()
  }
  return head
}

/** The type a stored file really is (by content), or undefined when it is none of `types`. */
export async function detectType(filePath: string, originalName: string, types: FileType[]) {
  const head = await readHead(filePath)
  for (const candidate of types) {
    if (!candidate.matches(head, originalName)) continue
    if (!candidate.verify || (await candidate.verify(filePath))) return candidate
  }
  return undefined
}

export type UploadCheck =
  | { ok: true; file: NodeOnDiskFile; type: FileType; formData: FormData; originalName: string }
  | { ok: false; error: string; formData?: FormData; storage?: StorageProblem }

function megabytes(bytes: number) {
  return `${Math.round(bytes / (1024 * 1024))} MB`
}

/** What the request announces it carries (the web refuses a body without a length); undefined if unknown. */
function announcedLength(request: Request) {
  const length = Number(request.headers.get('content-length') ?? NaN)
  return Number.isSafeInteger(length) && length >= 0 ? length : undefined
}

/** The temporary folder uploads are written to before they are checked and kept. Private (0700). */
async function incomingDir() {
  const tmp = path.join(uploadsDir(), '.incoming')
  await fsp.mkdir(tmp, { recursive: true, mode: PRIVATE_DIR_MODE })
  makePrivate(uploadsDir(), PRIVATE_DIR_MODE)
  makePrivate(tmp, PRIVATE_DIR_MODE)
  return tmp
}

/**
 * Writes one part of the form to a new private file (0600), one chunk at a time, each write awaited:
 * the request is read no faster than the disk takes it, and a write that fails (a full volume, a
 * quota, a device error) ends this upload with StorageRefused('write-failed') instead of an error no
 * one waits for. `onChunk` sees each chunk's size first and may stop the upload by throwing.
 */
async function writePart(filePath: string, data: AsyncIterable<Uint8Array>, onChunk: (bytes: number) => Promise<void> | void) {
  let handle: fsp.FileHandle
  try {
    handle = await fsp.open(filePath, 'wx', PRIVATE_FILE_MODE)
  } catch (error) {
    throw isStorageError(error) ? new StorageRefused('write-failed', { cause: error }) : error
  }
  try {
    for await (const chunk of data) {
      await onChunk(chunk.byteLength)
      try {
        await handle.write(chunk)
      } catch (error) {
        throw isStorageError(error) ? new StorageRefused('write-failed', { cause: error }) : error
      }
    }
  } finally {
    await handle.close().catch(() => {})
  }
}

/** Reads a part the form is not meant to have, keeping nothing; past maxBytes the upload is refused. */
async function drain(data: AsyncIterable<Uint8Array>, maxBytes = Number.POSITIVE_INFINITY) {
  let bytes = 0
  for await (const chunk of data) {
    bytes += chunk.byteLength
    if (bytes > maxBytes) throw new UploadRefused(`The file is larger than ${megabytes(maxBytes)}. Please upload a smaller file.`)
  }
}

class UploadRefused extends Error {}

const FIELD_TOO_LONG = 'The form had a field that is too long. Please reload the page and try again.'

async function readField(data: AsyncIterable<Uint8Array>) {
  const chunks: Buffer[] = []
  let bytes = 0
  for await (const chunk of data) {
    bytes += chunk.byteLength
    if (bytes > 16 * 1024) throw new UploadRefused(FIELD_TOO_LONG)
    chunks.push(Buffer.from(chunk))
  }
  return Buffer.concat(chunks).toString('utf8')
}

/**
 * Room on the volume for the upload (and, for a client's documents, under their quota), held while it
 * is written. Without a length (a request built in a test), the most this upload may carry is assumed.
 */
async function reserve(request: Request, maxBytes: number, quota?: ClientQuota) {
  return reserveUploadSpace({ bytes: announcedLength(request) ?? maxBytes, quota })
}

/** A write failure of the storage logged once per upload, with what failed, and the reserve looked after. */
function storageFailed(error: StorageRefused) {
  if (error.problem === 'write-failed') console.error('[upload] the storage refused a write; nothing was kept', error.cause)
  void tendSpaceReserve().catch(() => {})
  return error.problem
}

/**
 * Reads a multipart form whose one file field is streamed to a temporary file and stopped as soon as it
 * passes maxBytes; other fields are read into memory (small). The file's first bytes decide its type.
 * Room for the request is reserved on the volume first (refused under the floor), and a write the
 * storage refuses ends the upload with `storage` set (the route answers 507). Every temporary file this
 * writes is deleted again unless it is the one file handed back: those of a refused upload, of a body
 * cut off part-way, of a failed write, and of extra parts under the file's name.
 */
export async function receiveUpload(request: Request, opts: { maxBytes: number; types: FileType[] }): Promise<UploadCheck> {
  const reservation = await reserve(request, opts.maxBytes)
  if (!reservation.ok) {
    // ('over-quota' needs a quota, which the firm's own uploads do not have.)
    const problem = reservation.reason === 'write-failed' ? 'write-failed' : 'low-space'
    return { ok: false, error: STORAGE_MESSAGES[problem].description, storage: problem }
  }
  const { space } = reservation
  try {
    const tmp = await incomingDir()
    const written: string[] = []
    let kept: { file: NodeOnDiskFile; originalName: string } | undefined
    let total = 0
    const discard = (keep?: string) => Promise.all(written.filter((p) => p !== keep).map((p) => fsp.rm(p, { force: true }).catch(() => {})))
    const handler = async ({
      name,
      filename,
      contentType,
      data,
    }: {
      name: string
      filename?: string
      contentType: string
      data: AsyncIterable<Uint8Array>
    }) => {
      if (filename === undefined) return readField(data)
      // A file under another name is read like a field (at most 16 KB) and dropped; a second file under
      // the file's name is read within the file's limit and dropped.
      if (name !== UPLOAD_FIELD) return readField(data).then(() => undefined)
      if (kept) return drain(data, opts.maxBytes).then(() => undefined)
      // The temporary file gets a random name (NodeOnDiskFile.name is that name); the sender's is kept aside.
      const filePath = path.join(tmp, `${crypto.randomUUID()}.upload`)
      written.push(filePath)
      let size = 0
      await writePart(filePath, data, async (bytes) => {
        size += bytes
        total += bytes
        if (size > opts.maxBytes)
          throw new UploadRefused(`The file is larger than ${megabytes(opts.maxBytes)}. Please upload a smaller file.`)
        await space.progress(total)
      })
      kept = { file: new NodeOnDiskFile(filePath, contentType), originalName: filename }
      // (Remix types a handler's file as a web File; NodeOnDiskFile stands in for one, as in its own handler.)
      return kept.file as unknown as File
    }
    let formData: FormData
    try {
      formData = await unstable_parseMultipartFormData(request, handler)
    } catch (error) {
      await discard()
      if (error instanceof StorageRefused) {
        const problem = storageFailed(error)
        return { ok: false, error: STORAGE_MESSAGES[problem].description, storage: problem }
      }
      if (error instanceof UploadRefused) return { ok: false, error: error.message }
      return { ok: false, error: 'The upload could not be read. Please try again.' }
    }
    const file = formData.get(UPLOAD_FIELD)
    if (!kept || !(file instanceof NodeOnDiskFile) || file.size === 0) {
      await discard()
      return { ok: false, error: NO_FILE_CHOSEN, formData }
    }
    await discard(file.getFilePath())
    const type = await detectType(file.getFilePath(), kept.originalName, opts.types)
    if (!type) {
      await discard()
      return { ok: false, error: `Only ${opts.types.map((t) => t.label).join(' or ')} files can be uploaded.`, formData }
    }
    return { ok: true, file, type, formData, originalName: kept.originalName || 'document' }
  } finally {
    // The bytes are on the volume now (or gone): free space says the rest. No client quota is involved.
    await space.release()
  }
}

export type ReceivedFile = { path: string; size: number; originalName: string; type: FileType }

export type UploadsCheck =
  | { ok: true; files: ReceivedFile[]; fields: Map<string, string>; discard: () => Promise<void> }
  | { ok: false; error: string; fields?: Map<string, string>; storage?: StorageProblem }

/**
 * Reads a multipart form with any number of files under UPLOAD_FIELD (up to maxFiles), each streamed to
 * its own temporary file and cut off as soon as it passes maxFileBytes, or as soon as all of them
 * together pass maxTotalBytes (or what is left of the client's quota, with `quota`: then the request's
 * length is reserved against that quota, and the volume's floor, before a byte is written; uploads in
 * flight count). Every other field is read into memory, at most 16 KB each. Each file's real type is
 * then decided by its content. Anything refused (too large, too many, over the quota, a type not
 * allowed, a body cut off, a write the storage refused: then `storage` says which, and the route
 * answers 507) leaves nothing on disk: every temporary file of the request is deleted, and the caller
 * gets the message to show. On success the caller moves the files away, then calls discard(), which
 * deletes what is left and ends the reservation: call it in a finally.
 */
export async function receiveUploads(
  request: Request,
  opts: {
    maxFileBytes: number
    maxTotalBytes: number
    maxFiles: number
    types: FileType[]
    totalMessage?: string
    quota?: ClientQuota & { message: string }
  },
): Promise<UploadsCheck> {
  const reservation = await reserve(request, opts.maxTotalBytes, opts.quota)
  if (!reservation.ok) {
    if (reservation.reason === 'over-quota') return { ok: false, error: opts.quota!.message }
    return { ok: false, error: STORAGE_MESSAGES[reservation.reason].description, storage: reservation.reason }
  }
  const { space } = reservation
  const written: string[] = []
  const files: Array<Omit<ReceivedFile, 'type'>> = []
  const fields = new Map<string, string>()
  let total = 0
  const cap = Math.min(opts.maxTotalBytes, space.clientRoom)
  const capMessage =
    opts.quota && space.clientRoom < opts.maxTotalBytes
      ? opts.quota.message
      : (opts.totalMessage ?? `These files come to more than ${megabytes(opts.maxTotalBytes)}. Please upload fewer at a time.`)
  const removeWritten = async () => {
    await Promise.all(written.map((p) => fsp.rm(p, { force: true }).catch(() => {})))
  }
  const discard = async () => {
    await removeWritten()
    await space.release()
  }
  try {
    const tmp = await incomingDir()
    const handler = async ({ name, filename, data }: { name: string; filename?: string; data: AsyncIterable<Uint8Array> }) => {
      if (filename === undefined) {
        const text = await readField(data)
        if (!fields.has(name)) fields.set(name, text)
        return undefined
      }
      // An empty file input still sends a part, with no name and no bytes.
      if (name !== UPLOAD_FIELD || filename === '') {
        await drain(data)
        return undefined
      }
      if (files.length >= opts.maxFiles) throw new UploadRefused(`Please upload at most ${opts.maxFiles} files at a time.`)
      const filePath = path.join(tmp, `${crypto.randomUUID()}.upload`)
      written.push(filePath)
      let size = 0
      await writePart(filePath, data, async (bytes) => {
        size += bytes
        total += bytes
        if (size > opts.maxFileBytes)
          throw new UploadRefused(
            `“${filename}” is larger than ${megabytes(opts.maxFileBytes)}. Please upload a smaller file. Nothing was uploaded.`,
          )
        if (total > cap) throw new UploadRefused(capMessage)
        await space.progress(total)
      })
      if (size > 0) files.push({ path: filePath, size, originalName: filename })
      return undefined
    }
    try {
      await unstable_parseMultipartFormData(request, handler)
    } catch (error) {
      await discard()
      if (error instanceof StorageRefused) {
        const problem = storageFailed(error)
        return { ok: false, error: STORAGE_MESSAGES[problem].description, fields, storage: problem }
      }
      if (error instanceof UploadRefused) return { ok: false, error: error.message, fields }
      return { ok: false, error: 'The upload could not be read. Please try again. Nothing was uploaded.', fields }
    }
    const typed: ReceivedFile[] = []
    for (const file of files) {
      const type = await detectType(file.path, file.originalName, opts.types)
      if (!type) {
        await discard()
        const allowed = opts.types === DOCUMENT_TYPES ? DOCUMENT_TYPES_SUMMARY : opts.types.map((t) => t.label).join(', ')
        return {
          ok: false,
          error: `“${file.originalName}” is not really a ${allowed} file, so it was refused. Nothing was uploaded.`,
          fields,
        }
      }
      typed.push({ ...file, type })
    }
    return { ok: true, files: typed, fields, discard }
  } catch (error) {
    await discard()
    throw error
  }
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
