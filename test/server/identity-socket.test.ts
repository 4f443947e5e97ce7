// @vitest-environment node
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type WebSocket from 'ws'
import { IDENTITY_STATUS, type IdentitySocketMessage } from '../../api/contract/identity'
import { identityVerifications, insuranceProducts, professions } from '../../api/server/db/schema'
import { startServer, type RunningServer } from '../../api/server/start'
import { rawRequest, silent, testConfig, testDatabaseEnv } from './helpers'
import { identitySessionOverHttp, identitySocket, signedEvent, submitOverHttp } from './identity-helpers'

const WEBHOOK_SECRET = 'whsec_socket_test'

let server: RunningServer
let drop: () => Promise<void>
let profession: number
let aov: number
const opened: WebSocket[] = []

beforeAll(async () => {
  const db = await testDatabaseEnv()
  drop = db.drop
  const config = testConfig({
    ...db.env,
    PORT: '0',
    LOCAL_IDENTITY_DELAY_MS: '50',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  })
  server = await startServer(config, silent)
  const [p] = await server.database.db
    .select({ id: professions.id })
    .from(professions)
    .where(eq(professions.slug, 'webdeveloper'))
  const [a] = await server.database.db
    .select({ id: insuranceProducts.id })
    .from(insuranceProducts)
    .where(eq(insuranceProducts.slug, 'aov'))
  profession = p!.id
  aov = a!.id
}, 60_000)
afterAll(async () => {
  for (const ws of opened) ws.terminate()
  await server?.close()
  await drop?.()
})

const sessionFor = (externalId: string) =>
  identitySessionOverHttp(server.port, { externalId, profession, product: aov })

function connect(room: string, options: Parameters<typeof identitySocket>[2] = {}) {
  const socket = identitySocket(server.port, room, options)
  opened.push(socket.ws)
  return socket
}

const status = (name: keyof typeof IDENTITY_STATUS, error: IdentitySocketMessage['error'] = null) => ({
  status: IDENTITY_STATUS[name],
  error,
})

describe('GET /stripe/identity/:room/', () => {
  it('answers 426 to a plain GET', async () => {
    const { session } = await sessionFor('sock-plain')
    const res = await rawRequest(server.port, {
      path: `/stripe/identity/${session.room_name}/`,
      host: `zzp.localhost:${server.port}`,
    })
    expect(res.status).toBe(426)
  })

  it('refuses a foreign or missing origin (403) and an unknown room (404), before upgrading', async () => {
    const { session } = await sessionFor('sock-refuse')
    await expect(connect(session.room_name, { origin: 'http://evil.localhost:1234' }).open).rejects.toThrow(
      'status 403',
    )
    await expect(connect(session.room_name, { origin: null }).open).rejects.toThrow('status 403')
    await expect(connect('A'.repeat(32)).open).rejects.toThrow('status 404')
    await expect(connect('no').open).rejects.toThrow('status 404')
  })

  it('tells the current status on connect, then each change in order, and stays open', async () => {
    const { session } = await sessionFor('sock-verified')
    const socket = connect(session.room_name)
    await socket.open
    await expect.poll(() => socket.messages).toEqual([status('created')])
    const res = await submitOverHttp(server.port, { client_secret: session.client_secret })
    expect(res.status).toBe(202)
    await expect
      .poll(() => socket.messages)
      .toEqual([status('created'), status('processing'), status('verified')])
    // The browser closes it; the server does not.
    await new Promise((r) => setTimeout(r, 150))
    expect(socket.ws.readyState).toBe(socket.ws.OPEN)
    expect(socket.messages).toHaveLength(3)
  })

  it('tells requires_input with the error of a refused submission (address without the slash)', async () => {
    const { session } = await sessionFor('sock-mismatch')
    const socket = connect(session.room_name, { slash: false })
    await socket.open
    await expect.poll(() => socket.messages).toEqual([status('created')])
    await submitOverHttp(server.port, {
      client_secret: session.client_secret,
      outcome: 'selfie_face_mismatch',
    })
    await expect
      .poll(() => socket.messages)
      .toEqual([status('created'), status('processing'), status('requiresInput', 'selfie_face_mismatch')])
  })

  it('gives a socket opened again the status reached meanwhile', async () => {
    const { session } = await sessionFor('sock-reconnect')
    const first = connect(session.room_name)
    await first.open
    await expect.poll(() => first.messages).toEqual([status('created')])
    first.ws.close()
    await submitOverHttp(server.port, { client_secret: session.client_secret })
    // The stand-in's outcome is a job run after its delay: recorded while no socket was open.
    await expect
      .poll(async () => {
        const [row] = await server.database.db
          .select({ status: identityVerifications.status })
          .from(identityVerifications)
          .where(eq(identityVerifications.room_name, session.room_name))
        return row?.status
      })
      .toBe(IDENTITY_STATUS.verified)
    const again = connect(session.room_name)
    await again.open
    await expect.poll(() => again.messages).toEqual([status('verified')])
  })

  it('hears what a signed webhook records', async () => {
    const { session } = await sessionFor('sock-webhook')
    const socket = connect(session.room_name)
    await socket.open
    await expect.poll(() => socket.messages).toEqual([status('created')])
    const sessionId = session.client_secret.replace(/_secret_.*$/, '')
    const { body, signature } = signedEvent(WEBHOOK_SECRET, IDENTITY_STATUS.requiresInput, {
      id: sessionId,
      last_error: { code: 'document_expired' },
    })
    const res = await rawRequest(server.port, {
      method: 'POST',
      path: '/stripe/webhook',
      host: `zzp.localhost:${server.port}`,
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
      body,
    })
    expect(res.status).toBe(200)
    await expect
      .poll(() => socket.messages)
      .toEqual([status('created'), status('requiresInput', 'document_expired')])
  })
})
