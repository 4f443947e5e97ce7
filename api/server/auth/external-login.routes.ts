import { Hono } from 'hono'
import { externalLoginRequestSchema } from '../../contract/auth'
import { routes } from '../../contract/routes'
import { afterProfessionChange } from '../aov/profession'
import { signatureExpired, validSignature } from '../auth/signature'
import { issueTokenPair } from '../auth/tokens'
import type { AppDeps } from '../deps'
import { errorBody, HttpError } from '../http/errors'
import { limitBody } from '../http/limits'
import { on } from '../http/route'
import { parseBody } from '../http/validate'
import { hostPartner, lockedUserByExternalId, userByExternalId } from '../users/store'

const loginFailed = (detail: string) => new HttpError(401, errorBody('login_failed', detail))

/**
 * `POST /jwt/create-by-external-id`: the partner's platform sends its customer here with an external id
 * signed by the partner's secret. The first login creates the user; a profession id is saved to the user.
 */
export function externalLoginRoutes({ config, database }: AppDeps): Hono {
  const { db } = database
  const app = new Hono()
  on(app, routes.externalLogin, limitBody(16 * 1024), async (c) => {
    const body = await parseBody(c, externalLoginRequestSchema)
    const partner = await hostPartner(c, db)
    if (!partner.signature_secret || !validSignature(partner.signature_secret, body)) {
      throw loginFailed('The signature is not valid.')
    }
    if (signatureExpired(body.signature_created_at)) {
      throw new HttpError(
        400,
        errorBody('signature_expired', 'The signature is too old or from the future.', {
          non_field_errors: ['signature_expired'],
        }),
      )
    }
    // Broker quotes do not exist yet, so no quote can match a broker login.
    if (body.is_broker_flow) throw loginFailed('The quote of this broker login does not exist.')
    const pair = await db.transaction(async (tx) => {
      // A login that changes the profession changes the risk class: see afterProfessionChange.
      const before = await lockedUserByExternalId(tx, partner.id, body.external_id)
      const user = await userByExternalId(tx, partner.id, body.external_id, body.profession_id)
      if (before && before.profession_id !== user.profession_id) await afterProfessionChange(tx, user.id)
      return (await issueTokenPair(tx, config, { id: user.id, partner: partner.slug })).pair
    })
    return c.json(pair)
  })
  return app
}
