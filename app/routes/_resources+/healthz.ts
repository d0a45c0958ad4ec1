import { checkHealth, isHealthy } from '~/models/health.server'

// 200 while the database takes writes and the data volume has room above its floor; 503 otherwise, with
// what is wrong in the body. Redis and the worker are reported but do not fail it (the site still serves).
export async function loader() {
  const health = await checkHealth()
  return Response.json(health, {
    status: isHealthy(health) ? 200 : 503,
    headers: { 'cache-control': 'no-store' },
  })
}
