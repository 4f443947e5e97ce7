import { Hono } from 'hono'
import * as z from 'zod/mini'
import { todayInNl, startDateSchema } from '../../contract/date-rules'
import { identityRequestSchema, localIdentitySubmitSchema } from '../../contract/identity'
import { isFlagOn } from '../../contract/partner'
import { routes } from '../../contract/routes'
import { requireUser } from '../auth/require-user'
import type { AppDeps } from '../deps'
import { HttpError, invalid, notFoundError, refused } from '../http/errors'
import { limitBody } from '../http/limits'
import { multipartBody } from '../http/multipart'
import { on } from '../http/route'
import { parseWith, readJson } from '../http/validate'
import { IMAGE_FIELDS, LOCAL_SUBMISSION_MAX_BYTES, readLocalSubmission } from '../identity/local-submission'
import { startIdentitySession, submitLocalIdentity } from './identity-service'

/** `{"product": 123, "start_date": "2026-01-01"}` and some room. */
const REQUEST_BODY = 1024

/**
 * `POST /identity-verification` and the local overlay's `POST /identity-verification/local/submit`
 * (api/contract/identity.ts): the request is read and checked here, the session is the identity service's
 * (identity-service.ts).
 */
export function identityRoutes(deps: AppDeps): Hono {
  const app = new Hono()

  on(app, routes.identitySession, limitBody(REQUEST_BODY), async (c) => {
    const { user, partner } = await requireUser(c, deps)
    const form = parseWith(identityRequestSchema, await readJson(c))
    const cached = await deps.partners.get(partner)
    const fromTomorrow = cached !== null && isFlagOn(cached.partner, 'start_date_from_tomorrow')
    // The same start-date rule as the purchase: the session is for the policy the customer is buying.
    const validate = cached === null || cached.partner.validate_policy_start_date
    parseWith(z.object({ start_date: startDateSchema({ today: todayInNl(), fromTomorrow, validate }) }), {
      start_date: form.start_date,
    })
    return c.json(await startIdentitySession(deps, user, form), 201)
  })

  on(app, routes.identityLocalSubmit, limitBody(LOCAL_SUBMISSION_MAX_BYTES), async (c) => {
    if (deps.identity.kind !== 'local') throw notFoundError()
    const body = multipartBody(c.req.raw)
    if (!body) throw refused('multipartRequired')
    const submission = await readLocalSubmission(body)

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

    await submitLocalIdentity(deps, form.client_secret, form.outcome)
    return c.body(null, 202)
  })
  return app
}
