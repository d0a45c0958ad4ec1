// Files the admin uploads: the six portal templates and each client's Growth Score report. They live
// on the data volume under uploads/, are checked for size and real type (magic bytes, not the name),
// and leave only through routes that check who is asking (fileResponse).
import crypto from 'node:crypto'
import fs from 'node:fs'
import fsp from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import {
  MaxPartSizeExceededError,
  NodeOnDiskFile,
  unstable_composeUploadHandlers,
  unstable_createFileUploadHandler,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
} from '@remix-run/node'
import { TEMPLATES } from '~/content/portal'
import type { Db } from '~/utils/db.server'
import { createId, now, writeTransaction } from '~/utils/db.server'
import { env } from '~/utils/env.server'
import { writeAudit, type Actor } from './admin.server'
import { publishChange } from '~/utils/realtime.server'

export const UPLOAD_FIELD = 'file'
export const MAX_TEMPLATE_BYTES = 10 * 1024 * 1024
export const MAX_REPORT_BYTES = 25 * 1024 * 1024

type FileType = {
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

export function uploadsDir() {
  return path.join(env().dataDir, 'uploads')
}

export function templateKeys() {
  return TEMPLATES.map((t) => t.key) as string[]
}

export function isTemplateKey(key: string) {
  return templateKeys().includes(key)
}

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
    Promise.all([...originalNames.keys()].map((name) => path.join(tmp, name)).filter((p) => p !== keep?.getFilePath()).map((p) => fsp.rm(p, { force: true }).catch(() => {})))
  let formData: FormData
  try {
    formData = await unstable_parseMultipartFormData(request, handler)
  } catch (error) {
    await discard()
    if (error instanceof MaxPartSizeExceededError) {
      if (error.field !== UPLOAD_FIELD) return { ok: false, error: 'The form had a field that is too long. Please reload the page and try again.' }
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

/** A name safe to put in a Content-Disposition header and on screen. */
export function cleanFilename(name: string, ext: string) {
  const base = path
    .basename(name || 'document')
    .replace(/\.[^.]*$/, '')
    .replace(/[^A-Za-z0-9 ._()-]+/g, '-')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80)
  return `${base || 'document'}.${ext}`
}

type Received = { file: NodeOnDiskFile; type: FileType; originalName: string }

async function storeFile(
  db: Db,
  actor: Actor,
  { file, type, originalName }: Received,
  target: { kind: 'template'; templateKey: string } | { kind: 'report'; clientId: string },
) {
  const folder = target.kind === 'template' ? 'templates' : 'reports'
  const dir = path.join(uploadsDir(), folder)
  await fsp.mkdir(dir, { recursive: true })
  const stored = `${createId()}.${type.ext}`
  // Relative to the data folder (as the portal's download routes read it): uploads/templates/<id>.pdf
  const storagePath = path.posix.join('uploads', folder, stored)
  // NodeOnDiskFile reads its size from the temporary path, so take it before the move.
  const size = file.size
  const filename = cleanFilename(originalName, type.ext)
  await fsp.rename(file.getFilePath(), path.join(dir, stored))
  const previous =
    target.kind === 'template' ? await getTemplateFile(db, target.templateKey) : await getReportFile(db, target.clientId)
  const row = {
    id: createId(),
    kind: target.kind,
    template_key: target.kind === 'template' ? target.templateKey : null,
    client_id: target.kind === 'report' ? target.clientId : null,
    filename,
    content_type: type.contentType,
    size_bytes: size,
    storage_path: storagePath,
    uploaded_by: actor.id,
    created_at: now(),
  }
  await writeTransaction(async (trx) => {
    if (previous) await trx.deleteFrom('files').where('id', '=', previous.id).execute()
    await trx.insertInto('files').values(row).execute()
  }, db)
  if (previous) await fsp.rm(resolveStored(previous.storage_path), { force: true }).catch(() => {})
  await writeAudit(db, {
    actor,
    clientId: target.kind === 'report' ? target.clientId : null,
    action: target.kind === 'report' ? 'report.upload' : 'template.upload',
    before: previous ? { File: previous.filename } : null,
    after: { File: filename, Size: `${Math.max(1, Math.round(size / 1024))} KB` },
  })
  return row
}

export async function saveTemplateFile(db: Db, actor: Actor, templateKey: string, upload: Received) {
  if (!isTemplateKey(templateKey)) throw new Error(`Unknown template ${templateKey}`)
  return storeFile(db, actor, upload, { kind: 'template', templateKey })
}

export async function saveReportFile(db: Db, actor: Actor, clientId: string, upload: Received) {
  const row = await storeFile(db, actor, upload, { kind: 'report', clientId })
  await publishChange({ clientId, kind: 'profile' })
  return row
}

export async function getTemplateFile(db: Db, templateKey: string) {
  return db.selectFrom('files').selectAll().where('kind', '=', 'template').where('template_key', '=', templateKey).executeTakeFirst()
}

export async function listTemplateFiles(db: Db) {
  return db.selectFrom('files').selectAll().where('kind', '=', 'template').execute()
}

export async function getReportFile(db: Db, clientId: string) {
  return db.selectFrom('files').selectAll().where('kind', '=', 'report').where('client_id', '=', clientId).executeTakeFirst()
}

/** A stored path (relative to the data folder) resolved inside the uploads folder; never outside it. */
export function resolveStored(storagePath: string) {
  const full = path.resolve(env().dataDir, storagePath)
  if (!full.startsWith(path.resolve(uploadsDir()) + path.sep)) throw new Error('Stored path escapes the uploads folder')
  return full
}

/**
 * A file under the data folder (e.g. a signed PDF the worker wrote), never outside it. A relative path
 * is read as the worker wrote it (from the working directory, e.g. data/signed-letters/x.pdf when
 * DATABASE_PATH is relative), else as relative to the data folder.
 */
export function resolveDataFile(filePath: string) {
  const root = path.resolve(env().dataDir)
  const inside = (p: string) => p.startsWith(root + path.sep)
  const candidates = path.isAbsolute(filePath) ? [path.resolve(filePath)] : [path.resolve(filePath), path.resolve(root, filePath)]
  const allowed = candidates.filter(inside)
  if (!allowed.length) throw new Error('File path escapes the data folder')
  return allowed.find((p) => fs.existsSync(p)) ?? allowed[0]
}

/** Streams a file as a download; 404 when it has gone missing on disk. */
export async function fileResponse(fullPath: string, opts: { filename: string; contentType: string; inline?: boolean }) {
  let size: number
  try {
    size = (await fsp.stat(fullPath)).size
  } catch {
    return new Response('File not found', { status: 404, headers: { 'cache-control': 'no-store' } })
  }
  const ascii = opts.filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')
  const body = Readable.toWeb(fs.createReadStream(fullPath)) as ReadableStream<Uint8Array>
  return new Response(body, {
    headers: {
      'content-type': opts.contentType,
      'content-length': String(size),
      'content-disposition': `${opts.inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(opts.filename)}`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  })
}

/** The response for a row of the files table. */
export function storedFileResponse(row: { storage_path: string; filename: string; content_type: string }) {
  let full: string
  try {
    full = resolveStored(row.storage_path)
  } catch {
    return new Response('File not found', { status: 404 })
  }
  return fileResponse(full, { filename: row.filename, contentType: row.content_type })
}
