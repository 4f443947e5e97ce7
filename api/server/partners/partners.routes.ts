import { Hono } from 'hono'
import { routes } from '../../contract/routes'
import type { AppDeps } from '../deps'
import { on } from '../http/route'
import { requirePartner } from './require-partner'
import { webManifest } from './web-manifest'

/** `GET /partners`: the host's partner first (it is the only entry). The hot path: a cached string. */
export function partnerRoutes({ partners }: AppDeps): Hono {
  const app = new Hono()
  on(app, routes.partners, async (c) => {
    const { body } = await requirePartner(c, partners)
    return c.body(body, 200, {
      'Content-Type': 'application/json; charset=UTF-8',
      'Cache-Control': 'no-cache',
    })
  })

  /** `GET /manifest.webmanifest`: the host's partner as an installable app; revalidated, as colours change. */
  on(app, routes.webManifest, async (c) => {
    const { partner } = await requirePartner(c, partners)
    return c.body(JSON.stringify(webManifest(partner)), 200, {
      'Content-Type': 'application/manifest+json; charset=UTF-8',
      'Cache-Control': 'no-cache',
    })
  })
  return app
}
