// The firm's identity for loaders, actions, emails, letters and jobs: the live site content
// (app/models/site-content.server.ts), read fresh at each call (a cheap version check), so a job run
// after a publish already uses the new content.
import { getContent } from '~/models/site-content.server'
import type { SiteContent } from '~/schemas/site-content.server'
import type { Lang } from '~/utils/db-enums'
import * as industryNames from '~/locales/industries'
import { copyIn } from '~/utils/i18n.server'
import { firmView, inLang, listInLang, type Firm, type Proof } from './firm'

const views: Record<Lang, WeakMap<SiteContent, Firm>> = { en: new WeakMap(), es: new WeakMap() }

/** The identity of a content document in a language (kept per document: the live one is the same object until a publish). */
export function firmOf(content: SiteContent, lang: Lang = 'en'): Firm {
  let view = views[lang].get(content)
  if (!view) views[lang].set(content, (view = firmView(content, lang)))
  return view
}

/** The live identity, in the language of the page or email it is for. */
export function getFirm(lang: Lang = 'en'): Firm {
  return firmOf(getContent(), lang)
}

/** What pages show as the firm's proof: totals of the portfolio, representative deals, testimonials, the sample report page. */
export function proofOf(content: SiteContent, lang: Lang = 'en'): Proof {
  const { industries } = content.portfolio
  const deals = content.portfolio.deals.map(({ summaryEs, sizeRangeEs, ...deal }) => ({
    ...deal,
    industryLabel: copyIn(industryNames, lang)[deal.industry],
    sizeRange: inLang(lang, deal.sizeRange, sizeRangeEs),
    summary: inLang(lang, deal.summary, summaryEs),
  }))
  const { sample } = content.growthScore
  const sampleCaption = inLang(lang, content.growthScore.sampleCaption, content.growthScore.sampleCaptionEs)
  return {
    totals: {
      deals: industries.reduce((sum, i) => sum + i.deals, 0),
      valueMillions: industries.reduce((sum, i) => sum + i.valueMillions, 0),
      industries: industries.filter((i) => i.deals > 0).length,
    },
    deals,
    testimonials: content.testimonials.map(({ quote, quoteEs, name, role, roleEs, company }) => ({
      quote: inLang(lang, quote, quoteEs),
      name,
      role: inLang(lang, role, roleEs),
      company,
    })),
    sample: sample ? { image: sample, caption: sampleCaption } : null,
  }
}

/** The portfolio's industries that have something to show, in a language: the industry's name and its matters. */
export function industriesIn(content: SiteContent, lang: Lang = 'en') {
  return content.portfolio.industries
    .filter((i) => i.deals > 0 || i.matters.length > 0)
    .map(({ mattersEs, ...i }) => ({ ...i, label: copyIn(industryNames, lang)[i.name], matters: listInLang(lang, i.matters, mattersEs) }))
}

/**
 * The texts of a content document that have no Spanish version yet (the Spanish pages show the English
 * one), named as the Site content page labels them: what the firm still has to translate. Only the admin's
 * Site content page shows it (its loader), so no public page's JavaScript carries it.
 */
export function untranslated(content: SiteContent): string[] {
  const { firm: f, attorney: a, portfolio, testimonials, growthScore: g } = content
  const missing: string[] = []
  const check = (label: string, english: string | unknown[], spanish: string | unknown[]) => {
    if (english.length > 0 && (typeof spanish === 'string' ? !spanish.trim() : spanish.length === 0)) missing.push(label)
  }
  check('Firm: Tagline', f.tagline, f.taglineEs)
  check('Firm: Service area', f.serving, f.servingEs)
  check('Firm: Response-time promise', f.responseTime, f.responseTimeEs)
  check('Attorney: Attorney title', a.title, a.titleEs)
  check('Attorney: Languages', a.languages, a.languagesEs)
  check('Attorney: Areas of focus', a.focus, a.focusEs)
  check('Attorney: Education', a.education, a.degreesEs)
  check('Attorney: Recognition', a.recognition, a.recognitionEs)
  check('Attorney: Summary', a.summary, a.summaryEs)
  for (const industry of portfolio.industries) check(`Deal portfolio: ${industry.name} matters`, industry.matters, industry.mattersEs)
  portfolio.deals.forEach((d, i) => {
    check(`Deal ${i + 1}: Size range`, d.sizeRange, d.sizeRangeEs)
    check(`Deal ${i + 1}: One sentence`, d.summary, d.summaryEs)
  })
  testimonials.forEach((t, i) => {
    check(`Testimonial ${i + 1}: Quote`, t.quote, t.quoteEs)
    check(`Testimonial ${i + 1}: Role`, t.role, t.roleEs)
  })
  check('Growth Score: Sample caption', g.sampleCaption, g.sampleCaptionEs)
  return missing
}
