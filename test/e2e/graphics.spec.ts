import type { Locator, Page } from '@playwright/test'
import { axeFindings, expect, test } from './fixtures'
import { fillDetails } from './checkout-forms'
import { add, partnerUrl, signIn, uniqueEmail } from './helpers'
import { liabilityToForms } from './liability'

/**
 * The decorative graphics (core §2): only for a partner with visual effects on (zzp; kroonbank has them
 * off), the error illustrations always, the backdrop's switch at 865 px, and no motion for those who
 * ask their system for less. Screenshots of each decorated screen at 1280 and 375 px go to
 * test-results/screens/graphics-*.png.
 */

const graphic = (page: Page, name: string) => page.locator(`[data-graphic="${name}"]`)
const graphicNames = (page: Page) =>
  page.locator('[data-graphic]').evaluateAll((all) => all.map((e) => e.getAttribute('data-graphic')))
const shot = (page: Page, name: string) =>
  page.screenshot({
    path: `test-results/screens/graphics-${name}-${page.viewportSize()?.width}.png`,
    fullPage: true,
  })

/** Decorations never widen the page (no horizontal scroll) and never take a click. */
async function staysOutOfTheWay(page: Page, located: Locator) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(page.viewportSize()!.width)
  await expect(located).toHaveAttribute('aria-hidden', 'true')
  expect(await located.evaluate((e) => getComputedStyle(e).pointerEvents)).toBe('none')
}

const box = async (located: Locator) => {
  const { width, height } = (await located.boundingBox())!
  return { width: Math.round(width), height: Math.round(height) }
}

test('the welcome page is decorated for a partner with visual effects, and plain for one without', async ({
  page,
}) => {
  await page.goto(partnerUrl('zzp', '/welcome'))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  for (const name of ['backdrop', 'circle', 'arrow_half_left', 'long_spiral']) {
    await expect(graphic(page, name)).toBeVisible()
    await staysOutOfTheWay(page, graphic(page, name))
  }
  // The arrow points at the call to action from its right, beside it rather than over it.
  const button = (await page.getByRole('button', { name: 'Log in en bereken je premie' }).boundingBox())!
  const arrow = (await graphic(page, 'arrow_half_left').boundingBox())!
  expect(arrow.x).toBeGreaterThan(button.x + button.width)
  await shot(page, 'welcome')

  await page.goto(partnerUrl('kroonbank', '/welcome'))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await graphicNames(page)).toEqual([])
})

test('the error illustrations show even without visual effects', async ({ page }) => {
  await page.goto(partnerUrl('kroonbank', '/dit/bestaat/niet'))
  await expect(graphic(page, 'not_found')).toBeVisible()
  await page.goto(partnerUrl('kroonbank', '/500'))
  await expect(graphic(page, 'internal_server_error')).toBeVisible()
  expect(await graphicNames(page)).toEqual(['internal_server_error'])
})

test('the backdrop switches at 865 px: the full shape on wide screens, the smaller corner piece below', async ({
  page,
}) => {
  const measure = async (path: string, name: string, width: number) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(partnerUrl('zzp', path))
    await expect(graphic(page, name)).toBeVisible()
    await staysOutOfTheWay(page, graphic(page, name))
    return {
      ...(await box(graphic(page, name))),
      opacity: await graphic(page, name).evaluate((e) => getComputedStyle(e).opacity),
    }
  }
  for (const [path, name] of [
    ['/welcome', 'backdrop'],
    ['/insurance-checkin', 'checkin_backdrop'],
  ] as const) {
    const wide = await measure(path, name, 1280)
    const justWide = await measure(path, name, 865)
    const justNarrow = await measure(path, name, 864)
    const narrow = await measure(path, name, 375)
    expect(wide.opacity).toBe('0.12')
    expect(justWide.opacity).toBe('0.12')
    expect(justNarrow.opacity).toBe('0.08')
    expect(narrow.opacity).toBe('0.08')
    expect(narrow.width).toBeLessThan(wide.width / 1.5)
  }
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(partnerUrl('zzp', '/insurance-checkin'))
    await expect(graphic(page, 'checkin_backdrop')).toBeVisible()
    // Behind the text at either width, the backdrops take no contrast from it.
    expect(await axeFindings(page)).toEqual([])
    await shot(page, 'checkin')
    await page.goto(partnerUrl('zzp', '/welcome'))
    await expect(graphic(page, 'backdrop')).toBeVisible()
    expect(await axeFindings(page)).toEqual([])
  }
  await page.goto(partnerUrl('zzp', '/welcome'))
  await shot(page, 'welcome')
})

