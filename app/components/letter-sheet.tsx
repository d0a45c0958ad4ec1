// A signed document typeset as a letter on the firm's stationery: the Growth Score's engagement letter
// and the Circle's membership terms share it (letterhead, date, addressee, numbered terms, the firm's
// signature block and "Accepted and agreed"), and, for a Spanish signer, the courtesy translation with
// the English version that governs.
import type { ReactNode } from 'react'
import { Fingerprint, LetterBody } from '~/components/letter-body'
import { useFirm } from '~/content/firm'
import type { LetterBlock, LetterDocument, LetterFrame, LetterTranslation } from '~/content/engagement-letter'
import * as letterCopy from '~/locales/letter'
import { useCopy } from '~/utils/i18n'
import { cn } from '~/utils/misc'

export type LetterSheetView = {
  title: string
  blocks: LetterBlock[]
  frame: LetterFrame | null
  sha256: string
  /** A courtesy translation's notice and the English version it translates (null or absent: English). */
  translation?: LetterTranslation | null
}

/** The firm's letterhead: its name, street address, phone and email, as printed stationery. */
export function Letterhead() {
  const firm = useFirm()
  const a = firm.address
  return (
    <header className="border-b border-ink/15 pb-5 text-center">
      <p className="font-serif text-[1.35rem] font-semibold tracking-[0.04em] text-ink sm:text-2xl">{firm.legalName}</p>
      <p className="mt-2 flex flex-wrap justify-center gap-x-4 gap-y-0.5 font-sans text-[13px] leading-relaxed text-ink-muted">
        <span>{a.street}</span>
        <span>
          {a.locality}, {a.region} {a.postalCode}
        </span>
      </p>
      <p className="flex flex-wrap justify-center gap-x-4 gap-y-0.5 font-sans text-[13px] leading-relaxed text-ink-muted">
        <span>{firm.phone}</span>
        <span>{firm.email}</span>
      </p>
    </header>
  )
}

/** Lines of an address or a signature block, one under the other. */
function LinesOf({ lines, className }: { lines: string[]; className?: string }) {
  return lines.map((line) => (
    <span key={line} className={cn('block', className)}>
      {line}
    </span>
  ))
}

type LetterView = { title: string; blocks: LetterBlock[]; frame: LetterFrame | null }

/** How a page shows a document: its view, with the SHA-256 of its canonical text (what the form sends back). */
export function letterSheetView(doc: LetterDocument, sha256: string): LetterSheetView {
  return { title: doc.title, blocks: doc.blocks, frame: doc.frame ?? null, sha256, translation: doc.translation ?? null }
}

