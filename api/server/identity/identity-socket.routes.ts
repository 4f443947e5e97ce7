import { upgradeWebSocket } from '@hono/node-server'
import { Hono, type Context, type Next } from 'hono'
import type { WSContext } from 'hono/ws'
import type { WebSocket } from 'ws'
import type { IdentitySocketMessage } from '../../contract/identity'
import { routes } from '../../contract/routes'
import type { AppDeps } from '../deps'
import { notFoundError } from '../http/errors'
import { keepAlive } from '../http/keep-alive'
import { on } from '../http/route'
import { guardSocket } from '../http/socket-guard'
import { identityChannel, type IdentityEnvelope } from '../identity/status'
import { findByRoom } from '../identity/store'

/** A socket that has heard nothing for this long is closed (the customer left the overlay open and went). */
export const IDENTITY_SOCKET_IDLE_MS = 30 * 60 * 1000

/** Room names are base64url (identity.ts makes 32 characters; the contract allows 22 to 64). */
const ROOM = /^[A-Za-z0-9_-]{22,64}$/

/**
 * `GET /stripe/identity/:room/` (with or without the trailing slash; api/contract/identity.ts): the
 * session's current status on connect, then each change, as `{status, error}`. Closing is the browser's
 * business (it closes after the message it acts on); the server only closes a socket idle for 30 minutes.
 * Changes published on any instance reach it (realtime.ts); messages older than the status already sent
 * (a change that raced the connect) are dropped by their version.
 */
export function identitySocketRoutes({ database, realtime, logger }: AppDeps): Hono {
  const app = new Hono()
  const guard = async (c: Context, next: Next) => {
    guardSocket(c)
    const room = c.req.param('room') ?? ''
    if (!ROOM.test(room) || !(await findByRoom(database.db, room))) throw notFoundError('No such room.')
    await next()
  }
  const socket = upgradeWebSocket((c) => {
    const room = c.req.param('room') ?? ''
    let sentVersion = 0
    let opened = false
    const waiting: IdentityEnvelope[] = []
    let idle: NodeJS.Timeout | undefined
    let unsubscribe: (() => void) | undefined
    let stopPinging: (() => void) | undefined

    const send = (ws: Pick<WSContext, 'send' | 'close'>, envelope: IdentityEnvelope) => {
      if (envelope.version <= sentVersion) return
      sentVersion = envelope.version
      const message: IdentitySocketMessage = { status: envelope.status, error: envelope.error }
      ws.send(JSON.stringify(message))
      clearTimeout(idle)
      idle = setTimeout(() => ws.close(1000, 'idle'), IDENTITY_SOCKET_IDLE_MS)
      idle.unref?.()
    }
    const end = () => {
      clearTimeout(idle)
      unsubscribe?.()
      stopPinging?.()
    }
    return {
      onOpen: (_event, ws) => {
        stopPinging = keepAlive(ws.raw as WebSocket)
        // Subscribe before reading the row: a change in between is then heard, not lost.
        unsubscribe = realtime.subscribe(identityChannel(room), {
          send(data) {
            const envelope = JSON.parse(data) as IdentityEnvelope
            if (opened) send(ws, envelope)
            else waiting.push(envelope)
          },
          close: (code, reason) => ws.close(code, reason),
        })
        findByRoom(database.db, room).then(
          (row) => {
            if (!row) return ws.close(1011, 'gone')
            send(ws, { status: row.status, error: row.error, version: row.version })
            opened = true
            for (const envelope of waiting.splice(0)) send(ws, envelope)
          },
          (err: unknown) => {
            logger.warn('identity socket could not read its room', err)
            ws.close(1011, 'unavailable')
          },
        )
      },
      onClose: end,
      onError: end,
    }
  })
  on(app, routes.identitySocket, guard, socket)
  // The same room without the trailing slash the browser writes.
  app.get(routes.identitySocket.path.replace(/\/$/, ''), guard, socket)
  return app
}
