import type { Context } from 'hono'
import { errorBody, HttpError } from './errors'
import { sameOrigin } from './origin'

/**
 * The checks every browser socket makes before upgrading: a plain GET is told the address is a socket
 * (426), and a socket from a page of another origin, or without one, is refused (403): sockets are not
 * bound by CORS, so without this any site could listen in with the visitor's cookies and address.
 */
export function guardSocket(c: Context): void {
  if (c.req.header('upgrade')?.toLowerCase() !== 'websocket') {
    throw new HttpError(426, errorBody('upgrade_required', 'This address is a WebSocket.'), {
      Upgrade: 'websocket',
    })
  }
  if (!sameOrigin(c)) throw new HttpError(403, errorBody('permission_denied', 'Origin not allowed.'))
}
