import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { MantineProvider } from '@mantine/core'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { beforeAll, describe, expect, it } from 'vitest'
import * as z from 'zod/v4/core'
import type { Http } from '../../api/client/http'
import type { CustomerInvoice } from '../../api/contract/invoices'
import type { InvoiceStatus } from '../../api/contract/payments'
import { messages as funnel } from '../../i18n/locales/nl/funnel.po'
import { messages as main } from '../../i18n/locales/nl/messages.po'
import { FirstPayment } from '../../views/checkout/FirstPayment'
import { FailedPaymentNotice } from '../../views/invoices/FailedPaymentNotice'
import { createAppRuntime } from '../../views/platform/app-runtime'
import { AppDepsProvider } from '../../views/platform/deps'
import { testUser } from './render-app'

const PAY_URL = 'http://zzp.localhost/invoice-reminder?token=abc.def'

const invoice = (id: number, status: InvoiceStatus): CustomerInvoice => ({
  id,
  status,
  amount: '60.98',
  currency: 'EUR',
  due_date: '2026-11-23',
  iban_last4: '0002',
  created_at: '2026-11-22T10:00:00.000Z',
  paid_at: status === 'paid' ? '2026-11-22T10:00:01.000Z' : null,
  policies: [
    {
      id: 1,
      number: 'VZ-2026-000001',
      product: 5,
      product_name: 'Aansprakelijkheid',
      period_start: '2026-01-01',
      period_end: '2026-01-31',
    },
  ],
  pay_url: status === 'failed' ? PAY_URL : null,
})

/**
 * A signed-in customer whose server answers `GET /invoices` with the next of `answers` each time it
 * is asked (the last one for good): how a debit settles while the page keeps asking.
 */
async function signedIn(answers: CustomerInvoice[][]) {
  const asked: string[] = []
  const http = (async (options) => {
    if (options.path === '/invoices') {
      asked.push(options.path)
      return z.parse(options.schema, { result: answers[Math.min(asked.length, answers.length) - 1] })
    }
    const fixed: Record<string, unknown> = {
      '/magic-link/verify': { access: 'a', refresh: 'r' },
      '/users/me': testUser(),
    }
    return z.parse(options.schema, fixed[options.path])
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
  const show = (ui: ReactNode) =>
    render(
      <I18nProvider i18n={i18n}>
        <MantineProvider env="test">
          <QueryClientProvider client={queryClient}>
            <AppDepsProvider deps={{ http, queryClient, runtime }}>{ui}</AppDepsProvider>
          </QueryClientProvider>
        </MantineProvider>
      </I18nProvider>,
    )
  return { asked, show }
}

describe('FirstPayment', () => {
  beforeAll(() => {
    i18n.load('nl', { ...main, ...funnel })
    i18n.activate('nl')
  })

  it('says the first premium is being collected and keeps asking until the bank settles it as paid', async () => {
    const { asked, show } = await signedIn([[invoice(3, 'processing')], [invoice(3, 'paid')]])
    show(<FirstPayment invoiceId={3} />)
    const status = await screen.findByTestId('first-payment')
    await waitFor(() => expect(status).toHaveTextContent('We schrijven de eerste premie van € 60,98 nu af'))
    expect(status).toHaveAttribute('data-status', 'processing')
    await waitFor(() => expect(status).toHaveTextContent('Je eerste premie van € 60,98 is betaald.'), {
      timeout: 4000,
    })
    expect(status).toHaveAttribute('data-status', 'paid')
    const settled = asked.length
    expect(settled).toBeGreaterThanOrEqual(2)
    // Settled: no more asking.
    await new Promise((r) => setTimeout(r, 1500))
    expect(asked.length).toBe(settled)
  })

  it('says a failed first payment failed, that the cover needs it, and links to paying it', async () => {
    const { show } = await signedIn([[invoice(4, 'processing'), invoice(3, 'failed')]])
    show(<FirstPayment invoiceId={3} />)
    const status = await screen.findByTestId('first-payment')
    await waitFor(() => expect(status).toHaveAttribute('data-status', 'failed'))
    expect(status).toHaveTextContent('Je eerste betaling is mislukt')
    expect(status).toHaveTextContent('Je verzekering loopt alleen door als je deze premie betaalt')
    expect(screen.getByRole('link', { name: 'Nu betalen' })).toHaveAttribute('href', PAY_URL)
  })
})

describe('FailedPaymentNotice', () => {
  beforeAll(() => {
    i18n.load('nl', { ...main, ...funnel })
    i18n.activate('nl')
  })

  it('shows an unpaid failed payment with its link', async () => {
    const { show } = await signedIn([[invoice(2, 'paid'), invoice(3, 'failed')]])
    show(<FailedPaymentNotice />)
    const notice = await screen.findByTestId('failed-payment-notice')
    expect(notice).toHaveTextContent('Een betaling is mislukt')
    expect(notice).toHaveTextContent(
      'We konden € 60,98 voor Aansprakelijkheid niet van je rekening afschrijven.',
    )
    expect(screen.getByRole('link', { name: 'Nu betalen' })).toHaveAttribute('href', PAY_URL)
  })

  it('shows nothing while nothing failed', async () => {
    const { asked, show } = await signedIn([[invoice(2, 'paid'), invoice(3, 'processing')]])
    show(<FailedPaymentNotice />)
    await waitFor(() => expect(asked.length).toBe(1))
    expect(screen.queryByTestId('failed-payment-notice')).not.toBeInTheDocument()
  })
})
