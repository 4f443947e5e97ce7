import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { ContrastFailureBody, ErrorBody } from '../../contract/errors'

/** Error codes the server puts in `code` of the error body. */
export type ServerErrorCode =
  | 'validation_error'
  | 'invalid_json'
  | 'not_authenticated'
  | 'permission_denied'
  | 'unknown_partner'
  | 'not_found'
  | 'upgrade_required'
  | 'payload_too_large'
  | 'throttled'
  | 'login_failed'
  | 'invalid_link'
  | 'signature_expired'
  | 'database_unavailable'
  | 'identity_provider_unavailable'
  | 'invalid_signature'
  | 'server_error'
  | 'direct_debit_failed'
  | 'payment_creation_failed'
  | 'invoice_already_paid'
  | 'already_insured'
  | 'already_cancelled'
  | 'policy_ended'
  | 'support_unavailable'
  | 'address_exists'
  | 'contrast'
  | 'quote_expired'
  | 'quote_used'
  /** The path tests' fault control answered (http/test-faults.ts; never in production). */
  | 'test_fault'

export const errorBody = (
  code: ServerErrorCode,
  detail: string,
  extra: Partial<Pick<ErrorBody, 'field_errors' | 'non_field_errors'>> = {},
): ErrorBody => ({
  code,
  detail,
  field_errors: extra.field_errors ?? {},
  non_field_errors: extra.non_field_errors ?? [],
})

/** Thrown by handlers and helpers; the app's onError answers it with the error body. */
export class HttpError extends Error {
  override name = 'HttpError'
  constructor(
    readonly status: ContentfulStatusCode,
    readonly body: ErrorBody,
    readonly headers: Record<string, string> = {},
  ) {
    super(body.detail ?? body.code)
  }
}

export const sendError = (c: Context, error: HttpError) => c.json(error.body, error.status, error.headers)

export const notFoundError = (detail = 'Not found.') => new HttpError(404, errorBody('not_found', detail))

export const unauthenticated = (detail: string) =>
  new HttpError(401, errorBody('not_authenticated', detail), { 'WWW-Authenticate': 'Bearer' })

export const permissionDenied = (detail: string) => new HttpError(403, errorBody('permission_denied', detail))

/** A 400 with field errors: translation keys by the field's path (`{ product: ['notFound'] }`). */
export const invalid = (field_errors: Record<string, string[]>, detail = 'The request is not valid.') =>
  new HttpError(400, errorBody('validation_error', detail, { field_errors }))

/** A 409: the request conflicts with what the customer already has (`code` and `non_field_errors: [code]`). */
export const conflict = (code: ServerErrorCode, detail: string) =>
  new HttpError(409, errorBody(code, detail, { non_field_errors: [code] }))

/** A 400 that refuses the request as a whole, for a reason the browser knows (`non_field_errors: [code]`). */
export const refused = (code: string, detail = 'The request is not valid.') =>
  new HttpError(400, errorBody('validation_error', detail, { non_field_errors: [code] }))

/**
 * A 400 for a partner theme with text/background pairs below WCAG AA (issue 20 item 3): `field_errors`
 * keyed `foreground/background` → `['contrast']`, and the pairs with their ratio, minimum and suggestion.
 */
export const contrastRefused = (failures: ContrastFailureBody[]) =>
  new HttpError(400, {
    ...errorBody(
      'contrast',
      `Too little contrast: ${failures.map((f) => `${f.foreground} on ${f.background} ${f.ratio}:1 (needs ${f.min}:1)`).join(', ')}.`,
      {
        field_errors: Object.fromEntries(
          failures.map((f) => [`${f.foreground}/${f.background}`, ['contrast']]),
        ),
      },
    ),
    contrast: failures,
  })
