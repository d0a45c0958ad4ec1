// A test-mode invoice of the Circle as a one-page PDF (the sandbox customer portal's "Download"; with
// Stripe, the member downloads Stripe's own invoice PDF instead).
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib'
import { getFirm } from '~/content/firm.server'
import type { Membership } from '~/utils/db-schema'
import { cardLabel, formatCents } from './memberships.server'
import { longDate } from '~/utils/misc'

const INK = rgb(0.078, 0.129, 0.239)
const MUTED = rgb(0.29, 0.33, 0.44)
const day = (iso: string | null) => longDate(iso) ?? ''

export type InvoiceRow = {
  id: string
  status: 'paid' | 'failed'
  amount_cents: number
  period_start: string | null
  period_end: string | null
  occurred_at: string
}

export async function renderSandboxInvoicePdf(
  invoice: InvoiceRow,
  m: Pick<Membership, 'name' | 'email' | 'company_name' | 'card_brand' | 'card_last4'>,
) {
  const firm = getFirm()
  const pdf = await PDFDocument.create()
  pdf.setTitle(`Invoice ${invoice.id}`)
  pdf.setAuthor(firm.legalName)
  const body = await pdf.embedFont(StandardFonts.Helvetica)
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold)
  const serif = await pdf.embedFont(StandardFonts.TimesRomanBold)
  const page = pdf.addPage([612, 792])
  let y = 720
  const line = (text: string, opts: { size?: number; font?: typeof body; color?: typeof INK; x?: number } = {}) => {
    const size = opts.size ?? 11
    // Standard fonts speak WinAnsi only.
    const safe = text.replace(/[^\x20-\x7E\u00A0-\u00FF\u2013\u2014\u2019]/g, '?')
    page.drawText(safe, { x: opts.x ?? 72, y, size, font: opts.font ?? body, color: opts.color ?? INK })
    y -= size * 1.6
  }
  line(firm.legalName, { size: 18, font: serif })
  line(`${firm.address.street}, ${firm.address.locality}, ${firm.address.region} ${firm.address.postalCode}`, { size: 9, color: MUTED })
  line(`${firm.phone}  ${firm.email}`, { size: 9, color: MUTED })
  y -= 24
  line(invoice.status === 'paid' ? 'Receipt (test mode)' : 'Invoice, payment failed (test mode)', { size: 16, font: bold })
  line(`Invoice ${invoice.id}`, { size: 10, color: MUTED })
  y -= 10
  line('Billed to', { size: 9, color: MUTED })
  line(m.name)
  if (m.company_name) line(m.company_name)
  line(m.email)
  y -= 14
  const rows: Array<[string, string]> = [
    ['Description', 'The Apex Circle membership, one month'],
    ['Period', `${day(invoice.period_start)} to ${day(invoice.period_end)}`],
    [invoice.status === 'paid' ? 'Paid on' : 'Attempted on', day(invoice.occurred_at)],
    ['Card', cardLabel(m.card_brand, m.card_last4) ?? 'None on file'],
    ['Amount', `${formatCents(invoice.amount_cents)} USD`],
  ]
  for (const [term, value] of rows) {
    page.drawText(term, { x: 72, y, size: 10, font: body, color: MUTED })
    page.drawText(value.replace(/[^\x20-\x7E]/g, '?'), { x: 200, y, size: 11, font: term === 'Amount' ? bold : body, color: INK })
    y -= 22
  }
  y -= 18
  line('Test mode: no card was charged and no money moved.', { size: 9, color: MUTED })
  return Buffer.from(await pdf.save())
}
