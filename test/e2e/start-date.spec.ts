import type { Locator, Page } from '@playwright/test'
import { addDays, todayInNl } from '../../api/contract/date-rules'
import { SEED_PARTNERS } from '../../api/server/db/seed-data'
import { contrastRatio } from '../../api/contract/contrast'
import { expect, test } from './fixtures'
import { add, partnerUrl, startAsCarpenter } from './helpers'
import { answer, answerTheRest, liabilityToForms, progress } from './liability'

/**
 * One start date (issue 17 item 6): the cart and the payment step show the same day before and after the
 * customer changes it, and the policy starts on the day chosen. The purchase button reads as a working
 * button (WCAG AA) at rest, under the pointer and while busy, in every seeded partner's colours.
 */

/** DD-MM-YYYY, as the cart writes a date. */
const dmy = (iso: string) => iso.split('-').reverse().join('-')
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screens/start-date-${name}.png`, fullPage: true })

/** Company, person, address and formalities filled in the plain way: the payment step shows. */
async function detailsToPayment(page: Page) {
  await expect(page.getByRole('heading', { name: 'Je bedrijf' })).toBeVisible()
  await page.getByLabel('KvK-nummer of bedrijfsnaam').fill('64829301')
  await page.getByRole('button', { name: 'Zoeken' }).click()
  await page.getByRole('button', { name: 'Kies Timmerbedrijf De Vries' }).click()
  await expect(page.getByRole('heading', { name: 'Je persoonlijke gegevens' })).toBeVisible()
  await page.getByLabel('Voornaam').fill('Ada')
  await page.getByLabel('Achternaam').fill('de Vries')
  await page.getByLabel('Geboortedatum').fill('1990-02-28')
  await page.getByLabel('Telefoonnummer').fill('06 1234 5678')
  await page.getByRole('button', { name: 'Verder' }).click()
  await expect(page.getByRole('heading', { name: 'Je woonadres' })).toBeVisible()
  await page.getByLabel('Postcode').fill('1012lg')
  await page.getByLabel('Huisnummer').fill('7')
  await expect(page.getByTestId('found-address')).toContainText('Damrak 7')
  await page.getByRole('button', { name: 'Verder' }).click()
  await expect(page.getByRole('heading', { name: 'Verklaringen' })).toBeVisible()
  for (const box of await page.getByRole('checkbox').all()) await box.check()
  await page.getByRole('button', { name: 'Verder' }).click()
  await expect(page.getByRole('heading', { name: 'Ingangsdatum en betaling' })).toBeVisible()
}

/** A computed CSS colour (rgb(), rgba() or color(srgb ...)) as #rrggbb. */
function hex(css: string): string {
  const srgb = /color\(srgb ([\d.]+) ([\d.]+) ([\d.]+)/.exec(css)
  const rgb = /rgba?\((\d+),\s*(\d+),\s*(\d+)/.exec(css)
  const channels = srgb
    ? srgb.slice(1, 4).map((c) => Math.round(Number(c) * 255))
    : rgb
      ? rgb.slice(1, 4).map(Number)
      : null
  if (!channels) throw new Error(`not a colour: ${css}`)
  return `#${channels.map((c) => c.toString(16).padStart(2, '0')).join('')}`
}

/** The button's text colour against its background, as Chromium draws them now. */
async function contrastOf(button: Locator) {
  const { color, background } = await button.evaluate((el) => {
    const style = getComputedStyle(el)
    return { color: style.color, background: style.backgroundColor }
  })
  return { ratio: contrastRatio(hex(color), hex(background)), color: hex(color), background: hex(background) }
}

