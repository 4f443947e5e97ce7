import { Hono } from 'hono'
import {
  magicLinkAccountsQuerySchema,
  magicLinkRequestSchema,
  magicLinkVerifySchema,
} from '../../contract/auth'
import { routes } from '../../contract/routes'
import { createMagicLink } from '../auth/magic-links'
import { requireUser } from '../auth/require-user'
import type { AppDeps } from '../deps'
import { permissionDenied } from '../http/errors'
import { clientAddress, createLimiter, limitBody } from '../http/limits'
import { partnerOrigin } from '../http/host'
import { on } from '../http/route'
import { parseBody, parseQuery } from '../http/validate'
import { magicLinkMail } from '../mail/magic-link-mail'
import { mailLocale } from '../mail/mail-locale'
import { hostPartner } from '../users/store'
import { accountsOf, signInWithLink } from './sign-in-service'

const HOUR = 60 * 60_000

/** Sign-in by a single-use link sent by e-mail (core §2 /sign-in, /confirmation, /accounts). */
export function magicLinkRoutes(deps: AppDeps): Hono {
  const { config, database, mailer, logger } = deps
  const { db } = database
  const app = new Hono()
  const limit = limitBody(16 * 1024)
  const perAddress = createLimiter(deps, {
    name: 'magic-link-address',
    limit: config.magicLinkIpLimit,
    windowMs: HOUR,
  })
  const perEmail = createLimiter(deps, { name: 'magic-link-email', limit: 5, windowMs: HOUR })

  /**
   * POST /magic-link: the same 202 for every valid address, known or not (a first sign-in creates the user);
   * 403 `permission_denied` on a partner without `login_via_email_available`.
   */
  on(app, routes.magicLinkRequest, limit, async (c) => {
    const { email } = await parseBody(c, magicLinkRequestSchema)
    const partner = await hostPartner(c, db)
    // A partner without e-mail sign-in signs its customers in itself (docs/partner-settings.md).
    if (!partner.login_via_email_available)
      throw permissionDenied('This partner does not offer signing in by e-mail.')
    // Counted after parsing: the limits protect the mail sent, not the parser.
    await perAddress.hit(clientAddress(c, config))
    await perEmail.hit(email)
    const token = await createMagicLink(db, { email, partnerId: partner.id, ttlSeconds: config.magicLinkTtl })
    const link = `${partnerOrigin(config, partner.slug)}/sign-in/verify?token=${token}`
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
    return c.json(await signInWithLink(db, config, partner, token))
  })

  /** GET /magic-link?email=: the partner environments of the signed-in user's own address. */
  on(app, routes.magicLinkAccounts, async (c) => {
    const { user } = await requireUser(c, deps)
    const { email } = parseQuery(c, magicLinkAccountsQuerySchema)
    if (user.email !== email)
      throw permissionDenied('Only the owner of this e-mail address may list its accounts.')
    const environments = await accountsOf(db, email)
    return c.json({
      email,
      result: environments.map((env) => ({ ...env, origin: partnerOrigin(config, env.slug) })),
    })
  })
  return app
}
