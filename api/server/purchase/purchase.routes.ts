import { Hono } from 'hono'
import { localeFromAcceptLanguage } from '../../contract/common'
import { isFlagOn } from '../../contract/partner'
import { routes } from '../../contract/routes'
import { requireUser } from '../auth/require-user'
import type { AppDeps } from '../deps'
import { clientAddress, limitBody } from '../http/limits'
import { partnerOrigin } from '../http/host'
import { on } from '../http/route'
import { readJson } from '../http/validate'
import { mailLocale } from '../mail/mail-locale'
import { purchase } from './purchase-service'

/** The forms are a few hundred characters; room for escaping and a long list of formalities. */
const PURCHASE_BODY = 16 * 1024

/**
 * `POST /cart-item/purchase` (api/contract/purchase.ts): takes out the checkout cart. The work is the
 * purchase service's (purchase-service.ts), which also queues the policy documents and e-mail
 * (policies/policy-delivery.ts); the route reads what the request and the partner tell it.
 */
export function purchaseRoutes(deps: AppDeps): Hono {
  const app = new Hono()

  on(app, routes.purchase, limitBody(PURCHASE_BODY), async (c) => {
    const { user, partner } = await requireUser(c, deps)
    const input = await readJson(c)
    const cached = await deps.partners.get(partner)
    const locale = localeFromAcceptLanguage(c.req.header('accept-language'))
    const invoice = {
      currency: cached?.partner.currency ?? 'EUR',
      origin: partnerOrigin(deps.config, partner),
      locale: cached ? mailLocale(c, cached.partner) : locale,
    }
    const body = await purchase(deps, {
      userId: user.id,
      input,
      fromTomorrow: cached !== null && isFlagOn(cached.partner, 'start_date_from_tomorrow'),
      // An unknown partner gets the strict rules.
      settings: {
        validateStartDate: cached === null || cached.partner.validate_policy_start_date,
        hideKvk: cached !== null && cached.partner.hide_kvk,
      },
      locale,
      invoice,
      client: {
        ipAddress: clientAddress(c, deps.config),
        userAgent: c.req.header('user-agent') ?? 'unknown',
      },
    })
    return c.json(body)
  })
  return app
}