test('with reduced motion asked for, no graphic moves', async ({ page }) => {
  const animations = () =>
    page
      .locator('[data-graphic]')
      .evaluateAll((all) =>
        all.map((e) => [e.getAttribute('data-graphic'), getComputedStyle(e).animationName]),
      )
  await page.goto(partnerUrl('zzp', '/welcome'))
  await expect(graphic(page, 'circle')).toBeVisible()
  // Without a preference: the circle rises in, the arrow nudges, the spiral rises (the backdrop stays still).
  const moving = Object.fromEntries(await animations())
  expect(moving['backdrop']).toBe('none')
  for (const name of ['circle', 'arrow_half_left', 'long_spiral']) expect(moving[name]).not.toBe('none')
  // Every animation ends within two seconds: nothing keeps moving that would need a pause button.
  const endless = await page.evaluate(() =>
    document
      .getAnimations()
      .filter((a) => (a.effect as KeyframeEffect | null)?.target?.hasAttribute('data-graphic'))
      .map((a) => a.effect!.getComputedTiming().endTime)
      .filter((end) => Number(end) > 2_000),
  )
  expect(endless).toEqual([])

  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.reload()
  await expect(graphic(page, 'circle')).toBeVisible()
  expect(await animations()).toEqual([
    ['backdrop', 'none'],
    ['circle', 'none'],
    ['arrow_half_left', 'none'],
    ['long_spiral', 'none'],
  ])
})

