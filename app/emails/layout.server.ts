// The one layout of every email the firm sends: letterhead, body, signature and address footer, as
// HTML built the way mail clients render it (nested 600 px tables, every style inline, a <style> block
// only for dark mode and small screens, which clients that strip it can ignore) and as a plain-text
// part with the same content, links written out.
import { getFirm } from '~/content/firm.server'
import type { Firm } from '~/content/firm'
import { env } from '~/utils/env.server'
import type { Lang } from '~/utils/i18n'
import { serverT } from '~/utils/i18n.server'

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/** Every value put into an email's HTML goes through this: visitors' input never becomes markup. */
export function escapeHtml(value: unknown) {
  return String(value ?? '').replace(/[&<>"']/g, (c) => entities[c])
}

/** Strips control characters (except newline and tab) from text bound for headers or plain bodies. */
export function plain(value: unknown) {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  return String(value ?? '').replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
}

export type RenderedEmail = {
  to: string
  subject: string
  text: string
  html: string
  replyTo?: string
  attachments?: Array<{ filename: string; content: Buffer; contentType: string }>
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058) on reminders. */
  headers?: Record<string, string>
}

export type LetterOptions = {
  to: string
  subject: string
  /** Paragraphs before the details. A paragraph starting with "• " or "1. " is set as a list item. */
  intro: string[]
  /** Details as label and value; empty values are left out. */
  rows?: Array<[string, string | null | undefined]>
  outro?: string[]
  action?: { label: string; url: string }
  replyTo?: string
  /** The line inbox lists show after the subject; by default the first paragraph after the greeting. */
  preheader?: string
  /** A notice to the firm itself: signed by the website rather than by the attorney, always in English. */
  internal?: boolean
  /** The recipient's language (their lead, signup, account or membership); English by default. */
  lang?: Lang
}

// One serif for the letterhead and headings, one sans for everything else: the same two stacks everywhere.
const serif = "Georgia,'Times New Roman',Times,serif"
const sans = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif"
const colors = { ink: '#14213d', muted: '#4a5570', paper: '#faf7f0', card: '#ffffff', line: '#e6dfd0', brass: '#7a5c1e' }

const darkStyles = `
:root{color-scheme:light dark;supported-color-schemes:light dark}
@media (max-width:620px){
  .em-pad{padding-left:20px!important;padding-right:20px!important}
  .em-outer{padding:12px 0!important}
  .em-row th,.em-row td{display:block!important;width:auto!important;padding-right:0!important}
  .em-row th{padding-bottom:0!important;border-bottom:0!important}
}
@media (prefers-color-scheme:dark){
  .em-bg{background-color:#0e1424!important}
  .em-card{background-color:#161f35!important;border-color:#2a3552!important}
  .em-text{color:#ece7dc!important}
  .em-muted{color:#aab2c4!important}
  .em-rule{border-color:#2a3552!important}
  .em-accent{color:#d6b878!important;border-color:#b08d4a!important}
  .em-btn{background-color:#d6b878!important}
  .em-btn a{color:#0e1424!important}
  .em-link{color:#d6b878!important}
}`

// A range such as "5–7 business days" is kept on one line: a narrow mail client may otherwise break it
// after the en dash.
function lines(value: string) {
  return escapeHtml(plain(value))
    .replace(/\r?\n/g, '<br>')
    .replace(/(\d+–\d+)/g, '<span style="white-space:nowrap">$1</span>')
}

const listItem = /^(•|\d+\.)\s+/

function paragraph(text: string, index: number, all: string[]) {
  const item = listItem.exec(text)
  if (item) {
    // A list item: its marker hangs in a narrow cell so wrapped lines align with the text, in every client.
    const last = !listItem.test(all[index + 1] ?? '')
    return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 ${last ? 18 : 8}px 4px;border-collapse:collapse"><tr><td class="em-text" valign="top" style="width:22px;padding:0;font-family:${sans};font-size:16px;line-height:26px;color:${colors.ink}">${escapeHtml(item[1])}</td><td class="em-text" valign="top" style="padding:0;font-family:${sans};font-size:16px;line-height:26px;color:${colors.ink}">${lines(text.slice(item[0].length))}</td></tr></table>`
  }
  return `<p class="em-text" style="margin:0 0 16px;font-family:${sans};font-size:16px;line-height:26px;color:${colors.ink};word-break:break-word;overflow-wrap:anywhere">${lines(text)}</p>`
}

function detailsTable(rows: Array<[string, string]>) {
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" class="em-rule" style="width:100%;margin:8px 0 24px;border-collapse:collapse;border-top:1px solid ${colors.line}">${rows
    .map(
      ([k, v]) =>
        `<tr class="em-row"><th class="em-muted em-rule" align="left" valign="top" style="width:150px;padding:10px 16px 10px 0;border-bottom:1px solid ${colors.line};font-family:${sans};font-size:14px;line-height:22px;font-weight:600;color:${colors.muted};text-align:left">${escapeHtml(k)}</th><td class="em-text em-rule" valign="top" style="padding:10px 0;border-bottom:1px solid ${colors.line};font-family:${sans};font-size:15px;line-height:22px;color:${colors.ink};word-break:break-word">${lines(v)}</td></tr>`,
    )
    .join('')}</table>`
}

/** A "bulletproof" button: the colored cell is the button, so it shows even where links lose their padding. */
function button(action: { label: string; url: string }, fallback: string) {
  const href = escapeHtml(action.url)
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 28px;border-collapse:separate"><tr><td class="em-btn" align="center" bgcolor="${colors.ink}" style="background-color:${colors.ink};border-radius:3px"><a href="${href}" style="display:inline-block;padding:13px 24px;font-family:${sans};font-size:16px;line-height:20px;font-weight:600;color:#ffffff;text-decoration:none;border-radius:3px">${escapeHtml(action.label)}</a></td></tr></table>
<p class="em-muted" style="margin:0 0 24px;font-family:${sans};font-size:13px;line-height:20px;color:${colors.muted}">${escapeHtml(fallback)}<br><a class="em-link" href="${href}" style="color:${colors.brass};word-break:break-all">${escapeHtml(action.url)}</a></p>`
}

