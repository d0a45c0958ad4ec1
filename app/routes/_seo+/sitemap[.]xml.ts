import { env } from '~/utils/env.server'
import { sitemapPages } from '~/utils/sitemap'

export function loader() {
  const origin = env().APP_URL
  const urls = sitemapPages
    .map((p) => `  <url>\n    <loc>${origin}${p.path}</loc>\n    <priority>${p.priority.toFixed(1)}</priority>\n  </url>`)
    .join('\n')
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } })
}
