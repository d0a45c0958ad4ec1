// The body of a signed document (the engagement letter, the Circle's terms): its blocks as headings,
// dashed items and paragraphs, and the fingerprint line under it.
import type { LetterBlock } from '~/content/engagement-letter'
import * as letterCopy from '~/locales/letter'
import { useCopy } from '~/utils/i18n'

/** `Heading` is the level the document's own headings take under the page's outline. */
export function LetterBody({ blocks, Heading }: { blocks: LetterBlock[]; Heading: 'h3' | 'h4' }) {
  return (
    <div className="mt-6 space-y-3 text-[16px] leading-relaxed text-ink sm:text-[17px]">
      {blocks.map((b, i) =>
        b.kind === 'heading' ? (
          <Heading key={i} className="pt-3 font-serif text-lg font-semibold">
            {b.text}
          </Heading>
        ) : b.kind === 'item' ? (
          <p key={i} className="relative pl-5 before:absolute before:left-0 before:text-brass before:content-['—']">
            {b.text}
          </p>
        ) : (
          <p key={i}>{b.text}</p>
        ),
      )}
    </div>
  )
}

export function Fingerprint({ label, sha256 }: { label: string; sha256: string }) {
  const t = useCopy(letterCopy)
  return (
    <p className="mt-8 break-all border-t border-paper-line pt-4 text-[12px] text-ink-muted">
      {label}
      {t.fingerprint}
      {sha256}
    </p>
  )
}
