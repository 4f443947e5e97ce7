import { asc, eq } from 'drizzle-orm'
import type { Locale } from '../../contract/common'
import type { ReminderInvoice } from '../../contract/payments'
import type { Database } from '../db/client'
import { insuranceProducts, invoicePolicies, invoices, policies } from '../db/schema'
import { formatMoney } from '../products/pricing'

export type InvoiceRow = typeof invoices.$inferSelect

/** The statuses a reminder may still be paid in: the debit failed, or never started. */
const PAYABLE: readonly InvoiceRow['status'][] = ['failed', 'unfinished']

/**
 * Nothing left for a reminder to ask (the fulfilled screen): paid, a payment under way, or closed
 * otherwise (cancelled, refunded, disputed, unknown), which no reminder link may pay any more.
 */
export const isSettled = (invoice: Pick<InvoiceRow, 'status'>) => !PAYABLE.includes(invoice.status)

/** The invoice as a reminder and the payment page show it, its products named in `locale`. */
export async function reminderInvoice(
  db: Pick<Database, 'select'>,
  invoice: InvoiceRow,
  locale: Locale,
): Promise<ReminderInvoice> {
  const rows = await db
    .select({ names: insuranceProducts.names })
    .from(invoicePolicies)
    .innerJoin(policies, eq(policies.id, invoicePolicies.policy_id))
    .innerJoin(insuranceProducts, eq(insuranceProducts.id, policies.insurance_product_id))
    .where(eq(invoicePolicies.invoice_id, invoice.id))
    .orderBy(asc(policies.id))
  return {
    id: invoice.id,
    status: invoice.status,
    amount: formatMoney(invoice.amount_cents),
    currency: invoice.currency,
    due_date: invoice.due_date,
    products: rows.map((r) => r.names[locale] ?? r.names.nl),
  }
}

export async function invoiceById(db: Pick<Database, 'select'>, id: number): Promise<InvoiceRow | null> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id))
  return row ?? null
}
