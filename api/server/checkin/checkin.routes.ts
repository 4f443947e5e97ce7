import { Hono, type Context } from 'hono'
import { checkinBodySchema, confirmationQuerySchema } from '../../contract/checkin'
import { localeFromAcceptLanguage, type Locale } from '../../contract/common'
import { todayInNl } from '../../contract/date-rules'
import { routes } from '../../contract/routes'
import { requireUser } from '../auth/require-user'
import type { AppDeps } from '../deps'
import { notFoundError } from '../http/errors'
import { partnerOrigin } from '../http/host'
import { createLimiter, limitBody } from '../http/limits'
import { on } from '../http/route'
import { idParam, parseQuery, parseWith, readJson } from '../http/validate'
import { mailLocale } from '../mail/mail-locale'
import { hostPartner, type UserRow } from '../users/store'
import { clientConfirmationMail, confirmationLink, freelancerCopyMail } from './checkin-mail'
import { checkinOf, confirmationOf, createCheckin, freelancerOf } from './checkin-service'

/** A description of 2,000 characters, names, dates and twenty ids fit easily. */
const CHECKIN_BODY = 64 * 1024
const HOUR = 60 * 60 * 1000

const dmy = (iso: string) => iso.split('-').reverse().join('-')

/**
 * Insurance check-in (api/contract/checkin.ts) over checkin-service.ts: the freelancer submits a
 * check-in (the client is e-mailed a link to a read-only confirmation, the freelancer a copy) and reads
 * it back; the client opens the confirmation with the link's token, signed in or not.
 */
export function checkinRoutes(deps: AppDeps): Hono {
  const { db } = deps.database
  const app = new Hono()
  // Each check-in e-mails an address the freelancer typed: this stops a loop from mailing strangers.
  const perCustomer = createLimiter(deps, { name: 'checkin', limit: 20, windowMs: HOUR })
  const locale = (c: Context) => localeFromAcceptLanguage(c.req.header('accept-language'))

  on(app, routes.checkinCreate, limitBody(CHECKIN_BODY), async (c) => {
    const { user } = await requireUser(c, deps)
    const body = parseWith(checkinBodySchema({ today: todayInNl() }), await readJson(c))
    await perCustomer.hit(String(user.id))
    const partner = await hostPartner(c, db)
    const language = mailLocale(c, partner)
    const created = await createCheckin(db, user.id, body, language)
    const checkin = (await checkinOf(db, user.id, created.id, locale(c)))!
    const mailed = await notify(deps, user, partner, language, created.id, created.token)
    return c.json({ ...checkin, client_mailed: mailed }, 201)
  })

  on(app, routes.checkin, async (c) => {
    const { user } = await requireUser(c, deps)
    const id = idParam(c.req.param('id'))
    const checkin = id === null ? null : await checkinOf(db, user.id, id, locale(c))
    if (!checkin) throw notFoundError()
    return c.json(checkin, 200, { 'Cache-Control': 'no-store' })
  })

  on(app, routes.checkinConfirmation, async (c) => {
    const { token } = parseQuery(c, confirmationQuerySchema)
    const partner = await hostPartner(c, db)
    const confirmation = await confirmationOf(db, partner, token, locale(c))
    if (!confirmation) throw notFoundError('This confirmation link is unknown or has expired.')
    return c.json(confirmation, 200, { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' })
  })
  return app
}

/**
 * The client's e-mail and the freelancer's copy; the check-in is stored whatever becomes of them. True
 * when the client's e-mail went out (the freelancer is told otherwise: the link exists nowhere else).
 */
async function notify(
  deps: AppDeps,
  user: UserRow,
  partner: { slug: string; name: string },
  language: Locale,
  id: number,
  token: string,
): Promise<boolean> {
  let clientMailed = false
  try {
    const checkin = (await checkinOf(deps.database.db, user.id, id, language))!
    const freelancer = await freelancerOf(deps.database.db, user.id)
    const facts = {
      to: checkin.client_email,
      partner: partner.name,
      freelancer: [freelancer.name, freelancer.company].filter(Boolean).join(', '),
      client: checkin.client_name,
      from: dmy(checkin.period_from),
      until: dmy(checkin.period_to),
      covers: checkin.covers.map((cover) => `${cover.product_name} (${cover.number})`),
      link: confirmationLink(partnerOrigin(deps.config, partner.slug), token),
      expires: dmy(checkin.confirmation_expires_at.slice(0, 10)),
    }
    await deps.mailer.send(clientConfirmationMail(language, facts))
    clientMailed = true
    if (freelancer.email) await deps.mailer.send(freelancerCopyMail(language, facts, freelancer.email))
  } catch (err) {
    deps.logger.error(`check-in ${id} e-mail failed`, err)
  }
  return clientMailed
}
