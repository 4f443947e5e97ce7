import { type Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { signExternalLogin } from '../../api/server/auth/signature'
import { devSignatureSecret } from '../../api/server/db/seed-data'
import { add, cscIds, partnerUrl, signIn, startAsCarpenter, uniqueEmail } from './helpers'

/** The analytics events pushed so far (core §7), in order. */
const events = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? []).flatMap((entry) => (typeof entry.event === 'string' ? [entry.event] : [])),
  )

test('a new user picks a profession, fills the cart and is taken through the groups in priority order', async ({
  page,
}) => {
  test.slow() // a whole journey: sign-in, profession, four products, three groups
  await startAsCarpenter(page, 'funnel')
  const cart = page.getByTestId('cart-panel')
  await expect(cart.getByTestId('cart-empty')).toBeVisible()
  await expect(cart.getByRole('button', { name: 'Verder' })).toBeDisabled()

  // A product's question opens from the keyboard, as a disclosure a screen reader announces.
  const card = page.getByTestId('product-card').filter({ hasText: 'Bedrijfsaansprakelijkheidsverzekering' })
  const question = card.locator('summary', { hasText: 'Welke schade is gedekt?' })
  await question.focus()
  await page.keyboard.press('Enter')
  await expect(card.getByText(/^Letsel- en zaakschade/)).toBeVisible()
  await expect(card.locator('details').first()).toHaveJSProperty('open', true)

  // A car (priced later), a home and a liability product, plus one to delete again.
  await add(page, 'Zakelijke autoverzekering')
  await expect(cart.getByTestId('cart-count')).toHaveText('1')
  await expect(cart.getByText('Premie nog niet berekend')).toBeVisible()
  await add(page, 'Inboedelverzekering')
  await add(page, 'Bedrijfsaansprakelijkheidsverzekering')
  await add(page, 'Elektronicaverzekering')
  await expect(cart.getByTestId('cart-count')).toHaveText('4')
  await expect(page.getByRole('button', { name: 'In je winkelwagen' })).toHaveCount(4)
  // Gross, rounded to cents: bedrijfsaansprakelijkheid 18.00 × 2.8 (risk class 4) × 1.21 = 60.98. Inboedel
  // and elektronica have no premium until their own quotes (cart/quoted-price.ts), so they add nothing.
  await expect(cart.getByTestId('cart-total')).toHaveText('€ 60,98')
  for (const quoted of ['Elektronicaverzekering', 'Inboedelverzekering'])
    await expect(cart.getByTestId('cart-item').filter({ hasText: quoted })).toContainText(
      'Premie nog niet berekend',
    )

  // Deleting asks first; Close keeps the item.
  await cart.getByRole('button', { name: 'Elektronicaverzekering verwijderen' }).click()
  const dialog = page.getByRole('dialog', { name: 'Verzekering verwijderen' })
  await expect(dialog).toContainText('Elektronicaverzekering')
  await dialog.getByRole('button', { name: 'Sluiten' }).click()
  await expect(cart.getByTestId('cart-count')).toHaveText('4')
  await cart.getByRole('button', { name: 'Elektronicaverzekering verwijderen' }).click()
  await dialog.getByRole('button', { name: 'Verwijderen' }).click()
  await expect(cart.getByTestId('cart-count')).toHaveText('3')
  await expect(cart.getByTestId('cart-total')).toHaveText('€ 60,98')
  await expect(page.getByTestId('steps-bar')).toHaveAttribute('data-flow', 'default')
  await page.screenshot({ path: 'test-results/screens/cart-1280.png', fullPage: true })

  await cart.getByRole('button', { name: 'Verder' }).click()
  await expect(page).toHaveURL(partnerUrl('zzp', '/checkout'))
  const disclaimer = page.getByTestId('disclaimer')
  await expect(disclaimer.getByRole('listitem')).toHaveText([
    /Autoverzekering/,
    /Woonverzekeringen/,
    /Overige verzekeringen/,
  ])
  // Once the funnel has started the cart's button reads Close; the cart button brings it back.
  await expect(cart.getByRole('button', { name: 'Verder' })).toHaveCount(0)
  await cart.getByRole('button', { name: 'Sluiten' }).click()
  await expect(cart).toHaveCount(0)
  await page.getByTestId('cart-button').click()
  await expect(cart.getByTestId('cart-count')).toHaveText('3')
  await page.getByRole('button', { name: 'Begrepen, verder' }).click()

  for (const [flow, product] of [
    ['car', 'Zakelijke autoverzekering'],
    ['consumer', 'Inboedelverzekering'],
    ['normal', 'Bedrijfsaansprakelijkheidsverzekering'],
  ] as const) {
    if (flow === 'car') {
      // The car runs its own journey (car.spec.ts): its quote form, skipped here.
      await expect(page.getByTestId('car-quote-form')).toBeVisible()
      await expect(page.getByTestId('steps-bar')).toHaveAttribute('data-flow', 'carConsumer')
      await expect(cart.locator('[data-in-checkout]').filter({ hasText: product })).toHaveCount(1)
      await page.getByRole('button', { name: 'Deze verzekering overslaan' }).click()
      await page
        .getByRole('dialog', { name: 'Deze verzekering overslaan?' })
        .getByRole('button', { name: 'Ja, overslaan' })
        .click()
      continue
    }
    if (flow === 'normal') {
      // The normal group runs the default flow's journey (its own tests: default-flow.spec.ts).
      await expect(page.getByTestId('question')).toBeVisible()
      await expect(cart.locator('[data-in-checkout]').filter({ hasText: product })).toHaveCount(1)
      // Skipping says what it does first (truth.spec.ts has the dialog's way back).
      await page.getByRole('button', { name: 'Deze verzekering overslaan' }).click()
      await page
        .getByRole('dialog', { name: 'Deze verzekering overslaan?' })
        .getByRole('button', { name: 'Ja, overslaan' })
        .click()
      continue
    }
    // The home group runs its own journey (home.spec.ts): its form, skipped here.
    await expect(page.getByTestId('home-form')).toBeVisible()
    await expect(page.getByTestId('steps-bar')).toHaveAttribute('data-flow', 'carConsumer')
    // The checkout cart is marked; a consumer (home) product marks every item (core §4).
    await expect(cart.locator('[data-in-checkout]')).toHaveCount(3)
    await expect(cart.locator('[data-in-checkout]').filter({ hasText: product })).toHaveCount(1)
    await page.getByRole('button', { name: 'Deze verzekering overslaan' }).click()
    await page
      .getByRole('dialog', { name: 'Deze verzekering overslaan?' })
      .getByRole('button', { name: 'Ja, overslaan' })
      .click()
  }
  // Nothing was taken out, and every product says what became of it: no "done" without a policy.
  await expect(page).toHaveURL(partnerUrl('zzp', '/result?type=dropout'))
  const result = page.getByTestId('result')
  await expect(result.getByRole('heading', { level: 1 })).toHaveText('Er is niets afgesloten')
  await expect(result.getByTestId('product-outcome')).toHaveText([
    /Zakelijke autoverzekering.*Overgeslagen/,
    /Inboedelverzekering.*Overgeslagen/,
    /Bedrijfsaansprakelijkheidsverzekering.*Overgeslagen/,
  ])
  await expect(result).not.toContainText(/Afgerond|Verzekerd|Polisnummer/i)
  await expect(result.getByTestId('still-in-cart')).toBeVisible()

  expect(await events(page)).toEqual([
    'funnel_search',
    'funnel_profession_select',
    'view_item_list',
    // The question opened from the keyboard.
    'select_item',
    'add_to_cart',
    'view_cart',
    'add_to_cart',
    'add_to_cart',
    'add_to_cart',
    'remove_from_cart',
    'begin_checkout',
    // Each showing of the cart is a view: the checkout page's panel, and reopening it after Close.
    'view_cart',
    'view_cart',
    'funnel_button_click',
  ])
})

