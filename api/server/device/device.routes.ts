import { Hono } from 'hono'
import { todayInNl } from '../../contract/date-rules'
import { deviceQuoteFormSchema, deviceQuoteOf } from '../../contract/device'
import { routes } from '../../contract/routes'
import { requireUser } from '../auth/require-user'
import { noSuchCartItem } from '../cart/cart-service'
import type { AppDeps } from '../deps'
import { limitBody } from '../http/limits'
import { on } from '../http/route'
import { idParam, parseBody } from '../http/validate'
import { readDeviceQuote, saveDeviceQuote } from './device-service'

/** A device quote's body: seven short fields. */
const DEVICE_BODY = 4 * 1024

/**
 * Device insurance's quote of a cart item (api/contract/device.ts): `PUT /device-quote/:id` checks the
 * form against today (Europe/Amsterdam), stores it and prices the item; `GET` reads it back.
 */
export function deviceRoutes(deps: AppDeps): Hono {
  const { db } = deps.database
  const app = new Hono()

  on(app, routes.deviceQuoteSave, limitBody(DEVICE_BODY), async (c) => {
    const { user } = await requireUser(c, deps)
    const id = idParam(c.req.param('id'))
    if (id === null) throw noSuchCartItem()
    const form = await parseBody(c, deviceQuoteFormSchema({ today: todayInNl() }))
    return c.json(await saveDeviceQuote(db, user.id, id, deviceQuoteOf(form)))
  })

  on(app, routes.deviceQuoteGet, async (c) => {
    const { user } = await requireUser(c, deps)
    const id = idParam(c.req.param('id'))
    if (id === null) throw noSuchCartItem()
    return c.json(await readDeviceQuote(db, user.id, id))
  })
  return app
}
