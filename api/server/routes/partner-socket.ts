import { upgradeWebSocket } from '@hono/node-server'
import { Hono, type Context } from 'hono'
import type { WebSocket } from 'ws'
import type { AppDeps } from '../deps'
import { errorBody, HttpError } from '../http/errors'
import { partnerSlug } from '../http/host'
import { keepAlive } from '../http/keep-alive'
import { partnerChannel } from '../partners/updates'
import { requirePartner } from './partners'

/** A browser socket must come from a page of the same host (and so the same partner). */
function sameOrigin(c: Context): boolean {
  const origin = c.req.header('origin')
  const host = c.req.header('host') ?? new URL(c.req.url).host
  if (!origin) return false
  try {
    return new URL(origin).host.toLowerCase() === host.toLowerCase()
  } catch {
    return false
  }
}

/** `GET /ws/partner`: a socket that hears `partner.updated` whenever the host's partner changes. */
export function partnerSocketRoutes({ partners, realtime }: AppDeps): Hono {
  const app = new Hono()
  app.get(
    '/ws/partner',
    async (c, next) => {
      if (c.req.header('upgrade')?.toLowerCase() !== 'websocket') {
        throw new HttpError(426, errorBody('upgrade_required', 'This address is a WebSocket.'), {
          Upgrade: 'websocket',
        })
      }
      if (!sameOrigin(c)) throw new HttpError(403, errorBody('permission_denied', 'Origin not allowed.'))
      await requirePartner(c, partners)
      await next()
    },
    upgradeWebSocket((c) => {
      const channel = partnerChannel(partnerSlug(c) ?? '')
      let unsubscribe: (() => void) | undefined
      let stopPinging: (() => void) | undefined
      const end = () => {
        unsubscribe?.()
        stopPinging?.()
      }
      return {
        onOpen: (_event, ws) => {
          unsubscribe = realtime.subscribe(channel, ws)
          stopPinging = keepAlive(ws.raw as WebSocket)
        },
        onClose: end,
        onError: end,
      }
    }),
  )
  return app
}
