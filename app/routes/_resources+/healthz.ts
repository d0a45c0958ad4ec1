import { checkHealth } from '~/models/health.server'

export async function loader() {
  const health = await checkHealth()
  return Response.json(health, {
    status: health.db === 'ok' ? 200 : 503,
    headers: { 'cache-control': 'no-store' },
  })
}