test('reloading in the middle of the checkout keeps the group it was on', async ({ page }) => {
  test.slow()
  await startAsCarpenter(page, 'reload')
  await add(page, 'Zakelijke autoverzekering')
  await add(page, 'Overlijdensrisicoverzekering')
  const cart = page.getByTestId('cart-panel')
  await expect(cart.getByTestId('cart-count')).toHaveText('2')
  await cart.getByRole('button', { name: 'Verder' }).click()
  await page.getByRole('button', { name: 'Begrepen, verder' }).click()
  // The car's own journey first (car.spec.ts): skipped here.
  await page.getByRole('button', { name: 'Deze verzekering overslaan' }).click()
  await page
    .getByRole('dialog', { name: 'Deze verzekering overslaan?' })
    .getByRole('button', { name: 'Ja, overslaan' })
    .click()
  await expect(page.getByTestId('question-progress')).toHaveText(/^Vraag 1 van \d+$/)
  await expect(page.getByRole('heading', { name: 'Wat is je geboortedatum?' })).toBeVisible()
  // A birth date answer follows the birth-date rules (forms §5): too young is refused before sending.
  const young = new Date(Date.now() - 10 * 365 * 86_400_000).toISOString().slice(0, 10)
  await page.getByTestId('question').getByRole('textbox').fill(young)
  await page.getByTestId('question').getByRole('button', { name: 'Volgende' }).click()
  await expect(page.getByText('Je moet minstens 18 jaar oud zijn.')).toBeVisible()
  await page.reload()
  await expect(page.getByTestId('question-progress')).toHaveText(/^Vraag 1 van \d+$/)
  await expect(page.getByTestId('steps-bar')).toHaveAttribute('data-flow', 'default')

  // The funnel's texts follow a language switch, product names and cart lines come in that language.
  await page.getByRole('button', { name: /– Taal kiezen$/ }).click()
  await page.getByRole('menuitem', { name: 'English' }).click()
  await expect(page.getByTestId('question-progress')).toHaveText(/^Question 1 of \d+$/)
  // The questions themselves come again in the new language, at the same place.
  await expect(page.getByRole('heading', { name: 'What is your date of birth?' })).toBeVisible()
  await expect(page.getByTestId('cart-panel').getByText('Total per month')).toBeVisible()
  await expect(page.getByTestId('cart-panel')).toContainText('Term life insurance')
})

