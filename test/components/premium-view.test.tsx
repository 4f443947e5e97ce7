import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { MantineProvider } from '@mantine/core'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import * as z from 'zod/v4/core'
import type { Http } from '../../api/client/http'
import type { AovPremiumRequest } from '../../api/contract/aov'
import { messages as funnel } from '../../i18n/locales/nl/funnel.po'
import { messages as main } from '../../i18n/locales/nl/messages.po'
import { premiumLogic } from '../../views/checkout/aov/aov-effects'
import { PremiumView } from '../../views/checkout/aov/PremiumView'

/** A pricing server: € 2.50 a month per € 1,000 of income, +20% with burn-out cover. */
function pricing() {
  const bodies: AovPremiumRequest[] = []
  const http = (async (options) => {
    const body = options.body as AovPremiumRequest
    bodies.push(body)
    const o = body.options as { covered_income: string; burnout: boolean }
    const net = (Number(o.covered_income) / 1000) * 2.5 * (o.burnout ? 1.2 : 1)
    const money = (n: number) => n.toFixed(2)
    return z.parse(options.schema, {
      monthly_premium: money(net * 1.21),
      monthly_net: money(net),
      insurance_tax: money(net * 0.21),
      insured: {
        monthly_benefit: money((Number(o.covered_income) * 0.8) / 12),
        yearly_benefit: money(Number(o.covered_income) * 0.8),
      },
      options: body.options,
      medical_loading: false,
    })
  }) as Http
  return { http, bodies }
}

describe('PremiumView', () => {
  beforeAll(() => {
    i18n.load('nl', { ...main, ...funnel })
    i18n.activate('nl')
  })

  it('prices the medium preset, follows a changed income and preset, refuses over 125,000, then reviews', async () => {
    const user = userEvent.setup()
    const { http, bodies } = pricing()
    let cartFetches = 0
    const logic = premiumLogic(http, () => (cartFetches += 1))
    const actor = createActor(logic, { input: { product: 1, birthDate: '1990-02-28' } }).start()
    render(
      <I18nProvider i18n={i18n}>
        <MantineProvider env="test">
          <PremiumView premium={actor} />
        </MantineProvider>
      </I18nProvider>,
    )
    // Medium: 45,000 with burn-out: 45 × 2.50 × 1.2 × 1.21 = 163.35.
    await waitFor(() => expect(screen.getByTestId('monthly-premium')).toHaveTextContent('€ 163,35'))
    // The preset has the product card's name; each premium priced is the cart's, which is fetched again.
    expect(screen.getByRole('button', { name: 'Standaard' })).toHaveAttribute('aria-pressed', 'true')
    expect(cartFetches).toBe(1)
    const income = screen.getByLabelText(/Te verzekeren jaarinkomen/)
    await user.clear(income)
    await user.type(income, '130000')
    expect(
      screen.getByText('Het hoogste bedrag is € 125.000. Kies 125.000 als je meer verdient.'),
    ).toBeInTheDocument()
    expect(bodies.some((b) => (b.options as { covered_income: string }).covered_income === '130000')).toBe(
      false,
    )
    await user.clear(income)
    await user.type(income, '60000')
    await waitFor(() => expect(screen.getByTestId('monthly-premium')).toHaveTextContent('€ 217,80'))
    expect(screen.getByRole('button', { name: 'Standaard' })).toHaveAttribute('aria-pressed', 'false')
    await user.click(screen.getByRole('checkbox', { name: /burn-out/ }))
    await waitFor(() => expect(screen.getByTestId('monthly-premium')).toHaveTextContent('€ 181,50'))
    await user.click(screen.getByRole('button', { name: 'Uitgebreid' }))
    expect(screen.getByRole('button', { name: 'Uitgebreid' })).toHaveAttribute('aria-pressed', 'true')
    await waitFor(() => expect(screen.getByTestId('monthly-premium')).toHaveTextContent('€ 217,80'))

    await user.click(screen.getByRole('button', { name: 'Bekijk je premie' }))
    expect(await screen.findByRole('heading', { name: 'Je premie' })).toBeInTheDocument()
    expect(screen.getByTestId('review-premium')).toHaveTextContent('€ 217,80')
    expect(screen.getByText('Tot je 67e')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Akkoord, verder' }))
    expect(actor.getSnapshot().output?.premium.monthly_premium).toBe('217.80')
    expect(bodies.every((b) => b.birth_date === '1990-02-28' && b.product === 1)).toBe(true)
    expect(cartFetches).toBeGreaterThanOrEqual(4)
  })

  it('takes no review while a premium is being calculated: the button waits for the price', async () => {
    const { http: priced } = pricing()
    let answer: () => void = () => undefined
    // The server answers only when the test says so.
    const http = ((options) =>
      new Promise((resolve) => {
        answer = () => resolve(priced(options as never))
      })) as Http
    const actor = createActor(
      premiumLogic(http, () => undefined),
      {
        input: { product: 1, birthDate: '1990-02-28' },
      },
    ).start()
    render(
      <I18nProvider i18n={i18n}>
        <MantineProvider env="test">
          <PremiumView premium={actor} />
        </MantineProvider>
      </I18nProvider>,
    )
    const review = screen.getByRole('button', { name: 'Bekijk je premie' })
    expect(review).toBeDisabled()
    answer()
    await waitFor(() => expect(screen.getByTestId('monthly-premium')).toHaveTextContent('€ 163,35'))
    expect(screen.getByRole('button', { name: 'Bekijk je premie' })).toBeEnabled()
  })
})
