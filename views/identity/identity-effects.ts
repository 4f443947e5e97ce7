import { fromCallback, fromPromise } from 'xstate'
import type { Http } from '../../api/client/http'
import { openIdentitySocket, requestIdentitySession } from '../../api/client/identity'
import type { IdentityProvider, IdentityResponse } from '../../api/contract/identity'
import { identityVerificationMachine, type IdentityEvent } from '../../machines/identity-verification.machine'
import { rethrow } from '../checkout/checkout-failure'
import { loadStripeFor } from '../payments/stripe-loader'
import { OVERLAY_CANCELLED, openLocalIdentityOverlay } from './local-overlay'

/** Why the overlay failed to open (Stripe.js did not load, or Stripe refused to show the session). */
export const OVERLAY_FAILED = 'overlay_failed'

/** Opens the session in Stripe's modal, or in the local stand-in's overlay. */
async function openOverlay(clientSecret: string, provider: IdentityProvider, signal: AbortSignal) {
  if (provider.kind === 'local')
    return openLocalIdentityOverlay(clientSecret, provider.choose_outcome, signal)
  const stripe = await loadStripeFor(provider.publishable_key, provider.account).catch(() => {
    throw { code: null, reason: OVERLAY_FAILED }
  })
  const { error } = await stripe.verifyIdentity(clientSecret)
  if (error)
    throw { code: null, reason: error.code === 'session_cancelled' ? OVERLAY_CANCELLED : OVERLAY_FAILED }
}

/**
 * The room's socket as a callback actor: each valid message goes to the journey; a close it did not ask
 * for is a drop (the journey opens it again). Stopping the actor (after the final message) closes it.
 */
const identitySocket = fromCallback<IdentityEvent, { roomName: string }>(({ sendBack, input }) =>
  openIdentitySocket(
    input.roomName,
    (message) => sendBack({ type: 'socket.message', message }),
    () => sendBack({ type: 'socket.dropped' }),
  ),
)

/** The identity verification with its effects over the HTTP client, the provider's overlay and the socket. */
export const identityVerificationLogic = (http: Http) =>
  identityVerificationMachine.provide({
    actors: {
      requestSession: fromPromise<IdentityResponse, { product: number; start_date: string }>(
        ({ input, signal }) => requestIdentitySession(http, input, signal).catch(rethrow),
      ),
      openOverlay: fromPromise<void, { clientSecret: string; provider: IdentityProvider }>(
        ({ input, signal }) => openOverlay(input.clientSecret, input.provider, signal),
      ),
      identitySocket,
    },
  })
