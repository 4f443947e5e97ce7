import pg from 'pg'
import type { Logger } from '../logger'

export type NotifyCallback = (payload: string) => void

/**
 * LISTEN on a dedicated PostgreSQL connection (outside the pool). When the connection drops it reconnects,
 * LISTENs again and calls every callback with '*' because notifications may have been missed meanwhile.
 */
export function createPgListener(connectionString: string, logger: Logger) {
  const callbacks = new Map<string, Set<NotifyCallback>>()
  let client: pg.Client | undefined
  let connecting: Promise<pg.Client> | undefined
  let closed = false
  const quote = (channel: string) => `"${channel.replaceAll('"', '""')}"`

  const deliver = (channel: string, payload: string) => {
    for (const cb of callbacks.get(channel) ?? []) {
      try {
        cb(payload)
      } catch (err) {
        logger.error(`listener of ${channel} failed`, err)
      }
    }
  }

  const scheduleReconnect = () => {
    setTimeout(() => {
      if (closed) return
      ensure()
        .then(() => [...callbacks.keys()].forEach((channel) => deliver(channel, '*')))
        .catch((err) => {
          logger.warn('database listener could not reconnect, retrying', err)
          scheduleReconnect()
        })
    }, 1000).unref()
  }

  const lost = (c: pg.Client, err?: unknown) => {
    if (closed || client !== c) return
    logger.warn('database listener connection lost, reconnecting', err)
    client = undefined
    connecting = undefined
    scheduleReconnect()
  }

  const connect = async (): Promise<pg.Client> => {
    const c = new pg.Client({ connectionString })
    c.on('notification', (n) => deliver(n.channel, n.payload ?? ''))
    c.on('error', (err) => lost(c, err))
    c.on('end', () => lost(c))
    try {
      await c.connect()
      for (const channel of callbacks.keys()) await c.query(`LISTEN ${quote(channel)}`)
    } catch (err) {
      await c.end().catch(() => undefined)
      throw err
    }
    client = c
    return c
  }

  const ensure = (): Promise<pg.Client> => {
    if (client) return Promise.resolve(client)
    connecting ??= connect().catch((err) => {
      connecting = undefined
      throw err
    })
    return connecting
  }

  return {
    async listen(channel: string, cb: NotifyCallback): Promise<() => Promise<void>> {
      const c = await ensure()
      let set = callbacks.get(channel)
      if (!set) {
        set = new Set()
        callbacks.set(channel, set)
        await c.query(`LISTEN ${quote(channel)}`)
      }
      set.add(cb)
      return async () => {
        set.delete(cb)
        if (set.size > 0 || callbacks.get(channel) !== set) return
        callbacks.delete(channel)
        if (client && !closed) await client.query(`UNLISTEN ${quote(channel)}`)
      }
    },
    async close() {
      closed = true
      const c = client
      client = undefined
      if (c) await c.end().catch(() => undefined)
    },
  }
}