test('a customer of a partner with visual effects sees them through the funnel, in the dialogs and at the result', async ({
  page,
}) => {
  test.setTimeout(240_000) // a whole purchase, with screenshots at two widths
  await liabilityToForms(page, 'grafiek')
  await fillDetails(page)
  await expect(page).toHaveURL(partnerUrl('zzp', '/result'))
  // Cover with a policy number: confetti, beside the headline and never over it.
  await expect(graphic(page, 'confetti')).toBeVisible()
  const headline = (await page.getByRole('heading', { level: 1 }).boundingBox())!
  const confetti = (await graphic(page, 'confetti').boundingBox())!
  expect(confetti.x).toBeGreaterThanOrEqual(headline.x + headline.width)
  await staysOutOfTheWay(page, graphic(page, 'confetti'))
  await shot(page, 'result')
  await page.setViewportSize({ width: 375, height: 740 })
  await expect(graphic(page, 'confetti')).toBeVisible()
  await staysOutOfTheWay(page, graphic(page, 'confetti'))
  // On a small screen the headline keeps the confetti's corner free: no line beside it reaches under it.
  const corner = (await graphic(page, 'confetti').boundingBox())!
  const wordsEnd = await page.getByRole('heading', { level: 1 }).evaluate((h, bottom) => {
    const range = document.createRange()
    range.selectNodeContents(h)
    const beside = [...range.getClientRects()].filter((r) => r.top < bottom)
    return Math.max(...beside.map((r) => r.right))
  }, corner.y + corner.height)
  expect(wordsEnd).toBeLessThanOrEqual(corner.x)
  await shot(page, 'result')
  await page.setViewportSize({ width: 1280, height: 720 })

  // The account area: a half circle under its navigation, on wide screens only (below 768 px it is tabs).
  await page.goto(partnerUrl('zzp', '/user/policies'))
  await expect(graphic(page, 'circle_top')).toBeVisible()
  await staysOutOfTheWay(page, graphic(page, 'circle_top'))
  await shot(page, 'account')
  await page.setViewportSize({ width: 375, height: 740 })
  await expect(graphic(page, 'circle_top')).toBeHidden()
  await shot(page, 'account')
  await page.setViewportSize({ width: 1280, height: 720 })

  // The profession page: the swirl in the free column beside the search; the assistant's dialog: the wave.
  await page.goto(partnerUrl('zzp', '/profession'))
  await expect(graphic(page, 'swirl')).toBeVisible()
  await staysOutOfTheWay(page, graphic(page, 'swirl'))
  const search = (await page.getByLabel('Zoek je beroep').boundingBox())!
  expect((await graphic(page, 'swirl').boundingBox())!.x).toBeGreaterThan(search.x + search.width)
  await shot(page, 'profession')
  await page.getByRole('button', { name: 'Laat je helpen' }).click()
  await expect(page.getByRole('dialog', { name: 'Welk beroep past bij mij?' })).toBeVisible()
  await expect(graphic(page, 'modal_backdrop')).toBeVisible()
  expect(await axeFindings(page)).toEqual([])
  await page.keyboard.press('Escape')

  // The products page: the arrow towards the cart's side panel; the delete confirmation: the wave.
  await page.goto(partnerUrl('zzp', '/products/available-products'))
  await expect(graphic(page, 'arrow_half')).toBeVisible()
  await staysOutOfTheWay(page, graphic(page, 'arrow_half'))
  await add(page, 'Inboedelverzekering')
  await page
    .getByTestId('cart-panel')
    .getByRole('button', { name: /verwijderen/i })
    .first()
    .click()
  const dialog = page.getByRole('dialog', { name: 'Verzekering verwijderen' })
  await expect(dialog).toBeVisible()
  await expect(graphic(page, 'modal_backdrop')).toBeVisible()
  expect(await dialog.locator('[data-graphic]').count()).toBe(0)
  expect(await axeFindings(page)).toEqual([])
  await shot(page, 'dialog')
  await dialog.getByRole('button', { name: 'Sluiten' }).click()
  // A small screen: no side panel to point at; the cart is an overlay, and its delete dialog has the wave too.
  await page.setViewportSize({ width: 375, height: 740 })
  await expect(graphic(page, 'arrow_half')).toBeHidden()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375)
  await shot(page, 'products')
  await page.getByTestId('cart-button').click()
  await page
    .getByTestId('cart-overlay')
    .getByRole('button', { name: /verwijderen/i })
    .first()
    .click()
  await expect(dialog).toBeVisible()
  await expect(graphic(page, 'modal_backdrop')).toBeVisible()
  await shot(page, 'dialog')
})

test('a customer of a partner without visual effects sees none of them', async ({ page }) => {
  await signIn(page, 'kroonbank', uniqueEmail('zonder-effecten'))
  await expect(page).toHaveURL(partnerUrl('kroonbank', '/profession'))
  await expect(page.getByRole('heading', { name: 'Wat is je beroep?' })).toBeVisible()
  expect(await graphicNames(page)).toEqual([])
  await page.getByRole('button', { name: 'Laat je helpen' }).click()
  await expect(page.getByRole('dialog', { name: 'Welk beroep past bij mij?' })).toBeVisible()
  expect(await graphicNames(page)).toEqual([])
  await page.keyboard.press('Escape')
  await page.getByLabel('Zoek je beroep').fill('timmer')
  await page.getByRole('radio', { name: 'Timmerman' }).check()
  await page.getByRole('button', { name: 'Verder als Timmerman' }).click()
  await expect(page).toHaveURL(partnerUrl('kroonbank', '/products/available-products'))
  await expect(page.getByText('Passend bij je beroep Timmerman.')).toBeVisible()
  expect(await graphicNames(page)).toEqual([])
  await page.goto(partnerUrl('kroonbank', '/user/policies'))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await graphicNames(page)).toEqual([])
})
