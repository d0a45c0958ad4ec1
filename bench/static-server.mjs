// The baseline for bench/throughput.mjs: a plain node:http server that answers each path with bytes
// held in memory (the exact status, headers and body the app sent), nothing else. Run as a child
// process: node bench/static-server.mjs <port> <pages.json>
import fs from 'node:fs'
import http from 'node:http'

const [port, file] = process.argv.slice(2)
const pages = JSON.parse(fs.readFileSync(file, 'utf8'))
const table = new Map(
  Object.entries(pages).map(([p, page]) => [
    p,
    { headers: page.headers, body: Buffer.from(page.body, 'base64'), gzip: page.gzip ? Buffer.from(page.gzip, 'base64') : null },
  ]),
)

http
  .createServer((req, res) => {
    const page = table.get(req.url)
    if (!page) {
      res.writeHead(404).end()
      return
    }
    const gzip = page.gzip && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')
    const body = gzip ? page.gzip : page.body
    res.writeHead(200, { ...page.headers, 'content-length': body.length, ...(gzip ? { 'content-encoding': 'gzip' } : {}) })
    res.end(body)
  })
  .listen(Number(port), '127.0.0.1', () => process.send?.('ready'))
