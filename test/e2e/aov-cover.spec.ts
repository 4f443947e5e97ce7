import type { Page } from '@playwright/test'
import { todayInNl } from '../../api/contract/date-rules'
import { formatPrice } from '../../i18n/format'
import { fillDetails } from './checkout-forms'
import { expect, test } from './fixtures'
import { add, partnerUrl, startAsCarpenter } from './helpers'
import { verifyIdentity } from './identity'
import { AOV_PAGE, answerMedical, startIncomeProtection, takeQuiz } from './income-protection'

/**
 * Income protection says one thing everywhere (issue 17 item 4): after each change of the choices, the
 * cart, the product card, the premium page and the review show the same cover, preset names and price,
 * and the policy is taken out at that price.
 */

// A whole journey read after each change (sign-in, an eleven-question quiz, the products page each time).
test.beforeEach(() => test.setTimeout(300_000))

const PRODUCTS = partnerUrl('zzp', '/products/available-products')
/** Text as a person reads it: no-break spaces as spaces. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ').trim()
const dmy = (iso: string) => iso.split('-').reverse().join('-')
const card = (page: Page) => page.locator('[data-testid="product-card"][data-product-type="aov"]')
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screens/aov-cover-${name}.png`, fullPage: true })

/** The cover as the premium page and its review word it, and the cart lists it (then its start date). */
function coverLines(
  income: string,
  duration: string,
  ownRisk: string,
  indexation: boolean,
  burnout: boolean,
) {
  return [
    `Verzekerd jaarinkomen: € ${income},00`,
    `Uitkeringsduur: ${duration}`,
    `Eigen risico: ${ownRisk}`,
    `Indexatie: ${indexation ? 'Ja' : 'Nee'}`,
    `Psychische klachten meeverzekerd: ${burnout ? 'Ja' : 'Nee'}`,
  ]
}
const MEDIUM = coverLines('45.000', '5 jaar', '30 dagen', true, true)

/** The income-protection item in the cart panel: its price and its lines ("label: value"). */
async function cart(page: Page) {
  const item = page.getByTestId('cart-panel').getByTestId('cart-item')
  await expect(item).toHaveCount(1)
  const labels = await item.locator('dt').allTextContents()
  const values = await item.locator('dd').allTextContents()
  return {
    price: plain(await page.getByTestId('cart-panel').getByTestId('cart-total').innerText()),
    lines: labels.map((label, i) => plain(`${label}: ${values[i]}`)),
  }
}

/** The product card on the products page: its price, what the price is for, and the presets' prices. */
async function productCard(page: Page) {
  const aov = card(page)
  await expect(aov.locator('[data-preset]')).toHaveCount(3)
  const presets: Record<string, string> = {}
  for (const row of await aov.locator('[data-preset]').all())
    presets[plain(await row.locator('dt').innerText())] = plain(await row.locator('dd').innerText())
  const current = aov.locator('[data-current]')
  return {
    price: plain(await aov.getByTestId('product-price').innerText()),
    cover: plain(await aov.getByTestId('price-cover').innerText()),
    presets,
    current: (await current.count()) ? plain(await current.locator('dt').innerText()) : null,
    exampleAge: await aov.getByTestId('example-age').isVisible(),
  }
}

/** Reads the product card on the products page, then comes back to the premium page as it was. */
async function productCardNow(page: Page) {
  await page.goto(PRODUCTS)
  await expect(card(page).getByTestId('price-cover')).toBeVisible()
  const read = await productCard(page)
  await page.goto(AOV_PAGE)
  return read
}

/** The premium page: the price and the preset pressed (null: choices of one's own). */
async function premiumPage(page: Page) {
  const premium = page.getByTestId('premium')
  await expect(premium.getByTestId('monthly-premium')).toBeVisible()
  const pressed = premium.getByRole('button', { pressed: true })
  return {
    price: plain(await premium.getByTestId('monthly-premium').innerText()),
    preset: (await pressed.count()) ? plain(await pressed.innerText()) : null,
  }
}

/**
 * After a change on the premium page: once its price settled, the cart shows that price and `lines`, and
 * the product card that price, named for the preset pressed (or own choices), with that preset's price.
 */
async function agree(page: Page, preset: string | null, lines: string[]) {
  const box = page.getByTestId('premium').getByTestId('premium-box')
  const listed = [...lines, `Ingangsdatum: ${dmy(todayInNl())}`]
  // Settled: the premium priced, and the cart fetched again with the new cover.
  await expect
    .poll(async () => {
      const [busy, shown, inCart] = [
        await box.getAttribute('aria-busy'),
        await premiumPage(page),
        await cart(page),
      ]
      return (
        busy === 'false' &&
        shown.price === inCart.price &&
        JSON.stringify(inCart.lines) === JSON.stringify(listed)
      )
    })
    .toBe(true)
  const shown = await premiumPage(page)
  expect(shown.preset).toBe(preset)
  expect(await cart(page)).toEqual({ price: shown.price, lines: listed })
  const product = await productCardNow(page)
  expect(product.price).toBe(shown.price)
  expect(product.cover).toBe(preset ? `Je keuze: pakket ${preset}` : 'Je keuze: eigen samenstelling')
  expect(product.current).toBe(preset)
  if (preset) expect(product.presets[preset]).toBe(shown.price)
  expect(product.exampleAge).toBe(false) // priced for the customer's own age now
  await expect(page.getByTestId('premium')).toBeVisible()
  expect(await premiumPage(page)).toEqual(shown) // the premium page as it was left
  return shown.price
}

