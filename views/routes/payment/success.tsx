import { createFileRoute } from '@tanstack/react-router'
import { PaymentSuccessPage } from '../../payments/PaymentSuccessPage'
import { textParams } from '../../platform/search-params'

/** Where the payment provider returns the customer (core §2), with the payment's id and client secret. */
export const Route = createFileRoute('/payment/success')({
  validateSearch: (search) =>
    textParams(search, ['payment_intent', 'payment_intent_client_secret', 'redirect_status']),
  beforeLoad: () => import('../../payments/payment-pages').then((guard) => guard.loadPaymentTexts()),
  component: function PaymentSuccessRoute() {
    const search = Route.useSearch()
    // Another payment's return is another journey.
    return <PaymentSuccessPage key={search.payment_intent} search={search} />
  },
})
