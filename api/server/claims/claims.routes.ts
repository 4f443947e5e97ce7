import { Hono, type Context } from 'hono'
import { claimFormSchema } from '../../contract/claims'
import { localeFromAcceptLanguage } from '../../contract/common'
import { todayInNl } from '../../contract/date-rules'
import { routes } from '../../contract/routes'
import { requireUser } from '../auth/require-user'
import type { AppDeps } from '../deps'
import { partnerOrigin } from '../http/host'
import { createLimiter, limitBody } from '../http/limits'
import { on } from '../http/route'
import { parseWith, readJson } from '../http/validate'
import { claimReceivedMail, claimsLink } from '../mail/claim-mail'
import { sendCustomerMail } from '../mail/customer-mail'
import { mailLocale } from '../mail/mail-locale'
import { hostPartner, type UserRow } from '../users/store'
import { claimablePolicies, createClaim, listClaims } from './claim-service'

/** A description of 4,000 characters (each up to 4 bytes in UTF-8) and ten document ids fit easily. */
const CLAIM_BODY = 64 * 1024
const HOUR = 60 * 60 * 1000

/**
 * The customer's claims (api/contract/claims.ts) over claim-service.ts: list them, the policies a claim
 * can be about, and report one (acknowledged by e-mail and in the inbox). Another customer's policy or
 * document is refused exactly like one that does not exist.
 */
export function claimRoutes(deps: AppDeps): Hono {
  const { db } = deps.database
  const app = new Hono()
  // A customer reports a handful of claims a year; this only stops a loop from flooding mail.
  const perCustomer = createLimiter(deps, { name: 'claim', limit: 20, windowMs: HOUR })
  const locale = (c: Context) => localeFromAcceptLanguage(c.req.header('accept-language'))

  on(app, routes.claims, async (c) => {
    const { user } = await requireUser(c, deps)
    const result = await listClaims(db, user.id, locale(c))
    return c.json({ result }, 200, { 'Cache-Control': 'no-store' })
  })

  on(app, routes.claimablePolicies, async (c) => {
    const { user } = await requireUser(c, deps)
    const result = await claimablePolicies(db, user.id, locale(c), todayInNl())
    return c.json({ result }, 200, { 'Cache-Control': 'no-store' })
  })

  on(app, routes.claimCreate, limitBody(CLAIM_BODY), async (c) => {
    const { user } = await requireUser(c, deps)
    const today = todayInNl()
    const form = parseWith(claimFormSchema({ today }), await readJson(c))
    await perCustomer.hit(String(user.id))
    const created = await createClaim(db, user.id, form, today)
    await acknowledge(c, deps, user, {
      claimId: created.id,
      policyNumber: created.policyNumber,
      names: created.names,
      occurredOn: form.occurred_on,
    })
    const claim = (await listClaims(db, user.id, locale(c))).find((x) => x.id === created.id)
    return c.json(claim, 201)
  })
  return app
}

/** The acknowledgement e-mail (kept in the inbox too); the claim is stored whatever becomes of it. */
async function acknowledge(
  c: Context,
  deps: AppDeps,
  user: UserRow,
  facts: { claimId: number; policyNumber: string; names: Record<string, string>; occurredOn: string },
): Promise<void> {
  try {
    const partner = await hostPartner(c, deps.database.db)
    const language = mailLocale(c, partner)
    const link = claimsLink(partnerOrigin(deps.config, partner.slug))
    const message = claimReceivedMail(language, {
      to: user.email ?? '',
      partner: partner.name,
      policyNumber: facts.policyNumber,
      productName: facts.names[language] ?? facts.names.nl ?? '',
      occurredOn: facts.occurredOn.split('-').reverse().join('-'),
      claimId: facts.claimId,
      link,
    })
    await sendCustomerMail(
      { db: deps.database.db, queue: deps.queue },
      { userId: user.id, kind: 'claim', link },
      message,
    )
  } catch (err) {
    deps.logger.error(`claim ${facts.claimId} acknowledgement failed`, err)
  }
}
