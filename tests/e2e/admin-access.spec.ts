// Who is kept out of the admin panel: visitors and clients, on every page, action, file and the queue API.
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test'
import { expect, test } from './fixtures'
import { createClient, sessionCookie, stageRows } from '../support/admin-panel'

test.describe('access', () => {
  test('visitors and clients are refused on every admin page, action, file and the queue API', async ({ javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, 'HTTP-level checks: one run is enough')
    const client = await createClient()
    const other = await createClient()
    const { getDb } = await import('~/utils/db.server')
    const task = await getDb().selectFrom('client_tasks').select('id').where('client_id', '=', other.id).executeTakeFirstOrThrow()
    const baseURL = test.info().project.use.baseURL!
    const visitor = await playwrightRequest.newContext({ baseURL })
    const signedInClient = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { cookie: await sessionCookie(client.userId) } })

    const pages = [
      '/internal-admin',
      `/internal-admin?q=${encodeURIComponent(other.email)}`,
      `/internal-admin/clients/${other.id}`,
      `/internal-admin/clients/${other.id}/report`,
      '/internal-admin/leads',
      '/internal-admin/purchases',
      '/internal-admin/templates',
      '/internal-admin/templates/operating-agreement-llc/file',
      '/internal-admin/operations',
      '/internal-admin/outbox',
      '/internal-admin/signatures/anything/pdf',
      '/internal-admin/queues',
      '/internal-admin/queues/static/js/main.js',
    ]
    const posts: Array<{ url: string; form: Record<string, string> }> = [
      { url: `/internal-admin/clients/${other.id}`, form: { intent: 'set-stage', stage: '6' } },
      { url: `/internal-admin/clients/${other.id}`, form: { intent: 'delete-task', taskId: task.id } },
      { url: `/internal-admin/clients/${other.id}`, form: { intent: 'set-score', score: '1' } },
      { url: `/internal-admin/clients/${other.id}`, form: { intent: 'add-note', body: 'sneaky' } },
      { url: '/internal-admin/leads', form: { intent: 'status', leadId: 'x', status: 'closed' } },
      { url: '/internal-admin/operations', form: { outboxId: 'x' } },
      { url: '/internal-admin/templates', form: { templateKey: 'operating-agreement-llc' } },
    ]

    async function expectRefused(ctx: APIRequestContext, who: 'visitor' | 'client') {
      const expected = who === 'visitor' ? /\/auth\?redirectTo=/ : /^(http:\/\/localhost:\d+)?\/$/
      for (const url of pages) {
        const response = await ctx.get(url, { maxRedirects: 0 })
        expect([301, 302, 303], `${who} GET ${url}`).toContain(response.status())
        expect(response.headers()['location'], `${who} GET ${url}`).toMatch(expected)
      }
      // Remix's data requests (what client-side navigation fetches) give nothing away either.
      for (const url of ['/internal-admin.data', `/internal-admin/clients/${other.id}.data`, '/internal-admin/leads.data']) {
        const response = await ctx.get(url, { maxRedirects: 0 })
        const text = await response.text()
        expect(text, `${who} GET ${url}`).not.toContain(other.email)
        expect(response.status(), `${who} GET ${url}`).not.toBe(200)
      }
      for (const { url, form } of posts) {
        const response = await ctx.post(url, { form, maxRedirects: 0, headers: { origin: baseURL } })
        expect([301, 302, 303], `${who} POST ${url}`).toContain(response.status())
        expect(response.headers()['location'], `${who} POST ${url}`).toMatch(expected)
      }
      for (const [method, url] of [
        ['GET', '/internal-admin/queues/api/queues'],
        ['PUT', '/internal-admin/queues/api/queues/email/retry/failed'],
        ['PUT', '/internal-admin/queues/api/queues/email/clean/completed'],
        ['PUT', '/internal-admin/queues/api/queues/email/pause'],
      ] as const) {
        // Sent as the dashboard's own fetches are, from this site: the guard, not the origin check, answers.
        const response = await ctx.fetch(url, { method, maxRedirects: 0, headers: { origin: baseURL! } })
        expect(response.status(), `${who} ${method} ${url}`).toBe(who === 'visitor' ? 401 : 403)
        if (method === 'PUT') {
          const foreign = await ctx.fetch(url, { method, maxRedirects: 0, headers: { origin: 'https://evil.example' } })
          expect(foreign.status(), `${who} ${method} ${url} from another site`).toBe(403)
        }
      }
    }

    await expectRefused(visitor, 'visitor')
    await expectRefused(signedInClient, 'client')

    // Nothing changed.
    expect(stageRows(other).every((r) => r.is_completed === 0)).toBe(true)
    const after = await getDb().selectFrom('client_tasks').select('id').where('id', '=', task.id).executeTakeFirst()
    expect(after).toBeTruthy()
    const notes = await getDb().selectFrom('admin_notes').select('id').where('client_id', '=', other.id).execute()
    expect(notes).toHaveLength(0)
    await visitor.dispose()
    await signedInClient.dispose()
  })
})
