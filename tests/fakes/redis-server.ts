// A private redis-server on a free port, for tests that stop and restart Redis.
import { spawn, type ChildProcess } from 'node:child_process'
import net from 'node:net'

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
    server.on('error', reject)
  })
}

function answers(port: number) {
  return new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port })
    socket.setTimeout(500, () => (socket.destroy(), resolve(false)))
    socket.on('error', () => resolve(false))
    socket.on('connect', () => socket.write('PING\r\n'))
    socket.on('data', (d) => (socket.destroy(), resolve(d.toString().startsWith('+PONG'))))
  })
}

export async function startPrivateRedis() {
  const port = await freePort()
  let child: ChildProcess | null = null
  const start = async () => {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' })
    for (let i = 0; i < 100; i++) {
      if (await answers(port)) return
      await new Promise((r) => setTimeout(r, 50))
    }
    throw new Error('redis-server did not start')
  }
  const stop = async () => {
    const c = child
    if (!c) return
    child = null
    const exited = new Promise((r) => c.once('exit', r))
    c.kill('SIGKILL')
    await exited
  }
  await start()
  return { port, url: `redis://127.0.0.1:${port}`, start, stop }
}
