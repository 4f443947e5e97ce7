import Stripe from 'stripe'
import type * as z from 'zod'
import type { Config } from '../config'

/** How long one Stripe call may take before it counts as failed (a purchase holds a row lock meanwhile). */
export const STRIPE_TIMEOUT_MS = 10_000

/**
 * One retry, after half a second, of a call that could not connect, timed out, or got a 409 or 5xx: the
 * usual blips. Safe, because every POST carries an idempotency key (ours where we give one, else one the SDK
 * makes and keeps for the retry), so a retry cannot make a second customer, mandate or debit. Not more than
 * one: the purchase holds a row lock through its calls, and each try may take STRIPE_TIMEOUT_MS.
 */
export const STRIPE_MAX_NETWORK_RETRIES = 1

/** Where and how to reach Stripe: the account's keys, the connected account, the API address. */
export interface StripeOptions {
  secretKey: string
  publishableKey: string
  /** Objects are made on this connected account (`Stripe-Account`); null: the platform's own. */
  connectedAccount: string | null
  /** `https://api.stripe.com`, or a fake in tests: scheme, host and port only (the SDK adds `/v1/…`). */
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

/**
 * The official SDK, aimed at `apiUrl`. Its fetch client times the whole call (the Node one only idle
 * gaps), as a purchase waiting on it needs. A path in the address would be dropped silently by the SDK,
 * so it is refused when the server starts.
 */
export function createStripe(options: StripeOptions): Stripe {
  const url = new URL(options.apiUrl)
  if (url.pathname !== '/' || url.search) throw new Error('STRIPE_API_URL: scheme, host and port only')
  const protocol = url.protocol === 'http:' ? 'http' : 'https'
  return new Stripe(options.secretKey, {
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
    httpClient: Stripe.createFetchHttpClient(options.fetch),
    timeout: options.timeoutMs ?? STRIPE_TIMEOUT_MS,
    maxNetworkRetries: STRIPE_MAX_NETWORK_RETRIES,
  })
}

/** Per call: the connected account (when there is one) and the idempotency key (when given). */
export function requestOptions(
  options: Pick<StripeOptions, 'connectedAccount'>,
  idempotencyKey?: string,
): Stripe.RequestOptions {
  return {
    ...(options.connectedAccount ? { stripeAccount: options.connectedAccount } : {}),
    ...(idempotencyKey ? { idempotencyKey } : {}),
  }
}

/**
 * A Stripe call that failed: unreachable, timed out, an error status or an answer of another shape.
 * `reason` says which, with the call; never Stripe's message (it may echo an IBAN) nor the key.
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

/** Stripe's own identifiers (an error code, a request id) are safe to log; anything else is left out. */
const safeId = (value: string | undefined) => (value && /^\w{1,80}$/.test(value) ? value : undefined)

function failureOf(err: unknown): string {
  if (err instanceof Stripe.errors.StripeConnectionError) {
    const detail = err.detail
    const timedOut =
      typeof detail === 'object' && 'code' in detail && detail.code === Stripe.HttpClient.TIMEOUT_ERROR_CODE
    return timedOut ? 'timed out' : 'unreachable'
  }
  if (err instanceof Stripe.errors.StripeError && err.statusCode) {
    const ids = [safeId(err.code), safeId(err.requestId)].filter(Boolean)
    return `status ${err.statusCode}${ids.length ? ` (${ids.join(', ')})` : ''}`
  }
  // Invalid JSON, or something the SDK threw before sending.
  return 'unexpected answer'
}

/**
 * Awaits one SDK call and checks its answer with `schema` (the SDK casts, it does not check). Any failure
 * is a StripeRequestError named after `call`. Only a connection failure keeps its cause: an API error
 * carries Stripe's message, which must not reach a log.
 */
export async function callStripe<T>(
  call: string,
  request: Promise<Stripe.Response<object>>,
  schema: z.ZodType<T>,
): Promise<T> {
  let answer: Stripe.Response<object>
  try {
    answer = await request
  } catch (err) {
    const cause = err instanceof Stripe.errors.StripeConnectionError ? { cause: err } : undefined
    throw new StripeRequestError(`stripe ${call}: ${failureOf(err)}`, cause)
  }
  // An error status whose body has no `error` field comes back from the SDK as if it were an answer.
  const status = answer.lastResponse?.statusCode
  if (status && status >= 400) throw new StripeRequestError(`stripe ${call}: status ${status}`)
  const parsed = schema.safeParse(answer)
  if (!parsed.success) throw new StripeRequestError(`stripe ${call}: unexpected answer`)
  return parsed.data
}