/** One letter: date, addressee, subject, salutation, body, the firm's signature block and the acceptance. */
function Letter({
  letter,
  party,
  foldBody,
  foldLabel,
  acceptance,
}: {
  letter: LetterView
  party: { company: string | null }
  foldBody: boolean
  foldLabel: string
  acceptance?: ReactNode
}) {
  const t = useCopy(letterCopy)
  const f = letter.frame
  const body = <LetterBody blocks={letter.blocks} Heading="h4" />
  return (
    <>
      {f ? (
        <>
          <p className="mt-8">{f.date}</p>
          <address className="mt-6 not-italic">
            <LinesOf lines={f.addressee} />
          </address>
          <h3 className="mt-6 font-semibold">
            {f.reference ? `${f.reference} ` : 'Re: '}
            {letter.title}
          </h3>
          <p className="mt-6">{f.salutation}</p>
        </>
      ) : (
        <>
          <p className="mt-8 font-sans text-[12px] font-semibold uppercase tracking-[0.2em] text-brass">
            {t.preparedFor}
            {party.company ?? t.you}
          </p>
          <h3 className="mt-3 text-2xl font-semibold leading-snug">{letter.title}</h3>
        </>
      )}
      {foldBody ? (
        <details className="group mt-5 border-y border-paper-line py-3">
          <summary className="cursor-pointer font-sans text-[15px] font-semibold text-ink underline-offset-4 hover:underline">
            {foldLabel}
            <span className="font-normal text-ink-muted">{t.showAgain}</span>
          </summary>
          {body}
        </details>
      ) : (
        body
      )}
      {f ? (
        <div className={cn('mt-8 grid gap-8', !acceptance && 'sm:grid-cols-2')}>
          <div>
            <p>{f.closing}</p>
            <p className="mt-4 max-w-[18rem] font-serif text-[1.6rem] italic leading-none text-ink/85" aria-hidden="true">
              {f.signatory[0]}
            </p>
            <p className="mt-2 max-w-[18rem] border-t border-ink/30 pt-1.5">
              <LinesOf lines={f.signatory} className="text-[16px] leading-snug" />
            </p>
          </div>
          <div>
            <p>{f.acceptance.heading}</p>
            {acceptance ?? (
              <>
                <p className="mt-4 h-[1.6rem]" aria-hidden="true" />
                <p className="mt-2 border-t border-ink/30 pt-1.5">
                  <LinesOf lines={f.acceptance.lines} className="text-[16px] leading-snug" />
                </p>
              </>
            )}
          </div>
        </div>
      ) : null}
    </>
  )
}

/**
 * A signed document typeset as a letter: letterhead, date, addressee, subject, salutation, body, the
 * firm's signature block and the client's acceptance, in a serif measure of about 68 characters.
 * `foldBody` folds the body away (the signing step, right after the reader read it in full);
 * `acceptance` is what goes on the client's signature line (the signature form when signing).
 *
 * A courtesy translation (issue 28) shows what its canonical text holds, in the same order: the notice
 * that the English version governs, the translation, then the English version under its heading, which
 * carries the signature line. The page never shows text the hash does not cover.
 */
export function LetterSheet({
  letter,
  party,
  foldBody = false,
  acceptance,
  fingerprintLabel,
  foldLabel,
}: {
  letter: LetterSheetView
  party: { company: string | null }
  fingerprintLabel?: string
  foldLabel?: string
  foldBody?: boolean
  acceptance?: ReactNode
}) {
  const t = useCopy(letterCopy)
  const tr = letter.translation
  const original = tr ? { title: tr.original.title, blocks: tr.original.blocks, frame: tr.original.frame ?? null } : null
  return (
    <article
      aria-label={letter.title}
      className="border border-paper-line bg-paper-raised px-5 py-8 shadow-[0_1px_0_rgba(20,33,61,0.04)] sm:px-12 sm:py-12"
    >
      <div className="mx-auto max-w-[34em] font-serif text-[17px] leading-[1.65] text-ink sm:text-[18px]">
        <Letterhead />
        {tr && original ? (
          <>
            <p role="note" className="mt-6 border-l-4 border-brass bg-paper px-4 py-3 font-sans text-[15px] leading-snug text-ink">
              {tr.notice}
            </p>
            <div lang={tr.lang}>
              <Letter letter={letter} party={party} foldBody={foldBody} foldLabel={foldLabel ?? t.foldLabel} />
            </div>
            <h3 className="mt-12 border-t-2 border-ink pt-8 font-sans text-[13px] font-semibold uppercase tracking-[0.16em] text-ink-soft">
              {tr.originalHeading}
            </h3>
            <div lang="en">
              <Letter letter={original} party={party} foldBody={foldBody} foldLabel={t.foldOriginal} acceptance={acceptance} />
            </div>
          </>
        ) : (
          <Letter letter={letter} party={party} foldBody={foldBody} foldLabel={foldLabel ?? t.foldLabel} acceptance={acceptance} />
        )}
        <div className="font-sans">
          <Fingerprint label={fingerprintLabel ?? t.fingerprintLabel} sha256={letter.sha256} />
        </div>
      </div>
    </article>
  )
}
