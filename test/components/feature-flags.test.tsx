import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { MantineProvider } from '@mantine/core'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { addDays, format } from 'date-fns'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import type { Http } from '../../api/client/http'
import { FORMALITIES } from '../../api/contract/checkout-forms'
import { todayInNl } from '../../api/contract/date-rules'
import { isOfficeHours } from '../../api/contract/office-hours'
import type { FeatureFlag, FeatureFlagState, Partner } from '../../api/contract/partner'
import { messages as funnel } from '../../i18n/locales/nl/funnel.po'
import { messages as main } from '../../i18n/locales/nl/messages.po'
import { GROUP_COMBINATIONS } from '../../machines/checkout/checkout.journey'
import { SAMPLE_PERSON } from '../../machines/forms/forms.journey'
import { formsMachine } from '../../machines/forms/forms.machine'
import { PaymentStep } from '../../views/checkout/default/PaymentStep'
import { createAppRuntime } from '../../views/platform/app-runtime'
import { writeAuthStorage } from '../../views/platform/auth-storage'
import { AppDepsProvider } from '../../views/platform/deps'
import { chooseSampleCompany, confirmSampleAddress, sampleLookups } from '../machines/forms-steps'
import { renderApp, testPartner, testUser } from './render-app'

/**
 * Each seeded feature flag (api/contract/partner.ts FEATURE_FLAGS), rendered on and off: the piece of the
 * site it names differs visibly. Which partner has which flag in which environment: test/unit/feature-flags.test.ts.
 */
const ON: FeatureFlagState = { active: true }
const withFlag = (flag: FeatureFlag, state: FeatureFlagState | null, over: Partial<Partner> = {}) =>
  testPartner({ ...over, features: state ? { [flag]: state } : {} })

const user = testUser({ first_name: 'Ada' })

/** The whole app at `path`, its server answering the partner, and for a signed-in customer their account. */
function renderSite(path: string, partner: Partner, { signedIn = false, answers = {} } = {}) {
  if (signedIn)
    writeAuthStorage({
      tokens: { access: 'a', refresh: 'r' },
      external_id: null,
      user_quote: null,
      broker_quote: false,
      user: null,
      insuranceFlow: 'default',
    })
  const { router } = renderApp(path, partner, {
    '/users/me': user,
    '/inbox/badge': { badge: 0, products: [] },
    '/invoices': { result: [] },
    '/policies': { current: [], expired: [], recommended: [] },
    ...answers,
  })
  return { router }
}

/** The lazily loaded parts (the auth journey, the menus) under a loaded machine. */
const SLOW = { timeout: 8_000 }
const welcome = () => screen.findByRole('heading', { level: 1, name: 'Verzekerd in vijf minuten' }, SLOW)
const menuItems = async () =>
  (await screen.findAllByRole('menuitem', {}, SLOW)).map((item) => item.textContent?.trim() ?? '')

vi.setConfig({ testTimeout: 30_000 })
beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
})
afterEach(() => document.documentElement.removeAttribute('style'))

describe('promo_ticker', () => {
  it.each([
    [ON, true],
    [null, false],
  ])('%o: the ticker of selling points shows: %s', async (state, shown) => {
    renderSite('/welcome', withFlag('promo_ticker', state))
    await welcome()
    expect(screen.queryByRole('region', { name: 'Voordelen' }) !== null).toBe(shown)
    expect(screen.queryAllByText('Binnen vijf minuten verzekerd').length > 0).toBe(shown)
  })
})

describe('disable_logo_click', () => {
  it('off: the logo is a link home; on: the logo is only a picture', async () => {
    renderSite('/welcome', withFlag('disable_logo_click', null))
    await welcome()
    expect(screen.getByRole('link', { name: 'ZZP Schild' })).toContainElement(
      screen.getByRole('img', { name: 'ZZP Schild' }),
    )
    document.body.innerHTML = ''
    renderSite('/welcome', withFlag('disable_logo_click', ON))
    await welcome()
    expect(screen.getByRole('img', { name: 'ZZP Schild' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'ZZP Schild' })).not.toBeInTheDocument()
  })
})

describe('hide_invoices', () => {
  it.each([
    [null, true],
    [ON, false],
  ])(
    '%o: the user menu lists the invoices: %s, and /user/invoices shows them or goes to the policies',
    async (state, listed) => {
      const { router } = renderSite('/welcome', withFlag('hide_invoices', state), { signedIn: true })
      await userEvent.click(await screen.findByTestId('user-menu'))
      await waitFor(async () => expect(await menuItems()).toContain('Mijn gegevens'))
      expect((await menuItems()).includes('Facturen')).toBe(listed)
      await router.navigate({ to: '/user/invoices' })
      await waitFor(() =>
        expect(router.state.location.pathname).toBe(listed ? '/user/invoices' : '/user/policies'),
      )
    },
  )
})

describe('prefill_deep_link', () => {
  it.each([
    [ON, 'ada@example.nl'],
    [null, ''],
  ])('%o: the entry’s ?email= fills the sign-in form with %j', async (state, value) => {
    const { router } = renderSite('/?email=Ada%40example.nl&userId=42', withFlag('prefill_deep_link', state))
    await welcome()
    // The parameters leave the address either way.
    expect(router.state.location.search).toEqual({})
    await router.navigate({ to: '/sign-in' })
    expect(await screen.findByLabelText(/^E-mailadres/)).toHaveValue(value)
  })
})

