import { upgradeWebSocket } from '@hono/node-server'
import { Hono } from 'hono'
import type { WebSocket } from 'ws'
import { routes } from '../../contract/routes'
import type { AppDeps } from '../deps'
import { partnerSlug } from '../http/host'
import { keepAlive } from '../http/keep-alive'
import { on } from '../http/route'
import { guardSocket } from '../http/socket-guard'
import { partnerChannel } from '../partners/updates'
import { requirePartner } from './require-partner'

/** `GET /ws/partner`: a socket that hears `partner.updated` whenever the host's partner changes. */
export function partnerSocketRoutes({ partners, realtime }: AppDeps): Hono {
  const app = new Hono()
  on(
    app,
    routes.partnerSocket,
    async (c, next) => {
      guardSocket(c)
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
