import type { InvoicesQuery } from '../contract/invoices'
import { invoiceRoutes } from '../contract/invoices.routes'
import { call, type Http } from './http'

/** `GET /invoices`: the signed-in customer's invoices, newest first (optionally of one status). */
export const getInvoices = (http: Http, query: InvoicesQuery = {}, signal?: AbortSignal) =>
  call(http, invoiceRoutes.invoices, { query, signal })
