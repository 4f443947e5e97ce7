import type { PurchaseBody } from '../../contract/purchase'
import type { Database } from '../db/client'
import type { AppDeps } from '../deps'
import { directDebitFailed, keptMandate, mandateFor } from '../payments/direct-debit'
import { PaymentProviderError, type Mandate, type MandateRequest } from '../payments/provider'

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

/**
 * Thrown out of the purchase's transaction when its invoice needs a mandate the customer has not got
 * yet: the transaction rolls back, the purchase asks the provider for the mandate (makeMandate) with no
 * transaction open, and runs again.
 */
export class MandateNeeded extends Error {
  constructor(readonly request: MandateRequest) {
    super('a mandate is needed first')
  }
}

/** The mandate asked of the provider; a refusal is 502 direct_debit_failed, with nothing stored. */
export async function makeMandate(deps: Pick<AppDeps, 'database' | 'payments'>, request: MandateRequest) {
  try {
    await mandateFor(deps.database.db, deps.payments, request)
  } catch (err) {
    if (err instanceof PaymentProviderError) throw directDebitFailed()
    throw err
  }
}

export interface MandateCheck {
  userId: number
  form: PurchaseBody
  client: { ipAddress: string; userAgent: string }
  /** This is the purchase's second run, after makeMandate. */
  mandateMade: boolean
}

/**
 * The customer's SEPA mandate for the form's IBAN, which the first invoice's debit is queued under
 * (payments/direct-debit.ts `queueDebit`). Without one the purchase leaves the transaction to have it
 * made (MandateNeeded); made and still missing (the IBAN changed meanwhile) is 502 direct_debit_failed.
 * The mandate's idempotency key is the purchase's request id when it has one: the same purchase sent
 * again after a crash gets the same mandate from the provider, not a second one.
 */
export async function mandateForDebit(
  tx: Tx,
  deps: Pick<AppDeps, 'payments'>,
  { userId, form, client, mandateMade }: MandateCheck,
): Promise<Mandate> {
  const iban = form.payment.iban_number
  const mandate = await keptMandate(tx, deps.payments, userId, iban)
  if (mandate) return mandate
  if (mandateMade) throw directDebitFailed()
  throw new MandateNeeded({
    userId,
    iban,
    name: `${form.person.first_name} ${form.person.last_name}`,
    email: form.person.email,
    ...client,
    ...(form.request_id ? { idempotencyKey: `purchase-${form.request_id}-mandate` } : {}),
  })
}
