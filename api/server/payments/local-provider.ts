import { randomBytes } from 'node:crypto'
import { isValidIBAN } from 'ibantools'
import type { Logger } from '../logger'
import {
  PaymentProviderError,
  type PaymentOutcome,
  type PaymentsProvider,
  type ProviderPayment,
} from './provider'

/**
 * Test IBANs of the local provider (both pass the IBAN check, like Stripe's test IBANs): the first is
 * refused as a mandate, so the purchase fails; the second gives a mandate whose debits fail after the
 * delay, so the invoice fails and the customer gets a payment reminder. Any other valid IBAN succeeds.
 */
export const LOCAL_MANDATE_REFUSED_IBAN = 'NL28INGB0000000001'
export const LOCAL_DEBIT_FAILS_IBAN = 'NL98INGB0000000002'

/** The failing mandate is marked in its payment method id, so its debits fail after a restart too. */
const FAILING_METHOD = 'pm_local_fails_'
/** How many times a settlement is retried while the purchase that made the debit has not committed yet. */
const SETTLE_RETRIES = 50

const id = (prefix: string) => `${prefix}${randomBytes(12).toString('hex')}`
const created = (prefix: string, status: ProviderPayment['status']): ProviderPayment => {
  const paymentId = id(prefix)
  return { id: paymentId, clientSecret: id(`${paymentId}_secret_`), status }
}

/**
 * Behaves like Stripe for development and tests: mandates for valid IBANs, debits that are `processing`
 * and settle after `delayMs` through `settle` (which answers `unknown` while the debit's purchase has
 * not committed, so it is tried again), and reminder payments the local bank page confirms
 * (`POST /payments/local/confirm`). Settlements pending at a restart are lost (dev only).
 */
export function createLocalPayments({
  delayMs,
  settle,
  logger,
}: {
  delayMs: number
  settle: (outcome: PaymentOutcome) => Promise<'settled' | 'unknown'>
  logger: Pick<Logger, 'warn' | 'error'>
}): PaymentsProvider {
  const timers = new Set<NodeJS.Timeout>()
  const later = (outcome: PaymentOutcome, attempt = 0) => {
    const timer = setTimeout(
      () => {
        timers.delete(timer)
        settle(outcome).then(
          (result) => {
            if (result !== 'unknown') return
            if (attempt < SETTLE_RETRIES) later(outcome, attempt + 1)
            else logger.warn('local debit never found; its purchase was undone', { id: outcome.paymentId })
          },
          (err) => logger.error(`local debit ${outcome.paymentId} did not settle`, err),
        )
      },
      attempt === 0 ? delayMs : Math.max(delayMs, 100),
    )
    timers.add(timer)
  }
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
    async debit({ mandate }) {
      const payment = created('pi_local_', 'processing')
      const fails = mandate.paymentMethodId.startsWith(FAILING_METHOD)
      later({
        paymentId: payment.id,
        status: fails ? 'failed' : 'succeeded',
        failureCode: fails ? 'insufficient_funds' : undefined,
      })
      return payment
    },
    async createPayment() {
      return created('pi_local_', 'requires_payment_method')
    },
    dispose() {
      for (const timer of timers) clearTimeout(timer)
      timers.clear()
    },
  }
}
