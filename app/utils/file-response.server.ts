// Sending a stored file to the browser as a download (or inline), with headers that keep it private.
// (X-Content-Type-Options: nosniff comes from helmet, on every response of the web server.)
import fs from 'node:fs'
import fsp from 'node:fs/promises'
import { Readable } from 'node:stream'
import { resolveStored } from '~/models/files.server'

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
