import { Hono } from 'hono'
import { cancellationSchema } from '../../contract/cancellation'
import { localeFromAcceptLanguage } from '../../contract/common'
import { todayInNl } from '../../contract/date-rules'
import { routes } from '../../contract/routes'
import { requireUser } from '../auth/require-user'
import type { AppDeps } from '../deps'
import { notFoundError } from '../http/errors'
import { partnerOrigin } from '../http/host'
import { limitBody } from '../http/limits'
import { on } from '../http/route'
import { idParam, parseWith, readJson } from '../http/validate'
import { sendCustomerMail } from '../mail/customer-mail'
import { cancellationMail } from './cancellation-mail'
import { cancellationOf, cancelPolicy, mailAddressOf } from './cancellation-service'

/** Feedback is at most 2,000 characters, which JSON may escape to 6 bytes each. */
const CANCELLATION_BODY = 16 * 1024

/**
 * Cancelling one's own policy (api/contract/cancellation.ts) over the cancellation service: what the page
 * needs, and the cancellation itself, confirmed by e-mail (kept in the inbox too).
 */
export function cancellationRoutes(deps: AppDeps): Hono {
  const { config, database, logger, queue } = deps
  const app = new Hono()

  on(app, routes.cancellation, async (c) => {
    const { user } = await requireUser(c, deps)
    const policyId = idParam(c.req.param('id'))
    if (policyId === null) throw notFoundError('No such policy.')
    const locale = localeFromAcceptLanguage(c.req.header('accept-language'))
    const info = await cancellationOf(database.db, { userId: user.id, policyId, locale, today: todayInNl() })
    return c.json(info, 200, { 'Cache-Control': 'no-store' })
  })

  on(app, routes.cancel, limitBody(CANCELLATION_BODY), async (c) => {
    const { user, partner } = await requireUser(c, deps)
    const policyId = idParam(c.req.param('id'))
    if (policyId === null) throw notFoundError('No such policy.')
    const body = await readJson(c)
    parseWith(cancellationSchema(), body) // the shape first: field errors before the policy is looked at
    const locale = localeFromAcceptLanguage(c.req.header('accept-language'))
    const { policy } = await cancelPolicy(database.db, {
      userId: user.id,
      policyId,
      locale,
      today: todayInNl(),
      body,
    })
    const to = await mailAddressOf(database.db, user.id, user.email)
    if (to) {
      const message = cancellationMail(locale, {
        to,
        link: `${partnerOrigin(config, partner)}/user/policies`,
        product: policy.product_name,
        number: policy.number,
        endDate: policy.end_date!,
      })
      // The cancellation stands once committed; its mail is kept in the inbox and sent by its job.
      await sendCustomerMail(
        { db: database.db, queue },
        { userId: user.id, kind: 'cancellation' },
        message,
      ).catch((error: unknown) => logger.error('cancellation mail failed', error))
    }
    return c.json(policy, 200)
  })
  return app
}
