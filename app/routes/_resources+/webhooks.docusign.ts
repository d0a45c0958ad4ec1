// POST /webhooks/docusign: DocuSign Connect events, HMAC-verified on the raw body. A completed envelope
// is the only thing that marks a letter signed when DocuSign is the provider.
import type { ActionFunctionArgs } from '@remix-run/node'
import { handleDocusignConnect } from '~/models/provider-webhooks.server'

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return new Response('Method Not Allowed', { status: 405 })
  const raw = await request.text()
  const result = await handleDocusignConnect(raw, request.headers)
  return Response.json(result.body, { status: result.status })
}

export function loader() {
  return new Response('Method Not Allowed', { status: 405, headers: { allow: 'POST' } })
}
