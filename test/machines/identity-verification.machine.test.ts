// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { failureOf, Reason } from '../../api/contract/failure'
import type { IdentityProvider, IdentityResponse } from '../../api/contract/identity'
import { createActor, fromCallback, fromPromise } from 'xstate'
import { ONE_OF_EACH } from '../../machines/checkout/checkout.journey'
import {
  MAX_RECONNECTS,
  identityVerificationMachine,
  VERIFIED,
  type IdentityEvent,
  type IdentityMessage,
} from '../../machines/identity-verification.machine'

const plain = ONE_OF_EACH.normal
const verifiable = {
  ...ONE_OF_EACH.aov,
  insurance_product: { ...ONE_OF_EACH.aov.insurance_product, require_identity_verification: true },
}

/** A socket server of one room: the test tells what it sends; each connection is counted and can be dropped. */
function fakeRoom() {
  const connections: { room: string; closed: boolean; send: (e: IdentityEvent) => void }[] = []
  const socket = fromCallback<IdentityEvent, { roomName: string }>(({ input, sendBack }) => {
    const connection = { room: input.roomName, closed: false, send: sendBack }
    connections.push(connection)
    return () => void (connection.closed = true)
  })
  const last = () => connections.at(-1)!
  return {
    socket,
    connections,
    message: (message: IdentityMessage) => last().send({ type: 'socket.message', message }),
    drop: () => last().send({ type: 'socket.dropped' }),
  }
}

const LOCAL: IdentityProvider = { kind: 'local', choose_outcome: true }

interface Setup {
  items?: (typeof plain)[]
  request?: () => Promise<IdentityResponse>
  overlay?: () => Promise<void>
}

function start({ items = [plain, verifiable], request, overlay }: Setup = {}) {
  const room = fakeRoom()
  const requests: unknown[] = []
  const overlays: unknown[] = []
  const actor = createActor(
    identityVerificationMachine.provide({
      actors: {
        requestSession: fromPromise(async ({ input }) => {
          requests.push(input)
          return request
            ? request()
            : { client_secret: 'vs_secret_1', room_name: 'room-abc', provider: LOCAL }
        }),
        openOverlay: fromPromise(async ({ input }) => {
          overlays.push(input)
          return overlay ? overlay() : new Promise<void>(() => {})
        }),
        identitySocket: room.socket,
      },
      delays: { RECONNECT: 5 },
    }),
    { input: { items, startDate: '2026-11-25' } },
  ).start()
  return { actor, room, requests, overlays }
}
const settle = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms))

