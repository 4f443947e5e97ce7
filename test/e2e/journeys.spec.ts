import { type Page } from '@playwright/test'
import { axeFindings, expect, test } from './fixtures'
import { signAdminToken } from '../../api/server/auth/admin-token'
import { checkoutMachine } from '../../machines/checkout/checkout.machine'
import { chartOf } from '../../machines/graph/structure'
import { E2E_JWT_SECRET } from '../../playwright.config'
import { partnerUrl, signIn, uniqueEmail } from './helpers'

const state = (page: Page, id: string) => page.locator(`[data-state-id="${id}"]`)
const isActive = (page: Page, id: string) => expect(state(page, id)).toHaveAttribute('data-active', 'true')
const isNotActive = (page: Page, id: string) =>
  expect(state(page, id)).not.toHaveAttribute('data-active', 'true')
/** A simulate button by its event type (its words come from the journey's script, in the reader's language). */
/** The chart is laid out (ELK in a worker: slow on a busy machine). */
const chartReady = (page: Page, id: string) => expect(state(page, id)).toBeAttached({ timeout: 45_000 })
/** Another journey, from the page's choice of journeys (by its id; the choice shows titles). */
const chooseJourney = (page: Page, id: string) => page.getByLabel('Journey', { exact: true }).selectOption(id)
const simButton = (page: Page, type: string) => page.locator(`button[data-event-type="${type}"]`)
/** An enabled transition in the chart, by the start of its key (`<source> --<event>`). */
const chartTransition = (page: Page, key: string) =>
  page.locator(`[data-enabled="true"][data-transition-key^="${key}["]`).first()
const zoomPercent = async (page: Page) => parseInt((await page.getByTestId('zoom').textContent()) ?? '0', 10)
const scrollOf = (page: Page) =>
  page.getByTestId('state-chart').evaluate((el) => ({ left: el.scrollLeft, top: el.scrollTop }))
const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000

/**
 * Made-up counts for the checkout chart in the shape of GET /journey-stats: each state passes on 81% of who
 * entered it, spread over its transitions (the first takes the most).
 */
