// The map image of /international-presence, rendered from real geography on first request. The image is
// the same in both languages (its title in English); the page gives it its alt text in the page's language.
import { en as international } from '~/locales/international'
import { worldMapSvg } from '~/utils/world-map.server'

export function loader() {
  return new Response(worldMapSvg(international.mapAlt), {
    headers: { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'public, max-age=86400' },
  })
}
