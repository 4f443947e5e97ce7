import { createHash, randomBytes } from 'node:crypto'
import { isValidIBAN } from 'ibantools'
import type { JobQueue } from '../jobs/queue'
import { PaymentProviderError, type PaymentsProvider, type ProviderPayment } from './provider'

/**
 * Test IBANs of the local provider (both pass the IBAN check, like Stripe's test IBANs): the first is
 * refused as a mandate, so the purchase fails; the second gives a mandate whose debits fail after the
 * delay, so the invoice fails and the customer gets a payment reminder. Any other valid IBAN succeeds.
 */
export const LOCAL_MANDATE_REFUSED_IBAN = 'NL28INGB0000000001'
export const LOCAL_DEBIT_FAILS_IBAN = 'NL98INGB0000000002'

/** The failing mandate is marked in its payment method id, so its debits fail after a restart too. */
const FAILING_METHOD = 'pm_local_fails_'

const id = (prefix: string) => `${prefix}${randomBytes(12).toString('hex')}`
const created = (prefix: string, status: ProviderPayment['status']): ProviderPayment => {
  const paymentId = id(prefix)
  return { id: paymentId, clientSecret: id(`${paymentId}_secret_`), status }
}
/** Like Stripe's idempotency keys: the same invoice's debit asked twice is the same payment. */
const debitOf = (invoiceId: number): ProviderPayment => {
  const hash = createHash('sha256').update(`local-debit-${invoiceId}`).digest('hex')
  const paymentId = `pi_local_${hash.slice(0, 24)}`
  return { id: paymentId, clientSecret: `${paymentId}_secret_${hash.slice(24, 48)}`, status: 'processing' }
}

/**
 * Behaves like Stripe for development and tests: mandates for valid IBANs, debits that are `processing`
 * and settle after `delayMs` (the bank's answer is a job, `payments.local-settle`, so a restart keeps it
 * and one server settles it once), and reminder payments the local bank page confirms
 * (`POST /payments/local/confirm`). A debit asked again for the same invoice is the same payment, as
 * Stripe's idempotency key makes it.
 */
export function createLocalPayments({
  delayMs,
  queue,
}: {
  delayMs: number
  queue: Pick<JobQueue, 'send'>
}): PaymentsProvider {
  return {
    kind: 'local',
    browser: { kind: 'local' },
    async createMandate({ iban }) {
      if (!isValidIBAN(iban) || iban === LOCAL_MANDATE_REFUSED_IBAN)
        throw new PaymentProviderError('local provider: mandate refused for this IBAN')
      const failing = iban === LOCAL_DEBIT_FAILS_IBAN
      return {
        customerId: id('cus_local_'),
        paymentMethodId: id(failing ? FAILING_METHOD : 'pm_local_'),
        mandateId: id('mandate_local_'),
      }
    },
    async debit({ mandate, invoiceId }) {
      const payment = debitOf(invoiceId)
      const fails = mandate.paymentMethodId.startsWith(FAILING_METHOD)
      const outcome = fails
        ? { paymentId: payment.id, status: 'failed' as const, failureCode: 'insufficient_funds' }
        : { paymentId: payment.id, status: 'succeeded' as const }
      await queue.send('payments.local-settle', outcome, { key: payment.id, delayMs })
      return payment
    },
    async createPayment() {
      return created('pi_local_', 'requires_payment_method')
    },
  }
}
