import type { PaymentMethod, PaymentProvider, PaymentStatus } from '../../contract/payments'
import type { PaymentProviderKind } from '../db/schema'

/**
 * The payment provider behind direct debits and reminder payments: Stripe when configured, else the
 * local stand-in (local-provider.ts). The routes and the purchase only see this interface; a provider
 * that cannot do what is asked throws a PaymentProviderError, which each caller turns into its own 502.
 */
export interface PaymentsProvider {
  readonly kind: PaymentProviderKind
  /** What the browser needs to confirm a payment (Stripe's publishable key and connected account). */
  readonly browser: PaymentProvider
  /** A SEPA direct-debit mandate for the IBAN, accepted online by the customer at checkout. */
  createMandate(request: MandateRequest): Promise<Mandate>
  /** Debits `amountCents` of the invoice under the mandate, off session; usually `processing` at first. */
  debit(request: DebitRequest): Promise<ProviderPayment>
  /** A payment of the invoice by iDEAL or card, to be confirmed in the browser. */
  createPayment(request: PaymentRequest): Promise<ProviderPayment>
}

export interface MandateRequest {
  userId: number
  iban: string
  name: string
  email: string
  /** The customer's acceptance of the mandate (SEPA needs where and with what it was given). */
  ipAddress: string
  userAgent: string
  /**
   * Makes a retried request safe: the provider derives one key per call from it, so a second try reuses
   * what the first made at the provider instead of making another customer or mandate. Unset: only the
   * provider's own retries are covered.
   */
  idempotencyKey?: string
}

export interface Mandate {
  customerId: string
  paymentMethodId: string
  mandateId: string | null
}

export interface DebitRequest {
  mandate: Mandate
  invoiceId: number
  amountCents: number
  /** ISO 4217, upper case (as the partner has it). */
  currency: string
}

export interface PaymentRequest {
  method: PaymentMethod
  invoiceId: number
  amountCents: number
  currency: string
  /** The provider's customer when there is one (Stripe shows the payment on it). */
  customerId: string | null
}

export interface ProviderPayment {
  id: string
  clientSecret: string
  status: PaymentStatus
}

/** What settles a payment, from the local provider's timer or a Stripe webhook (settle.ts). */
export interface PaymentOutcome {
  paymentId: string
  status: 'processing' | 'succeeded' | 'failed'
  failureCode?: string | undefined
}

/** The provider refused, failed, timed out or answered something unexpected. */
export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError'
}
