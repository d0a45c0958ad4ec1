// GET /content-images/:id/:width.:format — a resized form of a content image (portrait, sample report
// page). The name holds the SHA-256 of the original, so the bytes behind a URL never change: images of
// the published content are cached for a year by anyone (immutable). An image only a draft uses is for
// admins (with their second factor) alone, and never stored.
import fsp from 'node:fs/promises'
import type { LoaderFunctionArgs } from '@remix-run/node'
import { IMAGE_CONTENT_TYPES, contentImageFile } from '~/models/site-content-images.server'
import { publishedImageIds } from '~/models/site-content.server'
import { requireAdmin } from '~/utils/auth.server'

export async function loader({ request, params }: LoaderFunctionArgs) {
  const file = contentImageFile(params.id ?? '', params.file ?? '')
  if (!file) return new Response('Not found', { status: 404 })
  const published = publishedImageIds().has(params.id!)
  if (!published) await requireAdmin(request)
  const body = await fsp.readFile(file.path).catch(() => null)
  if (!body) return new Response('Not found', { status: 404 })
  return new Response(body, {
    headers: {
      'Content-Type': IMAGE_CONTENT_TYPES[file.format],
      'Content-Length': String(body.length),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': published ? 'public, max-age=31536000, immutable' : 'private, no-store',
    },
  })
}
