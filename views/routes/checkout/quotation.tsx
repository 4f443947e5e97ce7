import { createFileRoute } from '@tanstack/react-router'
import { QuotationPage } from '../../broker/QuotationPage'

/** The broker's quotation (core §2): its summary to accept, or an ended quote's message with the broker. */
export const Route = createFileRoute('/checkout/quotation')({
  beforeLoad: (args) => import('../../broker/quotation-guard').then((guard) => guard.requireQuotation(args)),
  component: QuotationRoute,
})

function QuotationRoute() {
  const { quotation } = Route.useRouteContext()
  return <QuotationPage input={quotation} />
}