function checkoutStats(from: string, to: string) {
  const chart = chartOf(checkoutMachine)
  const states: Record<string, number> = {}
  const exits: Record<string, number> = {}
  const transitions: Record<string, number> = {}
  chart.states.forEach((s, i) => {
    const entered = Math.max(10, Math.round(1240 * 0.9 ** Math.max(0, i - 1)))
    states[s.id] = entered
    exits[s.id] = Math.round(entered * 0.81)
    const out = chart.transitions.filter((t) => t.source === s.id)
    out.forEach((t, j) => {
      transitions[t.key] = Math.round((entered * 0.81) / 2 ** (j + 1))
    })
    if (out.length)
      transitions[out[0]!.key]! +=
        Math.round(entered * 0.81) - out.reduce((n, t) => n + transitions[t.key]!, 0)
  })
  states[chart.root] = 1240
  // Preparing the checkout: 1,240 in, 1,004 on (1,000 prepared, 4 failures): 236 (19%) leave there.
  states['checkout.preparing'] = 1240
  transitions['checkout.preparing --xstate.done.actor.prepareCheckout[0]'] = 1000
  transitions['checkout.preparing --xstate.error.actor.prepareCheckout[0]'] = 4
  exits['checkout.preparing'] = 1004
  return { journey: 'checkout', from, to, days: 30, states, exits, transitions }
}

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
  test.setTimeout(180_000) // several charts laid out, and their paths generated in a worker
  await openAsAdmin(page)
  await page.getByTestId('journey-link-checkout').click()
  await expect(page).toHaveURL(/journey=checkout/)
  await expect(page.getByTestId('journey-title')).not.toBeEmpty()
  await chartReady(page, 'checkout.idle')
  await isActive(page, 'checkout.idle')
  // The page speaks Dutch: its tabs, the chart's tools, the overlay's switch.
  await expect(page.getByRole('tab', { name: 'Simuleren' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Inzoomen', exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Gebied inzoomen' })).toBeVisible()
  await expect(page.getByRole('switch', { name: 'Uitval tonen' })).toBeVisible()
  await expect(page.getByRole('region', { name: /^Statechart van / })).toBeVisible()

  // An event from the list: Continue in the cart (its words come from the journey's script).
  await simButton(page, 'cart.continue').first().click()
  await expect(page.getByTestId('sim-state')).toHaveText('preparing')
  await isActive(page, 'checkout.preparing')
  await isNotActive(page, 'checkout.idle')
  // The server's answer, clicked in the chart: several carts take that transition, so the panel asks
  // which; a car and a home insurance are two groups, so the disclaimer.
  await chartTransition(page, 'checkout.preparing --xstate.done.actor.prepareCheckout').click()
  await expect(page.getByText('Welke uitkomst?')).toBeVisible()
  await simButton(page, 'xstate.done.actor.prepareCheckout')
    .filter({ hasText: /in de winkelwagen: Zakelijke autoverzekering, Inboedelverzekering$/ })
    .click()
  await expect(page.getByTestId('sim-state')).toHaveText('disclaimer')
  await expect(page.getByTestId('context').locator('[data-changed]').first()).toBeVisible()

  // A click on an enabled transition in the chart itself moves too.
  await chartTransition(page, 'checkout.disclaimer --user.acceptDisclaimer').click()
  await expect(page.getByTestId('sim-state')).toHaveText('settingCart')
  await isActive(page, 'checkout.settingCart')
  await isNotActive(page, 'checkout.disclaimer')

  // Back undoes a step; a click on a state explains it.
  await page.getByRole('button', { name: 'Terug' }).click()
  await expect(page.getByTestId('sim-state')).toHaveText('disclaimer')
  await state(page, 'checkout.failed').click()
  await expect(page.getByTestId('state-details')).toContainText('Scherm /checkout/failure')
  await expect(page.getByTestId('state-details')).toContainText('Van hier')
  expect(await axeFindings(page)).toEqual([])
  await page.getByRole('button', { name: 'Opnieuw' }).click()
  await isActive(page, 'checkout.idle')
  await page.getByRole('button', { name: 'Passend maken' }).click()
  // A large chart stays readable: "fit" never goes below 60%.
  expect(await zoomPercent(page)).toBeGreaterThanOrEqual(60)
  await page.screenshot({ path: 'test-results/screens/journeys-checkout-1280.png', fullPage: true })

  // The generated paths, with the chart lint for this partner.
  await page.getByRole('tab', { name: 'Testpaden' }).click()
  // Generated in a worker: slow on a busy machine.
  await expect(page.getByTestId('paths-summary')).toHaveText(
    /^\d+ paden nemen samen 47 van de 47 overgangen\.$/,
    { timeout: 60_000 },
  )
  await expect(page.getByTestId('lint-ok')).toBeVisible()
  await page.getByRole('button', { name: /^Pad 2:/ }).click()
  expect(await axeFindings(page)).toEqual([])
  await page.getByRole('button', { name: 'Naspelen in de simulatie' }).click()
  await expect(page.getByRole('tab', { name: 'Simuleren' })).toHaveAttribute('aria-selected', 'true')
  // The path's steps are replayed (path 2 may end where it began, back at idle).
  await expect(page.getByText('0 stappen')).toHaveCount(0)

  // The auth chart: nested and parallel states.
  await chooseJourney(page, 'auth')
  await expect(page).toHaveURL(/journey=auth/)
  // Its own simulation, from the start.
  await expect(page.getByTestId('sim-state')).toHaveText('signedOut')
  await expect(page.getByText('0 stappen')).toBeVisible()
  await isActive(page, 'auth.signedOut')
  await expect(state(page, 'auth.authenticated.token.refreshing')).toBeAttached()
  await page.getByRole('button', { name: 'Passend maken' }).click()
  await page.screenshot({ path: 'test-results/screens/journeys-auth-1280.png', fullPage: true })
})

