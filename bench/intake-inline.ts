// For bench/intake-post.mjs only: what POST /apply-sell-side would cost a visitor if the action sent its
// two emails itself, before answering. The product has no such path (the worker sends every email); this
// server runs the product's own pieces in that order instead: the form's schema, createLead (the lead and
// its two outbox rows in one transaction), then the worker's own runOutboxJob for both rows (render,
// SMTP over the same pooled transport, record), then the 302.
//
// It leaves out what the real web does around the action (Express, helmet, Remix's routing, the rate
// limit, the toast cookie), so it is the faster of the two at everything but the emails: the ratio it
// gives is, if anything, in the inline path's favour.
//
//   node --import tsx bench/intake-inline.ts   (with the web's environment: PORT, DATABASE_PATH, SMTP_URL…)
import http from 'node:http'
import { parseWithZod } from '@conform-to/zod/v4'
import type { Job } from 'bullmq'
import { applicationPages } from '~/content/intake'
import { createLead } from '~/models/leads.server'
import { ApplicationSchema } from '~/schemas/application'
import { getDb, getSqlite } from '~/utils/db.server'
import { checkEnvOrExit } from '~/utils/env.server'
import { migrate } from '~/utils/migrate.server'
import { producerRedis } from '~/utils/redis.server'
import { runOutboxJob } from '../worker/run-outbox-job'

const env = checkEnvOrExit()
migrate(getSqlite())
producerRedis() // connected before the first post, as the web does
const copy = applicationPages.sellSide

async function submit(body: string) {
  const submission = parseWithZod(new URLSearchParams(body), { schema: ApplicationSchema })
  if (submission.status !== 'success') return 400
  const v = submission.value
  const lead = await createLead({ formType: copy.formType, name: v.fullName, companyName: v.companyName, email: v.email, phone: v.phone })
  const db = getDb()
  const rows = await db.selectFrom('outbox').select('id').where('subject_type', '=', 'lead').where('subject_id', '=', lead.id).execute()
  // Both emails at once, as an action sending its own would; the job object is all runOutboxJob reads.
  await Promise.all(
    rows.map((row) =>
      runOutboxJob(db, { data: { outboxId: row.id }, attemptsMade: 0, opts: { attempts: 1 } } as Job<{ outboxId: string }>),
    ),
  )
  return 302
}

http
  .createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/healthz') {
      // What the bench waits on: this server has no worker and sends before it answers, so nothing waits.
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ worker: 'ok', outboxWaiting: 0 }))
      return
    }
    if (req.method !== 'POST' || req.url !== copy.path) {
      res.writeHead(404).end()
      return
    }
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      submit(Buffer.concat(chunks).toString()).then(
        (status) => res.writeHead(status, status === 302 ? { location: `${copy.path}?submitted=1#schedule` } : {}).end(),
        (error) => {
          console.error('[intake-inline]', error)
          res.writeHead(503).end()
        },
      )
    })
  })
  .listen(Number(env.PORT), '127.0.0.1')
