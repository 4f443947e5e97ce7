import { asc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import {
  magicLinkAccountsQuerySchema,
  magicLinkRequestSchema,
  magicLinkVerifySchema,
  type TokenPair,
} from '../../contract/auth'
import { routes } from '../../contract/routes'
import { consumeMagicLink, createMagicLink } from '../auth/magic-links'
import { requireUser } from '../auth/require-user'
import { issueTokenPair } from '../auth/tokens'
import { partners, users } from '../db/schema'
import type { AppDeps } from '../deps'
import { errorBody, HttpError, permissionDenied } from '../http/errors'
import { clientAddress, createLimiter, limitBody } from '../http/limits'
import { requestOrigin } from '../http/origin'
import { on } from '../http/route'
import { parseBody, parseQuery } from '../http/validate'
import { magicLinkMail } from '../mail/magic-link-mail'
import { mailLocale } from '../mail/mail-locale'
import { hostPartner, userByEmail } from '../users/store'

const HOUR = 60 * 60_000
const invalidLink = () =>
  new HttpError(
    401,
    errorBody('invalid_link', 'The link is not valid: used, expired or unknown.', {
      non_field_errors: ['invalid_link'],
    }),
  )

/** Sign-in by a single-use link sent by e-mail (core §2 /sign-in, /confirmation, /accounts). */
export function magicLinkRoutes(deps: AppDeps): Hono {
  const { config, database, mailer, logger } = deps
  const { db } = database
  const app = new Hono()
  const limit = limitBody(16 * 1024)
  const perAddress = createLimiter({ limit: config.magicLinkIpLimit, windowMs: HOUR })
  const perEmail = createLimiter({ limit: 5, windowMs: HOUR })

  /** POST /magic-link: the same 202 for every valid address, known or not (a first sign-in creates the user). */
  on(app, routes.magicLinkRequest, limit, async (c) => {
    const { email } = await parseBody(c, magicLinkRequestSchema)
    const partner = await hostPartner(c, db)
    // Counted after parsing: the limits protect the mail sent, not the parser.
    perAddress.hit(clientAddress(c))
    perEmail.hit(email)
    const token = await createMagicLink(db, { email, partnerId: partner.id, ttlSeconds: config.magicLinkTtl })
    const link = `${requestOrigin(c)}/sign-in/verify?token=${token}`
    const message = magicLinkMail(mailLocale(c, partner), {
      to: email,
      partner: partner.name,
      link,
      ttlSeconds: config.magicLinkTtl,
    })
    try {
      await mailer.send(message)
    } catch (err) {
      // Still 202: the answer must not tell whether anything about this address differs.
      logger.error(`magic link mail to ${email} failed`, err)
    }
    return c.json({ status: 'sent' as const }, 202)
  })

  /** POST /magic-link/verify: the sign-in page posts the link's token; single use, on the partner it was asked on. */
  on(app, routes.magicLinkVerify, limit, async (c) => {
    const { token } = await parseBody(c, magicLinkVerifySchema)
    const partner = await hostPartner(c, db)
    const pair = await db.transaction(async (tx): Promise<TokenPair | null> => {
      const email = await consumeMagicLink(tx, token, partner.id)
      if (!email) return null
      const user = await userByEmail(tx, partner.id, email)
      return (await issueTokenPair(tx, config, { id: user.id, partner: partner.slug })).pair
    })
    if (!pair) throw invalidLink()
    return c.json(pair)
  })

  /** GET /magic-link?email=: the partner environments of the signed-in user's own address. */
  on(app, routes.magicLinkAccounts, async (c) => {
    const { user } = await requireUser(c, deps)
    const { email } = parseQuery(c, magicLinkAccountsQuerySchema)
    if (user.email !== email)
      throw permissionDenied('Only the owner of this e-mail address may list its accounts.')
    const result = await db
      .selectDistinct({ slug: partners.slug, name: partners.name })
      .from(users)
      .innerJoin(partners, eq(partners.id, users.partner_id))
      .where(eq(users.email, email))
      .orderBy(asc(partners.name), asc(partners.slug))
    return c.json({ email, result })
  })
  return app
}
