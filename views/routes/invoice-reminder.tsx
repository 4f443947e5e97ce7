import { createFileRoute } from '@tanstack/react-router'
import { InvoiceReminderPage } from '../payments/InvoiceReminderPage'
import { textParams } from '../platform/search-params'

/** The e-mailed payment reminder's link (core §2): no login, the token is the proof. */
export const Route = createFileRoute('/invoice-reminder')({
  validateSearch: (search) => textParams(search, ['token']),
  beforeLoad: () => import('../payments/payment-pages').then((guard) => guard.loadPaymentTexts()),
  component: function InvoiceReminderRoute() {
    const { token } = Route.useSearch()
    // Another reminder's link is another journey.
    return <InvoiceReminderPage key={token} token={token} />
  },
})