test('the start options are a form: a labelled choice per field that differs between the inputs', async ({
  page,
}) => {
  test.slow() // charts laid out in a worker
  await openAsAdmin(page)
  await page.goto(partnerUrl('zzp', '/journeys?journey=auth'))
  await expect(page.getByTestId('sim-state')).toHaveText('signedOut')
  const form = page.getByRole('group', { name: 'Begin met' })
  const signedIn = form.getByRole('combobox', { name: 'Ingelogd' })
  await expect(signedIn).toHaveValue('0')
  await expect(signedIn.locator('option')).toHaveText(['geen', 'aanwezig'])
  // By keyboard: the select takes the other input, and the simulation starts over from it.
  await signedIn.focus()
  await signedIn.selectOption({ label: 'aanwezig' })
  await expect(page.getByTestId('sim-state')).not.toHaveText('signedOut')
  await expect(page.getByText('0 stappen')).toBeVisible()
  // No raw JSON to choose from.
  await expect(page.getByTestId('start-form')).not.toContainText('{')

  // Several fields: the forms journey starts per product group.
  await page.goto(partnerUrl('zzp', '/journeys?journey=forms'))
  const group = page.getByRole('combobox', { name: 'Productgroep' })
  await expect(group.locator('option')).toHaveText(['zakelijk', 'arbeidsongeschiktheid', 'particulier'])
  const start = await page.getByTestId('sim-state').textContent()
  await group.selectOption({ label: 'particulier' })
  await expect(page.getByTestId('sim-state')).not.toHaveText(start ?? '')
  expect(await axeFindings(page)).toEqual([])
})

test('a large chart: zoom, pan and the minimap by keyboard and mouse, and zoom to a region', async ({
  page,
}) => {
  test.slow() // charts laid out in a worker
  await openAsAdmin(page)
  await page.goto(partnerUrl('zzp', '/journeys?journey=checkout'))
  const chart = page.getByTestId('state-chart')
  await chartReady(page, 'checkout.idle')
  await page.getByRole('button', { name: 'Ware grootte' }).click()
  await expect(page.getByTestId('zoom')).toHaveText('100%')

  // Keyboard: the chart's box takes focus; arrows pan, + and - zoom, 0 fits.
  await chart.focus()
  await expect(chart).toBeFocused()
  const start = await scrollOf(page)
  await chart.press('ArrowRight')
  await chart.press('ArrowDown')
  await expect.poll(() => scrollOf(page)).toEqual({ left: start.left + 80, top: start.top + 80 })
  await chart.press('ArrowLeft')
  await expect.poll(() => scrollOf(page)).toEqual({ left: start.left, top: start.top + 80 })
  await chart.press('+')
  await expect(page.getByTestId('zoom')).toHaveText('125%')
  await chart.press('-')
  await chart.press('-')
  await expect(page.getByTestId('zoom')).toHaveText('90%')
  await chart.press('0')
  expect(await zoomPercent(page)).toBeGreaterThanOrEqual(60)

  // The buttons zoom too.
  await page.getByRole('button', { name: 'Ware grootte' }).click()
  await page.getByRole('button', { name: 'Inzoomen', exact: true }).click()
  await expect(page.getByTestId('zoom')).toHaveText('125%')
  await page.getByRole('button', { name: 'Uitzoomen' }).click()
  await expect(page.getByTestId('zoom')).toHaveText('100%')

  // Mouse: dragging the background pans; ctrl + wheel zooms around the pointer.
  const box = (await chart.boundingBox())!
  const before = await scrollOf(page)
  // Anywhere on the chart, a state's box too (a drag is no click on it).
  await page.mouse.move(box.x + box.width / 2, box.y + 120)
  await page.mouse.down()
  await page.mouse.move(box.x + box.width / 2 - 100, box.y + 60, { steps: 5 })
  await page.mouse.up()
  const after = await scrollOf(page)
  expect(after.left).toBe(before.left + 100)
  expect(after.top).toBe(before.top + 60)
  await expect(page.getByTestId('state-details')).toHaveCount(0)
  await page.keyboard.down('Control')
  await page.mouse.wheel(0, -200)
  await page.keyboard.up('Control')
  await expect.poll(() => zoomPercent(page)).toBeGreaterThan(100)

  // The minimap: its rectangle is the view; a click on it moves there.
  const minimap = page.getByTestId('minimap')
  await expect(minimap).toBeVisible()
  const map = (await minimap.boundingBox())!
  await page.mouse.click(map.x + map.width * 0.1, map.y + map.height * 0.9)
  const moved = await scrollOf(page)
  await page.mouse.click(map.x + map.width * 0.9, map.y + map.height * 0.1)
  await expect.poll(async () => (await scrollOf(page)).left).toBeGreaterThan(moved.left)

  // Zoom to a region: the tool, then a rectangle dragged over the chart.
  await page.getByRole('button', { name: 'Ware grootte' }).click()
  await page.getByRole('button', { name: 'Gebied inzoomen' }).click()
  await expect(page.getByRole('button', { name: 'Gebied inzoomen' })).toHaveAttribute('aria-pressed', 'true')
  await page.mouse.move(box.x + 40, box.y + 40)
  await page.mouse.down()
  await page.mouse.move(box.x + 200, box.y + 160, { steps: 5 })
  await page.mouse.up()
  await expect.poll(() => zoomPercent(page)).toBeGreaterThan(100)
  await expect(page.getByRole('button', { name: 'Gebied inzoomen' })).toHaveAttribute('aria-pressed', 'false')

  // And from a state's details: zoom to that state.
  await state(page, 'checkout.journey').click()
  await page.getByRole('button', { name: 'Inzoomen op deze toestand' }).click()
  await expect(chart).toBeFocused()
  expect(await axeFindings(page)).toEqual([])
})

