// The Growth Score guarantee and its terms, as /solutions, /apex-growth-score-info and /growth-score show it.
import { useOfferings } from '~/content/offerings'
import * as offers from '~/locales/offers'
import { useCopy } from '~/utils/i18n'
import { cn } from '~/utils/misc'

const frames = {
  // On its own, in a column beside other facts.
  plain: { box: undefined, title: 'font-serif text-2xl font-semibold', body: 'mt-3 max-w-prose' },
  // Set off by a brass rule at the side.
  rule: { box: 'max-w-3xl border-l-2 border-brass pl-5', title: 'font-serif text-xl font-semibold', body: 'mt-2' },
  // A raised panel, the title beside the text from 768 px.
  panel: {
    box: 'grid gap-6 border border-brass/40 bg-paper-raised p-6 sm:p-8 md:grid-cols-[auto_1fr]',
    title: 'font-serif text-2xl font-semibold',
    body: undefined,
  },
} as const

/** "Our guarantee": the title is a heading (`as="h3"`) where the page's outline has a place for it. */
export function Guarantee({ frame, as: Title = 'p', className }: { frame: keyof typeof frames; as?: 'h3' | 'p'; className?: string }) {
  const classes = frames[frame]
  const { growthScore } = useOfferings()
  const t = useCopy(offers)
  return (
    <div className={cn(classes.box, className)}>
      <Title className={classes.title}>{t.guaranteeTitle}</Title>
      <div className={classes.body}>
        <p className="leading-relaxed text-ink-soft">{growthScore.guarantee}</p>
        <p className="mt-3 text-[14.5px] leading-relaxed text-ink-muted">{growthScore.terms}</p>
      </div>
    </div>
  )
}
