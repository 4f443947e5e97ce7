import type { MiddlewareHandler } from 'hono'
import { secureHeaders } from 'hono/secure-headers'
import type { Config } from '../config'
import { underPrefix } from '../../contract/routes'
import { errorBody } from './errors'
import { LIVE_CHAT_SOURCES } from '../../contract/live-chat'
import { TAG_MANAGER_SOURCES } from '../../contract/tag-manager'

declare module 'hono' {
  interface ContextVariableMap {
    /** Set by the page handler (index.html): its nonce and whether the partner's tag manager may load. */
    pagePolicy: PagePolicy | undefined
  }
}

/** What one served page adds to the site's CSP. */
export interface PagePolicy {
  /** The per-response nonce the page's own scripts carry (and the tag manager's script gets). */
  nonce: string
  /** The host's partner has a tag manager container: its hosts are allowed on this page only. */
  tagManager: boolean
  /** The host's partner has a Trengo live chat (`trengo_key`): its hosts are allowed on this page only. */
  liveChat: boolean
}

/**
 * The Content-Security-Policy of a response: one that fits a Vite SPA styled by Mantine, never with
 * 'unsafe-inline' in script-src. A page (index.html) adds its nonce, the tag manager's hosts when the
 * partner has a container (docs/partner-settings.md) and the live chat's when it has Trengo; every other
 * response keeps the strict policy.
 */
export function contentSecurityPolicy(page?: PagePolicy): string {
  const gtm = page?.tagManager === true
  const chat = page?.liveChat === true
  const frames = [...(gtm ? TAG_MANAGER_SOURCES.frame : []), ...(chat ? LIVE_CHAT_SOURCES.frame : [])]
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    [
      'script-src',
      [
        "'self'",
        ...(page ? [`'nonce-${page.nonce}'`] : []),
        ...(gtm ? TAG_MANAGER_SOURCES.script : []),
        ...(chat ? LIVE_CHAT_SOURCES.script : []),
      ],
    ],
    // Mantine writes style attributes and <style> tags at run time.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // Partner logos may live on the partner's own https host (the tag manager's pixels too).
    ['img-src', ["'self'", 'data:', 'https:']],
    ['font-src', ["'self'", 'data:']],
    // 'self' covers same-origin ws: and wss: too.
    [
      'connect-src',
      ["'self'", ...(gtm ? TAG_MANAGER_SOURCES.connect : []), ...(chat ? LIVE_CHAT_SOURCES.connect : [])],
    ],
    ...(frames.length > 0 ? [['frame-src', frames] as [string, string[]]] : []),
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ]
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ')
}

/** Production security headers; the CSP per response (a page's carries its nonce). */
export function productionHeaders(): MiddlewareHandler {
  const headers = secureHeaders({
    xFrameOptions: 'DENY',
    xContentTypeOptions: 'nosniff',
    referrerPolicy: 'strict-origin-when-cross-origin',
    strictTransportSecurity: 'max-age=31536000; includeSubDomains',
    crossOriginEmbedderPolicy: false,
  })
  return async (c, next) =>
    headers(c, async () => {
      await next()
      c.res.headers.set('Content-Security-Policy', contentSecurityPolicy(c.get('pagePolicy')))
    })
}

/** Development-only pages (`config.devOnlyPaths`) do not exist in production. */
export function devOnly(config: Pick<Config, 'production' | 'devOnlyPaths'>): MiddlewareHandler {
  return async (c, next) => {
    if (config.production && config.devOnlyPaths.some((p) => underPrefix(c.req.path, p))) {
      return c.json(errorBody('not_found', 'Not found.'), 404)
    }
    await next()
  }
}
