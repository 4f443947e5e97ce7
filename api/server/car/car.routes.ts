import { Hono } from 'hono'
import { carChoiceRequestSchema, carQuoteRequestSchema } from '../../contract/car'
import { todayInNl } from '../../contract/date-rules'
import { routes } from '../../contract/routes'
import { requireUser } from '../auth/require-user'
import type { AppDeps } from '../deps'
import { createLimiter, limitBody } from '../http/limits'
import { on } from '../http/route'
import { parseBody } from '../http/validate'
import { chooseCarCover, quoteCar } from './car-service'

/** Small JSON bodies: a plate, a few numbers, a date and an address. */
const CAR_BODY = 8 * 1024

/**
 * The car quote (api/contract/car.ts) over the car service (car-service.ts): `POST /car/quote` looks the
 * car and address up and quotes or refuses, `POST /car/quote/choice` prices the cart item with the cover
 * chosen (or refuses it).
 */
export function carRoutes(deps: AppDeps): Hono {
  const { db } = deps.database
  const app = new Hono()
  // A quote looks a plate up in the register: at most `lookupRateLimit` well-formed quotes per customer
  // an hour, as the other lookups, so the route does not serve to copy the register.
  const hourly = createLimiter(deps, {
    name: 'car-quote',
    limit: deps.config.lookupRateLimit,
    windowMs: 60 * 60 * 1000,
  })

  on(app, routes.carQuote, limitBody(CAR_BODY), async (c) => {
    const { user } = await requireUser(c, deps)
    const today = todayInNl()
    const request = await parseBody(c, carQuoteRequestSchema({ today }))
    await hourly.hit(String(user.id))
    const { vehicleRegister, addressLookup } = deps
    return c.json(
      await quoteCar({ db, vehicleRegister, addressLookup }, user.id, request, today, c.req.raw.signal),
    )
  })

  on(app, routes.carQuoteChoice, limitBody(CAR_BODY), async (c) => {
    const { user } = await requireUser(c, deps)
    const request = await parseBody(c, carChoiceRequestSchema)
    return c.json(await chooseCarCover(db, user.id, request, todayInNl()))
  })
  return app
}
