import { queryOptions } from '@tanstack/react-query'
import type { Http } from '../../api/client/http'
import { getInvoices } from '../../api/client/invoices'
import type { CustomerInvoice } from '../../api/contract/invoices'
import type { InvoiceStatus } from '../../api/contract/payments'

/** Prefix of the invoices' query keys. */
export const invoicesQueryKey = ['invoices'] as const

/**
 * The signed-in customer's invoices (`GET /invoices`). The owner is part of the key, so another
 * customer signing in on this tab never sees these; the language too (the products' names).
 */
export const invoicesQuery = (http: Http, owner: number, locale: string) =>
  queryOptions({
    queryKey: [...invoicesQueryKey, owner, locale],
    queryFn: ({ signal }) => getInvoices(http, {}, signal).then((r) => r.result),
    // A debit may settle at any moment: every page that shows them asks again when it opens.
    staleTime: 0,
  })

/**
 * How forms §4 "Invoice display" shows a stored status. The spec's two readings disagree on `refunded`
 * (one shows it as Failed, the other as Refunded). Decision (docs/api.md "Invoice status as shown"): Refunded, on its own. A
 * refund is money coming back to the customer, not a payment that went wrong: showing it as Failed
 * would tell them to pay again what was paid and returned (a cancellation refunds overpaid premium,
 * forms §4 Cancellation), and it would get a "Nu betalen" it must not have. Everything else as the table.
 */
export type InvoiceDisplay = 'paid' | 'canceled' | 'processing' | 'refunded' | 'failed'
export const INVOICE_DISPLAY: Record<InvoiceStatus, InvoiceDisplay> = {
  paid: 'paid',
  canceled: 'canceled',
  processing: 'processing',
  refunded: 'refunded',
  unfinished: 'failed',
  unknown: 'failed',
  disputed: 'failed',
  failed: 'failed',
}

/** Shown as failed, and the customer can pay it now (the server gave the link that pays it). */
export const isUnpaidFailure = (invoice: CustomerInvoice): invoice is CustomerInvoice & { pay_url: string } =>
  INVOICE_DISPLAY[invoice.status] === 'failed' && invoice.pay_url !== null

/**
 * How long to wait before asking again about a payment still processing, after `asked` answers: every
 * second while a local or quick debit settles, then every 15 s (a real SEPA debit can take days; the page
 * keeps telling the truth without hammering the server). A hidden tab is not polled at all.
 */
export const pollDelay = (asked: number): number => (asked < 30 ? 1000 : 15_000)
