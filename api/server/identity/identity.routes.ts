import { randomBytes } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import * as z from 'zod/mini'
import { todayInNl, startDateSchema } from '../../contract/date-rules'
import {
  IDENTITY_SESSION_CLOSED,
  IDENTITY_STATUS,
  identityRequestSchema,
  LOCAL_IDENTITY_MAX_BYTES,
  localIdentitySubmitSchema,
  type IdentityResponse,
} from '../../contract/identity'
import { isFlagOn } from '../../contract/partner'
import { routes } from '../../contract/routes'
import { requireUser } from '../auth/require-user'
import { sameSecret } from '../auth/same-secret'
import { cartItems, identityVerifications, insuranceProducts } from '../db/schema'
import type { AppDeps } from '../deps'
import { multipartBoundary } from '../documents/multipart'
import { errorBody, HttpError, invalid, notFoundError, refused } from '../http/errors'
import { limitBody } from '../http/limits'
import { on } from '../http/route'
import { parseWith, readJson } from '../http/validate'
import { localSessionOf } from '../identity/local-provider'
import { IMAGE_FIELDS, readLocalSubmission } from '../identity/local-submission'
import { IdentityProviderUnavailableError } from '../identity/provider'
import { findBySession } from '../identity/store'

/** `{"product": 123, "start_date": "2026-01-01"}` and some room. */
const REQUEST_BODY = 1024
/** Both images full-size, plus room for part headers and the two short fields. */
const SUBMIT_BODY = 2 * LOCAL_IDENTITY_MAX_BYTES + 64 * 1024

const MAX_INT32 = 2_147_483_647

/** A room name: 192 random bits, base64url (the contract asks for at least 128). */
const newRoomName = () => randomBytes(24).toString('base64url')

/**
 * `POST /identity-verification` and the local overlay's `POST /identity-verification/local/submit`
 * (api/contract/identity.ts). Statuses are recorded by identity/status.ts and heard on the room's socket
 * (identity/identity-socket.routes.ts).
 */
export function identityRoutes(deps: AppDeps): Hono {
  const { db } = deps.database
  const app = new Hono()

  on(app, routes.identitySession, limitBody(REQUEST_BODY), async (c) => {
    const { user, partner } = await requireUser(c, deps)
    const form = parseWith(identityRequestSchema, await readJson(c))
    const cached = await deps.partners.get(partner)
    const fromTomorrow = cached !== null && isFlagOn(cached.partner, 'start_date_from_tomorrow')
    // The same start-date rule as the purchase: the session is for the policy the customer is buying.
    parseWith(z.object({ start_date: startDateSchema({ today: todayInNl(), fromTomorrow }) }), {
      start_date: form.start_date,
    })
    // An id beyond PostgreSQL's integer is no product (and must not reach the query: a 500).
    const [item] =
      form.product > MAX_INT32
        ? []
        : await db
            .select({ requires: insuranceProducts.require_identity_verification })
            .from(cartItems)
            .innerJoin(insuranceProducts, eq(insuranceProducts.id, cartItems.insurance_product_id))
            .where(
              and(
                eq(cartItems.user_id, user.id),
                eq(cartItems.in_checkout, true),
                eq(cartItems.insurance_product_id, form.product),
              ),
            )
            .limit(1)
    if (!item) throw invalid({ product: ['notInCart'] })
    if (!item.requires) throw invalid({ product: ['noVerificationRequired'] })

    const roomName = newRoomName()
    let session
    try {
      session = await deps.identity.createSession({
        userId: user.id,
        email: user.email,
        productId: form.product,
        roomName,
      })
    } catch (err) {
      if (!(err instanceof IdentityProviderUnavailableError)) throw err
      throw new HttpError(
        502,
        errorBody('identity_provider_unavailable', 'The identity verification service is not available.'),
      )
    }
    await db.insert(identityVerifications).values({
      user_id: user.id,
      insurance_product_id: form.product,
      room_name: roomName,
      provider: deps.identity.kind,
      session_id: session.sessionId,
      client_secret: session.clientSecret,
      start_date: form.start_date,
      status: IDENTITY_STATUS.created,
    })
    const body: IdentityResponse = {
      client_secret: session.clientSecret,
      room_name: roomName,
      provider: deps.identity.overlay,
    }
    return c.json(body, 201)
  })

  on(app, routes.identityLocalSubmit, limitBody(SUBMIT_BODY), async (c) => {
    if (deps.identity.kind !== 'local') throw notFoundError()
    const boundary = multipartBoundary(c.req.header('Content-Type'))
    const stream = c.req.raw.body
    if (!boundary || !stream) throw refused('multipartRequired')
    const submission = await readLocalSubmission(stream, boundary)

    const fieldErrors: Record<string, string[]> = { ...submission.fieldErrors }
    for (const name of IMAGE_FIELDS)
      if (!submission.images.has(name) && !fieldErrors[name]) fieldErrors[name] = ['required']
    // In production the stand-in verifies what it is given: no one may choose their own outcome (unless
    // the server was started for end-to-end tests with LOCAL_IDENTITY_OUTCOMES=1).
    const { outcome: chosen, ...rest } = submission.fields
    const fields = deps.config.localIdentityOutcomes ? { ...rest, outcome: chosen } : rest
    let form: z.infer<typeof localIdentitySubmitSchema> | undefined
    try {
      form = parseWith(localIdentitySubmitSchema, fields)
    } catch (err) {
      if (!(err instanceof HttpError)) throw err
      Object.assign(fieldErrors, err.body.field_errors)
    }
    if (!form || Object.keys(fieldErrors).length > 0) throw invalid(fieldErrors)

    const sessionId = localSessionOf(form.client_secret)
    const row = sessionId ? await findBySession(db, sessionId) : undefined
    if (!row || row.provider !== 'local' || !sameSecret(form.client_secret, row.client_secret))
      throw invalid({ client_secret: ['invalid'] })
    if (row.status !== IDENTITY_STATUS.created && row.status !== IDENTITY_STATUS.requiresInput)
      throw refused(IDENTITY_SESSION_CLOSED)
    await deps.localIdentity.submit(row.session_id, form.outcome ?? 'verified')
    return c.body(null, 202)
  })
  return app
}
