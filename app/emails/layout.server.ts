import { env } from '~/utils/env.server'

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

/** Wraps a message body in the firm's letterhead. `rows` become a definition table. */
export function letter(opts: {
  to: string
  subject: string
  intro: string[]
  rows?: Array<[string, string | null | undefined]>
  outro?: string[]
  action?: { label: string; url: string }
  replyTo?: string
}): RenderedEmail {
  const rows = (opts.rows ?? []).filter(([, v]) => v != null && v !== '') as Array<[string, string]>
  const subject = plain(opts.subject).replace(/[\r\n]+/g, ' ')
  const text = [
    ...opts.intro.map(plain),
    ...(rows.length ? ['', ...rows.map(([k, v]) => `${k}: ${plain(v)}`)] : []),
    ...(opts.action ? ['', `${opts.action.label}: ${opts.action.url}`] : []),
    ...(opts.outro?.length ? ['', ...opts.outro.map(plain)] : []),
    '',
    '—',
    env().MAIL_FROM.replace(/\s*<.*>$/, ''),
  ].join('\n')
  const html = `<!doctype html><html><body style="margin:0;background:#f7f4ee;font-family:Georgia,serif;color:#14213d">
<div style="max-width:560px;margin:0 auto;padding:32px 24px;background:#ffffff">
${opts.intro.map((p) => `<p style="font-size:16px;line-height:1.6">${escapeHtml(p)}</p>`).join('\n')}
${
  rows.length
    ? `<table style="border-collapse:collapse;font-family:Arial,sans-serif;font-size:14px;width:100%">${rows
        .map(
          ([k, v]) =>
            `<tr><th style="text-align:left;padding:6px 12px 6px 0;vertical-align:top;color:#4a5568;white-space:nowrap">${escapeHtml(k)}</th><td style="padding:6px 0;white-space:pre-wrap">${escapeHtml(v)}</td></tr>`,
        )
        .join('')}</table>`
    : ''
}
${
  opts.action
    ? `<p style="margin:28px 0"><a href="${escapeHtml(opts.action.url)}" style="background:#14213d;color:#ffffff;padding:12px 20px;text-decoration:none;font-family:Arial,sans-serif">${escapeHtml(opts.action.label)}</a></p>`
    : ''
}
${(opts.outro ?? []).map((p) => `<p style="font-size:16px;line-height:1.6">${escapeHtml(p)}</p>`).join('\n')}
</div></body></html>`
  return { to: opts.to, subject, text, html, replyTo: opts.replyTo }
}
