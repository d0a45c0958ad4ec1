// The upload reader's temporary files (upload-parsing.server.ts): private (0600, in a 0700 folder on the
// data volume), written one chunk at a time, each write awaited, so the request is read no faster than
// the disk takes it and a write the storage refuses ends the upload instead of failing unobserved.
import crypto from 'node:crypto'
import fsp from 'node:fs/promises'
import path from 'node:path'
import { isStorageError } from '~/models/disk.server'
import { uploadsDir } from '~/models/files.server'
import { StorageRefused } from '~/models/upload-space.server'
import { makePrivate, PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from './private-files.server'

/** An upload refused while it is read, with the message to show. */
export class UploadRefused extends Error {}

const FIELD_TOO_LONG = 'The form had a field that is too long. Please reload the page and try again.'

/** A new path in the private folder uploads are written to before they are checked and kept. */
export async function temporaryUploadPath() {
  const tmp = path.join(uploadsDir(), '.incoming')
  await fsp.mkdir(tmp, { recursive: true, mode: PRIVATE_DIR_MODE })
  makePrivate(uploadsDir(), PRIVATE_DIR_MODE)
  makePrivate(tmp, PRIVATE_DIR_MODE)
  return path.join(tmp, `${crypto.randomUUID()}.upload`)
}

/**
 * Writes one part of the form to a new private file, one chunk at a time: a write that fails (a full
 * volume, a quota, a device error) ends this upload with StorageRefused('write-failed'). `onChunk` sees
 * each chunk's size first and may stop the upload by throwing.
 */
export async function writePart(filePath: string, data: AsyncIterable<Uint8Array>, onChunk: (bytes: number) => Promise<void> | void) {
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

/** Reads a part the form is not meant to have, keeping nothing; past maxBytes the upload is refused with `message`. */
export async function drain(data: AsyncIterable<Uint8Array>, maxBytes = Number.POSITIVE_INFINITY, message = '') {
  let bytes = 0
  for await (const chunk of data) {
    bytes += chunk.byteLength
    if (bytes > maxBytes) throw new UploadRefused(message)
  }
  return undefined
}

/** A field's text; a field over 16 KB refuses the upload. */
export async function readField(data: AsyncIterable<Uint8Array>) {
  const chunks: Buffer[] = []
  let bytes = 0
  for await (const chunk of data) {
    bytes += chunk.byteLength
    if (bytes > 16 * 1024) throw new UploadRefused(FIELD_TOO_LONG)
    chunks.push(Buffer.from(chunk))
  }
  return Buffer.concat(chunks).toString('utf8')
}

export async function removeAll(paths: string[]) {
  await Promise.all(paths.map((p) => fsp.rm(p, { force: true }).catch(() => {})))
}
