import { and, asc, desc, eq, inArray } from 'drizzle-orm'
import { billingPeriod, periodIndexOf } from '../../contract/billing-rules'
import type { Locale } from '../../contract/common'
import type { CustomerInvoice, InvoicePolicy, InvoicesQuery } from '../../contract/invoices'
import type { Config } from '../config'
import type { Database } from '../db/client'
import { insuranceProducts, invoicePolicies, invoices, policies } from '../db/schema'
import { partnerOrigin } from '../http/host'
import { formatMoney } from '../products/pricing'
import { isSettled } from './invoice-view'
import { reminderLink } from './reminder-token'

/** Whose invoices, and how to answer them. */
export interface InvoicesRequest {
  userId: number
  /** The partner of the customer's token: its configured origin is where the pay links lead. */
  partner: string
  locale: Locale
  query: InvoicesQuery
}

/**
 * The customer's own invoices (api/contract/invoices.ts), newest first: each with its stored status,
 * amount, due date, the policies it bills and, while it is open to paying (the debit failed or never
 * started: what a reminder may still pay), the signed reminder link that pays it, built on the partner's
 * configured origin as the reminder e-mail's is (never from the request's Host header).
 */
export async function customerInvoices(
  db: Pick<Database, 'select'>,
  config: Pick<Config, 'jwtSecret' | 'partnerOrigin'>,
  { userId, partner, locale, query }: InvoicesRequest,
): Promise<CustomerInvoice[]> {
  const rows = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.user_id, userId), query.status ? eq(invoices.status, query.status) : undefined))
    // Newest billing date first (the monthly run may make several months at once).
    .orderBy(desc(invoices.due_date), desc(invoices.created_at), desc(invoices.id))
  const billed = await policiesOf(
    db,
    rows.map((r) => r.id),
    locale,
  )
  const origin = partnerOrigin(config, partner)
  return rows.map((invoice) => ({
    id: invoice.id,
    status: invoice.status,
    amount: formatMoney(invoice.amount_cents),
    currency: invoice.currency,
    due_date: invoice.due_date,
    iban_last4: invoice.iban_last4,
    created_at: invoice.created_at.toISOString(),
    paid_at: invoice.paid_at?.toISOString() ?? null,
    policies: billed.get(invoice.id) ?? [],
    pay_url: isSettled(invoice) ? null : reminderLink(config.jwtSecret, origin, invoice.id),
  }))
}

/** The policies each of the invoices bills, in policy order, their products named in `locale`. */
async function policiesOf(
  db: Pick<Database, 'select'>,
  invoiceIds: number[],
  locale: Locale,
): Promise<Map<number, InvoicePolicy[]>> {
  const byInvoice = new Map<number, InvoicePolicy[]>()
  if (invoiceIds.length === 0) return byInvoice
  const rows = await db
    .select({
      invoice: invoicePolicies.invoice_id,
      id: policies.id,
      number: policies.number,
      product: policies.insurance_product_id,
      names: insuranceProducts.names,
      startDate: policies.start_date,
      periodStart: invoicePolicies.period_start,
    })
    .from(invoicePolicies)
    .innerJoin(policies, eq(policies.id, invoicePolicies.policy_id))
    .innerJoin(insuranceProducts, eq(insuranceProducts.id, policies.insurance_product_id))
    .where(inArray(invoicePolicies.invoice_id, invoiceIds))
    .orderBy(asc(policies.id))
  for (const { invoice, names, startDate, periodStart, ...policy } of rows) {
    const list = byInvoice.get(invoice) ?? []
    // A row without a period is from before periods were kept: a purchase's invoice, period 0.
    const period = billingPeriod(startDate, Math.max(0, periodIndexOf(startDate, periodStart ?? startDate)))
    list.push({
      ...policy,
      product_name: names[locale] ?? names.nl,
      period_start: period.start,
      period_end: period.end,
    })
    byInvoice.set(invoice, list)
  }
  return byInvoice
}
