import { Hono } from 'hono'
import {
  ADDRESS_NOT_FOUND,
  addressLookupQuerySchema,
  companyLookupQuerySchema,
  LOOKUP_UNAVAILABLE,
  type AddressLookupResponse,
  type CompanyLookupResponse,
} from '../../contract/lookups'
import { routes } from '../../contract/routes'
import { requireUser } from '../auth/require-user'
import type { AppDeps } from '../deps'
import { HttpError } from '../http/errors'
import { createLimiter } from '../http/limits'
import { on } from '../http/route'
import { parseQuery } from '../http/validate'
import { LookupUnavailableError } from '../lookups/remote'

const HOUR = 60 * 60 * 1000

const failure = (status: 404 | 503, code: string, detail: string) =>
  new HttpError(status, { code, detail, field_errors: {}, non_field_errors: [code] })

/** The service behind a lookup failed or timed out: a 503 the form answers with "enter it by hand". */
async function orUnavailable<T>(lookup: Promise<T>): Promise<T> {
  try {
    return await lookup
  } catch (err) {
    if (err instanceof LookupUnavailableError)
      throw failure(503, LOOKUP_UNAVAILABLE, 'The lookup service does not answer; enter the details by hand.')
    throw err
  }
}

/**
 * `GET /address-lookup/search` and `GET /company-lookup/search` (forms §3, §5, §7, §8), per
 * api/contract/lookups.ts. Customers only, and each route at most `lookupRateLimit` times per customer
 * an hour (a tenth of that in a minute), bad requests included, so neither serves to copy a register.
 */
export function lookupRoutes(deps: AppDeps): Hono {
  const { addressLookup, companyLookup, config } = deps
  const app = new Hono()

  const perCustomer = (route: string) => {
    const hourly = createLimiter(deps, {
      name: `${route}-hourly`,
      limit: config.lookupRateLimit,
      windowMs: HOUR,
    })
    const burst = createLimiter(deps, {
      name: `${route}-burst`,
      limit: Math.max(1, Math.ceil(config.lookupRateLimit / 10)),
      windowMs: HOUR / 60,
    })
    return async (userId: number) => {
      await burst.hit(String(userId))
      await hourly.hit(String(userId))
    }
  }
  const addressLimit = perCustomer('address-lookup')
  const companyLimit = perCustomer('company-lookup')

  on(app, routes.addressLookup, async (c) => {
    const { user } = await requireUser(c, deps)
    await addressLimit(user.id)
    const query = parseQuery(c, addressLookupQuerySchema)
    const address = await orUnavailable(addressLookup.find(query, c.req.raw.signal))
    c.header('Cache-Control', 'no-store')
    if (!address) throw failure(404, ADDRESS_NOT_FOUND, 'No address at this postal code and house number.')
    const body: AddressLookupResponse = address
    return c.json(body)
  })

  on(app, routes.companyLookup, async (c) => {
    const { user } = await requireUser(c, deps)
    await companyLimit(user.id)
    const query = parseQuery(c, companyLookupQuerySchema)
    const body: CompanyLookupResponse = {
      result: await orUnavailable(companyLookup.search(query, c.req.raw.signal)),
    }
    c.header('Cache-Control', 'no-store')
    return c.json(body)
  })
  return app
}
