import type { Env, Handler, Hono, MiddlewareHandler } from 'hono'
import type { Route } from '../../contract/route'

/**
 * Registers a route of the table (api/contract/routes.ts) on `app`: the method and path are the table's,
 * never written again here. Middleware (body limits, rate limits, guards) comes before the handler.
 */
export function on<P extends string>(
  app: Hono,
  route: Route<P>,
  ...handlers: [...MiddlewareHandler[], Handler<Env, P>]
): void {
  const register = app.on.bind(app) as (method: string, path: string, ...handlers: Handler[]) => unknown
  register(route.method, route.path, ...(handlers as Handler[]))
}
