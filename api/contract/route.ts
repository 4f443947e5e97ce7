import type * as z from 'zod/v4/core'

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * Who may call a route:
 * - `none`: anyone, and the browser sends no token (a login, or a link whose own token is the proof);
 * - `optional`: anyone; a signed-in browser's token goes along, the server does not need it;
 * - `user`: a customer's bearer token of the host's partner;
 * - `admin`: an admin token of the host's partner.
 */
export type Auth = 'none' | 'optional' | 'user' | 'admin'

/**
 * One call of the API. `path` is in Hono's style (`/cart-item/:id`); `response` is the schema of a
 * JSON answer (`z.null()` for 204), or null for what is not a JSON call (a socket, a page, a multipart
 * upload answered without a body). `body` and `query` are absent when the server parses them with a
 * schema that depends on stored state (the purchase's rules) or reads them otherwise (multipart, a
 * signed webhook).
 */
export interface Route<P extends string = string, R extends z.$ZodType | null = z.$ZodType | null> {
  readonly method: Method
  readonly path: P
  readonly auth: Auth
  readonly response: R
  readonly body?: z.$ZodType
  readonly query?: z.$ZodType
  /** A WebSocket upgrade (the method is GET). */
  readonly socket?: true
  /** Served only in development (config.devOnlyPaths). */
  readonly devOnly?: true
}

/** A route whose answer is JSON the client parses. */
export type JsonRoute<P extends string = string, R extends z.$ZodType = z.$ZodType> = Route<P, R>

/** Declares a route, keeping its path and schemas' literal types. */
export const route = <const P extends string, R extends z.$ZodType | null>(r: Route<P, R>): Route<P, R> => r

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never

/** The values of a path's `:name` parameters. */
export type PathParams<P extends string> = { readonly [K in ParamNames<P>]: string | number }

/** The route's path with each `:name` replaced by its value, URI-encoded. */
export function pathOf<P extends string>(route: Pick<Route<P>, 'path'>, params: PathParams<P>): string {
  const values = params as Record<string, string | number | undefined>
  return route.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name]
    if (value === undefined) throw new Error(`${route.path}: no value for :${name}`)
    return encodeURIComponent(String(value))
  })
}

/** The first segment of a path with its slash: '/cart-item' for '/cart-item/:id'. */
export const prefixOf = (path: string): string => `/${path.split('/')[1] ?? ''}`
