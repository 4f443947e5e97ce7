import { describe, expect, it } from 'vitest'
import { FILTERED, scrubBreadcrumb, scrubEvent, scrubText } from '../../api/contract/error-scrub'

const EMAIL = 'jan.de-vries+test@example.nl'
const IBAN = 'NL91ABNA0417164300'
const JWT =
  'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjMiLCJwYXJ0bmVyIjoienpwIn0.Zm9vYmFyYmF6cXV4cXV1eHF1dXhxdXV4cXV1eA'

describe('scrubText', () => {
  it('removes e-mail addresses, also URL-encoded and in a URL', () => {
    expect(scrubText(`no account for ${EMAIL}.`)).toBe(`no account for ${FILTERED}.`)
    expect(scrubText('/users/jan%40example.nl/policies')).toBe(`/users/${FILTERED}/policies`)
    expect(scrubText('smtp://user:hunter2@mail.example.com')).not.toContain('hunter2')
  })

  it('removes IBANs written together or in groups, in capitals or a valid one in lower case', () => {
    expect(scrubText(`debit from ${IBAN} failed`)).toBe(`debit from ${FILTERED} failed`)
    expect(scrubText('debit from NL91 ABNA 0417 1643 00 failed')).toBe(`debit from ${FILTERED} failed`)
    expect(scrubText('iban nl91abna0417164300')).toBe(`iban ${FILTERED}`)
    expect(scrubText('BE68 5390 0754 7034')).toBe(FILTERED)
  })

  it('removes tokens: JWTs, authorization schemes, secret query parameters', () => {
    expect(scrubText(`refresh failed for ${JWT}`)).toBe(`refresh failed for ${FILTERED}`)
    expect(scrubText('Authorization: Bearer abc.def-123')).toBe(`Authorization: Bearer ${FILTERED}`)
    expect(scrubText('/sign-in/verify?token=s3cr3t&next=/cart')).toBe(
      `/sign-in/verify?token=${FILTERED}&next=/cart`,
    )
    expect(
      scrubText('/?external_id=42&signature_created_at=2026-01-01&signature=abcd&email=jan%40x.nl&lang=nl'),
    ).toBe(
      `/?external_id=${FILTERED}&signature_created_at=${FILTERED}&signature=${FILTERED}&email=${FILTERED}&lang=nl`,
    )
    expect(scrubText('?payment_intent_client_secret=pi_1_secret_2')).toBe(
      `?payment_intent_client_secret=${FILTERED}`,
    )
  })

  it('keeps what is no personal data: messages, paths, hashes, ids and the release', () => {
    const kept = [
      'TypeError: Cannot read properties of undefined (reading "premium")',
      'http://zzp.localhost:4310/assets/checkout-paths-BiAq4wpW.js',
      'd3845599095adf4516d78f71597a4ef4c1638ba8',
      'http 502 on GET /products/available-products',
      'node_modules/@sentry/core/build/esm/client.js',
      'render@https://zzp.verzekerd.nl/assets/index-DigYj-3o.js:1:200',
    ]
    for (const text of kept) expect(scrubText(text)).toBe(text)
  })
})

describe('scrubEvent', () => {
  const event = {
    event_id: 'fa90fdead5f74052b1e29e9d1e6f40c1',
    environment: 'qa',
    release: 'd3845599095adf4516d78f71597a4ef4c1638ba8',
    message: `could not save ${EMAIL}`,
    exception: {
      values: [
        {
          type: 'Error',
          value: `IBAN ${IBAN} refused for ${EMAIL}`,
          stacktrace: { frames: [{ filename: '/app/api/server/app.ts', function: 'save', lineno: 3 }] },
        },
      ],
    },
    request: {
      url: 'http://zzp.localhost/answers?token=abc',
      method: 'POST',
      data: { answers: [{ question: 'illness', answer: 'diabetes' }] },
      headers: { Authorization: `Bearer ${JWT}`, Cookie: 'admin_refresh=xyz', 'User-Agent': 'Chromium' },
      query_string: 'token=abc&step=2',
    },
    user: { id: '17', email: EMAIL, ip_address: '10.0.0.1' },
    contexts: { trace: { trace_id: 'ab12cdef0417164300ab12cdef041716', span_id: 'ab12cdef04171643' } },
    extra: { person: { first_name: 'Jan', birth_date: '1980-01-01' }, iban: IBAN, note: `mail ${EMAIL}` },
    breadcrumbs: [
      { category: 'console', message: `saving ${EMAIL}`, data: { arguments: [{ answers: ['diabetes'] }] } },
      { category: 'fetch', data: { url: '/sign-in/verify?token=t0k3n', method: 'GET', status_code: 401 } },
    ],
    sdkProcessingMetadata: { kept: 'as is' },
  }

  it('sends nothing of the customer: no e-mail, IBAN, token, answers, person, cookie', () => {
    const sent = JSON.stringify(scrubEvent(event))
    for (const secret of [
      EMAIL,
      IBAN,
      JWT,
      'diabetes',
      'xyz',
      'Jan',
      '1980-01-01',
      't0k3n',
      'abc',
      '10.0.0.1',
    ])
      expect(sent, secret).not.toContain(secret)
  })

  it('keeps what makes the report useful, and the SDK’s ids untouched', () => {
    const sent = scrubEvent(event)
    expect(sent.event_id).toBe(event.event_id)
    expect(sent.release).toBe(event.release)
    expect(sent.contexts.trace).toEqual(event.contexts.trace)
    expect(sent.exception.values[0]?.value).toBe(`IBAN ${FILTERED} refused for ${FILTERED}`)
    expect(sent.exception.values[0]?.stacktrace).toEqual(event.exception.values[0]?.stacktrace)
    expect(sent.request.method).toBe('POST')
    expect(sent.request.data).toBe(FILTERED)
    expect(sent.request.headers['User-Agent']).toBe('Chromium')
    expect(sent.user).toEqual({ id: '17' })
    expect(sent.sdkProcessingMetadata).toBe(event.sdkProcessingMetadata)
  })

  it('copies: the event it was given is unchanged', () => {
    const before = JSON.stringify(event)
    scrubEvent(event)
    expect(JSON.stringify(event)).toBe(before)
  })
})

describe('scrubBreadcrumb', () => {
  it('scrubs a request’s URL and a console line’s arguments, errors and elements included', () => {
    class ApiFailure extends Error {
      body = { field_errors: { email: ['taken'] } }
    }
    const crumb = scrubBreadcrumb({
      category: 'console',
      message: `failed for ${EMAIL}`,
      data: {
        url: `/partners?email=${EMAIL}`,
        arguments: [new ApiFailure(`no user ${EMAIL}`), new Map([['iban', IBAN]]), { iban: IBAN }],
      },
    })
    expect(JSON.stringify(crumb)).not.toMatch(/jan|NL91/)
    expect(crumb.data.arguments).toEqual([`Error: no user ${FILTERED}`, '[Map]', { iban: FILTERED }])
  })

  it('survives a cycle and a deep object', () => {
    const cyclic: Record<string, unknown> = { name: 'a' }
    cyclic.self = cyclic
    expect(() => scrubBreadcrumb({ data: cyclic })).not.toThrow()
  })
})
