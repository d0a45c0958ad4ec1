// A content image (portrait, sample report page) as a <picture>: AVIF, then WebP, then JPEG, each at the
// widths made on upload, with the original's width and height so the page keeps its place for it.
import { imageUrl, srcSet, widthsFor } from '~/content/content-images'
import type { ImageRef } from '~/schemas/site-content.server'

export function ContentImage({
  image,
  alt,
  sizes,
  className,
  eager = false,
}: {
  image: ImageRef
  alt: string
  /** How wide the image shows, for the browser's choice of file (e.g. "(min-width: 640px) 224px, 160px"). */
  sizes: string
  className?: string
  eager?: boolean
}) {
  const widths = widthsFor(image.width)
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(image, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(image, 'webp')} sizes={sizes} />
      <img
        src={imageUrl(image, widths[Math.min(1, widths.length - 1)], 'jpg')}
        srcSet={srcSet(image, 'jpg')}
        sizes={sizes}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className={className}
      />
    </picture>
  )
}
