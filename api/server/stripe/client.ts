import type * as z from 'zod'
import type { Config } from '../config'

/** How long one Stripe call may take before it counts as failed (a purchase holds a row lock meanwhile). */
export const STRIPE_TIMEOUT_MS = 10_000

/** Where and how to reach Stripe: the account's keys, the connected account, the API address. */
export interface StripeOptions {
  secretKey: string
  publishableKey: string
  /** Objects are made on this connected account (`Stripe-Account`); null: the platform's own. */
  connectedAccount: string | null
  /** `https://api.stripe.com`, or a fake in tests. */
  apiUrl: string
  timeoutMs?: number
  fetch?: typeof fetch
}

/** Stripe's options from the configuration, or null when STRIPE_SECRET_KEY is not set (the local stand-ins). */
export function stripeOptionsOf(
  config: Pick<
    Config,
    'stripeSecretKey' | 'stripePublishableKey' | 'stripeConnectedAccount' | 'stripeApiUrl'
  >,
): StripeOptions | null {
  if (!config.stripeSecretKey) return null
  return {
    secretKey: config.stripeSecretKey,
    publishableKey: config.stripePublishableKey ?? '',
    connectedAccount: config.stripeConnectedAccount ?? null,
    apiUrl: config.stripeApiUrl,
  }
}

export type StripeForm = { [key: string]: string | number | boolean | undefined | StripeForm | string[] }

/** Stripe's form encoding: nested keys in brackets (`mandate_data[customer_acceptance][type]`), lists as `key[]`. */
export function stripeForm(form: StripeForm, prefix = '', out = new URLSearchParams()): URLSearchParams {
  for (const [key, value] of Object.entries(form)) {
    const name = prefix ? `${prefix}[${key}]` : key
    if (value === undefined) continue
    if (Array.isArray(value)) for (const item of value) out.append(`${name}[]`, item)
    else if (typeof value === 'object') stripeForm(value, name, out)
    else out.append(name, String(value))
  }
  return out
}

/**
 * A Stripe call that failed: unreachable, timed out, a non-2xx answer or one of another shape. `reason`
 * says which, with the path; never Stripe's message (it may echo an IBAN) nor the key.
 */
export class StripeRequestError extends Error {
  override name = 'StripeRequestError'
  constructor(
    readonly reason: string,
    options?: ErrorOptions,
  ) {
    super(reason, options)
  }
}

/**
 * Stripe's REST API as one `post`: form-encoded, the secret key as bearer, `Stripe-Account` for a connected
 * account, an optional idempotency key, a time-out, and the answer parsed with `schema`. Identity sessions
 * and payments both go through it.
 */
export function createStripeClient(options: StripeOptions) {
  const {
    secretKey,
    connectedAccount,
    apiUrl,
    timeoutMs = STRIPE_TIMEOUT_MS,
    fetch: doFetch = fetch,
  } = options
  return {
    async post<T>(path: string, form: StripeForm, schema: z.ZodType<T>, idempotencyKey?: string): Promise<T> {
      const headers: Record<string, string> = {
        Authorization: `Bearer ${secretKey}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      }
      if (connectedAccount) headers['Stripe-Account'] = connectedAccount
      if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey
      let res: Response
      try {
        res = await doFetch(`${apiUrl}${path}`, {
          method: 'POST',
          headers,
          body: stripeForm(form).toString(),
          signal: AbortSignal.timeout(timeoutMs),
          redirect: 'error',
        })
      } catch (err) {
        const reason = err instanceof Error && err.name === 'TimeoutError' ? 'timed out' : 'unreachable'
        throw new StripeRequestError(`stripe ${path}: ${reason}`, { cause: err })
      }
      if (!res.ok) {
        await res.body?.cancel()
        throw new StripeRequestError(`stripe ${path}: status ${res.status}`)
      }
      const parsed = schema.safeParse(await res.json().catch(() => null))
      if (!parsed.success) throw new StripeRequestError(`stripe ${path}: unexpected answer`)
      return parsed.data
    },
  }
}
