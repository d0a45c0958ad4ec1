import { env } from '~/utils/env.server'
import { alternatePath, LANGUAGES } from '~/utils/i18n'
import { sitemapPages } from '~/utils/sitemap'

// Every public page in both languages, each entry naming its alternates (hreflang), as search engines
// read a bilingual site's sitemap.
export function loader() {
  const origin = env().APP_URL.replace(/\/$/, '')
  const alternates = (path: string) =>
    [...LANGUAGES.map((lang) => [lang, alternatePath(path, lang)]), ['x-default', path]]
      .map(([lang, href]) => `    <xhtml:link rel="alternate" hreflang="${lang}" href="${origin}${href}"/>`)
      .join('\n')
  const urls = sitemapPages
    .flatMap((p) => LANGUAGES.map((lang) => ({ ...p, loc: alternatePath(p.path, lang) })))
    .map(
      (p) =>
        `  <url>\n    <loc>${origin}${p.loc}</loc>\n${alternates(p.path)}\n    <priority>${p.priority.toFixed(1)}</priority>\n  </url>`,
    )
    .join('\n')
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } })
}
