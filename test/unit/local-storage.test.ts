import { QueryClient } from '@tanstack/react-query'
import { beforeEach, describe, expect, it } from 'vitest'
import { waitFor } from 'xstate'
import * as z from 'zod/v4/core'
import type { Http } from '../../api/client/http'
import type { User } from '../../api/contract/auth'
import { LANGUAGE_STORAGE_KEY, readStoredLanguage } from '../../i18n/languages'
import { CONSENT_KEY, parseConsent } from '../../views/analytics/consent'
import { CHECKIN_STORAGE_KEY, checkinActor } from '../../views/checkin/checkin-runtime'
import { CHECKOUT_STORAGE_KEY, createCheckoutRuntime } from '../../views/checkout/checkout-runtime'
import { PARTNER_STORAGE_KEY, readStoredPartner } from '../../views/partner/partner-query'
import { AUTH_STORAGE_KEY, readAuthStorage, writeAuthStorage } from '../../views/platform/auth-storage'
import { forgetRetiredStorage } from '../../views/platform/retired-storage'
import { takeReturn } from '../../views/platform/return-to'

/** What each key's reader is given (docs/local-storage.md): none of it may stop the site from starting. */
const CORRUPTED = ['{"broken', 'undefined', 'null', '42', '"text"', '[]', '{}', JSON.stringify({ v: 99 })]

const ada: User = {
  id: 7,
  email: 'ada@example.nl',
  external_id: 'klant-7',
  first_name: 'Ada',
  last_name: 'de Vries',
  profession: { id: 3, name: 'Timmerman' },
  profession_description: 'Ik bouw trappen',
  birth_date: '1990-02-28',
  company_address: null,
  personal_address: {
    id: 1,
    type: 'personal',
    street: 'Dorpsstraat',
    house_number: '5',
    house_number_addition: null,
    postal_code: '1234AB',
    city: 'Amsterdam',
    country: 'NL',
  },
  partner: 'zzp',
  phone_number: '0612345678',
  payment_details: { iban_last4: '4300' },
}

/** An HTTP client that never answers: the journeys start, nothing they ask for comes back. */
const silentHttp = (() => new Promise(() => {})) as unknown as Http
/** One that answers the check-in's `GET /policies` with none, and nothing else. */
const noPolicies = (async (options) => {
  if (options.path !== '/policies') return new Promise(() => {})
  return z.parse(options.schema, { current: [], expired: [], recommended: [] })
}) as Http

/** The check-in journey is one per user for the page (checkin-runtime.ts): each test is another user. */
let userId = 100
beforeEach(() => {
  userId += 1
  localStorage.clear()
  sessionStorage.clear()
})

describe('every reader survives a corrupted value', () => {
  it.each(CORRUPTED)('%s', async (raw) => {
    for (const key of [
      AUTH_STORAGE_KEY,
      PARTNER_STORAGE_KEY,
      LANGUAGE_STORAGE_KEY,
      'user-choice',
      CONSENT_KEY,
    ])
      localStorage.setItem(key, raw)
    expect(readAuthStorage().tokens).toBeNull()
    await expect(readStoredPartner('zzp')).resolves.toBeUndefined()
    expect(readStoredLanguage()).toBeNull()
    expect(takeReturn()).toBeNull()
    expect(parseConsent(localStorage.getItem(CONSENT_KEY), Date.now())).toBeNull()
  })

  it.each(CORRUPTED)('the checkout and check-in journeys given %s start anew', (raw) => {
    sessionStorage.setItem(CHECKOUT_STORAGE_KEY, raw)
    sessionStorage.setItem(CHECKIN_STORAGE_KEY, raw)
    const checkout = createCheckoutRuntime(silentHttp, new QueryClient(), 7)
    expect(checkout.actor.getSnapshot().status).toBe('active')
    checkout.stop()
    const checkin = checkinActor(silentHttp, userId)
    expect(checkin.getSnapshot().status).toBe('active')
    checkin.stop()
  })
})

describe('auth-storage keeps no personal detail', () => {
  const session = {
    tokens: { access: 'a', refresh: 'r' },
    external_id: 'klant-7',
    user_quote: null,
    broker_quote: false,
    user: ada,
    insuranceFlow: 'default' as const,
  }

  it('writes whose session it is, and none of the profile', () => {
    writeAuthStorage(session)
    const raw = localStorage.getItem(AUTH_STORAGE_KEY)!
    for (const personal of [
      'ada@example.nl',
      'Ada',
      'de Vries',
      '1990-02-28',
      'Dorpsstraat',
      '0612345678',
      '4300',
    ])
      expect(raw).not.toContain(personal)
    expect(JSON.parse(raw).user).toMatchObject({ id: 7, partner: 'zzp', profession: { id: 3 }, email: null })
    expect(readAuthStorage().user).toMatchObject({ id: 7, first_name: null, birth_date: null })
  })

  it('reads a session stored with the details before as one without them', () => {
    localStorage.setItem(
      AUTH_STORAGE_KEY,
      JSON.stringify({
        authenticated: true,
        access_token: 'a',
        refresh_token: 'r',
        external_id: null,
        user: ada,
        insuranceFlow: 'default',
      }),
    )
    const { tokens, user } = readAuthStorage()
    expect(tokens).toEqual({ access: 'a', refresh: 'r' })
    expect(user).toMatchObject({ id: 7, email: null, last_name: null, personal_address: null })
    expect(user).not.toHaveProperty('payment_details')
  })
})

describe('the journeys holding what the customer typed', () => {
  it('are kept in the tab’s session storage, never in local storage', async () => {
    const checkout = createCheckoutRuntime(silentHttp, new QueryClient(), 7)
    checkout.actor.send({ type: 'cart.continue', mode: 'default' })
    // Written once the step has settled (a microtask later).
    await Promise.resolve()
    checkout.stop()
    const checkin = checkinActor(noPolicies, userId)
    await waitFor(checkin, (s) => !s.matches('loadingCover'))
    checkin.stop()
    expect(JSON.parse(sessionStorage.getItem(CHECKOUT_STORAGE_KEY)!)).toMatchObject({ owner: 7 })
    expect(JSON.parse(sessionStorage.getItem(CHECKIN_STORAGE_KEY)!)).toMatchObject({ user: userId })
    expect(Object.keys(localStorage)).toEqual([])
  })

  it('are removed from local storage where an earlier version kept them', () => {
    localStorage.setItem(
      'cart',
      JSON.stringify({ snapshot: { context: { iban_number: 'NL91ABNA0417164300' } } }),
    )
    localStorage.setItem('checkin', JSON.stringify({ snapshot: { context: { client_email: 'b@c.nl' } } }))
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en')
    forgetRetiredStorage()
    expect(Object.keys(localStorage)).toEqual([LANGUAGE_STORAGE_KEY])
  })
})
