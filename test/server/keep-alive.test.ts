// @vitest-environment node
import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { WebSocket, WebSocketServer } from 'ws'
import { keepAlive } from '../../api/server/http/keep-alive'

let server: WebSocketServer | undefined
afterEach(() => server?.close())

async function pair(): Promise<{ serverSide: WebSocket; client: WebSocket }> {
  server = new WebSocketServer({ port: 0, host: '127.0.0.1' })
  await once(server, 'listening')
  const client = new WebSocket(`ws://127.0.0.1:${(server.address() as AddressInfo).port}`, {
    autoPong: false,
  })
  const [serverSide] = (await once(server, 'connection')) as [WebSocket]
  return { serverSide, client }
}

describe('keepAlive', () => {
  it('keeps a socket that answers pings', async () => {
    const { serverSide, client } = await pair()
    client.on('ping', () => client.pong())
    const stop = keepAlive(serverSide, 20)
    await new Promise((r) => setTimeout(r, 120))
    expect(serverSide.readyState).toBe(WebSocket.OPEN)
    stop()
    client.close()
  })

  it('drops a socket that stops answering', async () => {
    const { serverSide, client } = await pair()
    const closed = once(serverSide, 'close')
    keepAlive(serverSide, 20)
    await closed
    expect(serverSide.readyState).toBe(WebSocket.CLOSED)
    client.terminate()
  })
})
