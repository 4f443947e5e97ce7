import * as z from 'zod/mini'
import { listOf } from './common'
import { invoiceStatusSchema } from './payments'
import { moneySchema } from './products'

/**
 * The signed-in customer's own invoices (forms §3 invoice, §4 Invoice display; core §2 `/user/invoices`).
 * Needs the customer's access token; only their own invoices are ever answered.
 */

/** A policy an invoice bills, with its product named in the customer's language. */
export const invoicePolicySchema = z.object({
  id: z.int(),
  /** `VZ-<year>-<id>`, as on the policy. */
  number: z.string(),
  product: z.int(),
  product_name: z.string(),
  /** The billing period of the policy this invoice bills: its billing date up to the day before the next. */
  period_start: z.iso.date(),
  period_end: z.iso.date(),
})
export type InvoicePolicy = z.infer<typeof invoicePolicySchema>

/** One invoice as its customer sees it. */
export const customerInvoiceSchema = z.object({
  id: z.int(),
  /** The stored status (forms §3); the views show it as forms §4 "Invoice display" says. */
  status: invoiceStatusSchema,
  amount: moneySchema,
  currency: z.string(),
  due_date: z.iso.date(),
  /** The last 4 characters of the IBAN it is debited from. */
  iban_last4: z.string(),
  created_at: z.iso.datetime({ offset: true }),
  paid_at: z.nullable(z.iso.datetime({ offset: true })),
  policies: z.array(invoicePolicySchema),
  /**
   * Where the customer pays it, while it is open to paying (the debit failed, or never started): the
   * same signed `/invoice-reminder?token=…` link the payment reminder e-mails, on the partner's
   * configured site. Null for an invoice paid, being paid, or closed otherwise.
   */
  pay_url: z.nullable(z.string()),
})
export type CustomerInvoice = z.infer<typeof customerInvoiceSchema>

/** `GET /invoices?status=`: the customer's invoices, newest billing date first; `status` keeps only those in it. */
export const invoicesQuerySchema = z.object({ status: z.optional(invoiceStatusSchema) })
export type InvoicesQuery = z.infer<typeof invoicesQuerySchema>
export const invoicesResponseSchema = listOf(customerInvoiceSchema)
export type InvoicesResponse = z.infer<typeof invoicesResponseSchema>
