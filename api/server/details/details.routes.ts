import { Hono } from 'hono'
import { addressCreateSchema, addressPatchSchema, paymentDetailsBodySchema } from '../../contract/details'
import { routes } from '../../contract/routes'
import { requireUser } from '../auth/require-user'
import type { AppDeps } from '../deps'
import { notFoundError } from '../http/errors'
import { clientAddress, createLimiter, limitBody } from '../http/limits'
import { on } from '../http/route'
import { idParam, parseBody } from '../http/validate'
import { createAddress, updateAddress, updatePaymentDetails } from './details-service'

/** An address or an IBAN is a few hundred characters at most. */
const DETAILS_BODY = 16 * 1024
/** New mandates per customer and hour: each is a call to the payment provider. */
export const MANDATES_PER_HOUR = 20

/**
 * The account area's addresses and payment details (core §3, §7; issue 18): `POST /addresses`,
 * `PATCH /addresses/{id}` (one's own only, else 404) and `PUT /payment-details` (a new IBAN, a new
 * mandate; at most MANDATES_PER_HOUR a customer). The person and the company are `PATCH /users/me` (users/). The work is details-service.ts.
 */
export function detailsRoutes(deps: AppDeps): Hono {
  const { db } = deps.database
  const app = new Hono()
  const mandates = createLimiter(deps, {
    name: 'payment-mandate',
    limit: MANDATES_PER_HOUR,
    windowMs: 60 * 60 * 1000,
  })

  on(app, routes.createAddress, limitBody(DETAILS_BODY), async (c) => {
    const { user } = await requireUser(c, deps)
    const body = await parseBody(c, addressCreateSchema)
    return c.json(await createAddress(db, user.id, body), 201)
  })

  on(app, routes.updateAddress, limitBody(DETAILS_BODY), async (c) => {
    const { user } = await requireUser(c, deps)
    const id = idParam(c.req.param('id'))
    if (id === null) throw notFoundError()
    const patch = await parseBody(c, addressPatchSchema)
    return c.json(await updateAddress(db, user.id, id, patch))
  })

  on(app, routes.updatePaymentDetails, limitBody(DETAILS_BODY), async (c) => {
    const { user } = await requireUser(c, deps)
    const { iban_number } = await parseBody(c, paymentDetailsBodySchema)
    // Counted once the IBAN is valid: only a request that reaches the provider counts (429 `throttled`).
    await mandates.hit(String(user.id))
    const client = {
      ipAddress: clientAddress(c, deps.config),
      userAgent: c.req.header('user-agent') ?? 'unknown',
    }
    return c.json(await updatePaymentDetails(deps, user, { iban: iban_number, client }))
  })
  return app
}