/** Who signs: the attorney for clients and visitors; the website for the firm's own notices. */
function signature(firm: Firm, internal: boolean, t: ReturnType<typeof serverT<'emailLayout'>>) {
  return internal
    ? { closing: null, lines: [t('websiteSigner', { firm: firm.name }), t('automaticNotice')] }
    : { closing: t('closing'), lines: [firm.attorney.name, firm.attorney.title, firm.legalName] }
}

function website() {
  const url = env().APP_URL
  return { url, label: url.replace(/^https?:\/\//, '').replace(/\/$/, '') }
}

function addressLine(firm: Firm) {
  const a = firm.address
  return `${a.street}, ${a.locality}, ${a.region} ${a.postalCode}`
}

function preheaderOf(opts: LetterOptions) {
  if (opts.preheader) return opts.preheader
  const first = opts.intro.find((p) => !/^(Dear|Estimad[oa]s?)\b/.test(p)) ?? opts.intro[0] ?? ''
  return first.length > 140 ? `${first.slice(0, first.lastIndexOf(' ', 137))}…` : first
}

/** Wraps a message in the firm's letterhead, signature and address footer, as HTML and as plain text. */
export function letter(opts: LetterOptions): RenderedEmail {
  const lang = opts.internal ? 'en' : (opts.lang ?? 'en')
  const firm = getFirm(lang)
  const site = website()
  const t = serverT(lang, 'emailLayout')
  const sign = signature(firm, Boolean(opts.internal), t)
  const rows = (opts.rows ?? []).filter(([, v]) => v != null && v !== '') as Array<[string, string]>
  const subject = plain(opts.subject).replace(/[\r\n]+/g, ' ')
  const outro = opts.outro ?? []

  const text = [
    firm.name.toUpperCase(),
    '',
    ...opts.intro.map((p, i) => (i > 0 && !(listItem.test(p) && listItem.test(opts.intro[i - 1])) ? `\n${plain(p)}` : plain(p))),
    ...(rows.length ? ['', ...rows.map(([k, v]) => `${k}: ${plain(v)}`)] : []),
    ...(opts.action ? ['', `${opts.action.label}: ${opts.action.url}`] : []),
    ...outro.flatMap((p) => ['', plain(p)]),
    '',
    ...(sign.closing ? [sign.closing, ''] : []),
    ...sign.lines,
    '',
    // The conventional signature separator (dash, dash, space): replies and quotes leave what follows out.
    '-- ',
    firm.legalName,
    addressLine(firm),
    `${firm.phone} · ${firm.email}`,
    site.url,
  ].join('\n')

  const pre = escapeHtml(plain(preheaderOf(opts)))
  const html = `<!doctype html>
<html lang="${lang}" xmlns="http://www.w3.org/1999/xhtml">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<meta name="color-scheme" content="light dark">
<meta name="supported-color-schemes" content="light dark">
<title>${escapeHtml(subject)}</title>
<style>${darkStyles}
</style>
</head>
<body class="em-bg" style="margin:0;padding:0;width:100%;background-color:${colors.paper};-webkit-text-size-adjust:100%">
<div style="display:none;max-height:0;max-width:0;overflow:hidden;opacity:0;mso-hide:all;font-size:1px;line-height:1px;color:${colors.paper}">${pre}${'&#8199;&#65279;&#847; '.repeat(30)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" class="em-bg" style="width:100%;background-color:${colors.paper};border-collapse:collapse">
<tr><td align="center" class="em-outer" style="padding:32px 12px">
<!--[if mso]><table role="presentation" width="600" align="center" cellpadding="0" cellspacing="0" border="0" style="width:600px"><tr><td style="padding:0"><![endif]-->
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;border-collapse:collapse">
<tr><td class="em-pad" style="padding:0 40px 20px">
<p class="em-text" style="margin:0;font-family:${serif};font-size:26px;line-height:32px;font-weight:normal;letter-spacing:0.5px;color:${colors.ink}">${escapeHtml(firm.name)}</p>
<p class="em-accent" style="margin:6px 0 0;padding-top:8px;border-top:2px solid ${colors.brass};font-family:${sans};font-size:12px;line-height:18px;letter-spacing:1.5px;text-transform:uppercase;color:${colors.brass}">${escapeHtml(t('kind'))}</p>
</td></tr>
<tr><td class="em-card em-pad" style="padding:36px 40px 32px;background-color:${colors.card};border:1px solid ${colors.line}">
${opts.intro.map(paragraph).join('\n')}
${rows.length ? detailsTable(rows) : ''}
${opts.action ? button(opts.action, t('buttonFallback')) : ''}
${outro.map(paragraph).join('\n')}
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin-top:12px;border-collapse:collapse"><tr><td style="padding:0">
${sign.closing ? `<p class="em-text" style="margin:0 0 14px;font-family:${sans};font-size:16px;line-height:26px;color:${colors.ink}">${escapeHtml(sign.closing)}</p>` : ''}
<p class="em-text" style="margin:0;font-family:${serif};font-size:18px;line-height:26px;color:${colors.ink}">${escapeHtml(sign.lines[0])}</p>
${sign.lines
  .slice(1)
  .map(
    (l) =>
      `<p class="em-muted" style="margin:0;font-family:${sans};font-size:14px;line-height:22px;color:${colors.muted}">${escapeHtml(l)}</p>`,
  )
  .join('\n')}
</td></tr></table>
</td></tr>
<tr><td class="em-pad" style="padding:24px 40px 8px">
<p class="em-muted" style="margin:0;font-family:${sans};font-size:13px;line-height:21px;color:${colors.muted}"><span style="font-family:${serif};font-size:14px">${escapeHtml(firm.legalName)}</span><br>${escapeHtml(addressLine(firm))}<br>${escapeHtml(firm.phone)} · <a class="em-link" href="mailto:${escapeHtml(firm.email)}" style="color:${colors.muted};text-decoration:underline">${escapeHtml(firm.email)}</a> · <a class="em-link" href="${escapeHtml(site.url)}" style="color:${colors.muted};text-decoration:underline">${escapeHtml(site.label)}</a></p>
</td></tr>
</table>
<!--[if mso]></td></tr></table><![endif]-->
</td></tr>
</table>
</body>
</html>`
  return { to: opts.to, subject, text, html, replyTo: opts.replyTo }
}
