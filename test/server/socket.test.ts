// @vitest-environment node
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type WebSocket from 'ws'
import { partnerSocketMessageSchema, type PartnerSocketMessage } from '../../api/contract/partner'
import { signAdminToken } from '../../api/server/auth/admin-token'
import { startServer, type RunningServer } from '../../api/server/start'
import { rawRequest, silent, testConfig, testDatabaseEnv, testSocket } from './helpers'

let server: RunningServer
let drop: () => Promise<void>
let jwtSecret: string
const opened: WebSocket[] = []

beforeAll(async () => {
  const db = await testDatabaseEnv()
  drop = db.drop
  const config = testConfig({ ...db.env, PORT: '0' })
  jwtSecret = config.jwtSecret
  server = await startServer(config, silent)
}, 60_000)
afterAll(async () => {
  for (const ws of opened) ws.terminate()
  await server?.close()
  await drop?.()
})

const host = (slug: string) => `${slug}.localhost:${server.port}`

/** Connects to 127.0.0.1 with the partner's Host header (Node cannot resolve *.localhost). */
function connect(slug: string, origin: string | null = `http://${host(slug)}`) {
  const socket = testSocket(server.port, '/ws/partner', {
    host: host(slug),
    origin,
    parse: (data): PartnerSocketMessage => partnerSocketMessageSchema.parse(data),
  })
  opened.push(socket.ws)
  return socket
}

describe('GET /ws/partner', () => {
  it("tells the partner's sockets when its colours change, and only them", async () => {
    const zzp = connect('zzp')
    const bank = connect('kroonbank')
    await Promise.all([zzp.open, bank.open])
    const token = await signAdminToken({ partner: 'zzp', name: 'Anna' }, jwtSecret)
    const res = await rawRequest(server.port, {
      method: 'POST',
      path: '/color-key-pairs',
      host: host('zzp'),
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ key: 'primary', value: '#222222' }),
    })
    expect(res.status).toBe(201)
    await expect.poll(() => zzp.messages).toContainEqual({ type: 'partner.updated', slug: 'zzp' })
    const partners = await rawRequest(server.port, { path: '/partners', host: host('zzp') })
    expect(partners.body).toContain('#222222')

    // A change made elsewhere (another instance, a migration) reaches the sockets through NOTIFY too.
    await server.database.db.execute(
      sql`update partners set support_phone_number = '+31 88 000 0000' where slug = 'kroonbank'`,
    )
    await expect.poll(() => bank.messages).toContainEqual({ type: 'partner.updated', slug: 'kroonbank' })
    expect(bank.messages.some((m) => m.slug === 'zzp')).toBe(false)
  })

  it('refuses a socket from another origin or without an origin, before upgrading', async () => {
    await expect(connect('zzp', 'http://evil.localhost:1234').open).rejects.toThrow('status 403')
    await expect(connect('zzp', `http://kroonbank.localhost:${server.port}`).open).rejects.toThrow(
      'status 403',
    )
    await expect(connect('zzp', null).open).rejects.toThrow('status 403')
    await expect(connect('nobody').open).rejects.toThrow('status 404')
  })

  it('answers 426 to a plain GET', async () => {
    const res = await rawRequest(server.port, { path: '/ws/partner', host: host('zzp') })
    expect(res.status).toBe(426)
  })
})