test('the cart and the payment step show one start date, before and after it changes, and the policy starts on it', async ({
  page,
}) => {
  test.slow()
  await liabilityToForms(page, 'startdatum')
  await detailsToPayment(page)
  const form = page.getByLabel('Ingangsdatum')
  const cartDate = page.getByTestId('cart-panel').locator('dt:text-is("Ingangsdatum") + dd')
  const today = todayInNl()

  // Before any choice both say the earliest day zzp allows: today (cover from now on).
  await expect(form).toHaveValue(today)
  await expect(cartDate).toHaveText(dmy(today))
  await shot(page, 'payment-1280')

  // The customer chooses another day: the cart follows.
  const chosen = addDays(today, 5)
  await form.fill(chosen)
  await expect(cartDate).toHaveText(dmy(chosen))
  await expect(form).toHaveValue(chosen)
  await shot(page, 'payment-chosen-1280')

  // Back a step and on again, and after a reload: still the same day in both.
  await page.getByRole('button', { name: 'Vorige stap' }).click()
  await expect(page.getByRole('heading', { name: 'Verklaringen' })).toBeVisible()
  await expect(cartDate).toHaveText(dmy(chosen))
  await page.getByRole('button', { name: 'Verder' }).click()
  await expect(form).toHaveValue(chosen)
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Ingangsdatum en betaling' })).toBeVisible()
  await expect(form).toHaveValue(chosen)
  await expect(cartDate).toHaveText(dmy(chosen))

  // The purchase button reads as a working button at rest and under the pointer.
  const purchase = page.getByRole('button', { name: 'Verzekering afsluiten' })
  await expect(purchase).toBeEnabled()
  const rest = await contrastOf(purchase)
  expect(rest.ratio, JSON.stringify(rest)).toBeGreaterThanOrEqual(4.5)
  await purchase.hover()
  const hovered = await contrastOf(purchase)
  expect(hovered.background).not.toBe(rest.background)
  expect(hovered.ratio, JSON.stringify(hovered)).toBeGreaterThanOrEqual(4.5)

  // Taken out: the policy and its first invoice start on the day chosen.
  await page.getByLabel('IBAN').fill('NL91 ABNA 0417 1643 00')
  await page.getByRole('checkbox').check()
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/cart-item/purchase')
  await purchase.click()
  const body = (await (await answer).json()) as {
    policies: { start_date: string; number: string }[]
    invoice: { due_date: string }
  }
  expect(body.policies.map((p) => p.start_date)).toEqual([chosen])
  expect(body.invoice.due_date).toBe(chosen)
  await expect(page).toHaveURL(partnerUrl('zzp', '/result'))
  await expect(page.getByText(`Polisnummer ${body.policies[0]!.number}`)).toBeVisible()
})

test('at 375 px the payment step and the cart show the same start date @mobile', async ({ page }) => {
  test.slow()
  await startAsCarpenter(page, 'startdatum-klein')
  await add(page, 'Bedrijfsaansprakelijkheidsverzekering')
  await page.getByTestId('cart-button').click()
  await page.getByRole('dialog').getByRole('button', { name: 'Verder' }).click()
  await progress(page, 1)
  await answer(page, 'Nee')
  await progress(page, 2)
  await answer(page, 'Nee')
  await answerTheRest(page)
  await detailsToPayment(page)
  const today = todayInNl()
  const chosen = addDays(today, 3)
  await expect(page.getByLabel('Ingangsdatum')).toHaveValue(today)
  await page.getByLabel('Ingangsdatum').fill(chosen)
  await shot(page, 'payment-375')
  await page.getByTestId('cart-button').click()
  const cart = page.getByRole('dialog')
  await expect(cart.locator('dt:text-is("Ingangsdatum") + dd')).toHaveText(dmy(chosen))
  await shot(page, 'cart-375')
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
})

test('a filled button reads at AA at rest, under the pointer and while busy, in every seeded partner’s colours', async ({
  page,
}) => {
  // Soft: every partner's findings are listed, not only the first.
  for (const { slug, login_via_email_available } of SEED_PARTNERS) {
    // A partner without e-mail sign-in (testpartner2) has no customer sign-in page: its admin's has the
    // same form and button, in the same colours.
    const admin = login_via_email_available === false
    await page.goto(partnerUrl(slug, admin ? '/admin/sign-in' : '/sign-in'))
    const button = page.getByRole('button', {
      name: admin ? 'Stuur mij een beheerderslink' : 'Stuur mij een inloglink',
    })
    await expect(button).toBeVisible()
    const rest = await contrastOf(button)
    expect.soft(rest.ratio, `${slug} at rest ${JSON.stringify(rest)}`).toBeGreaterThanOrEqual(4.5)
    await button.hover()
    const hovered = await contrastOf(button)
    expect.soft(hovered.ratio, `${slug} hovered ${JSON.stringify(hovered)}`).toBeGreaterThanOrEqual(4.5)
    // Busy (the link is being sent): the same colours, not the disabled grey, with the spinner in the text colour.
    await page.route('**/magic-link', (route) => new Promise(() => void route)) // never answered
    await page.getByLabel('E-mailadres').fill(`knop.${slug}@example.nl`)
    await button.click()
    await expect(button).toHaveAttribute('data-loading', 'true')
    const busy = await contrastOf(button)
    expect.soft(busy.background, slug).toBe(rest.background)
    expect.soft(busy.ratio, `${slug} busy ${JSON.stringify(busy)}`).toBeGreaterThanOrEqual(4.5)
    // No white wash over it (Mantine's busy overlay faded it toward its white text, to 4.06:1 on zzp).
    const wash = await button.evaluate((el) => getComputedStyle(el, '::before').backgroundColor)
    expect.soft(wash, slug).toMatch(/^(transparent|rgba\(\d+, \d+, \d+, 0\))$/)
    await page.screenshot({ path: `test-results/screens/start-date-button-${slug}.png` })
    await page.unrouteAll({ behavior: 'ignoreErrors' })
  }
})
