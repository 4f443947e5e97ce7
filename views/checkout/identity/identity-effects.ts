import { fromCallback, fromPromise } from 'xstate'
import { rethrow } from '../../../api/client/failure'
import type { Http } from '../../../api/client/http'
import { openIdentitySocket, requestIdentitySession } from '../../../api/client/identity'
import { failureOf, Reason } from '../../../api/contract/failure'
import type { IdentityProvider, IdentityResponse } from '../../../api/contract/identity'
import {
  identityVerificationMachine,
  type IdentityEvent,
} from '../../../machines/identity-verification.machine'
import { loadStripeFor } from '../../platform/stripe-loader'
import { openLocalIdentityOverlay } from './local-overlay'

/** Opens the session in Stripe's modal, or in the local stand-in's overlay. */
async function openOverlay(clientSecret: string, provider: IdentityProvider, signal: AbortSignal) {
  if (provider.kind === 'local')
    return openLocalIdentityOverlay(clientSecret, provider.choose_outcome, signal)
  // Stripe.js did not load, or Stripe refused to show the session: the overlay failed.
  const stripe = await loadStripeFor(provider.publishable_key, provider.account).catch(() => {
    throw failureOf(Reason.overlayFailed, true)
  })
  const { error } = await stripe.verifyIdentity(clientSecret)
  if (error)
    throw failureOf(error.code === 'session_cancelled' ? Reason.overlayCancelled : Reason.overlayFailed, true)
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
