// POST /webhooks/docusign: DocuSign Connect events, HMAC-verified on the raw body. A completed envelope
// is the only thing that marks a letter signed when DocuSign is the provider.
import type { ActionFunctionArgs } from '@remix-run/node'
import { WEBHOOK_BODY_LIMIT } from '~/utils/body-limits'
import { handleDocusignConnect } from '~/models/provider-webhooks.server'

/** The provider's event (server/body-limit.ts reads this). */
export const bodyLimit = WEBHOOK_BODY_LIMIT

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return new Response('Method Not Allowed', { status: 405 })
  const raw = await request.text()
  const result = await handleDocusignConnect(raw, request.headers)
  return Response.json(result.body, { status: result.status })
}

export function loader() {
  return new Response('Method Not Allowed', { status: 405, headers: { allow: 'POST' } })
}
