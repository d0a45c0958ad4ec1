// The 507 answers of the upload routes (CONTRACT.md, third round: uploads on a full disk).
// - Routes with a page throw it (throwStorageRefusal): the nearest error boundary shows the message,
//   without JavaScript as a real page with status 507, with it in place.
// - Routes that only take posts (the checklist's /dashboard/documents, the firm's Circle deliverable)
//   answer the web's own small refusal page (server/refusal-page.ts), status 507, with a link back.
import { data } from '@remix-run/node'
import { getFirm } from '~/content/firm.server'
import { escapeHtml } from '~/emails/layout.server'
import * as forms from '~/locales/forms'
import type { Lang } from '~/utils/db-enums'
import { copiesIn, copyIn } from '~/utils/i18n.server'
import { refusalPage } from '../../server/refusal-page'
import { storageMessage, STORAGE_STATUS, type StorageProblemKind, type StorageRefusalData } from './storage-refusal'

/** Throws the 507 for the nearest error boundary: what happened, that nothing was saved, a link to `back`. */
export function throwStorageRefusal(problem: StorageProblemKind, back: string, lang: Lang = 'en'): never {
  const body: StorageRefusalData = { storage: problem, ...storageMessage(copiesIn(lang), problem), back }
  throw data(body, { status: STORAGE_STATUS, headers: { 'cache-control': 'no-store' } })
}

/** The 507 page itself, for routes without a page of their own, in the page's language. */
export function storageRefusalPage(problem: StorageProblemKind, back: string, lang: Lang = 'en') {
  const { title, description } = storageMessage(copiesIn(lang), problem)
  const html = refusalPage({
    lang,
    firmName: escapeHtml(getFirm().name),
    title: escapeHtml(title),
    paragraphs: [escapeHtml(description), `<a href="${escapeHtml(back)}">${escapeHtml(copyIn(forms, lang).errorPage.back)}</a>`],
  })
  return new Response(html, {
    status: STORAGE_STATUS,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  })
}
