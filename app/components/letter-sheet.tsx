// A signed document typeset as a letter on the firm's stationery: the Growth Score's engagement letter
// and the Circle's membership terms share it (letterhead, date, addressee, numbered terms, the firm's
// signature block and "Accepted and agreed").
import type { ReactNode } from 'react'
import { Fingerprint, LetterBody } from '~/components/letter-body'
import { useFirm } from '~/content/firm'
import type { LetterBlock, LetterFrame } from '~/content/engagement-letter'
import { cn } from '~/utils/misc'

export type LetterSheetView = { title: string; blocks: LetterBlock[]; frame: LetterFrame | null; sha256: string }

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

/**
 * A signed document typeset as a letter: letterhead, date, addressee, subject, salutation, body, the
 * firm's signature block and the client's acceptance, in a serif measure of about 68 characters.
 * `foldBody` folds the body away (the signing step, right after the reader read it in full);
 * `acceptance` is what goes on the client's signature line (the signature form when signing).
 */
export function LetterSheet({
  letter,
  party,
  foldBody = false,
  acceptance,
  fingerprintLabel = 'Letter',
  foldLabel = 'The letter you read on the previous page',
}: {
  letter: LetterSheetView
  party: { company: string | null }
  fingerprintLabel?: string
  foldLabel?: string
  foldBody?: boolean
  acceptance?: ReactNode
}) {
  const f = letter.frame
  const body = <LetterBody blocks={letter.blocks} Heading="h4" />
  return (
    <article
      aria-label={letter.title}
      className="border border-paper-line bg-paper-raised px-5 py-8 shadow-[0_1px_0_rgba(20,33,61,0.04)] sm:px-12 sm:py-12"
    >
      <div className="mx-auto max-w-[34em] font-serif text-[17px] leading-[1.65] text-ink sm:text-[18px]">
        <Letterhead />
        {f ? (
          <>
            <p className="mt-8">{f.date}</p>
            <address className="mt-6 not-italic">
              <LinesOf lines={f.addressee} />
            </address>
            <h3 className="mt-6 font-semibold">Re: {letter.title}</h3>
            <p className="mt-6">{f.salutation}</p>
          </>
        ) : (
          <>
            <p className="mt-8 font-sans text-[12px] font-semibold uppercase tracking-[0.2em] text-brass">
              Prepared for {party.company ?? 'you'}
            </p>
            <h3 className="mt-3 text-2xl font-semibold leading-snug">{letter.title}</h3>
          </>
        )}
        {foldBody ? (
          <details className="group mt-5 border-y border-paper-line py-3">
            <summary className="cursor-pointer font-sans text-[15px] font-semibold text-ink underline-offset-4 hover:underline">
              {foldLabel}
              <span className="font-normal text-ink-muted"> (show it again)</span>
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
        <div className="font-sans">
          <Fingerprint label={fingerprintLabel} sha256={letter.sha256} />
        </div>
      </div>
    </article>
  )
}
