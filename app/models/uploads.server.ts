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

type FileType = { ext: string; contentType: string; label: string; matches: (head: Buffer) => boolean }

const PDF: FileType = {
  ext: 'pdf',
  contentType: 'application/pdf',
  label: 'PDF',
  matches: (head) => head.subarray(0, 5).toString('latin1') === '%PDF-',
}
// A .docx is a ZIP container whose first entry is [Content_Types].xml (Word always writes it first).
const DOCX: FileType = {
  ext: 'docx',
  contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  label: 'Word (.docx)',
  matches: (head) => head.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04])),
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
 */
export async function receiveUpload(request: Request, opts: { maxBytes: number; types: FileType[] }): Promise<UploadCheck> {
  const tmp = path.join(uploadsDir(), '.incoming')
  await fsp.mkdir(tmp, { recursive: true })
  // The temporary file gets a random name (NodeOnDiskFile.name is that name); the sender's is kept here.
  const originalNames = new Map<string, string>()
  const fileHandler = unstable_createFileUploadHandler({
    directory: tmp,
    maxPartSize: opts.maxBytes,
    avoidFileConflicts: true,
    file: ({ filename }) => {
      const name = `${crypto.randomUUID()}.upload`
      originalNames.set(name, filename)
      return name
    },
    filter: ({ name }) => name === UPLOAD_FIELD,
  })
  const handler = unstable_composeUploadHandlers(fileHandler, unstable_createMemoryUploadHandler({ maxPartSize: 16 * 1024 }))
  let formData: FormData
  try {
    formData = await unstable_parseMultipartFormData(request, handler)
  } catch (error) {
    if (error instanceof MaxPartSizeExceededError) {
      return { ok: false, error: `The file is larger than ${megabytes(opts.maxBytes)}. Please upload a smaller file.` }
    }
    return { ok: false, error: 'The upload could not be read. Please try again.' }
  }
  const file = formData.get(UPLOAD_FIELD)
  if (!(file instanceof NodeOnDiskFile) || file.size === 0) {
    if (file instanceof NodeOnDiskFile) await file.remove().catch(() => {})
    return { ok: false, error: 'Please choose a file to upload.', formData }
  }
  const head = Buffer.alloc(8)
  const handle = await fsp.open(file.getFilePath(), 'r')
  try {
    await handle.read(head, 0, 8, 0)
  } finally {
    await handle.close()
  }
  const type = opts.types.find((t) => t.matches(head))
  if (!type) {
    await file.remove().catch(() => {})
    return { ok: false, error: `Only ${opts.types.map((t) => t.label).join(' or ')} files can be uploaded.`, formData }
  }
  return { ok: true, file, type, formData, originalName: originalNames.get(file.name) ?? 'document' }
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
