import { QueryClient } from '@tanstack/react-query'
import { createMemoryHistory } from '@tanstack/react-router'
import { render } from '@testing-library/react'
import * as z from 'zod/v4/core'
import { ApiError } from '../../api/client/api-error'
import type { Http } from '../../api/client/http'
import type { Partner } from '../../api/contract/partner'
import type { User } from '../../api/contract/auth'
import { App } from '../../views/app/App'
import { createAppRuntime } from '../../views/platform/app-runtime'
import { createAppRouter } from '../../views/router'

export function testPartner(over: Partial<Partner> = {}): Partner {
  return {
    slug: 'zzp',
    name: 'ZZP Schild',
    languages: ['nl', 'en', 'fr', 'de'],
    default_language: 'nl',
    translations: {},
    available_languages: [
      { code: 'nl', name: 'Nederlands', abbreviation: 'NL' },
      { code: 'en', name: 'English', abbreviation: 'EN' },
      { code: 'fr', name: 'Français', abbreviation: 'FR' },
      { code: 'de', name: 'Deutsch', abbreviation: 'DE' },
    ],
    hide_kvk: false,
    allow_manual_company_information_input: true,
    login_via_email_available: true,
    google_tag_manager_code: null,
    google_tag_manager_id: null,
    validate_policy_start_date: true,
    brand: { logo_primary: '/logos/zzp.svg', logo_secondary: null, font_primary: null },
    colors: [
      {
        id: 1,
        key: 'primary',
        value: '#0f766e',
        group: 'brand',
        title: 'Primary',
        global: false,
        fallbackKey: null,
      },
    ],
    support_email: 'hulp@zzpschild.example',
    support_phone_number: '020 123 4567',
    trengo_key: null,
    is_direct: true,
    enable_visual_effects: true,
    hide_professions_on_welcome_screen: false,
    hide_profession_page: false,
    currency: 'EUR',
    expo_ip: null,
    returnURL: null,
    features: { promo_ticker: { active: true } },
    ...over,
  }
}

/** A customer as `GET /users/me` answers, with only an id, an e-mail address and the partner filled in. */
export function testUser(over: Partial<User> = {}): User {
  return {
    id: 7,
    email: 'ada@example.nl',
    external_id: null,
    first_name: null,
    last_name: null,
    profession: null,
    profession_description: null,
    birth_date: null,
    company_address: null,
    personal_address: null,
    partner: 'zzp',
    ...over,
  }
}

/** The app's query cache, runtime and router over `http`, at `path` (memory history), as main.tsx makes them. */
export function createTestApp(http: Http, path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const runtime = createAppRuntime(
    queryClient,
    () => http,
    () => import('../../views/checkout/checkout-runtime'),
  )
  const router = createAppRouter(
    { queryClient, http, runtime },
    createMemoryHistory({ initialEntries: [path] }),
  )
  return { queryClient, runtime, router }
}

/**
 * Renders the whole app at a path, with an HTTP client that answers GET /partners from `partner` and any
 * other path from `answers` (a path it does not know fails as a 404, so a stray call shows).
 */
export function renderApp(path: string, partner: Partner | 'unknown', answers: Record<string, unknown> = {}) {
  const calls: string[] = []
  const http = (async (options) => {
    calls.push(options.path)
    if (partner === 'unknown' || !(options.path === '/partners' || options.path in answers)) {
      throw new ApiError({ kind: 'http', method: 'GET', path: options.path, status: 404 })
    }
    const body = options.path === '/partners' ? { result: [partner] } : answers[options.path]
    return z.parse(options.schema, body)
  }) as Http
  const { queryClient, runtime, router } = createTestApp(http, path)
  return {
    ...render(<App deps={{ http, queryClient, runtime }} router={router} env="test" />),
    router,
    calls,
  }
}
