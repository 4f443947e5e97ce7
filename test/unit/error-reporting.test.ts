import { describe, expect, it } from 'vitest'
import { ApiError } from '../../api/client/api-error'
import { isIgnoredError, reportable } from '../../api/contract/error-reporting'
import { FILTERED } from '../../api/contract/error-scrub'
import type { ErrorBody } from '../../api/contract/errors'

const body = (code: string, nonField: string[] = []): ErrorBody => ({
  code,
  field_errors: {},
  non_field_errors: nonField,
})
const failure = (status: number | undefined, errorBody?: ErrorBody, kind: ApiError['kind'] = 'http') =>
  new ApiError({ kind, method: 'GET', path: '/user', status, body: errorBody })

describe('the spec’s ignore rule (401 and 400 signature_expired)', () => {
  it('ignores the API client’s 401', () => {
    expect(isIgnoredError(failure(401, body('not_authenticated'), 'unauthorized'))).toBe(true)
    expect(isIgnoredError(failure(401, undefined, 'unauthorized'))).toBe(true)
  })

  it('ignores a 400 signature_expired, as the server sends it or in the code alone', () => {
    expect(isIgnoredError(failure(400, body('signature_expired', ['signature_expired'])))).toBe(true)
    expect(isIgnoredError(failure(400, body('invalid_link', ['signature_expired'])))).toBe(true)
    expect(isIgnoredError(failure(400, body('signature_expired')))).toBe(true)
  })

  it('ignores one wrapped in another error', () => {
    expect(isIgnoredError(new Error('loading failed', { cause: failure(401) }))).toBe(true)
  })

  it('reports everything else: other 400s, 403, 5xx, network failures, plain errors, non-errors', () => {
    const reported = [
      failure(400, body('validation_error', ['invalid_signature'])),
      failure(403, body('permission_denied')),
      failure(500, body('server_error')),
      failure(undefined, undefined, 'network'),
      new Error('boom'),
      Object.assign(new Error('signature_expired'), { status: 410 }),
      'a string',
      null,
      undefined,
    ]
    for (const error of reported) expect(isIgnoredError(error), String(error)).toBe(false)
  })
})

describe('reportable (beforeSend on both sides)', () => {
  it('drops an ignored error and scrubs the rest', () => {
    const event = { message: 'for jan@example.nl' }
    expect(reportable(event, failure(401))).toBeNull()
    expect(reportable(event, new Error('x'))).toEqual({ message: `for ${FILTERED}` })
  })
})
