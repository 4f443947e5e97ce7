import { addMessagesPart, loadMessagesPart } from '../../i18n/i18n'
import type { ReminderPaymentResponse } from '../../api/contract/payments'

// What both payment pages share. Their texts are their own catalog, loaded with the page (the first page does not carry them).
addMessagesPart('payments', {
  nl: () => import('../../i18n/locales/nl/payments.po'),
  en: () => import('../../i18n/locales/en/payments.po'),
  fr: () => import('../../i18n/locales/fr/payments.po'),
  de: () => import('../../i18n/locales/de/payments.po'),
})

/** `beforeLoad` of `/invoice-reminder` and `/payment/success`: their texts, in the active language. */
export const loadPaymentTexts = () => loadMessagesPart('payments')

/** What the provider appends to the return address, as Stripe does after a redirect. */
export interface PaymentReturn {
  payment_intent?: string
  payment_intent_client_secret?: string
  redirect_status?: string
}

/** The success page's query after the local bank answered. */
export const successSearch = (
  payment: ReminderPaymentResponse,
  outcome: 'succeeded' | 'failed',
): PaymentReturn => ({
  payment_intent: payment.payment_intent,
  payment_intent_client_secret: payment.client_secret,
  redirect_status: outcome,
})

const KEY = 'payment-reminder'

/**
 * The reminder a payment was started from, kept for this tab: a payment that failed at the bank can be
 * tried again from the same reminder. Storage that is full or refused only loses that way back.
 */
export function rememberReminder(paymentIntent: string, token: string) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ paymentIntent, token }))
  } catch {
    // private mode or full: the e-mail's link still works
  }
}

/** The reminder token of this payment, if this tab started it. */
export function reminderOf(paymentIntent: string): string | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as unknown
    if (saved && typeof saved === 'object' && 'paymentIntent' in saved && 'token' in saved) {
      const { paymentIntent: id, token } = saved as { paymentIntent: unknown; token: unknown }
      if (id === paymentIntent && typeof token === 'string') return token
    }
  } catch {
    // corrupted: as if nothing was kept
  }
  return null
}
