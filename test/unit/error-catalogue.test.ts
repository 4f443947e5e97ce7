// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { catalogueCode, ErrorCode, type ErrorBody } from '../../api/contract/errors'

const body = (over: Partial<ErrorBody>): ErrorBody => ({
  code: 'x',
  field_errors: {},
  non_field_errors: [],
  ...over,
})
const http = (status: number, b?: ErrorBody) => ({ kind: 'http' as const, status, body: b })

describe('catalogueCode (core §8)', () => {
  it.each([
    [404, ErrorCode.notFound],
    [501, ErrorCode.notImplemented],
    [502, ErrorCode.badGateway],
    [503, ErrorCode.serviceUnavailable],
    [504, '35012'],
    [505, ErrorCode.httpVersionNotSupported],
    [500, ErrorCode.unknown],
  ])('maps HTTP %i to %s', (status, code) => {
    expect(catalogueCode(http(status))).toBe(code)
  })

  it('uses 35012 for both an invalid postal code and a 504', () => {
    expect(catalogueCode(http(400, body({ field_errors: { postal_code: ['postalCode'] } })))).toBe('35012')
    expect(catalogueCode(http(504))).toBe('35012')
  })

  it('reads the server error shape of a 400', () => {
    expect(catalogueCode(http(400, body({ field_errors: { email: ['exists'] } })))).toBe(
      ErrorCode.emailExists,
    )
    expect(catalogueCode(http(400, body({ field_errors: { answers: ['a', 'b'] } })))).toBe(ErrorCode.answers)
    expect(catalogueCode(http(400, body({ non_field_errors: ['signature_expired'] })))).toBe(
      ErrorCode.invalidLink,
    )
  })

  it('gives login failures and link failures their own messages', () => {
    expect(catalogueCode(http(401), 'login')).toBe(ErrorCode.loginFailed)
    for (const status of [401, 400, 403, 500])
      expect(catalogueCode(http(status), 'link')).toBe(ErrorCode.invalidLink)
    expect(catalogueCode(http(401))).toBe(ErrorCode.invalidLink)
  })

  it('says nothing for a cancelled request and treats no response as unknown', () => {
    expect(catalogueCode({ kind: 'cancelled' })).toBeNull()
    expect(catalogueCode({ kind: 'network' })).toBe(ErrorCode.unknown)
    expect(catalogueCode({ kind: 'timeout' })).toBe(ErrorCode.network)
  })

  it('only ever answers codes 35001 to 35012', () => {
    const codes = Object.values(ErrorCode).map(Number)
    expect(Math.min(...codes)).toBe(35001)
    expect(Math.max(...codes)).toBe(35012)
    expect(new Set(codes).size).toBe(12)
  })
})

describe('describeError', () => {
  it('gives a throttled request its own words (429 has no catalogue code)', async () => {
    const { describeError } = await import('../../views/platform/error-messages')
    const { ApiError } = await import('../../api/client/api-error')
    const text = describeError(
      new ApiError({ kind: 'http', method: 'POST', path: '/magic-link', status: 429 }),
    )
    expect(text?.message.message ?? text?.message.id).toBeTruthy()
    expect(text?.code).toBe(ErrorCode.unknown)
    const other = describeError(new ApiError({ kind: 'http', method: 'POST', path: '/x', status: 500 }))
    expect(other?.message).not.toEqual(text?.message)
  })
})