test('the drop-off overlay: widths and the share that leaves each state, for a chosen period', async ({
  page,
}) => {
  test.slow() // charts laid out in a worker
  // The counts come from GET /journey-stats (built beside this view): answered here.
  const asked: URL[] = []
  let answer: 'stats' | 'empty' | 'error' = 'stats'
  await page.route('**/journey-stats?**', async (route) => {
    const url = new URL(route.request().url())
    asked.push(url)
    if (answer === 'error') return route.fulfill({ status: 500, json: { code: 'server_error' } })
    const from = url.searchParams.get('from')!
    const to = url.searchParams.get('to')!
    if (answer === 'empty')
      return route.fulfill({
        json: { journey: 'checkout', from, to, days: 0, states: {}, exits: {}, transitions: {} },
      })
    return route.fulfill({ json: checkoutStats(from, to) })
  })
  await openAsAdmin(page)
  await page.goto(partnerUrl('zzp', '/journeys?journey=checkout'))
  await chartReady(page, 'checkout.idle')
  await page.getByRole('switch', { name: 'Uitval tonen' }).check()
  await expect(page.getByTestId('drop-off-summary')).toContainText('30 dagen met gegevens')
  // The last 30 days, today included.
  const first = asked.at(-1)!
  expect(first.searchParams.get('journey')).toBe('checkout')
  expect(daysBetween(first.searchParams.get('from')!, first.searchParams.get('to')!)).toBe(29)
  // Each state: how many entered and the share that left there, in Dutch numbers.
  await expect(page.locator('[data-leave-state="checkout.preparing"]')).toHaveText(
    '1.240 binnen · 19% haakt af',
  )
  await expect(state(page, 'checkout.preparing')).toHaveAccessibleName(/1\.240 binnen · 19% haakt af/)
  // Transitions as wide as the customers who took them.
  const widths = await page
    .locator('path[data-width]')
    .evaluateAll((paths) => paths.map((p) => Number(p.getAttribute('data-width'))))
  expect(Math.max(...widths)).toBe(8)
  expect(Math.min(...widths)).toBe(1)
  await expect(page.getByTestId('drop-off-legend')).toBeVisible()
  expect(await axeFindings(page)).toEqual([])
  await page.screenshot({ path: 'test-results/screens/journeys-drop-off-1280.png', fullPage: true })

  // Another period: a preset, then dates.
  await page.getByRole('button', { name: 'Laatste 7 dagen' }).click()
  await expect
    .poll(() => daysBetween(asked.at(-1)!.searchParams.get('from')!, asked.at(-1)!.searchParams.get('to')!))
    .toBe(6)
  await expect(page.getByRole('button', { name: 'Laatste 7 dagen' })).toHaveAttribute('aria-pressed', 'true')
  answer = 'empty'
  await page.getByLabel('Van', { exact: true }).fill('2026-01-01')
  await page.getByLabel('Tot en met', { exact: true }).fill('2026-01-31')
  await expect(page.getByTestId('drop-off-empty')).toHaveText(
    'Geen gegevens in deze periode (01-01-2026 tot en met 31-01-2026).',
  )
  await expect(page.locator('[data-leave-state]')).toHaveCount(0)
  // A period that runs backwards is not asked for.
  await page.getByLabel('Van', { exact: true }).fill('2026-02-10')
  await expect(page.getByText('Kies een begindatum die niet na de einddatum ligt.')).toBeVisible()
  // A failure says so, with a retry.
  answer = 'error'
  await page.getByLabel('Van', { exact: true }).fill('2026-01-02')
  await expect(page.getByText('De cijfers konden niet worden geladen.')).toBeVisible()
  answer = 'stats'
  await page.getByRole('button', { name: 'Opnieuw proberen' }).click()
  await expect(page.getByTestId('drop-off-summary')).toBeVisible()
  // Off: the chart is as before.
  await page.getByRole('switch', { name: 'Uitval tonen' }).uncheck()
  await expect(page.locator('[data-leave-state]')).toHaveCount(0)
  await expect(page.locator('path[data-width]')).toHaveCount(0)
})

