// Reading an upload: the one multipart reader of the site. Each file of the form is streamed to its own
// private temporary file, chunk by chunk, capped in size, and its real type is then decided by its
// content (upload-types.server.ts). Two front doors share it: receiveUpload (a form with one file, the
// firm's and the Circle's uploads) and receiveUploads (a client's checklist, several files at once);
// they differ only in their messages and in what an extra file means. Storing a file is a model's
// work (app/models/files.server.ts, documents.server.ts). A route that calls either declares its body
// limit next to its action (app/utils/body-limits.ts, where each upload's sizes are too). Messages are in
// the page's language (`lang`, app/locales/uploads.ts); the firm's admin pages leave it English.
import { NodeOnDiskFile, unstable_parseMultipartFormData } from '@remix-run/node'
import * as uploads from '~/locales/uploads'
import type { Lang } from '~/utils/db-enums'
import { tendSpaceReserve } from '~/models/disk.server'
import { type ClientQuota, reserveUploadSpace, StorageRefused, type StorageProblem } from '~/models/upload-space.server'
import { fill } from './i18n'
import { copiesIn, copyIn } from './i18n.server'
import { storageMessage } from './storage-refusal'
import { drain, readField, removeAll, temporaryUploadPath, UploadRefused, writePart } from './upload-temp.server'
import { DOCUMENT_TYPES, detectType, type FileType, type ReceivedFile } from './upload-types.server'

export const UPLOAD_FIELD = 'file'
/** The English answer when the form came without a file (the result's `noFile` says it in any language). */
export const NO_FILE_CHOSEN = uploads.en.noFile

function megabytes(bytes: number) {
  return `${Math.round(bytes / (1024 * 1024))} MB`
}

/** What the request announces it carries (the web refuses a body without a length); undefined if unknown. */
function announcedLength(request: Request) {
  const length = Number(request.headers.get('content-length') ?? NaN)
  return Number.isSafeInteger(length) && length >= 0 ? length : undefined
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

type Part = { path: string; size: number; originalName: string; contentType: string }

type ReadRules = {
  maxFileBytes: number
  /** All files together: past it, `totalMessage`. */
  maxTotalBytes: number
  totalMessage: string
  maxFiles: number
  /** A file past maxFiles: refused ('refuse'), or read within maxFileBytes and dropped ('drop'). */
  extraFile: 'refuse' | 'drop'
  /** A file under another field's name: read as a field, at most 16 KB ('field'), or read and dropped ('drain'). */
  strayFile: 'field' | 'drain'
  tooLarge: (originalName: string) => string
  /** Past maxFiles with extraFile 'refuse'. */
  tooMany: string
  /** Told each chunk's bytes, all files together, before it is written (the space reservation's progress). */
  onProgress: (total: number) => Promise<void>
}

/**
 * The multipart reader: every field read into memory (16 KB at most each), every file under
 * UPLOAD_FIELD streamed to its own temporary file and stopped at the rules' limits. Throws
 * UploadRefused (a message to show), StorageRefused (the route answers 507) or whatever the form's
 * parser threw (a body cut off); then every temporary file it wrote is gone. Empty files (an empty file
 * input sends a part without a name or bytes) are not kept. The fields read so far are in `fields`.
 */
async function readParts(request: Request, rules: ReadRules, fields: Array<[string, string]> = []) {
  const files: Part[] = []
  const written: string[] = []
  let total = 0
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
    if (filename === undefined) {
      fields.push([name, await readField(data)])
      return undefined
    }
    if (name !== UPLOAD_FIELD) {
      await (rules.strayFile === 'field' ? readField(data) : drain(data))
      return undefined
    }
    if (filename === '') return drain(data)
    if (files.length >= rules.maxFiles) {
      if (rules.extraFile === 'refuse') throw new UploadRefused(rules.tooMany)
      return drain(data, rules.maxFileBytes, rules.tooLarge(filename))
    }
    // The temporary file gets a random name; the sender's is kept aside.
    const filePath = await temporaryUploadPath()
    written.push(filePath)
    let size = 0
    await writePart(filePath, data, async (bytes) => {
      size += bytes
      total += bytes
      if (size > rules.maxFileBytes) throw new UploadRefused(rules.tooLarge(filename))
      if (total > rules.maxTotalBytes) throw new UploadRefused(rules.totalMessage)
      await rules.onProgress(total)
    })
    if (size > 0) files.push({ path: filePath, size, originalName: filename, contentType })
    else await removeAll([filePath])
    return undefined
  }
  try {
    await unstable_parseMultipartFormData(request, handler)
  } catch (error) {
    await removeAll(written)
    throw error
  }
  return files
}

/** A refused read in words: the storage's (with `storage`, for the 507 page), the reader's, or `unreadable`. */
function refusal(lang: Lang, error: unknown, unreadable: string): { error: string; storage?: StorageProblem } {
  if (error instanceof StorageRefused) {
    const problem = storageFailed(error)
    return { error: storageMessage(copiesIn(lang), problem).description, storage: problem }
  }
  if (error instanceof UploadRefused) return { error: error.message }
  return { error: unreadable }
}

export type UploadCheck =
  | { ok: true; file: NodeOnDiskFile; type: FileType; formData: FormData; originalName: string }
  | { ok: false; error: string; formData?: FormData; storage?: StorageProblem; noFile?: true }

/**
 * Reads a form with one file under UPLOAD_FIELD, stopped as soon as it passes maxBytes (a second file is
 * read within the same limit and dropped). Room for the request is reserved on the volume first
 * (refused under the floor), and a write the storage refuses ends the upload with `storage` set (the
 * route answers 507). Every temporary file this writes is deleted again unless it is the one file
 * handed back: those of a refused upload, of a body cut off part-way, of a failed write, of extra parts.
 */
