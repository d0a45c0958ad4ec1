// Files the admin uploads: the six portal templates and each client's Growth Score report. They live
// on the data volume under uploads/ and leave only through routes that check who is asking
// (app/utils/file-response.server.ts). Reading and checking an upload: app/utils/upload-parsing.server.ts.
import fs from 'node:fs'
import fsp from 'node:fs/promises'
import path from 'node:path'
import type { NodeOnDiskFile } from '@remix-run/node'
import { TEMPLATES } from '~/content/portal'
import type { Db } from '~/utils/db.server'
import { createId, getDb, now, writeTransaction } from '~/utils/db.server'
import { env } from '~/utils/env.server'
import { publishChange } from '~/utils/realtime.server'
import type { FileType } from '~/utils/upload-types.server'
import { writeAudit, type Actor } from './admin.server'

export function uploadsDir() {
  return path.join(env().dataDir, 'uploads')
}

export function templateKeys() {
  return TEMPLATES.map((t) => t.key) as string[]
}

export function isTemplateKey(key: string) {
  return templateKeys().includes(key)
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

export type Received = { file: NodeOnDiskFile; type: FileType; originalName: string }

type FileTarget = { kind: 'template'; templateKey: string } | { kind: 'report'; clientId: string }

/** The file stored for a template or for a client's report, if any. */
function storedFile(db: Db, target: FileTarget) {
  const files = db.selectFrom('files').selectAll()
  return (
    target.kind === 'template'
      ? files.where('kind', '=', 'template').where('template_key', '=', target.templateKey)
      : files.where('kind', '=', 'report').where('client_id', '=', target.clientId)
  ).executeTakeFirst()
}

async function storeFile(actor: Actor, { file, type, originalName }: Received, target: FileTarget) {
  const folder = target.kind === 'template' ? 'templates' : 'reports'
  const dir = path.join(uploadsDir(), folder)
  await fsp.mkdir(dir, { recursive: true, mode: 0o700 })
  const stored = `${createId()}.${type.ext}`
  // Relative to the data folder (as the portal's download routes read it): uploads/templates/<id>.pdf
  const storagePath = path.posix.join('uploads', folder, stored)
  // NodeOnDiskFile reads its size from the temporary path, so take it before the move.
  const size = file.size
  const filename = cleanFilename(originalName, type.ext)
  await fsp.rename(file.getFilePath(), path.join(dir, stored))
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
  // The new row replaces the previous one, and the audit row records it, in one transaction.
  const previous = await writeTransaction(async (trx) => {
    const previous = await storedFile(trx, target)
    if (previous) await trx.deleteFrom('files').where('id', '=', previous.id).execute()
    await trx.insertInto('files').values(row).execute()
    await writeAudit(trx, {
      actor,
      clientId: target.kind === 'report' ? target.clientId : null,
      action: target.kind === 'report' ? 'report.upload' : 'template.upload',
      before: previous ? { File: previous.filename } : null,
      after: { File: filename, Size: `${Math.max(1, Math.round(size / 1024))} KB` },
    })
    return previous
  })
  if (previous) {
    await fsp
      .rm(resolveStored(previous.storage_path), { force: true })
      .catch((error) => console.error('could not delete a replaced upload', error))
  }
  return row
}

export async function saveTemplateFile(actor: Actor, templateKey: string, upload: Received) {
  if (!isTemplateKey(templateKey)) throw new Error(`Unknown template ${templateKey}`)
  return storeFile(actor, upload, { kind: 'template', templateKey })
}

export async function saveReportFile(actor: Actor, clientId: string, upload: Received) {
  const row = await storeFile(actor, upload, { kind: 'report', clientId })
  await publishChange({ clientId, kind: 'profile' })
  return row
}

export function getTemplateFile(templateKey: string) {
  return storedFile(getDb(), { kind: 'template', templateKey })
}

export function listTemplateFiles() {
  return getDb().selectFrom('files').selectAll().where('kind', '=', 'template').execute()
}

export function getReportFile(clientId: string) {
  return storedFile(getDb(), { kind: 'report', clientId })
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
