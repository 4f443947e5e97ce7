import { failureOf, Reason } from '../api/contract/failure'
import { ONE_OF_EACH } from './checkout/checkout.journey'
import { defineJourney, doneEvent as done, errorEvent as fail } from './graph/journey'
import { identityVerificationMachine, VERIFIED } from './identity-verification.machine'

/** Income protection requires identity verification (its seeded product does). */
export const NEEDS_VERIFICATION = {
  ...ONE_OF_EACH.aov,
  insurance_product: { ...ONE_OF_EACH.aov.insurance_product, require_identity_verification: true },
}

const words: Record<string, string> = {
  'user.start': 'The customer presses the start button',
  'socket.dropped': 'The socket drops',
  'xstate.done.actor.requestSession': 'The server opens a verification session',
  'xstate.error.actor.requestSession': 'The verification request fails',
  'xstate.error.actor.overlay': 'The provider’s overlay cannot open',
}

export const identityVerificationJourney = defineJourney({
  id: 'identityVerification',
  title: 'Identity verification over a socket',
  description:
    'The start button requests a verification session for the first product that requires it; the provider’s overlay opens while the socket of the session’s room is held. Verified goes to the result, an error to the result as a drop-out; a failed request to the failure page with a warning; a failed overlay shows a warning and the start button again. A dropped socket is opened again and the server answers the current status.',
  machine: identityVerificationMachine,
  inputs: [{ items: [NEEDS_VERIFICATION], startDate: '2026-11-25' }],
  events: [
    { type: 'user.start' },
    done('requestSession', {
      client_secret: 'vs_secret_1',
      room_name: 'room-1',
      provider: { kind: 'local', choose_outcome: true },
    }),
    fail('requestSession', failureOf(null, true)),
    fail('overlay', failureOf(Reason.overlayFailed, true)),
    { type: 'socket.message', message: { status: 'requires_input' } },
    { type: 'socket.message', message: { status: VERIFIED } },
    { type: 'socket.message', message: { status: 'requires_input', error: 'document_unverified_other' } },
    { type: 'socket.message', message: { status: 'identity.verification_session.processing' } },
    { type: 'socket.message', message: { status: 'identity.verification_session.canceled' } },
    { type: 'socket.dropped' },
    { type: 'xstate.after.RECONNECT.identityVerification.verifying.reconnecting' },
  ],
  contextKey: (s) => [s.context.status, s.context.failure !== null, s.context.reconnects],
  limit: 2_000,
  describeEvent: (event) => {
    if (event.type === 'socket.message')
      return event.message.error
        ? 'The provider reports an error'
        : event.message.status === VERIFIED
          ? 'The provider reports: verified'
          : `The provider reports: ${event.message.status}`
    if (event.type.startsWith('xstate.after.')) return 'A moment later the socket is opened again'
    return words[event.type]
  },
  sensitive: ['clientSecret', 'roomName'],
})
