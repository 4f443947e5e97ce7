import type { AppRuntime } from '../platform/app-runtime'

/** This site's own page that says a broker session ended (when no quote address is configured). */
export const QUOTATION_ENDED_PATH = '/quotation-ended'

/**
 * Clearing a broker session (core §4): auth is cleared and the browser goes to the environment's quote
 * address (the quote's `exit_url`: BROKER_QUOTE_URL, else this site's `/quotation-ended`). A session that
 * did not come from a broker's link is left alone: it goes back to the products.
 */
export async function endBrokerSession(runtime: AppRuntime, exitUrl: string | null): Promise<void> {
  const auth = await runtime.loadAuth()
  const brokerSession = auth.actor.getSnapshot().context.broker_quote
  const signedIn = auth.actor.getSnapshot().matches('authenticated')
  if (signedIn && !brokerSession) {
    window.location.assign('/products/available-products')
    return
  }
  auth.send({ type: 'session.signOut' })
  window.location.assign(exitUrl ?? QUOTATION_ENDED_PATH)
}
