import * as z from 'zod'
import type { DatabaseHandle } from './db/client'
import type { Logger } from './logger'

/** What the hub needs of a socket (Hono's WSContext fits). */
export interface Subscriber {
  send(data: string): void
  close(code?: number, reason?: string): void
}

export interface RealtimeHub {
  /** Delivers the channel's messages to this socket until the returned function is called. */
  subscribe(channel: string, socket: Subscriber): () => void
  /** Sends a message to the channel's sockets on every server instance (through NOTIFY). */
  publish(channel: string, message: unknown): Promise<void>
  /** Sends a message to the channel's sockets on this instance only. */
  deliver(channel: string, message: unknown): void
  /** Channels with at least one socket on this instance. */
  channels(): string[]
  /** Closes every socket (going away) and stops listening. */
  close(): Promise<void>
}

/** The database channel that carries hub messages between instances. */
export const REALTIME_CHANNEL = 'realtime'
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
const MAX_PAYLOAD = 7900

const envelopeSchema = z.object({ channel: z.string(), message: z.unknown() })

export async function createRealtimeHub(database: DatabaseHandle, logger: Logger): Promise<RealtimeHub> {
  const sockets = new Map<string, Set<Subscriber>>()

  const deliver = (channel: string, message: unknown) => {
    const subscribers = sockets.get(channel)
    if (!subscribers) return
    const data = JSON.stringify(message)
    for (const socket of subscribers) {
      try {
        socket.send(data)
      } catch (err) {
        logger.warn(`socket send on ${channel} failed`, err)
      }
    }
  }

  const unlisten = await database.listen(REALTIME_CHANNEL, (payload) => {
    let json: unknown
    try {
      json = JSON.parse(payload)
    } catch {
      return // '*' after a listener reconnect, or noise: nothing to deliver
    }
    const envelope = envelopeSchema.safeParse(json)
    if (envelope.success) deliver(envelope.data.channel, envelope.data.message)
  })

  return {
    subscribe(channel, socket) {
      let set = sockets.get(channel)
      if (!set) sockets.set(channel, (set = new Set()))
      set.add(socket)
      return () => {
        set.delete(socket)
        if (set.size === 0 && sockets.get(channel) === set) sockets.delete(channel)
      }
    },
    async publish(channel, message) {
      const payload = JSON.stringify({ channel, message })
      if (Buffer.byteLength(payload) > MAX_PAYLOAD)
        throw new Error(`realtime message on ${channel} is too large`)
      await database.notify(REALTIME_CHANNEL, payload)
    },
    deliver,
    channels: () => [...sockets.keys()],
    async close() {
      for (const set of sockets.values()) for (const socket of set) socket.close(1001, 'server shutting down')
      sockets.clear()
      await unlisten().catch(() => undefined)
    },
  }
}
