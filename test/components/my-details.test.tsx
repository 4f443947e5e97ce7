import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { MantineProvider } from '@mantine/core'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import * as z from 'zod/v4/core'
import { ApiError } from '../../api/client/api-error'
import type { Http, RequestOptions } from '../../api/client/http'
import type { User } from '../../api/contract/auth'
import { errorBodySchema } from '../../api/contract/errors'
import { messages as account } from '../../i18n/locales/nl/account.po'
import { messages as funnel } from '../../i18n/locales/nl/funnel.po'
import { messages as main } from '../../i18n/locales/nl/messages.po'
import { DetailsPage } from '../../views/my-details/DetailsPage'
import { createAppRuntime } from '../../views/platform/app-runtime'
import { AppDepsProvider } from '../../views/platform/deps'
import { testPartner } from './render-app'

const USER: User = {
  id: 7,
  email: 'ada@example.nl',
  external_id: null,
  first_name: 'Ada',
  last_name: 'de Vries',
  profession: null,
  profession_description: null,
  birth_date: '1990-02-28',
  company_address: null,
  personal_address: null,
  partner: 'zzp',
  phone_number: '06 1234 5678',
  company: null,
  payment_details: { iban_last4: '4300' },
}

/** A refusal as the server answers it. */
const refusal = (options: RequestOptions<z.$ZodType>, status: number, body: unknown) =>
  new ApiError({
    kind: 'http',
    status,
    method: options.method ?? 'GET',
    path: options.path,
    body: z.parse(errorBodySchema, body),
  })

/** A signed-in customer on "Mijn gegevens"; `answer` answers the saves. */
async function showDetails(answer: (options: RequestOptions<z.$ZodType>) => unknown) {
  const http = (async (options) => {
    if (options.path === '/magic-link/verify') return z.parse(options.schema, { access: 'a', refresh: 'r' })
    // The company section reads the partner's hide_kvk (docs/partner-settings.md).
    if (options.path === '/partners') return z.parse(options.schema, { result: [testPartner()] })
    if (options.path === '/users/me' && (options.method ?? 'GET') === 'GET')
      return z.parse(options.schema, USER)
    return z.parse(options.schema, answer(options))
  }) as Http
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const runtime = createAppRuntime(
    queryClient,
    () => http,
    () => import('../../views/checkout/checkout-runtime'),
  )
  const auth = await runtime.loadAuth()
  auth.send({ type: 'login.magicLink', token: 't'.repeat(32) })
  await waitFor(() => expect(auth.actor.getSnapshot().matches('authenticated')).toBe(true))
  render(
    <I18nProvider i18n={i18n}>
      <MantineProvider env="test">
        <QueryClientProvider client={queryClient}>
          <AppDepsProvider deps={{ http, queryClient, runtime }}>
            <DetailsPage />
          </AppDepsProvider>
        </QueryClientProvider>
      </MantineProvider>
    </I18nProvider>,
  )
}

describe('DetailsPage', () => {
  beforeAll(() => {
    i18n.load('nl', { ...main, ...funnel, ...account })
    i18n.activate('nl')
  })

  it('puts a field error of the server under its field, and clears it when the field changes', async () => {
    await showDetails((options) => {
      throw refusal(options, 400, {
        code: 'validation_error',
        detail: 'The request is not valid.',
        field_errors: { phone_number: ['phoneNumberMaxLength'] },
        non_field_errors: [],
      })
    })
    const person = await screen.findByTestId('details-person')
    await waitFor(() => expect(person).toHaveTextContent('06 1234 5678'))
    fireEvent.click(within(person).getByRole('button', { name: /Wijzigen/ }))
    fireEvent.click(within(person).getByRole('button', { name: 'Opslaan' }))
    const phone = within(person).getByLabelText(/Telefoonnummer/)
    await waitFor(() => expect(person).toHaveTextContent('Een telefoonnummer heeft hoogstens 15 cijfers.'))
    expect(phone).toHaveAttribute('aria-invalid', 'true')
    fireEvent.change(phone, { target: { value: '06 1234 5679' } })
    await waitFor(() => expect(person).not.toHaveTextContent('hoogstens 15 cijfers'))
  })

  it('says a new IBAN the provider refused changed nothing, and keeps showing the old one', async () => {
    await showDetails((options) => {
      throw refusal(options, 502, {
        code: 'direct_debit_failed',
        detail: 'The direct debit could not be created.',
        field_errors: {},
        non_field_errors: ['direct_debit_failed'],
      })
    })
    const payment = await screen.findByTestId('details-payment')
    await waitFor(() => expect(payment).toHaveTextContent('•••• 4300'))
    fireEvent.click(within(payment).getByRole('button', { name: /Wijzigen/ }))
    fireEvent.change(within(payment).getByLabelText(/Nieuw IBAN/), {
      target: { value: 'NL02 ABNA 0123 4567 89' },
    })
    fireEvent.click(within(payment).getByRole('button', { name: 'Opslaan' }))
    await waitFor(() =>
      expect(within(payment).getByRole('alert')).toHaveTextContent('Je rekening is niet gewijzigd.'),
    )
    fireEvent.click(within(payment).getByRole('button', { name: 'Annuleren' }))
    expect(payment).toHaveTextContent('•••• 4300')
  })
})
