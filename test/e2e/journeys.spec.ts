import { type Page } from '@playwright/test'
import { axeFindings, expect, test } from './fixtures'
import { signAdminToken } from '../../api/server/auth/admin-token'
import { E2E_JWT_SECRET } from '../../playwright.config'
import { partnerUrl, signIn, uniqueEmail } from './helpers'

const state = (page: Page, id: string) => page.locator(`[data-state-id="${id}"]`)
const isActive = (page: Page, id: string) => expect(state(page, id)).toHaveAttribute('data-active', 'true')
const isNotActive = (page: Page, id: string) =>
  expect(state(page, id)).not.toHaveAttribute('data-active', 'true')

/** Opens the charts as the partner's admin: the token arrives in the address's fragment. */
async function openAsAdmin(page: Page, slug = 'zzp') {
  // Named as the partner: only such an admin sees the banner (forms §6).
  const token = await signAdminToken({ partner: slug, name: 'ZZP Schild' }, E2E_JWT_SECRET)
  await page.goto(partnerUrl(slug, `/journeys#admin_token=${token}`))
  await expect(page.getByRole('heading', { name: 'Journeykaarten', level: 1 })).toBeVisible()
  // The token does not stay in the address bar.
  expect(new URL(page.url()).hash).toBe('')
  await expect(page.getByTestId('admin-banner')).toContainText('Beheerder: ZZP Schild')
}

test('a customer does not see the journey charts: /journeys is not found', async ({ page }) => {
  await page.goto(partnerUrl('zzp', '/journeys?journey=checkout'))
  await expect(page.getByRole('heading', { name: 'Sorry, er ging iets mis' })).toBeVisible()
  // Another partner's admin token does not open them either.
  const token = await signAdminToken({ partner: 'kroonbank', name: 'Other' }, E2E_JWT_SECRET)
  await page.goto(partnerUrl('zzp', `/journeys#admin_token=${token}`))
  await expect(page.getByRole('heading', { name: 'Sorry, er ging iets mis' })).toBeVisible()
  await expect(page.getByTestId('admin-banner')).toHaveCount(0)
})