describe('back_to_partner_link', () => {
  const bank = { returnURL: 'https://www.kroonbank.example/zakelijk' }
  const back = 'https://www.kroonbank.example/app/terug'
  it.each([
    [ON, true],
    [null, false],
  ])('%o: the header links back to the partner’s app: %s', async (state, shown) => {
    renderSite(`/?returnURL=${encodeURIComponent(back)}`, withFlag('back_to_partner_link', state, bank))
    await welcome()
    if (shown)
      expect(await screen.findByRole('link', { name: 'Terug naar ZZP Schild' })).toHaveAttribute('href', back)
    // The link's code loads after the page (use-back-to-partner.ts): given the time it takes when on.
    else
      await expect(
        screen.findByRole('link', { name: 'Terug naar ZZP Schild' }, { timeout: 1_500 }),
      ).rejects.toThrow()
  })
})

describe('ai_support', () => {
  const openSupport = async (partner: Partner) => {
    renderSite('/welcome', partner)
    await welcome()
    await userEvent.click(screen.getByRole('button', { name: 'Hulp' }))
    return menuItems()
  }
  const AI = ['Vraag het de digitale assistent', 'WhatsApp']

  it('on (always): the assistant and WhatsApp, no live chat', async () => {
    const items = await openSupport(
      withFlag('ai_support', { active: true, extra: { support_times: 'always' } }),
    )
    expect(items).toEqual(expect.arrayContaining(AI))
    expect(items).not.toContain('Chat met ons')
  })

  it('off: the live chat, neither assistant nor WhatsApp', async () => {
    const items = await openSupport(withFlag('ai_support', null))
    expect(items).toContain('Chat met ons')
    for (const choice of AI) expect(items).not.toContain(choice)
  })

  it('on: greets a signed-in customer by first name; what it does not know goes to a person with name and e-mail', async () => {
    const partner = withFlag('ai_support', { active: true, extra: { support_times: 'always' } })
    renderSite('/welcome', partner, { signedIn: true, answers: { '/support/assistant': { known: false } } })
    await screen.findByTestId('user-menu', {}, SLOW)
    await userEvent.click(await screen.findByRole('button', { name: 'Hulp' }))
    await userEvent.click(
      await screen.findByRole('menuitem', { name: 'Vraag het de digitale assistent' }, SLOW),
    )
    const panel = await screen.findByRole('dialog', { name: 'Digitale assistent' }, SLOW)
    expect(await within(panel).findByText(/^Hoi Ada!/)).toBeInTheDocument()
    await userEvent.type(within(panel).getByLabelText('Je vraag'), 'Mag mijn kat mee?')
    await userEvent.click(within(panel).getByRole('button', { name: /^Vraag$/ }))
    await userEvent.click(
      await within(panel).findByRole('button', { name: 'Stel je vraag aan een medewerker' }),
    )
    const chat = await screen.findByTestId('support-panel-chat', {}, SLOW)
    expect(within(chat).getByLabelText(/^Naam/)).toHaveValue('Ada')
    expect(within(chat).getByLabelText(/^E-mailadres/)).toHaveValue('ada@example.nl')
    expect(within(chat).getByLabelText(/^Je bericht/)).toHaveValue('Mag mijn kat mee?')
  })

  it('on for office hours only: the assistant now exactly when it is office hours now', async () => {
    const items = await openSupport(
      withFlag('ai_support', { active: true, extra: { support_times: 'office-hours' } }),
    )
    expect(items.includes('Vraag het de digitale assistent')).toBe(isOfficeHours(new Date()))
    expect(items.includes('Chat met ons')).toBe(!isOfficeHours(new Date()))
  })
})

describe('start_date_from_tomorrow', () => {
  /** The payment step of the default flow's forms, for a partner with or without the flag. */
  async function paymentStep(state: FeatureFlagState | null) {
    i18n.load('nl', { ...main, ...funnel })
    i18n.activate('nl')
    const http = (async () => {
      throw new Error('no server here')
    }) as Http
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    queryClient.setQueryData(['partner'], withFlag('start_date_from_tomorrow', state))
    const runtime = createAppRuntime(
      queryClient,
      () => http,
      () => import('../../views/checkout/checkout-runtime'),
    )
    await runtime.loadCheckout()
    const forms = createActor(formsMachine.provide({ actors: sampleLookups }), {
      input: { flow: 'normal', items: GROUP_COMBINATIONS[8]!, entryDate: todayInNl(), mode: 'default' },
    }).start()
    await chooseSampleCompany(forms)
    forms.send({ type: 'user.submitPerson', person: SAMPLE_PERSON })
    await confirmSampleAddress(forms)
    for (const key of FORMALITIES) forms.send({ type: 'user.toggleFormality', key })
    forms.send({ type: 'user.submitFormalities' })
    expect(forms.getSnapshot().value).toEqual({ payment: 'editing' })
    render(
      <I18nProvider i18n={i18n}>
        <MantineProvider env="test">
          <QueryClientProvider client={queryClient}>
            <AppDepsProvider deps={{ http, queryClient, runtime }}>
              <PaymentStep journey={forms} />
            </AppDepsProvider>
          </QueryClientProvider>
        </MantineProvider>
      </I18nProvider>,
    )
    return within(await screen.findByTestId('payment-step')).getByLabelText(/Ingangsdatum/)
  }
  const day = (offset: number) => format(addDays(new Date(`${todayInNl()}T12:00:00`), offset), 'yyyy-MM-dd')

  it('off: the earliest start date is today', async () => {
    const date = await paymentStep(null)
    expect(date).toHaveAttribute('min', day(0))
    expect(date).toHaveValue(day(0))
  })

  it('on: the earliest start date is tomorrow', async () => {
    const date = await paymentStep(ON)
    expect(date).toHaveAttribute('min', day(1))
    expect(date).toHaveValue(day(1))
  })
})
