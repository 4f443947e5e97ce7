// @vitest-environment node
import { chooseSampleCompany, confirmSampleAddress, sampleLookups } from './forms-steps'
import { describe, expect, it } from 'vitest'
import { createActor, fromCallback, fromPromise, type AnyActorRef } from 'xstate'
import { FORMALITIES } from '../../api/contract/checkout-forms'
import { IDENTITY_STATUS, type IdentityResponse } from '../../api/contract/identity'
import { SAMPLE_PAYMENT, SAMPLE_PERSON, SAMPLE_REQUEST_ID } from '../../machines/forms/forms.journey'
import { formsMachine } from '../../machines/forms/forms.machine'
import {
  identityVerificationMachine,
  type IdentityEvent,
  type IdentityMessage,
} from '../../machines/identity-verification.machine'
import { NEEDS_VERIFICATION } from '../../machines/identity-verification.journey'

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
const SESSION: IdentityResponse = {
  client_secret: 'vs_local_1_secret_x',
  room_name: 'room-abcdefghijklmnopqrstuv',
  provider: { kind: 'local', choose_outcome: true },
}

/** Income protection's forms (questions asked before), with the identity step's effects faked. */
function start(request: () => Promise<IdentityResponse> = async () => SESSION) {
  const purchased: unknown[] = []
  let room: ((message: IdentityMessage) => void) | null = null
  const actor = createActor(
    formsMachine.provide({
      actors: {
        ...sampleLookups,
        identityVerification: identityVerificationMachine.provide({
          actors: {
            requestSession: fromPromise(request),
            openOverlay: fromPromise(() => new Promise<void>(() => {})),
            identitySocket: fromCallback<IdentityEvent, { roomName: string }>(({ sendBack }) => {
              room = (message) => sendBack({ type: 'socket.message', message })
            }),
          },
        }),
        purchase: fromPromise(async ({ input }) => {
          purchased.push(input)
          return { outcome: 'insured' as const, products: [] }
        }),
      },
    }),
    {
      input: {
        flow: 'aov',
        items: [NEEDS_VERIFICATION],
        entryDate: '2026-11-22',
        mode: 'default',
      },
    },
  ).start()
  const identity = () => (actor.getSnapshot().children as { identity?: AnyActorRef }).identity
  const tell = (message: IdentityMessage) => room!(message)
  return { actor, identity, tell, purchased }
}

async function toPayment(actor: ReturnType<typeof start>['actor']) {
  await chooseSampleCompany(actor)
  actor.send({ type: 'user.submitPerson', person: SAMPLE_PERSON })
  await confirmSampleAddress(actor)
  for (const key of FORMALITIES) actor.send({ type: 'user.toggleFormality', key })
  actor.send({ type: 'user.submitFormalities' })
  actor.send({ type: 'user.submitPayment', payment: SAMPLE_PAYMENT, requestId: SAMPLE_REQUEST_ID })
}

describe('checkout forms with a product that requires identity verification', () => {
  it('verifies the identity after the payment step, then takes the product out', async () => {
    const { actor, identity, tell, purchased } = start()
    await toPayment(actor)
    expect(actor.getSnapshot().value).toBe('identity')
    expect(purchased).toEqual([])
    identity()!.send({ type: 'user.start' })
    await settle()
    tell({ status: IDENTITY_STATUS.processing, error: null })
    expect(actor.getSnapshot().value).toBe('identity')
    tell({ status: IDENTITY_STATUS.verified, error: null })
    await settle()
    expect(purchased).toHaveLength(1)
    expect(actor.getSnapshot().status).toBe('done')
    expect(actor.getSnapshot().output).toMatchObject({ status: 'done', outcome: 'insured' })
  })

  it('a refusal says why and lets the customer try another document; nothing is bought meanwhile', async () => {
    const { actor, identity, tell, purchased } = start()
    await toPayment(actor)
    identity()!.send({ type: 'user.start' })
    await settle()
    tell({ status: IDENTITY_STATUS.requiresInput, error: 'selfie_face_mismatch' })
    await settle()
    expect(purchased).toEqual([])
    expect(actor.getSnapshot().value).toBe('identityRefused')
    expect(actor.getSnapshot().context.identityError).toBe('selfie_face_mismatch')
    expect(actor.getSnapshot().getMeta()).toMatchObject({
      'forms.identityRefused': { route: '/checkout/identity-verification' },
    })
    // Another document: the check starts again, and a verification takes the product out.
    actor.send({ type: 'user.retry' })
    expect(actor.getSnapshot().value).toBe('identity')
    expect(actor.getSnapshot().context.identityError).toBeNull()
    identity()!.send({ type: 'user.start' })
    await settle()
    tell({ status: IDENTITY_STATUS.verified, error: null })
    await settle()
    expect(purchased).toHaveLength(1)
    expect(actor.getSnapshot().output).toMatchObject({ status: 'done', outcome: 'insured' })
  })

  it('after a refusal the customer may skip the insurance: nothing is taken out, the product marked skipped', async () => {
    const { actor, identity, tell, purchased } = start()
    await toPayment(actor)
    identity()!.send({ type: 'user.start' })
    await settle()
    tell({ status: IDENTITY_STATUS.requiresInput, error: 'document_expired' })
    await settle()
    actor.send({ type: 'user.dropOut' })
    expect(purchased).toEqual([])
    expect(actor.getSnapshot().output).toMatchObject({
      status: 'dropOut',
      outcome: null,
      products: [
        { product: NEEDS_VERIFICATION.insurance_product.id, outcome: 'skipped', policy_number: null },
      ],
    })
  })

  it('a failed request goes to the failure page with its reason; retry starts again, back returns to the payment', async () => {
    let fail = true
    const { actor, identity } = start(async () => {
      if (fail) throw { code: '35006', reason: 'identity_provider_unavailable' }
      return SESSION
    })
    await toPayment(actor)
    identity()!.send({ type: 'user.start' })
    await settle()
    expect(actor.getSnapshot().value).toBe('identityFailed')
    expect(actor.getSnapshot().getMeta()).toMatchObject({
      'forms.identityFailed': { route: '/checkout/failure' },
    })
    expect(actor.getSnapshot().context.failure).toMatchObject({
      code: '35006',
      reason: 'identity_provider_unavailable',
      // The identity journey's one failure shape (api/contract/failure.ts): a refusal, not a retry.
      retryable: false,
    })
    fail = false
    actor.send({ type: 'user.retry' })
    expect(actor.getSnapshot().value).toBe('identity')
    expect(actor.getSnapshot().context.failure).toBeNull()
    identity()!.send({ type: 'user.start' })
    await settle()
    expect(identity()!.getSnapshot().value).toEqual({ verifying: 'listening' })
    actor.send({ type: 'user.back' })
    expect(actor.getSnapshot().value).toEqual({ payment: 'editing' })
  })
})
