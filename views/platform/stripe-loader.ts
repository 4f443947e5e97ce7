import type { Stripe } from '@stripe/stripe-js'

/**
 * Stripe.js may hang for a minute on a bad network (STACK.md): past this the overlay counts as failed and
 * the customer sees a warning instead of a spinner.
 */
export const STRIPE_LOAD_TIMEOUT_MS = 10_000

const loaded = new Map<string, Promise<Stripe>>()

/**
 * Stripe.js for the environment's public key and the connected account, loaded on first use only
 * (`@stripe/stripe-js/pure` adds no script before this is called), once per key and account. A load that
 * failed or timed out is forgotten, so the next attempt tries again.
 */
export function loadStripeFor(publishableKey: string, account: string | null): Promise<Stripe> {
  const id = `${publishableKey}|${account ?? ''}`
  let loading = loaded.get(id)
  if (!loading) {
    const script = import('@stripe/stripe-js/pure')
      .then(({ loadStripe }) => loadStripe(publishableKey, account ? { stripeAccount: account } : undefined))
      .then((stripe) => {
        if (!stripe) throw new Error('Stripe.js is not available')
        return stripe
      })
    loading = withTimeout(script, STRIPE_LOAD_TIMEOUT_MS)
    loading.catch(() => loaded.delete(id))
    loaded.set(id, loading)
  }
  return loading
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Stripe.js did not load within ${ms} ms`)), ms)
    promise.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error instanceof Error ? error : new Error(String(error)))
      },
    )
  })
}