test('an admin reads the checkout and auth charts and moves through checkout in simulate mode', async ({
  page,
}) => {
  test.slow() // several charts laid out, and their paths generated in a worker
  await openAsAdmin(page)
  await page.getByTestId('journey-link-checkout').click()
  await expect(page.getByRole('heading', { name: 'Checkout group sequencing' })).toBeVisible()
  await isActive(page, 'checkout.idle')

  // An event from the list: Continue in the cart.
  await page.getByRole('button', { name: /The user clicks Continue in the cart/ }).click()
  await expect(page.getByTestId('sim-state')).toHaveText('preparing')
  await isActive(page, 'checkout.preparing')
  await isNotActive(page, 'checkout.idle')
  // The server's answer, clicked in the chart: several carts take that transition, so the panel asks
  // which; a car and a home insurance are two groups, so the disclaimer.
  await page.getByRole('button', { name: 'Verstuur done: prepareCheckout' }).click()
  await expect(page.getByText('Welke uitkomst?')).toBeVisible()
  await page
    .getByRole('button', {
      name: /the cart holds Autoverzekering \(car\), Inboedelverzekering \(consumer\) \(/,
    })
    .click()
  await expect(page.getByTestId('sim-state')).toHaveText('disclaimer')
  await expect(page.getByTestId('context').locator('[data-changed]').first()).toBeVisible()

  // A click on an enabled transition in the chart itself moves too.
  await page.getByRole('button', { name: 'Verstuur user.acceptDisclaimer' }).click()
  await expect(page.getByTestId('sim-state')).toHaveText('settingCart')
  await isActive(page, 'checkout.settingCart')
  await isNotActive(page, 'checkout.disclaimer')

  // Back undoes a step; a click on a state explains it.
  await page.getByRole('button', { name: 'Terug' }).click()
  await expect(page.getByTestId('sim-state')).toHaveText('disclaimer')
  await state(page, 'checkout.failed').click()
  await expect(page.getByTestId('state-details')).toContainText('A group could not be checked out')
  await expect(page.getByTestId('state-details')).toContainText('Scherm /checkout/failure')
  await page.getByRole('button', { name: 'Opnieuw' }).click()
  await isActive(page, 'checkout.idle')
  await page.getByRole('button', { name: 'Passend maken' }).click()
  await page.screenshot({ path: 'test-results/screens/journeys-checkout-1280.png', fullPage: true })

  // The generated paths, with the chart lint for this partner.
  await page.getByRole('tab', { name: 'Testpaden' }).click()
  await expect(page.getByTestId('paths-summary')).toHaveText(
    /^\d+ paden nemen samen 54 van de 54 overgangen\.$/,
  )
  await expect(page.getByTestId('lint-ok')).toBeVisible()
  await page.getByRole('button', { name: /^Pad 2:/ }).click()
  await page.getByRole('button', { name: 'Naspelen in de simulatie' }).click()
  await expect(page.getByRole('tab', { name: 'Simuleren' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByTestId('sim-state')).not.toHaveText('idle')

  // The auth chart: nested and parallel states.
  await page.getByRole('navigation', { name: 'Journeys' }).getByRole('link', { name: 'auth' }).click()
  await expect(page.getByRole('heading', { name: 'Sign-in and session' })).toBeVisible()
  // Its own simulation, from the start.
  await expect(page.getByTestId('sim-state')).toHaveText('signedOut')
  await expect(page.getByText('0 stappen')).toBeVisible()
  await isActive(page, 'auth.signedOut')
  await expect(state(page, 'auth.authenticated.token.refreshing')).toBeAttached()
  await page.getByRole('button', { name: 'Passend maken' }).click()
  await page.screenshot({ path: 'test-results/screens/journeys-auth-1280.png', fullPage: true })
})

test('live mode highlights the state the journeys of this tab are in, without personal data', async ({
  page,
}) => {
  test.slow()
  await openAsAdmin(page)
  const email = uniqueEmail('live')
  await signIn(page, 'zzp', email)
  await expect(page).toHaveURL(partnerUrl('zzp', '/profession'))
  await page.getByLabel('Zoek je beroep').fill('timmer')
  await page.getByRole('radio', { name: 'Timmerman' }).check()
  await page.getByRole('button', { name: 'Verder als Timmerman' }).click()
  await page
    .getByRole('button', { name: 'Bedrijfsaansprakelijkheidsverzekering toevoegen aan winkelwagen' })
    .click()
  const cart = page.getByTestId('cart-panel')
  await expect(cart.getByTestId('cart-count')).toHaveText('1')
  await cart.getByRole('button', { name: 'Verder' }).click()
  await expect(page).toHaveURL(partnerUrl('zzp', '/checkout'))
  await expect(page.getByRole('button', { name: 'Deze verzekering overslaan' })).toBeVisible()

  // Into the charts from the admin banner, in the same tab: the journeys keep running.
  await page.getByTestId('admin-banner').getByRole('link', { name: 'Journeykaarten' }).click()
  await page.getByTestId('journey-link-checkout').click()
  await page.getByRole('tab', { name: 'Live in deze tab' }).click()
  await expect(page.getByTestId('live-state')).toHaveText('journey.normal')
  await isActive(page, 'checkout.journey.normal')
  await isNotActive(page, 'checkout.idle')

  await page
    .getByRole('navigation', { name: 'Journeys' })
    .getByRole('link', { name: 'defaultJourney' })
    .click()
  await expect(page.getByTestId('live-state')).toHaveText('questions')
  await expect(page.getByText('checkout › journey')).toBeVisible()

  await page.getByRole('navigation', { name: 'Journeys' }).getByRole('link', { name: 'auth' }).click()
  await expect(page.getByTestId('live-state')).toHaveText('authenticated.(user.ready, token.valid)')
  await isActive(page, 'auth.authenticated.user.ready')
  // Tokens, the user and their e-mail are masked.
  const context = page.getByTestId('context')
  await expect(context).toContainText('tokens: "•••"')
  await expect(context).toContainText('user: "•••"')
  await expect(context).toContainText('refreshFailed: false')
  await expect(page.getByRole('main')).not.toContainText(email)

  // Signing out in this tab shows up live: the chart follows the journey.
  await page.getByTestId('user-menu').click()
  await page.getByRole('menuitem', { name: 'Uitloggen' }).click()
  await expect(page.getByTestId('live-state')).toHaveText('signedOut')
  await isActive(page, 'auth.signedOut')
})

test('leaving the admin session returns to the given page of this site, never to another site', async ({
  page,
}) => {
  const token = await signAdminToken({ partner: 'zzp', name: 'ZZP Schild' }, E2E_JWT_SECRET)
  await page.goto(partnerUrl('zzp', `/journeys#admin_token=${token}&return_url=https://evil.example/steal`))
  await page.getByTestId('admin-banner').getByRole('button', { name: 'Beheer verlaten' }).click()
  await expect(page).toHaveURL(/^http:\/\/zzp\.localhost:\d+\/(welcome)?$/)
  await expect(page.getByTestId('admin-banner')).toHaveCount(0)

  await page.goto(partnerUrl('zzp', `/journeys#admin_token=${token}&return_url=/sign-in`))
  await page.getByTestId('admin-banner').getByRole('button', { name: 'Beheer verlaten' }).click()
  await expect(page).toHaveURL(partnerUrl('zzp', '/sign-in'))
  // Without the admin session the charts are gone again.
  await page.goto(partnerUrl('zzp', '/journeys'))
  await expect(page.getByRole('heading', { name: 'Sorry, er ging iets mis' })).toBeVisible()
})

test('from the checkout chart an admin drills into the real income-protection and default-flow charts and their forms', async ({
  page,
}) => {
  test.slow() // several charts laid out, and their paths generated in a worker
  await openAsAdmin(page)
  await page.getByTestId('journey-link-checkout').click()
  await expect(page.getByRole('heading', { name: 'Checkout group sequencing' })).toBeVisible()

  // The aov group's state runs the income-protection journey itself, not a placeholder.
  await state(page, 'checkout.journey.aov').click()
  await page.getByTestId('state-details').getByRole('link', { name: 'aovJourney', exact: true }).click()
  await expect(
    page.getByRole('heading', { name: 'Income protection: quiz, medical history, premium and purchase' }),
  ).toBeVisible()
  // Its forms are the shared checkout forms.
  await state(page, 'aovJourney.forms').click()
  await page.getByTestId('state-details').getByRole('link', { name: 'forms', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Checkout forms and purchase' })).toBeVisible()
  await expect(state(page, 'forms.company')).toBeAttached()

  // Back to the checkout: the normal group runs the default flow, whose forms are the same chart.
  await page.getByRole('navigation', { name: 'Journeys' }).getByRole('link', { name: 'checkout' }).click()
  await state(page, 'checkout.journey.normal').click()
  await page.getByTestId('state-details').getByRole('link', { name: 'defaultJourney', exact: true }).click()
  await expect(
    page.getByRole('heading', { name: 'Default flow: questions, then the forms and purchase' }),
  ).toBeVisible()
  await state(page, 'defaultJourney.forms').click()
  await page.getByTestId('state-details').getByRole('link', { name: 'forms', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Checkout forms and purchase' })).toBeVisible()

  expect(await axeFindings(page)).toEqual([])
})
