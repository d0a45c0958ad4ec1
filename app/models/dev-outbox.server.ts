// The development outbox: without SMTP_URL every email is written as an .eml file under data/outbox;
// this reads them back for /internal-admin/outbox (a small MIME reader, enough for nodemailer's output).
import fsp from 'node:fs/promises'
import path from 'node:path'
import { outboxDir } from '~/integrations/email/index.server'
import { env } from '~/utils/env.server'

export const DEV_OUTBOX_PAGE_SIZE = 50

/** Development only: production refuses to start without SMTP_URL, and never lists files of emails. */
export function devOutboxEnabled() {
  return !env().SMTP_URL && !env().production
}

const FILE_NAME = /^[A-Za-z0-9._-]+\.eml$/

export function isOutboxFileName(name: string) {
  return FILE_NAME.test(name) && !name.startsWith('.')
}

function splitHeaderBlock(raw: string) {
  const normalized = raw.replace(/\r\n/g, '\n')
  const end = normalized.indexOf('\n\n')
  return end === -1 ? { head: normalized, body: '' } : { head: normalized.slice(0, end), body: normalized.slice(end + 2) }
}

/** Header names in lower case, folded lines joined, RFC 2047 words decoded. */
export function parseHeaders(head: string) {
  const headers = new Map<string, string>()
  const unfolded = head.replace(/\n[ \t]+/g, ' ')
  for (const line of unfolded.split('\n')) {
    const colon = line.indexOf(':')
    if (colon <= 0) continue
    const name = line.slice(0, colon).trim().toLowerCase()
    if (!headers.has(name)) headers.set(name, decodeWords(line.slice(colon + 1).trim()))
  }
  return headers
}

export function decodeWords(value: string) {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_m, charset: string, enc: string, text: string) => {
      try {
        const bytes =
          enc.toUpperCase() === 'B'
            ? Buffer.from(text, 'base64')
            : Buffer.from(
                text.replace(/_/g, ' ').replace(/=([0-9A-Fa-f]{2})/g, (_x, h: string) => String.fromCharCode(parseInt(h, 16))),
                'latin1',
              )
        return new TextDecoder(charset.toLowerCase() === 'utf-8' ? 'utf-8' : charset).decode(bytes)
      } catch {
        return text
      }
    })
}

function decodeBody(body: string, encoding: string | undefined) {
  const enc = (encoding ?? '').toLowerCase()
  if (enc === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  if (enc === 'quoted-printable') {
    const bytes = body.replace(/=\n/g, '').replace(/=([0-9A-Fa-f]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16)))
    return Buffer.from(bytes, 'latin1').toString('utf8')
  }
  return body
}

/** The text/plain part of a message (first found, depth-first), or null. */
export function plainText(raw: string): string | null {
  const { head, body } = splitHeaderBlock(raw)
  const headers = parseHeaders(head)
  const type = headers.get('content-type') ?? 'text/plain'
  if (/^multipart\//i.test(type)) {
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1]
    if (!boundary) return null
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith('--')) break
      const found = plainText(part.replace(/^\n/, ''))
      if (found !== null) return found
    }
    return null
  }
  if (/^text\/plain/i.test(type)) return decodeBody(body, headers.get('content-transfer-encoding')).trim()
  return null
}

export type OutboxEmail = { file: string; to: string; subject: string; date: string; size: number }

export async function listDevOutbox(opts: { page?: number }) {
  const dir = outboxDir()
  let names: string[] = []
  try {
    names = (await fsp.readdir(dir)).filter(isOutboxFileName)
  } catch {
    names = []
  }
  // File names start with the ISO time they were written, so name order is time order.
  names.sort().reverse()
  const total = names.length
  const pageCount = Math.max(1, Math.ceil(total / DEV_OUTBOX_PAGE_SIZE))
  const page = Math.min(Math.max(1, Math.floor(opts.page ?? 1)), pageCount)
  const slice = names.slice((page - 1) * DEV_OUTBOX_PAGE_SIZE, page * DEV_OUTBOX_PAGE_SIZE)
  const emails = await Promise.all(
    slice.map(async (file): Promise<OutboxEmail> => {
      const full = path.join(dir, file)
      const [stat, head] = await Promise.all([fsp.stat(full), readHead(full)])
      const headers = parseHeaders(splitHeaderBlock(head).head)
      return {
        file,
        to: headers.get('to') ?? '',
        subject: headers.get('subject') ?? '(no subject)',
        date: headers.get('date') ? new Date(headers.get('date')!).toISOString() : stat.mtime.toISOString(),
        size: stat.size,
      }
    }),
  )
  return { emails, total, page, pageCount, dir }
}

async function readHead(file: string) {
  const handle = await fsp.open(file, 'r')
  try {
    const buffer = Buffer.alloc(8192)
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0)
    return buffer.subarray(0, bytesRead).toString('utf8')
  } finally {
    await handle.close()
  }
}

export async function readDevOutboxEmail(file: string) {
  if (!isOutboxFileName(file)) return null
  let raw: string
  try {
    raw = await fsp.readFile(path.join(outboxDir(), file), 'utf8')
  } catch {
    return null
  }
  const headers = parseHeaders(splitHeaderBlock(raw).head)
  return {
    file,
    from: headers.get('from') ?? '',
    to: headers.get('to') ?? '',
    replyTo: headers.get('reply-to') ?? null,
    subject: headers.get('subject') ?? '(no subject)',
    date: headers.get('date') ?? null,
    text: plainText(raw),
    raw,
  }
}