test('the assistant suggests professions from a description', async ({ page }) => {
  await signIn(page, 'zzp', uniqueEmail('assistent'))
  await expect(page).toHaveURL(partnerUrl('zzp', '/profession'))
  await page.getByRole('button', { name: 'Laat je helpen' }).click()
  const modal = page.getByRole('dialog', { name: 'Welk beroep past bij mij?' })
  await modal.getByRole('button', { name: 'Zoek passende beroepen' }).click()
  await expect(modal.getByText('Dit veld is verplicht.')).toBeVisible()
  await modal
    .getByLabel('Beschrijf in een paar zinnen wat je doet')
    .fill('Ik repareer lekkende leidingen en installeer badkamers')
  await modal.getByRole('button', { name: 'Zoek passende beroepen' }).click()
  const suggestions = modal.getByTestId('suggestions')
  await expect(suggestions.getByRole('listitem').first()).toBeVisible()
  const first = (await suggestions.getByRole('listitem').first().locator('p').first().textContent())!
  await suggestions.getByRole('button', { name: 'Kies' }).first().click()
  await expect(page.getByRole('radio', { name: first })).toBeChecked()
  await page.getByRole('button', { name: `Verder als ${first}` }).click()
  await expect(page).toHaveURL(partnerUrl('zzp', '/products/available-products'))
})

test('at 375 px the cart is a full-screen overlay @mobile', async ({ page }) => {
  await startAsCarpenter(page, 'mobiel')
  await add(page, 'Bedrijfsaansprakelijkheidsverzekering')
  await expect(page.getByTestId('cart-panel')).toHaveCount(0)
  const button = page.getByTestId('cart-button')
  await expect(button).toContainText('1')
  await button.click()
  const overlay = page.getByRole('dialog')
  await expect(overlay.getByRole('heading', { name: 'Winkelwagen' })).toBeVisible()
  const box = await overlay.boundingBox()
  expect(box?.width).toBe(375)
  expect(box?.height).toBeGreaterThanOrEqual(700)
  await page.screenshot({ path: 'test-results/screens/cart-375.png' })
  await overlay.getByRole('button', { name: 'Verder' }).click()
  // One group only: no disclaimer, straight into the group's journey.
  await expect(page.getByTestId('question')).toBeVisible()
  await expect(page.getByTestId('steps-bar')).toBeVisible()
})

test('a csc login with a product goes straight to the income-protection page with it in the cart', async ({
  page,
}) => {
  const signed = (externalId: string) => {
    const createdAt = new Date().toISOString()
    return {
      external_id: externalId,
      signature_created_at: createdAt,
      signature: signExternalLogin(devSignatureSecret('zzp'), externalId, createdAt),
    }
  }
  await page.goto(partnerUrl('zzp', '/welcome'))
  // The ids as the API answers them: a carpenter, and the income-protection product.
  const { professionId, productId } = await cscIds(page, signed(`csc-probe-${Date.now()}`))

  const entry = { profession_id: String(professionId), funnel_type: 'csc', product_id: String(productId) }
  const query = new URLSearchParams({ ...signed(`csc-${Date.now()}`), ...entry })
  await page.goto(partnerUrl('zzp', `/?${query}`))
  // The entry's other query parameters are kept (core §2), the signature ones dropped.
  await expect(page).toHaveURL(
    partnerUrl('zzp', `/checkout/aov-premium-review?${new URLSearchParams(entry)}`),
  )
  // Income protection starts with the knowledge quiz, on the same page.
  await expect(page.getByTestId('aov-journey')).toHaveAttribute('data-step', 'quiz')
  await expect(page.getByRole('heading', { name: 'Kennistoets' })).toBeVisible()
  await expect(page.getByTestId('steps-bar')).toHaveAttribute('data-flow', 'aov')
  await expect(page.getByTestId('cart-panel').getByTestId('cart-count')).toHaveText('1')
})

test('signing out on a funnel page goes to the welcome page and forgets the checkout', async ({ page }) => {
  await startAsCarpenter(page, 'uitloggen')
  await add(page, 'Overlijdensrisicoverzekering')
  await page.getByTestId('cart-panel').getByRole('button', { name: 'Verder' }).click()
  await expect(page.getByTestId('question')).toBeVisible()
  expect(await page.evaluate(() => sessionStorage.getItem('checkout'))).not.toBeNull()
  await page.getByTestId('user-menu').click()
  await page.getByRole('menuitem', { name: 'Uitloggen' }).click()
  await expect(page).toHaveURL(partnerUrl('zzp', '/welcome'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welkom bij ZZP Schild')
  expect(await page.evaluate(() => sessionStorage.getItem('checkout'))).toBeNull()
})
