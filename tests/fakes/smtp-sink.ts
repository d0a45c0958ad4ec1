// A real SMTP server (smtp-server) that keeps what it receives, for tests. It can refuse or be slow.
import fs from 'node:fs'
import path from 'node:path'
import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export type ReceivedMail = {
  to: string[]
  from: string
  subject: string
  text: string
  html: string
  messageId: string
  raw: string
}

export async function startSmtpSink(opts: { port?: number; dir?: string } = {}) {
  const messages: ReceivedMail[] = []
  const state = { refusing: false, delayMs: 0, refusals: 0, receiving: 0 }
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, answer) {
      state.receiving++
      const callback = (error?: Error | null) => {
        state.receiving--
        answer(error)
      }
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', async () => {
        if (state.delayMs) await new Promise((r) => setTimeout(r, state.delayMs))
        if (state.refusing) {
          state.refusals++
          const error = new Error('Service temporarily unavailable') as Error & { responseCode: number }
          error.responseCode = 451
          return callback(error)
        }
        const raw = Buffer.concat(chunks).toString('utf8')
        const parsed: ParsedMail = await simpleParser(raw)
        const mail: ReceivedMail = {
          to: session.envelope.rcptTo.map((r) => r.address),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          html: typeof parsed.html === 'string' ? parsed.html : '',
          messageId: parsed.messageId ?? '',
          raw,
        }
        messages.push(mail)
        if (opts.dir) {
          fs.mkdirSync(opts.dir, { recursive: true })
          // Written beside the folder, then renamed in: a reader never sees half a file.
          const name = `${Date.now()}-${messages.length}.json`
          const partial = path.join(path.dirname(opts.dir), `.${path.basename(opts.dir)}-${name}.partial`)
          fs.writeFileSync(partial, JSON.stringify(mail))
          fs.renameSync(partial, path.join(opts.dir, name))
        }
        callback()
      })
    },
  })
  const port: number = await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(opts.port ?? 0, '127.0.0.1', () => resolve((server.server.address() as { port: number }).port))
  })
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    get refusals() {
      return state.refusals
    },
    /** Messages being received right now (their data started, not yet answered). */
    get receiving() {
      return state.receiving
    },
    refuse(on: boolean) {
      state.refusing = on
    },
    slow(ms: number) {
      state.delayMs = ms
    },
    async waitFor(predicate: (m: ReceivedMail) => boolean, timeoutMs = 20_000) {
      const until = Date.now() + timeoutMs
      while (Date.now() < until) {
        const found = messages.find(predicate)
        if (found) return found
        await new Promise((r) => setTimeout(r, 50))
      }
      throw new Error(`no matching email within ${timeoutMs} ms (received ${messages.length})`)
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
