// The one small page the web process answers with when it refuses a request before Remix sees it
// (a form from another site, a body too large or of unknown length): what happened, that nothing was
// saved or sent, and a way back. Plain text for clients that do not ask for HTML.
import type express from 'express'
import * as forms from '~/locales/forms'
import { langOfPath, type Lang } from '~/utils/i18n'
import { copyIn } from '~/utils/i18n.server'

export type Refusal = {
  status: number
  /** Already escaped. */
  firmName: string
  title: string
  /** Paragraphs of trusted HTML (escape anything that came from the request). */
  paragraphs: string[]
  text: string
  headers?: Record<string, string>
  /** The page's language (the HTML's; the plain text stays English). */
  lang?: Lang
}

export function refusalPage({ firmName, title, paragraphs, lang = 'en' }: Pick<Refusal, 'firmName' | 'title' | 'paragraphs' | 'lang'>) {
  return (
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${title} | ${firmName}</title></head>` +
    `<body style="margin:0;font-family:system-ui,sans-serif;line-height:1.6;color:#1c2430;background:#fbfaf7">` +
    `<header style="background:#1c2430;color:#fff;padding:1rem 1.25rem;font-family:Georgia,serif;font-size:1.25rem">${firmName}</header>` +
    `<main style="max-width:36rem;margin:3rem auto;padding:0 1.25rem">` +
    `<h1 style="font-family:Georgia,serif;font-weight:600">${title}</h1>` +
    paragraphs.map((p) => `<p>${p}</p>`).join('') +
    `</main></body></html>`
  )
}

export function sendRefusal(req: express.Request, res: express.Response, refusal: Refusal) {
  res.status(refusal.status)
  res.set({ 'cache-control': 'no-store', ...refusal.headers })
  if (!req.accepts('html')) return res.type('text/plain').send(refusal.text)
  return res.type('html').send(refusalPage(refusal))
}

/** The words of a refusal of a post from `req`'s form, in that page's language (forms.refused). */
export function refusalWords(req: express.Request) {
  const lang = langOfPath(formPageOf(req))
  const t = copyIn(forms, lang)
  const link = `<a href="${formPageOf(req)}" style="color:#1c2430">${t.refused.openForm}</a>`
  return { lang, t: t.refused, formNotSent: t.errorPage.formNotSent, link }
}

/** The page a form was sent from (a JavaScript submission posts to its `.data` twin), as a safe link. */
export function formPageOf(req: express.Request) {
  return (
    req.path
      .replace(/\.data$/, '')
      .replace(/^\/_root$/, '/')
      .replace(/[^\w\-/.~]/g, '') || '/'
  )
}