export async function receiveUpload(request: Request, opts: { maxBytes: number; types: FileType[]; lang?: Lang }): Promise<UploadCheck> {
  const lang = opts.lang ?? 'en'
  const t = copyIn(uploads, lang)
  const reservation = await reserve(request, opts.maxBytes)
  if (!reservation.ok) {
    // ('over-quota' needs a quota, which the firm's own uploads do not have.)
    const problem = reservation.reason === 'write-failed' ? 'write-failed' : 'low-space'
    return { ok: false, error: storageMessage(copiesIn(lang), problem).description, storage: problem }
  }
  const { space } = reservation
  const tooLarge = fill(t.fileTooLarge, { size: megabytes(opts.maxBytes) })
  try {
    const fields: Array<[string, string]> = []
    let files: Part[]
    try {
      files = await readParts(
        request,
        {
          maxFileBytes: opts.maxBytes,
          maxTotalBytes: Number.POSITIVE_INFINITY,
          totalMessage: tooLarge,
          maxFiles: 1,
          extraFile: 'drop',
          strayFile: 'field',
          tooLarge: () => tooLarge,
          tooMany: fill(t.tooMany, { count: 1 }),
          onProgress: (total) => space.progress(total),
        },
        fields,
      )
    } catch (error) {
      return { ok: false, ...refusal(lang, error, t.unreadable) }
    }
    const formData = new FormData()
    for (const [name, value] of fields) formData.append(name, value)
    const [part] = files
    if (!part) return { ok: false, error: t.noFile, formData, noFile: true }
    const type = await detectType(part.path, part.originalName, opts.types)
    if (!type) {
      await removeAll([part.path])
      return { ok: false, error: fill(t.onlyTypes, { types: opts.types.map((type) => type.label).join(t.or) }), formData }
    }
    const file = new NodeOnDiskFile(part.path, part.contentType)
    return { ok: true, file, type, formData, originalName: part.originalName || 'document' }
  } finally {
    // The bytes are on the volume now (or gone): free space says the rest. No client quota is involved.
    await space.release()
  }
}

export type UploadsCheck =
  | { ok: true; files: ReceivedFile[]; fields: Map<string, string>; discard: () => Promise<void> }
  | { ok: false; error: string; fields?: Map<string, string>; storage?: StorageProblem }

/**
 * Reads a form with any number of files under UPLOAD_FIELD (up to maxFiles), each cut off as soon as it
 * passes maxFileBytes, or as soon as all of them together pass maxTotalBytes (or what is left of the
 * client's quota, with `quota`: then the request's length is reserved against that quota, and the
 * volume's floor, before a byte is written; uploads in flight count). Each file's real type is then
 * decided by its content. Anything refused (too large, too many, over the quota, a type not allowed, a
 * body cut off, a write the storage refused: then `storage` says which, and the route answers 507)
 * leaves nothing on disk, and the caller gets the message to show. On success the caller moves the
 * files away, then calls discard(), which deletes what is left and ends the reservation: call it in a
 * finally.
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
    lang?: Lang
  },
): Promise<UploadsCheck> {
  const lang = opts.lang ?? 'en'
  const t = copyIn(uploads, lang)
  const reservation = await reserve(request, opts.maxTotalBytes, opts.quota)
  if (!reservation.ok) {
    if (reservation.reason === 'over-quota') return { ok: false, error: opts.quota!.message }
    return { ok: false, error: storageMessage(copiesIn(lang), reservation.reason).description, storage: reservation.reason }
  }
  const { space } = reservation
  const entries: Array<[string, string]> = []
  const fields = new Map<string, string>()
  let files: Part[] = []
  const discard = async () => {
    await removeAll(files.map((f) => f.path))
    await space.release()
  }
  try {
    const cap = Math.min(opts.maxTotalBytes, space.clientRoom)
    try {
      files = await readParts(
        request,
        {
          maxFileBytes: opts.maxFileBytes,
          maxTotalBytes: cap,
          totalMessage:
            opts.quota && space.clientRoom < opts.maxTotalBytes
              ? opts.quota.message
              : (opts.totalMessage ?? fill(t.totalTooLarge, { size: megabytes(opts.maxTotalBytes) })),
          maxFiles: opts.maxFiles,
          extraFile: 'refuse',
          strayFile: 'drain',
          tooLarge: (name) => fill(t.namedTooLarge, { name, size: megabytes(opts.maxFileBytes) }),
          tooMany: fill(t.tooMany, { count: opts.maxFiles }),
          onProgress: (total) => space.progress(total),
        },
        entries,
      )
    } catch (error) {
      await discard()
      for (const [name, value] of entries) if (!fields.has(name)) fields.set(name, value)
      return { ok: false, ...refusal(lang, error, t.unreadableNothing), fields }
    }
    for (const [name, value] of entries) if (!fields.has(name)) fields.set(name, value)
    const typed: ReceivedFile[] = []
    for (const file of files) {
      const type = await detectType(file.path, file.originalName, opts.types)
      if (!type) {
        await discard()
        const allowed = opts.types === DOCUMENT_TYPES ? t.documentTypes : opts.types.map((type) => type.label).join(', ')
        return { ok: false, error: fill(t.notReally, { name: file.originalName, types: allowed }), fields }
      }
      typed.push({ path: file.path, size: file.size, originalName: file.originalName, type })
    }
    return { ok: true, files: typed, fields, discard }
  } catch (error) {
    await discard()
    throw error
  }
}
