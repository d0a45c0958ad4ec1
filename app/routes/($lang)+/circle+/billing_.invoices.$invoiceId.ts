// /circle/billing/invoices/:id: a member's test-mode invoice as a PDF (sandbox only; with Stripe the
// portal links to Stripe's own invoice pages). Only the member's own invoices; an attachment, never stored.
import type { LoaderFunctionArgs } from '@remix-run/node'
import { paymentsMode } from '~/integrations/payments/index.server'
import { renderSandboxInvoicePdf } from '~/models/circle-invoice-pdf.server'
import { membershipForUser, membershipInvoices } from '~/models/memberships.server'
import { requireUser } from '~/utils/auth.server'

export async function loader({ request, params }: LoaderFunctionArgs) {
  if (paymentsMode() !== 'sandbox') throw new Response('Not Found', { status: 404 })
  const user = await requireUser(request)
  const m = await membershipForUser(user.id)
  const invoice = m ? (await membershipInvoices(m.id)).find((i) => i.id === params.invoiceId) : undefined
  if (!m || !invoice) throw new Response('Not Found', { status: 404 })
  const pdf = await renderSandboxInvoicePdf(invoice, m)
  return new Response(pdf, {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="apex-circle-invoice-${invoice.occurred_at.slice(0, 10)}.pdf"`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    },
  })
}
