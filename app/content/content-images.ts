// Where the resized forms of a content image (portrait, sample report page) are served from, and which
// widths exist: shared by the server that makes them (app/models/site-content-images.server.ts) and
// the pages that ask for them (app/components/content-image.tsx).
import type { ImageRef } from '~/schemas/site-content.server'

/** The widths made of each image (those not wider than the original; at least one). */
export const IMAGE_WIDTHS = [240, 480, 960, 1440] as const
export const IMAGE_FORMATS = ['avif', 'webp', 'jpg'] as const
export type ImageFormat = (typeof IMAGE_FORMATS)[number]

export function widthsFor(originalWidth: number): number[] {
  const fitting = IMAGE_WIDTHS.filter((w) => w <= originalWidth)
  return fitting.length ? [...fitting] : [originalWidth]
}

export function imageUrl(ref: Pick<ImageRef, 'id'>, width: number, format: ImageFormat) {
  return `/content-images/${ref.id}/${width}.${format}`
}

export function srcSet(ref: ImageRef, format: ImageFormat) {
  return widthsFor(ref.width)
    .map((w) => `${imageUrl(ref, w, format)} ${w}w`)
    .join(', ')
}

/** The file picker's hint (the server decides by content). */
export const IMAGE_ACCEPT = '.jpg,.jpeg,.png,.webp,.heic,.heif,image/jpeg,image/png,image/webp,image/heic,image/heif'