test('@mobile the charts at 375 px: a readable chart, panned by touch, the minimap and the overlay', async ({
  page,
}) => {
  test.setTimeout(180_000) // charts laid out in a worker, on a phone's CPU budget
  await page.route('**/journey-stats?**', (route) => {
    const url = new URL(route.request().url())
    return route.fulfill({
      json: checkoutStats(url.searchParams.get('from')!, url.searchParams.get('to')!),
    })
  })
  await openAsAdmin(page)
  await page.screenshot({ path: 'test-results/screens/journeys-index-375.png', fullPage: true })
  await page.getByTestId('journey-link-checkout').click()
  await chartReady(page, 'checkout.idle')
  // The first look is readable (never the whole chart at a quarter of its size).
  expect(await zoomPercent(page)).toBeGreaterThanOrEqual(60)
  const minimap = page.getByTestId('minimap')
  await expect(minimap).toBeVisible()
  await minimap.scrollIntoViewIfNeeded()
  const map = (await minimap.boundingBox())!
  await page.touchscreen.tap(map.x + map.width * 0.8, map.y + map.height * 0.8)
  await expect.poll(async () => (await scrollOf(page)).top).toBeGreaterThan(0)
  await page.getByRole('switch', { name: 'Uitval tonen' }).check()
  await expect(page.getByTestId('drop-off-summary')).toBeVisible()
  await expect(page.locator('[data-leave-state="checkout.idle"]')).toBeAttached()
  // Nothing sticks out of the page sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  expect(await axeFindings(page)).toEqual([])
  await page.screenshot({ path: 'test-results/screens/journeys-drop-off-375.png', fullPage: true })
  await page.getByRole('tab', { name: 'Live in deze tab' }).click()
  await expect(page.getByTestId('live-none')).toBeVisible()
  expect(await axeFindings(page)).toEqual([])
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

  await chooseJourney(page, 'defaultJourney')
  await expect(page.getByTestId('live-state')).toHaveText('questions')
  await expect(page.getByText('checkout › journey')).toBeVisible()

  await chooseJourney(page, 'auth')
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
  await expect(page).toHaveURL(/journey=checkout/)

  // The aov group's state runs the income-protection journey itself, not a placeholder.
  await state(page, 'checkout.journey.aov').click()
  await page.getByTestId('state-details').getByRole('link', { name: 'aovJourney', exact: true }).click()
  await expect(page).toHaveURL(/journey=aovJourney/)
  await expect(page.getByTestId('journey-title')).not.toBeEmpty()
  // Its forms are the shared checkout forms.
  await state(page, 'aovJourney.forms').click()
  await page.getByTestId('state-details').getByRole('link', { name: 'forms', exact: true }).click()
  await expect(page).toHaveURL(/journey=forms/)
  await expect(state(page, 'forms.company')).toBeAttached()

  // Back to the checkout: the normal group runs the default flow, whose forms are the same chart.
  await chooseJourney(page, 'checkout')
  await state(page, 'checkout.journey.normal').click()
  await page.getByTestId('state-details').getByRole('link', { name: 'defaultJourney', exact: true }).click()
  await expect(page).toHaveURL(/journey=defaultJourney/)
  await state(page, 'defaultJourney.forms').click()
  await page.getByTestId('state-details').getByRole('link', { name: 'forms', exact: true }).click()
  await expect(page).toHaveURL(/journey=forms/)

  expect(await axeFindings(page)).toEqual([])
})
