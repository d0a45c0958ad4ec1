// Upload throughput and the web process's memory while a client uploads checklist documents
// (POST /dashboard/documents, issue 17). The built web process (production mode) on a fresh SQLite
// file; a client seeded by bench/document-upload-seed.ts. Each upload streams a file from disk over
// loopback with its Content-Length, as a browser does; /proc/<pid>/status (VmRSS) is sampled every 5 ms
// while it runs. If the server buffered the body, RSS would rise by about the body's size.
//   npm run build && node bench/document-upload.mjs [--runs 5] [--mb 20]
import { spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { readOptions } from '../scripts/lib.mjs'
import { startSite } from './site-server.mjs'

const { values: args } = readOptions({ runs: '5', mb: '20' })
const root = path.resolve(import.meta.dirname, '..')
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'document-bench-'))
const env = {
  ...process.env,
  DATABASE_PATH: path.join(dir, 'app.db'),
  SESSION_SECRET: 'bench-secret-bench-secret-bench-secret',
  LOG_LEVEL: 'warn',
}
// Seeded as production, so the session cookie has the production name the web process reads.
const seed = spawnSync(path.join(root, 'node_modules/.bin/tsx'), ['bench/document-upload-seed.ts'], {
  cwd: root,
  env: { ...env, NODE_ENV: 'production', APP_URL: 'http://localhost', SMTP_URL: 'smtp://127.0.0.1:9' },
  encoding: 'utf8',
})
if (seed.status !== 0) {
  console.error(seed.stderr || seed.stdout)
  process.exit(1)
}
const { cookie, clientId } = JSON.parse(seed.stdout.trim().split('\n').at(-1))

// A PDF's first bytes, then random bytes (incompressible, like a scan).
function makeFile(name, bytes) {
  const file = path.join(dir, name)
  const out = fs.openSync(file, 'w')
  fs.writeSync(out, Buffer.from('%PDF-1.7\n'))
  for (let written = 9; written < bytes; written += 1024 * 1024)
    fs.writeSync(out, crypto.randomBytes(Math.min(1024 * 1024, bytes - written)))
  fs.closeSync(out)
  return file
}

function rssKb(pid) {
  return Number(fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m)[1])
}

/** One multipart POST of these files, streamed from disk; resolves with the status, body and timing. */
function upload(url, item, files) {
  const boundary = `----bench${crypto.randomBytes(8).toString('hex')}`
  const parts = []
  parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="intent"\r\n\r\nupload\r\n`))
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${path.basename(file)}"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
    )
    parts.push({ file })
    parts.push(Buffer.from('\r\n'))
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`))
  const length = parts.reduce((sum, p) => sum + (Buffer.isBuffer(p) ? p.length : fs.statSync(p.file).size), 0)
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const req = http.request(
      `${url}/dashboard/documents?item=${item}&for=${clientId}`,
      {
        method: 'POST',
        headers: {
          cookie,
          accept: 'application/json',
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': length,
        },
      },
      (res) => {
        let body = ''
        res.on('data', (d) => (body += d))
        res.on('end', () => resolve({ status: res.statusCode, body, ms: performance.now() - started, bytes: length }))
      },
    )
    req.on('error', reject)
    ;(async () => {
      for (const p of parts) {
        if (Buffer.isBuffer(p)) {
          if (!req.write(p)) await new Promise((r) => req.once('drain', r))
          continue
        }
        for await (const chunk of fs.createReadStream(p.file, { highWaterMark: 256 * 1024 })) {
          if (!req.write(chunk)) await new Promise((r) => req.once('drain', r))
        }
      }
      req.end()
    })().catch(reject)
  })
}

async function measured(site, item, files) {
  let peak = 0
  const timer = setInterval(() => (peak = Math.max(peak, rssKb(site.pid))), 5)
  const before = rssKb(site.pid)
  const result = await upload(site.url, item, files)
  clearInterval(timer)
  peak = Math.max(peak, rssKb(site.pid))
  if (result.status !== 200) throw new Error(`upload refused: ${result.status} ${result.body}`)
  return { ...result, before, peak }
}

const mb = (kb) => (kb / 1024).toFixed(0)
const site = await startSite({ extraEnv: env })
try {
  const size = Number(args.mb) * 1024 * 1024
  const file = makeFile(`scan-${args.mb}mb.pdf`, size)
  // Warm-up (compiles the route, opens the database), not counted.
  await measured(site, 'loan-documents', [makeFile('warm.pdf', 1024 * 1024)])
  const idle = rssKb(site.pid)
  const items = [
    'tax-return-1',
    'tax-return-2',
    'tax-return-3',
    'bank-statements',
    'ytd-financials',
    'insurance',
    'leases',
    'minutes',
    'licenses-permits',
  ]
  const rows = []
  for (let i = 0; i < Number(args.runs); i++) rows.push(await measured(site, items[i % items.length], [file]))
  const rates = rows.map((r) => r.bytes / 1024 / 1024 / (r.ms / 1000)).sort((a, b) => a - b)
  console.log(`node ${process.version}, ${os.cpus().length} cores (${os.cpus()[0].model}), ${os.loadavg()[0].toFixed(2)} load`)
  console.log(`one ${args.mb} MB file per upload, ${rows.length} uploads, loopback:`)
  for (const r of rows)
    console.log(
      `  ${(r.ms / 1000).toFixed(2)} s  ${(r.bytes / 1024 / 1024 / (r.ms / 1000)).toFixed(0)} MB/s  RSS before ${mb(r.before)} MB, peak ${mb(r.peak)} MB`,
    )
  console.log(
    `  throughput median ${rates[Math.floor(rates.length / 2)].toFixed(0)} MB/s (min ${rates[0].toFixed(0)}, max ${rates.at(-1).toFixed(0)})`,
  )
  console.log(`  web RSS idle ${mb(idle)} MB; highest during any upload ${mb(Math.max(...rows.map((r) => r.peak)))} MB`)
  const four = await measured(site, 'contractor-agreements', [file, file, file, file])
  console.log(
    `four ${args.mb} MB files in one upload (${(four.bytes / 1024 / 1024).toFixed(0)} MB body): ${(four.ms / 1000).toFixed(2)} s, ${(four.bytes / 1024 / 1024 / (four.ms / 1000)).toFixed(0)} MB/s, RSS before ${mb(four.before)} MB, peak ${mb(four.peak)} MB`,
  )
} finally {
  await site.stop()
  fs.rmSync(dir, { recursive: true, force: true })
}
