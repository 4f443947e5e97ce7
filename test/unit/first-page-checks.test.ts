import { describe, expect, it } from 'vitest'
import { renderedPageSchema, runtimeConfigSchema } from '../../api/contract/page-data'
import { asRenderedPage } from '../../api/contract/rendered-page'
import { asRuntimeConfig } from '../../api/contract/runtime-config'
import { readAuthStorage } from '../../views/platform/auth-storage'
import { AUTH_STORAGE_KEY, readStoredTokens } from '../../views/platform/stored-session'
import { testPartner } from '../components/render-app'

/*
 * The first page reads the page's data and the stored session without zod (issue 26: a small first page).
 * Its hand-written checks must accept and refuse what the contract's schemas do.
 */

const WRONG = [7, 'x', true, null, [], {}] as const

/** The value with one field replaced (undefined: removed). */
const withField = (value: Record<string, unknown>, field: string, replacement: unknown) => {
  const copy = { ...value }
  if (replacement === undefined) delete copy[field]
  else copy[field] = replacement
  return copy
}

describe('asRuntimeConfig', () => {
  const valid = { app_env: 'production', sentry_dsn: 'https://k@sentry.example/1', release: null }
  const cases: unknown[] = [valid, null, 'x', [], {}, { ...valid, extra: 1 }]
  for (const field of Object.keys(valid))
    for (const replacement of [undefined, ...WRONG]) cases.push(withField(valid, field, replacement))

  it.each(cases.map((value) => [JSON.stringify(value), value]))('%s', (_, value) => {
    const parsed = runtimeConfigSchema.safeParse(value)
    expect(asRuntimeConfig(value)).toEqual(parsed.success ? parsed.data : null)
  })
})

describe('asRenderedPage', () => {
  const partner = testPartner() as unknown as Record<string, unknown>
  const valid = { partner, locale: 'en' }
  const cases: unknown[] = [
    valid,
    null,
    {},
    { partner },
    { ...valid, locale: 'xx' },
    { ...valid, partner: [] },
  ]
  // Every field of the partner missing or of another type: what the page paints with must be all there.
  for (const field of Object.keys(partner))
    for (const replacement of [undefined, ...WRONG])
      cases.push({ ...valid, partner: withField(partner, field, replacement) })
  for (const languages of [[], ['nl', 'xx'], [7]])
    cases.push({ ...valid, partner: { ...partner, languages } })
  cases.push({ ...valid, partner: { ...partner, default_language: 'xx' } })
  cases.push({ ...valid, partner: { ...partner, colors: [7] } })
  cases.push({
    ...valid,
    partner: { ...partner, brand: { logo_primary: 7, logo_secondary: null, font_primary: null } },
  })

  it.each(cases.map((value, i) => [i, value]))('case %i', (_, value) => {
    expect(asRenderedPage(value) !== null).toBe(renderedPageSchema.safeParse(value).success)
  })
})

describe('readStoredTokens', () => {
  const stored = {
    authenticated: true,
    access_token: 'a',
    refresh_token: 'r',
    external_id: null,
    user_quote: null,
    broker_quote: false,
    user: null,
    insuranceFlow: 'default',
  }
  const cases: unknown[] = [stored, null, [], 'x', { ...stored, authenticated: false }]
  for (const field of Object.keys(stored))
    for (const replacement of [undefined, ...WRONG])
      // The user within is not checked (stored-session.ts): the auth journey signs such a session out.
      if (!(
        field === 'user' &&
        replacement !== null &&
        typeof replacement === 'object' &&
        !Array.isArray(replacement)
      ))
        cases.push(withField(stored, field, replacement))

  it.each(cases.map((value) => [JSON.stringify(value), value]))('%s', (_, value) => {
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(value))
    expect(readStoredTokens()).toEqual(readAuthStorage().tokens)
  })

  it('is null for nothing stored and for what is not JSON', () => {
    localStorage.removeItem(AUTH_STORAGE_KEY)
    expect(readStoredTokens()).toBeNull()
    localStorage.setItem(AUTH_STORAGE_KEY, '{')
    expect(readStoredTokens()).toBeNull()
  })
})
