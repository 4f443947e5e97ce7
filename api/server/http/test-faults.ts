import type { Context, MiddlewareHandler } from 'hono'
import { getCookie } from 'hono/cookie'
import { routes } from '../../contract/routes'
import { decodeTestFaults, TEST_FAULT_COOKIE, TEST_FAULT_HEADER } from '../../contract/test-fault'
import { errorBody } from './errors'

/** Each route of the table as a method and a matcher of its path (`/policies/:id/cancel`). */
const matchers = Object.entries(routes).map(([name, route]) => ({
  name,
  method: route.method,
  path: new RegExp(`^${route.path.replace(/:\w+/g, '[^/]+')}/?$`),
}))

/** The route table's name of a request, if it is one of its calls. */
export const routeNameOf = (method: string, path: string): string | undefined =>
  matchers.find((m) => m.method === method && m.path.test(path))?.name

/** The routes each request's faults name (only where the control is mounted). */
const armed = new WeakMap<Request, string[]>()

/**
 * Whether the test control forces route `name` for this request. A call that also does that route's
 * work (preparing the checkout starts a one-group checkout cart, as `checkoutCartSet` would) leaves that
 * work to the route itself while it is forced, so the forced answer is the one the app meets.
 */
export const isForced = (c: Context, name: string): boolean => armed.get(c.req.raw)?.includes(name) ?? false

/**
 * The path tests' fault control (api/contract/test-fault.ts), mounted only when config.testControls
 * (TEST_CONTROLS=1 outside production): a request to a route the cookie or header names is answered
 * with the fault's status and body instead of reaching its handler. Every other request passes.
 */
export function testFaults(): MiddlewareHandler {
  return async (c, next) => {
    const value = c.req.header(TEST_FAULT_HEADER) ?? getCookie(c, TEST_FAULT_COOKIE)
    if (!value) return next()
    const faults = decodeTestFaults(value)
    if (!faults)
      return c.json(errorBody('validation_error', `The ${TEST_FAULT_COOKIE} value is not valid.`), 400)
    armed.set(
      c.req.raw,
      faults.map((f) => f.route),
    )
    const name = routeNameOf(c.req.method, c.req.path)
    const fault = name ? faults.find((f) => f.route === name) : undefined
    if (!fault) return next()
    const body = { ...errorBody('test_fault', `Forced by the test control for ${name}.`), ...fault.body }
    return c.json(body, fault.status as 400)
  }
}
