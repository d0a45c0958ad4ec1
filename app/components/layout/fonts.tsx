// Self-hosted fonts (no font CDN, so the CSP stays 'self'): Source Serif 4 for headings, Inter for
// text, latin subset only. The heading weight seen above the fold is preloaded; every face swaps in
// over a fallback whose metrics are adjusted to match it, so the swap does not move the layout.
import type { LinkDescriptor } from '@remix-run/node'
import interRegular from '@fontsource/inter/files/inter-latin-400-normal.woff2'
import interSemibold from '@fontsource/inter/files/inter-latin-600-normal.woff2'
import serifRegular from '@fontsource/source-serif-4/files/source-serif-4-latin-400-normal.woff2'
import serifSemibold from '@fontsource/source-serif-4/files/source-serif-4-latin-600-normal.woff2'

const LATIN =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD'

export const fontLinks: LinkDescriptor[] = [
  { rel: 'preload', href: serifSemibold, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'preload', href: interRegular, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
]

function face(family: string, weight: number, src: string) {
  return `@font-face{font-family:'${family}';font-style:normal;font-weight:${weight};font-display:swap;src:url(${src}) format('woff2');unicode-range:${LATIN}}`
}

const css = [
  face('Source Serif 4', 400, serifRegular),
  face('Source Serif 4', 600, serifSemibold),
  face('Inter', 400, interRegular),
  face('Inter', 600, interSemibold),
  // Fallbacks sized to the web fonts' metrics, so swapping in the web font does not move the layout.
  // Source Serif 4 semibold runs 12.4% wider than Times New Roman Bold (measured in Chromium against
  // Liberation Serif, its metric twin); ascent 1.036 em, descent 0.335 em.
  "@font-face{font-family:'Source Serif 4 Fallback';src:local('Times New Roman'),local('Liberation Serif'),local('Tinos'),local('Noto Serif');size-adjust:112.4%;ascent-override:92.2%;descent-override:29.8%;line-gap-override:0%}",
  // Inter runs 7.1% wider than Arial (Liberation Sans).
  "@font-face{font-family:'Inter Fallback';src:local('Arial'),local('Liberation Sans'),local('Arimo'),local('Helvetica');size-adjust:107.12%;ascent-override:90.44%;descent-override:22.52%;line-gap-override:0%}",
].join('')

export function FontFaces() {
  return <style dangerouslySetInnerHTML={{ __html: css }} />
}
