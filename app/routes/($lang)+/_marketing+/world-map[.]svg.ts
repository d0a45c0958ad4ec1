// The map image of /international-presence, rendered from real geography on first request.
import { international } from '~/content/pages'
import { worldMapSvg } from '~/utils/world-map.server'

export function loader() {
  return new Response(worldMapSvg(international.mapAlt), {
    headers: { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'public, max-age=86400' },
  })
}
