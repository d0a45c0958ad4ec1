import fs from 'node:fs/promises'
import path from 'node:path'
import nodemailer, { type Transporter } from 'nodemailer'
import MailComposer from 'nodemailer/lib/mail-composer'
import type { RenderedEmail } from '~/emails/layout.server'
import { queueConcurrency } from '~/jobs/definitions'
import { getFirm } from '~/content/firm.server'
import { env } from '~/utils/env.server'
import { remember } from '@epic-web/remember'

/** A rendered letter (app/emails) on its way out. */
export type OutgoingEmail = RenderedEmail & {
  /** Stable per outbox row, so a duplicate delivery is recognisable as the same message. */
  messageId: string
}

export interface EmailSender {
  send(message: OutgoingEmail): Promise<{ accepted: boolean; location: string }>
}

/** SMTP through nodemailer when SMTP_URL is set; otherwise .eml files in the dev outbox. */
export function getEmailSender(): EmailSender {
  const { SMTP_URL, production } = env()
  if (SMTP_URL) return smtpSender(SMTP_URL)
  // Unreachable in production (the env check refuses to start without SMTP_URL); kept as a guard so a
  // live set-password or reset link is never written to disk there.
  if (production) throw new Error('SMTP_URL is required in production')
  return devOutboxSender(outboxDir())
}

/** The sender: MAIL_FROM when set, else the published firm's legal name and email (site content). */
export function mailFrom() {
  const configured = env().MAIL_FROM
  if (configured) return configured
  const firm = getFirm()
  return `"${firm.legalName.replace(/["\\]/g, '')}" <${firm.email}>`
}

export function outboxDir() {
  return path.join(env().dataDir, 'outbox')
}

function smtpSender(url: string): EmailSender {
  const transport: Transporter = remember(`smtp:${url}`, () => nodemailer.createTransport(withTimeouts(url)))
  return {
    async send(message) {
      // The message is built whole first and handed over raw: streamed through nodemailer's encoders
      // it leaves in dozens of small socket writes (one system call each); whole, in one or two.
      const from = mailFrom()
      const raw = await new MailComposer({ from, ...message }).compile().build()
      const info = await transport.sendMail({ envelope: { from, to: message.to }, raw })
      return { accepted: (info.accepted?.length ?? 0) > 0, location: message.messageId }
    },
  }
}

function devOutboxSender(dir: string): EmailSender {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  return {
    async send(message) {
      const info = await transport.sendMail({ from: mailFrom(), ...message })
      await fs.mkdir(dir, { recursive: true, mode: 0o700 })
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeName(message.messageId)}.eml`)
      // Readable by this user only: development emails still carry working one-time links.
      await fs.writeFile(file, info.message as Buffer, { mode: 0o600 })
      return { accepted: true, location: file }
    },
  }
}

function safeName(value: string) {
  return value.replace(/[^a-z0-9_-]/gi, '').slice(0, 40)
}

// nodemailer reads connection options from the URL's query string; a hung server must not hold a job forever.
// Connections are pooled (one per concurrent email job, app/jobs/definitions.ts): a fresh SMTP session costs a TCP (and TLS)
// handshake plus the server's greeting delay (smtp-server and many MTAs wait 100 ms or more before
// greeting), about 100 ms a message against 3 ms on an open connection (bench/intake-post.mjs).
function withTimeouts(url: string) {
  const u = new URL(url)
  for (const [k, v] of [
    ['connectionTimeout', '10000'],
    ['greetingTimeout', '10000'],
    ['socketTimeout', '20000'],
    ['pool', 'true'],
    ['maxConnections', String(queueConcurrency.email)],
  ]) {
    if (!u.searchParams.has(k)) u.searchParams.set(k, v)
  }
  return u.toString()
}
