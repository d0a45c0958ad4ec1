// Images of the site content (the attorney's portrait, the sample report page). An upload is read by
// its content (app/utils/upload-types.server.ts: JPEG, PNG, WebP or HEIC, up to 10 MB), decoded
// (HEIC through heic-convert, since sharp's prebuilt libvips has no HEVC decoder), turned upright, and
// written by sharp in AVIF, WebP and JPEG at the widths of app/content/content-images.ts. The files are
// named by the SHA-256 of the original (uploads/content/<sha>/<width>.<format>), so a URL always
// means the same bytes and is cached for a year; the same photo uploaded twice is made once. A file
// that cannot be decoded is refused and nothing is kept.
import crypto from 'node:crypto'
import fsp from 'node:fs/promises'
import path from 'node:path'
import type { Sharp } from 'sharp'
import { IMAGE_FORMATS, widthsFor, type ImageFormat } from '~/content/content-images'
import type { ImageRef } from '~/schemas/site-content.server'
import { getDb, now } from '~/utils/db.server'
import { DOCUMENT_TYPES, type FileType } from '~/utils/upload-types.server'
import { uploadsDir } from './files.server'
import type { Actor } from './admin.server'

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024
/** Larger than any camera's photo, small enough that decoding stays within memory (a "pixel bomb" is refused). */
const MAX_PIXELS = 50_000_000
/** What the content's image fields take, checked by content (the checklist's image types less GIF and TIFF). */
export const IMAGE_TYPES: FileType[] = DOCUMENT_TYPES.filter((t) => ['jpg', 'png', 'webp', 'heic'].includes(t.ext))
export const IMAGE_REFUSED = 'This file could not be read as a JPEG, PNG, WebP or HEIC image. Nothing was saved; please try another file.'

export function contentImagesDir() {
  return path.join(uploadsDir(), 'content')
}

export type ImageResult = { ok: true; image: ImageRef } | { ok: false; error: string }

async function decodable(bytes: Buffer, type: FileType): Promise<Buffer> {
  if (type.ext !== 'heic') return bytes
  const { default: convert } = await import('heic-convert')
  return Buffer.from(await convert({ buffer: bytes, format: 'JPEG', quality: 0.92 }))
}

function encoder(image: Sharp, format: ImageFormat) {
  if (format === 'avif') return image.avif({ quality: 55, effort: 3 })
  if (format === 'webp') return image.webp({ quality: 78 })
  return image.jpeg({ quality: 80, mozjpeg: true, progressive: true })
}

/**
 * Makes the resized forms of an uploaded file (already checked by its first bytes) and records the
 * image. The temporary upload is always removed; on any failure nothing is left in the content folder.
 */
export async function storeContentImage(upload: { path: string; type: FileType }, actor: Actor): Promise<ImageResult> {
  const db = getDb()
  try {
    const original = await fsp.readFile(upload.path)
    if (original.length > MAX_IMAGE_BYTES) return { ok: false, error: 'The image is larger than 10 MB. Please upload a smaller file.' }
    const id = crypto.createHash('sha256').update(original).digest('hex')
    const known = await db.selectFrom('site_content_images').select(['id', 'width', 'height']).where('id', '=', id).executeTakeFirst()
    if (known) return { ok: true, image: known }

    let source: Buffer
    let width: number
    let height: number
    // sharp (libvips and its thread pool) is loaded at the first image, not with every web process:
    // the Machine has 512 MB for all its processes, and images are made a few times a year.
    const { default: sharp } = await import('sharp')
    try {
      source = await decodable(original, upload.type)
      // Decoded upright once (EXIF orientation applied, metadata dropped), then resized from that.
      const upright = await sharp(source, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate().toBuffer({ resolveWithObject: true })
      source = upright.data
      width = upright.info.width
      height = upright.info.height
    } catch {
      return { ok: false, error: IMAGE_REFUSED }
    }
    if (width < 120 || height < 120) return { ok: false, error: 'The image is too small: it needs to be at least 120 pixels on each side.' }

    const widths = widthsFor(width)
    const finalDir = path.join(contentImagesDir(), id)
    const workDir = path.join(contentImagesDir(), `.${id}.${crypto.randomUUID()}`)
    await fsp.mkdir(workDir, { recursive: true })
    try {
      for (const w of widths) {
        for (const format of IMAGE_FORMATS) {
          const resized = sharp(source, { limitInputPixels: MAX_PIXELS }).resize({ width: w, withoutEnlargement: true })
          await encoder(resized, format).toFile(path.join(workDir, `${w}.${format}`))
        }
      }
      await fsp.rm(finalDir, { recursive: true, force: true })
      await fsp.rename(workDir, finalDir)
    } catch (error) {
      await fsp.rm(workDir, { recursive: true, force: true }).catch(() => {})
      console.error('content image could not be resized', error)
      return { ok: false, error: IMAGE_REFUSED }
    }
    // Every form's height follows the original's proportions (sharp rounds the same way for each width).
    const image = { id, width, height }
    await db
      .insertInto('site_content_images')
      .values({ ...image, source_type: upload.type.contentType, widths: widths.join(','), uploaded_by: actor.id, created_at: now() })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute()
    return { ok: true, image }
  } finally {
    await fsp.rm(upload.path, { force: true }).catch(() => {})
  }
}

/** The path of one resized form, or null when the name is not one this module makes. */
export function contentImageFile(id: string, file: string) {
  if (!/^[a-f0-9]{64}$/.test(id)) return null
  const match = /^(\d{2,5})\.(avif|webp|jpg)$/.exec(file)
  if (!match) return null
  return { path: path.join(contentImagesDir(), id, file), format: match[2] as ImageFormat }
}

export const IMAGE_CONTENT_TYPES: Record<ImageFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' }
