import type { Context, MiddlewareHandler } from 'hono'
import type { Config } from '../config'

declare module 'hono' {
  interface ContextVariableMap {
    /** The partner of the request's host (partnerHost), or null when the host is no partner's. */
    partnerSlug: string | null
  }
}

const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/

/**
 * The partner slug of a host name: `<slug>.<domain>` for one of the partners' `domains` (`zzp.localhost`
 * -> `zzp` under `localhost`). Any other host, a bare domain, a deeper name or an IP is no partner: links
 * and pages are only ever made for hosts we serve.
 */
export function slugFromHostname(hostname: string, domains: readonly string[]): string | null {
  const host = hostname.toLowerCase().replace(/\.$/, '')
  for (const domain of domains) {
    if (!host.endsWith(`.${domain}`)) continue
    const label = host.slice(0, -domain.length - 1)
    if (SLUG.test(label)) return label
  }
  return null
}

/**
 * The request's partner: the request URL's host name (what Node builds from the Host header, and what
 * `app.request('http://zzp.localhost/...')` sets in tests), then the Host header itself.
 */
function resolvePartner(c: Context, domains: readonly string[]): string | null {
  const fromUrl = slugFromHostname(new URL(c.req.url).hostname, domains)
  if (fromUrl) return fromUrl
  const header = c.req.header('host')
  if (!header || !URL.canParse(`http://${header}`)) return null
  return slugFromHostname(new URL(`http://${header}`).hostname, domains)
}

/** Resolves the request's partner once, from its host under the configured domains (partnerSlug reads it). */
export const partnerHost =
  (config: Pick<Config, 'partnerDomains'>): MiddlewareHandler =>
  async (c, next) => {
    c.set('partnerSlug', resolvePartner(c, config.partnerDomains))
    await next()
  }

/** The requesting partner's slug (resolved by partnerHost), or null when the host is no partner's. */
export const partnerSlug = (c: Context): string | null => c.get('partnerSlug') ?? null

/** The partner's own site: the configured origin template with its slug (`http://zzp.localhost:3000`). */
export const partnerOrigin = (config: Pick<Config, 'partnerOrigin'>, slug: string): string =>
  config.partnerOrigin.replace('{partner}', slug)
