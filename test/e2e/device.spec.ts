import { type Page } from '@playwright/test'
import { addDays, todayInNl } from '../../api/contract/date-rules'
import { fillDetails } from './checkout-forms'
import { expect, test } from './fixtures'
import { add, partnerUrl, startAsCarpenter } from './helpers'
import { cartShots } from './cart-shots'

/** Device insurance (issue 19 item 3): its own step in the default journey, then the forms, as new customers. */

const IMEI = '490154203237518'
const WRONG_IMEI = '490154203237517'

const screen = (page: Page, name: string) =>
  page.screenshot({ path: `/tmp/device-${name}.png`, fullPage: true })

const step = (page: Page) => page.getByTestId('device-step')

/** A call of the API with the page's own access token: its status and JSON answer. */
const api = (page: Page, method: string, path: string, body?: unknown) =>
  page.evaluate(
    async ({ method, path, body }) => {
      const { access_token } = JSON.parse(localStorage.getItem('auth-storage') ?? '{}') as {
        access_token: string
      }
      const res = await fetch(path, {
        method,
        headers: { Authorization: `Bearer ${access_token}`, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      return { status: res.status, json: (await res.json()) as Record<string, unknown> }
    },
    { method, path, body },
  )

/** The form sent straight to the server, past the browser's checks: the server's field errors. */
async function sentDirectly(page: Page, form: Record<string, string>) {
  const cart = await api(page, 'GET', '/cart-item')
  const [item] = (cart.json as { result: { id: number }[] }).result
  const res = await api(page, 'PUT', `/device-quote/${item!.id}`, form)
  expect(res.status).toBe(400)
  return res.json.field_errors
}

/** The device quote calls the page made. */
function watchQuotes(page: Page) {
  const calls: string[] = []
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname
    if (path.startsWith('/device-quote') && request.method() === 'PUT') calls.push(path)
  })
  return calls
}

/** A new carpenter with device insurance in the cart, on the device step. */
async function startDevice(page: Page, name: string, mobile = false) {
  await startAsCarpenter(page, name)
  await add(page, 'Elektronicaverzekering')
  // On a phone the cart is behind its button.
  if (mobile) {
    await page.getByTestId('cart-button').click()
    await page.getByRole('dialog').getByRole('button', { name: 'Verder' }).click()
  } else await page.getByTestId('cart-panel').getByRole('button', { name: 'Verder' }).click()
  await expect(page).toHaveURL(partnerUrl('zzp', '/checkout'))
  await expect(
    page.getByRole('heading', { level: 1, name: 'Welk apparaat wil je verzekeren?' }),
  ).toBeVisible()
}

/** The policy of the number shown on the result page, opened from my insurances. */
async function openPolicy(page: Page, number: string) {
  await page.goto(partnerUrl('zzp', '/user/policies'))
  await page.getByRole('link', { name: `Bekijk polis ${number}` }).click()
  await expect(page).toHaveURL(/\/user\/policies\/\d+$/)
}

const resultNumber = async (page: Page) => {
  await expect(page).toHaveURL(partnerUrl('zzp', '/result'))
  const outcome = page.getByTestId('outcome')
  await expect(outcome).toHaveAttribute('data-outcome', 'insured')
  await expect(outcome).toContainText(/Polisnummer VZ-\d{4}-\d{6}/)
  return /VZ-\d{4}-\d{6}/.exec((await outcome.textContent()) ?? '')![0]
}

/** dd-mm-yyyy, as the pages show a date. */
const shown = (iso: string) => iso.split('-').reverse().join('-')

test('a phone to a policy: a wrong IMEI and claim amounts the wrong way round are refused in the form', async ({
  page,
}) => {
  test.slow()
  await page.setViewportSize({ width: 1280, height: 900 })
  await startDevice(page, 'telefoon')
  const calls = watchQuotes(page)
  // Before its quote the device has no premium yet and claims no excess (its pricing has none).
  const card = page.getByTestId('cart-panel').getByTestId('cart-item')
  await expect(card).toContainText('Premie nog niet berekend')
  await expect(card).not.toContainText('Eigen risico')
  // A smartphone by default, asked for its IMEI.
  await expect(step(page).getByLabel('Soort apparaat')).toHaveValue('smartphone')
  await expect(step(page).getByLabel('Serienummer')).toHaveCount(0)
  const endDate = addDays(todayInNl(), 400)
  await step(page).getByLabel('Aankoopprijs in euro').fill('800')
  await step(page).getByLabel('IMEI-nummer').fill(WRONG_IMEI)
  await step(page).getByLabel('Vergoeding per schade').selectOption('5000')
  await step(page).getByLabel('Vergoeding per jaar').selectOption('1000')
  await step(page).getByLabel('Einddatum').fill(endDate)
  await step(page).getByRole('button', { name: 'Bereken mijn premie' }).click()
  await expect(step(page).getByText('Vul een geldig IMEI-nummer van 15 cijfers in.')).toBeVisible()
  await expect(step(page).getByText('Kies een lager bedrag per schade.')).toBeVisible()
  await expect(step(page).getByText('Kies een hoger bedrag per jaar.')).toBeVisible()
  await expect(step(page).getByLabel('IMEI-nummer')).toBeFocused()
  await screen(page, 'errors-1280')
  expect(calls).toEqual([])
  // Sent directly, the server refuses the same.
  const direct = {
    device_type: 'smartphone',
    device_price: '800',
    imeiNumber: WRONG_IMEI,
    perClaim: '1000',
    perYear: '2500',
    end_date: endDate,
  }
  expect(await sentDirectly(page, direct)).toEqual({ imeiNumber: ['imei'] })
  expect(
    await sentDirectly(page, { ...direct, imeiNumber: IMEI, perClaim: '5000', perYear: '1000' }),
  ).toEqual({
    perClaim: ['lowerClaimAmount'],
    perYear: ['higherYearAmount'],
  })
  calls.length = 0

  await step(page).getByLabel('IMEI-nummer').fill(IMEI)
  await step(page).getByLabel('Vergoeding per schade').selectOption('1000')
  await expect(step(page).getByText('Kies een hoger bedrag per jaar.')).toHaveCount(0)
  await step(page).getByLabel('Vergoeding per jaar').selectOption('2500')
  await screen(page, 'phone-1280')
  await step(page).getByRole('button', { name: 'Bereken mijn premie' }).click()
  await expect(page.getByRole('heading', { name: 'Je bedrijf' })).toBeVisible()
  expect(calls).toHaveLength(1)
  // The quote priced the cart: € 800 phone, € 1,000 per claim, € 2,500 a year: € 8,52 a month.
  await expect(page.getByTestId('cart-panel').getByTestId('cart-total')).toHaveText('€ 8,52')
  // The cart card lists the device and the amounts chosen, and the end date.
  await expect(card).toContainText('Smartphone')
  await expect(card).toContainText('Vergoeding per schade')
  await expect(card).toContainText(shown(endDate))
  await cartShots(page, 'device')

  // Back from the first form returns to the device, as it was saved; a reload keeps it.
  await page.getByRole('button', { name: 'Vorige stap' }).click()
  await expect(step(page).getByLabel('IMEI-nummer')).toHaveValue(IMEI)
  await page.reload()
  await expect(step(page).getByLabel('IMEI-nummer')).toHaveValue(IMEI)
  await expect(step(page).getByLabel('Einddatum')).toHaveValue(endDate)
  await step(page).getByRole('button', { name: 'Bereken mijn premie' }).click()

  await fillDetails(page)
  const number = await resultNumber(page)
  await openPolicy(page, number)
  await expect(page.getByText(shown(endDate), { exact: true }).first()).toBeVisible()
  await expect(page.getByText(IMEI)).toBeVisible()
  await screen(page, 'policy-1280')
})

test('a drone to a policy: a price over € 5,000 is refused in the form', async ({ page }) => {
  test.slow()
  await page.setViewportSize({ width: 1280, height: 900 })
  await startDevice(page, 'drone')
  const calls = watchQuotes(page)
  await step(page).getByLabel('Soort apparaat').selectOption('drone')
  // A drone has a serial number, no IMEI.
  await expect(step(page).getByLabel('IMEI-nummer')).toHaveCount(0)
  await step(page).getByLabel('Aankoopprijs in euro').fill('6000')
  await step(page).getByLabel('Serienummer').fill('DJI-4XK-2291')
  const endDate = addDays(todayInNl(), 30)
  await step(page).getByLabel('Einddatum').fill(endDate)
  await step(page).getByRole('button', { name: 'Bereken mijn premie' }).click()
  await expect(step(page).getByText('Het hoogste bedrag is € 5.000.')).toBeVisible()
  await screen(page, 'drone-cap-1280')
  expect(calls).toEqual([])
  // Sent directly, the server refuses a drone over the cap too.
  expect(
    await sentDirectly(page, {
      device_type: 'drone',
      device_price: '6000',
      device_serial_number: 'DJI-4XK-2291',
      perClaim: '1000',
      perYear: '2500',
      end_date: endDate,
    }),
  ).toEqual({ device_price: ['maxDronePrice'] })
  calls.length = 0

  await step(page).getByLabel('Aankoopprijs in euro').fill('4500')
  await step(page).getByRole('button', { name: 'Bereken mijn premie' }).click()
  await expect(page.getByRole('heading', { name: 'Je bedrijf' })).toBeVisible()
  expect(calls).toHaveLength(1)
  await fillDetails(page)
  const number = await resultNumber(page)
  await openPolicy(page, number)
  await expect(page.getByText(shown(endDate), { exact: true }).first()).toBeVisible()
  await expect(page.getByText('Drone', { exact: true })).toBeVisible()
})

test('at 375 px the device step fits the screen @mobile', async ({ page }) => {
  await startDevice(page, 'mobiel', true)
  await step(page).getByLabel('IMEI-nummer').fill(WRONG_IMEI)
  await step(page).getByRole('button', { name: 'Bereken mijn premie' }).click()
  await expect(step(page).getByText('Vul een geldig IMEI-nummer van 15 cijfers in.')).toBeVisible()
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)
  expect(overflow).toBe(false)
  await screen(page, 'errors-375')
})

test('the device step in English, French and German, its errors in the same language', async ({ page }) => {
  test.slow()
  await page.setViewportSize({ width: 1280, height: 900 })
  await startDevice(page, 'talen')
  const headings = {
    en: 'Which device do you want to insure?',
    fr: 'Quel appareil souhaitez-vous assurer ?',
    de: 'Welches Gerät möchten Sie versichern?',
  }
  for (const [language, heading] of Object.entries(headings)) {
    await page.evaluate((l) => localStorage.setItem('language', l), language)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await step(page).locator('input[name="imeiNumber"]').fill(WRONG_IMEI)
    await step(page).locator('button[type="submit"]').click()
    await expect(step(page).locator('input[name="imeiNumber"]')).toHaveAttribute('aria-invalid', 'true')
    // Every error is in the page's language: none of the Dutch texts.
    await expect(step(page)).not.toContainText('Vul een geldig IMEI-nummer')
    await expect(step(page)).not.toContainText('Dit veld is verplicht')
    await screen(page, `${language}-1280`)
  }
})