describe('identity verification', () => {
  it('requests a session for the first product that needs it, opens the overlay and the room’s socket, and ends verified', async () => {
    const { actor, room, requests, overlays } = start()
    expect(actor.getSnapshot().value).toBe('ready')
    actor.send({ type: 'user.start' })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    await settle()
    expect(requests).toEqual([{ product: verifiable.insurance_product.id, start_date: '2026-11-25' }])
    expect(overlays).toEqual([{ clientSecret: 'vs_secret_1', provider: LOCAL }])
    expect(room.connections.map((c) => c.room)).toEqual(['room-abc'])
    // The provider's progress keeps the socket.
    room.message({ status: 'requires_input' })
    room.message({ status: 'processing' })
    expect(actor.getSnapshot().context.status).toBe('processing')
    expect(room.connections[0]!.closed).toBe(false)
    room.message({ status: VERIFIED })
    expect(actor.getSnapshot().output).toMatchObject({ status: 'verified', error: null, failure: null })
    // Closed after the final message.
    expect(room.connections[0]!.closed).toBe(true)
  })

  it('ends rejected when a message carries an error', async () => {
    const { actor, room } = start()
    actor.send({ type: 'user.start' })
    await settle()
    room.message({ status: 'requires_input', error: 'document_unverified_other' })
    expect(actor.getSnapshot().output).toMatchObject({
      status: 'rejected',
      error: 'document_unverified_other',
      failure: null,
    })
    expect(room.connections[0]!.closed).toBe(true)
  })

  it('ends failed when the request fails, with the reason for the warning toast', async () => {
    const { actor, room } = start({
      request: () => Promise.reject({ code: '35010', reason: 'identity_unavailable' }),
    })
    actor.send({ type: 'user.start' })
    await settle()
    expect(actor.getSnapshot().output).toMatchObject({
      status: 'failed',
      error: 'identity_unavailable',
      failure: { reason: 'identity_unavailable' },
    })
    expect(room.connections).toEqual([])
  })

  it('shows a warning and the start button again when the overlay cannot open; the warning closes', async () => {
    const { actor, room } = start({
      overlay: () => Promise.reject(failureOf(Reason.overlayFailed, true)),
    })
    actor.send({ type: 'user.start' })
    await settle()
    expect(actor.getSnapshot().value).toBe('ready')
    expect(actor.getSnapshot().context.failure).toEqual({
      code: null,
      reason: 'overlay_failed',
      retryable: true,
    })
    expect(room.connections[0]!.closed).toBe(true)
    // Starting again clears it.
    actor.send({ type: 'user.start' })
    expect(actor.getSnapshot().context.failure).toBeNull()
  })

  it('opens a dropped socket again, and converges on the status the server answers on connect', async () => {
    const { actor, room } = start()
    actor.send({ type: 'user.start' })
    await settle()
    room.drop()
    expect(actor.getSnapshot().value).toEqual({ verifying: 'reconnecting' })
    expect(room.connections[0]!.closed).toBe(true)
    await settle(20)
    expect(room.connections).toHaveLength(2)
    expect(actor.getSnapshot().context.reconnects).toBe(1)
    // The verification finished while the socket was down: the server tells it on connect.
    room.message({ status: VERIFIED })
    expect(actor.getSnapshot().output).toMatchObject({ status: 'verified', error: null, failure: null })
  })

  it('gives up after MAX_RECONNECTS drops in a row, instead of opening a refused socket forever', async () => {
    const { actor, room } = start()
    actor.send({ type: 'user.start' })
    await settle()
    for (let i = 0; i < MAX_RECONNECTS; i++) {
      room.drop()
      await settle(20)
    }
    expect(actor.getSnapshot().context.reconnects).toBe(MAX_RECONNECTS)
    room.drop()
    expect(actor.getSnapshot().output).toMatchObject({
      status: 'failed',
      failure: { reason: 'socket_unavailable' },
    })
  })

  it('a cancelled session goes back to the start button with a warning', async () => {
    const { actor, room } = start()
    actor.send({ type: 'user.start' })
    await settle()
    room.message({ status: 'identity.verification_session.canceled' })
    expect(actor.getSnapshot().value).toBe('ready')
    expect(actor.getSnapshot().context.failure).toEqual({
      code: null,
      reason: 'overlay_cancelled',
      retryable: true,
    })
    expect(room.connections[0]!.closed).toBe(true)
  })

  it('an overlay that fails once the provider has the documents changes nothing (a reload opens it again)', async () => {
    let failOverlay: (reason: unknown) => void = () => undefined
    const { actor, room } = start({ overlay: () => new Promise<void>((_, reject) => (failOverlay = reject)) })
    actor.send({ type: 'user.start' })
    await settle()
    room.message({ status: 'identity.verification_session.processing' })
    failOverlay(failureOf(Reason.overlayFailed, true))
    await settle()
    expect(actor.getSnapshot().value).toEqual({ verifying: 'listening' })
    expect(actor.getSnapshot().context.failure).toBeNull()
    room.message({ status: VERIFIED })
    expect(actor.getSnapshot().output).toMatchObject({ status: 'verified' })
  })

  it('does not start without a product that requires identity verification', () => {
    const { actor, requests } = start({ items: [plain] })
    actor.send({ type: 'user.start' })
    expect(actor.getSnapshot().value).toBe('ready')
    expect(requests).toEqual([])
  })
})
