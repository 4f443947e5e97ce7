import type { Stripe, StripeElements, StripePaymentElement } from '@stripe/stripe-js'
import { failureOf, Reason } from '../../api/contract/failure'
import type { PaymentProvider, ReminderPaymentResponse } from '../../api/contract/payments'
import { loadStripeFor } from '../platform/stripe-loader'

type Locale = 'nl' | 'en' | 'fr' | 'de'
interface Form {
  stripe: Stripe
  elements: StripeElements
  element: StripePaymentElement
  mounted: boolean
}

const unavailable = () => failureOf(Reason.paymentCreationFailed, true)
const stripeOf = (provider: PaymentProvider) => {
  if (provider.kind !== 'stripe') throw unavailable()
  return provider
}

/**
 * Stripe's Payment Element between the journey and the page: the journey's effects load it and confirm
 * with it; the page gives it its place (`mountOn`, a ref callback). Either may come first.
 */
export function stripeForm() {
  let node: HTMLElement | null = null
  let form: Form | null = null
  const mount = () => {
    if (!node || !form || form.mounted) return
    form.element.mount(node)
    form.mounted = true
  }
  return {
    mountOn: (element: HTMLElement | null) => {
      node = element
      mount()
    },
    /** Loads Stripe.js for the payment's account and creates its Payment Element in the language shown. */
    async open(payment: ReminderPaymentResponse, locale: Locale, signal: AbortSignal): Promise<void> {
      const provider = stripeOf(payment.provider)
      const stripe = await loadStripeFor(provider.publishable_key, provider.account).catch(() => {
        throw unavailable()
      })
      if (signal.aborted) return
      const elements = stripe.elements({ clientSecret: payment.client_secret, locale })
      form = { stripe, elements, element: elements.create('payment'), mounted: false }
      mount()
    },
    /**
     * Confirms at Stripe, which sends the customer to the bank and back to `/payment/success`. Settles only
     * when it did not: with Stripe's own words (in the customer's language), else as a failure.
     */
    async confirm(): Promise<{ declined: string | null }> {
      if (!form) throw unavailable()
      const { error } = await form.stripe.confirmPayment({
        elements: form.elements,
        confirmParams: { return_url: `${window.location.origin}/payment/success` },
      })
      if (!error.message) throw unavailable()
      return { declined: error.message }
    },
  }
}

export type StripeForm = ReturnType<typeof stripeForm>