test('after each change of income protection’s choices, the cart, product card, premium page and review agree, and so does the policy', async ({
  page,
}) => {
  await startIncomeProtection(page, 'aov-dekking')

  // In the cart, before any choice: the medium preset, named and priced as the product card has it.
  const start = await cart(page)
  expect(start.lines).toEqual([...MEDIUM, `Ingangsdatum: ${dmy(todayInNl())}`])
  await page.goto(PRODUCTS)
  const before = await productCard(page)
  expect(before).toMatchObject({ price: start.price, cover: 'Je keuze: pakket Standaard' })
  expect(before.presets.Standaard).toBe(start.price)
  expect(Object.keys(before.presets)).toEqual(['Basis', 'Standaard', 'Uitgebreid'])
  // No birth date yet: the card says which age its prices are for.
  expect(before.exampleAge).toBe(true)
  await card(page).screenshot({ path: 'test-results/screens/aov-cover-product-card-1280.png' })
  await page.goto(AOV_PAGE)

  await takeQuiz(page, true, 'Start de toets')
  await page.getByTestId('quiz').getByRole('button', { name: 'Verder' }).click()
  await answerMedical(page, '180', '75')
  await page.getByLabel('Geboortedatum').fill('1990-02-28')
  await page.getByRole('button', { name: 'Bereken mijn premie' }).click()
  const premium = page.getByTestId('premium')

  // The medium preset first: the same name and price as on the card (the carpenter is 36: the same age band).
  expect(await agree(page, 'Standaard', MEDIUM)).toBe(before.presets.Standaard)
  await shot(page, 'premium-1280')

  // Another preset.
  await premium.getByRole('button', { name: 'Uitgebreid' }).click()
  await agree(page, 'Uitgebreid', coverLines('60.000', 'Tot je 67e', '14 dagen', true, true))

  // Changed one by one back to the medium preset's choices: it is the medium preset again.
  await premium.getByLabel('Te verzekeren jaarinkomen').fill('45000')
  await premium.getByRole('radio', { name: '5 jaar' }).check()
  await premium.getByRole('radio', { name: '30 dagen' }).check()
  await agree(page, 'Standaard', MEDIUM)

  // The customer's own: € 45.000, 5 years, 30 days, without indexation and burn-out.
  await premium.getByRole('checkbox', { name: /Indexatie/ }).uncheck()
  await premium.getByRole('checkbox', { name: /burn-out/ }).uncheck()
  const own = coverLines('45.000', '5 jaar', '30 dagen', false, false)
  const price = await agree(page, null, own)
  await shot(page, 'premium-own-1280')

  // The review: the same cover and price as the cart.
  await premium.getByRole('button', { name: 'Bekijk je premie' }).click()
  await expect(page.getByRole('heading', { name: 'Je premie' })).toBeVisible()
  const terms = await premium.locator('dt').allTextContents()
  const values = await premium.locator('dd').allTextContents()
  const rows = terms.map((term, i) => plain(`${term}: ${values[i]}`))
  expect(rows.slice(0, 5)).toEqual(own)
  expect(plain(await page.getByTestId('review-premium').innerText())).toBe(price)
  expect((await cart(page)).price).toBe(price)
  await shot(page, 'review-1280')

  // Confirmed and taken out: the policy costs what the cart, the card and the review said.
  await page.getByRole('button', { name: 'Akkoord, verder' }).click()
  await expect(page.getByRole('heading', { name: 'Je bedrijf' })).toBeVisible()
  expect((await cart(page)).price).toBe(price)
  const purchase = page.waitForResponse((r) => new URL(r.url()).pathname === '/cart-item/purchase')
  await fillDetails(page)
  await verifyIdentity(page, 'Geverifieerd')
  const body = (await (await purchase).json()) as { policies: { price: string }[] }
  expect(body.policies.map((p) => plain(formatPrice(Number(p.price), 'EUR', 'nl')))).toEqual([price])
  await expect(page).toHaveURL(partnerUrl('zzp', '/result'))
})

test('at 375 px the income-protection card and the cart name and price the same cover @mobile', async ({
  page,
}) => {
  await startAsCarpenter(page, 'aov-dekking-klein')
  await add(page, 'Arbeidsongeschiktheidsverzekering')
  const aov = card(page)
  await expect(aov.getByTestId('price-cover')).toHaveText('Je keuze: pakket Standaard')
  const price = plain(await aov.getByTestId('product-price').innerText())
  await aov.screenshot({ path: 'test-results/screens/aov-cover-product-card-375.png' })
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  await page.getByTestId('cart-button').click()
  const dialog = page.getByRole('dialog')
  await expect.poll(async () => plain(await dialog.getByTestId('cart-total').innerText())).toBe(price)
  await page.screenshot({ path: 'test-results/screens/aov-cover-cart-375.png' })
})
