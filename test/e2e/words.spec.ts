import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { fillDetails } from './checkout-forms'
import { add, partnerUrl, signIn, startAsCarpenter, uniqueEmail } from './helpers'
import { verifyIdentity } from './identity'
import { incomeProtectionToForms } from './income-protection'
import { progress, question, startLiability } from './liability'

/**
 * Issue 17 item 8 (dead ends and wrong words, the result page aside) and the rest of item 10 (requests
 * after sign-out, the aborted identity submission).
 */

/** A screenshot (test-results/screens/words-<name>-<width>.png) at a width, the page left at that width. */
async function shot(page: Page, name: string, width: number) {
  await page.setViewportSize({ width, height: width < 500 ? 740 : 900 })
  await page.screenshot({ path: `test-results/screens/words-${name}-${width}.png`, fullPage: true })
}

const FORMAL_DUTCH = /(?<!\p{L})(u|uw|uzelf)(?!\p{L})/iu

test('a Testpartner customer who signs in by e-mail without a profession chooses one and sees the insurances', async ({
  page,
}) => {
  await signIn(page, 'testpartner', uniqueEmail('testpartner-beroep'))
  // The partner hides the profession page as a step: no redirect to it (core §2)...
  await expect(page).toHaveURL(partnerUrl('testpartner', '/products/available-products'))
  const none = page.getByTestId('no-products')
  await expect(none).toContainText('We weten je beroep nog niet')
  await shot(page, 'testpartner-no-profession', 375)
  await shot(page, 'testpartner-no-profession', 1280)
  // ...but a customer it sent no profession for is not left there.
  await none.getByRole('link', { name: 'Kies je beroep' }).click()
  await expect(page).toHaveURL(partnerUrl('testpartner', '/profession'))
  await page.getByLabel('Zoek je beroep').fill('timmer')
  await page.getByRole('radio', { name: 'Timmerman' }).check()
  await page.getByRole('button', { name: 'Verder als Timmerman' }).click()
  await expect(page).toHaveURL(partnerUrl('testpartner', '/products/available-products'))
  await expect(page.getByText('Passend bij je beroep Timmerman.')).toBeVisible()
  await expect(page.getByTestId('product-card').first()).toBeVisible()
  // Once known, the profession is not offered for change on this partner.
  await expect(page.getByRole('link', { name: 'Ander beroep kiezen' })).toHaveCount(0)
})

test('/accounts with one environment says so, and goes on here', async ({ page }) => {
  const email = uniqueEmail('een-partner')
  await signIn(page, 'zzp', email)
  await expect(page).toHaveURL(partnerUrl('zzp', '/profession'))
  await page.goto(partnerUrl('zzp', '/accounts'))
  await expect(page.getByRole('heading', { level: 1, name: 'Je account' })).toBeVisible()
  await expect(page.getByTestId('accounts-intro')).toHaveText(
    `Met ${email} heb je alleen een account bij ZZP Schild.`,
  )
  await expect(page.getByText('meer dan één')).toHaveCount(0)
  await expect(page.getByTestId('account-environment')).toHaveCount(1)
  await shot(page, 'accounts-one', 375)
  await shot(page, 'accounts-one', 1280)
  await page.getByRole('link', { name: 'Verder bij ZZP Schild' }).click()
  // On here: the funnel (without a profession yet, its first page).
  await expect(page).toHaveURL(partnerUrl('zzp', '/profession'))
})

test('/accounts with two environments lists both, each a link that takes the customer there', async ({
  page,
}) => {
  test.slow()
  const email = uniqueEmail('twee-partners')
  await signIn(page, 'zzp', email)
  await expect(page).toHaveURL(partnerUrl('zzp', '/profession'))
  await signIn(page, 'kroonbank', email)
  await expect(page).toHaveURL(partnerUrl('kroonbank', '/accounts'))
  await expect(page.getByRole('heading', { level: 1, name: 'Kies je omgeving' })).toBeVisible()
  await expect(page.getByTestId('accounts-intro')).toHaveText(
    `Met ${email} heb je een account bij 2 partners. Waar wil je verder?`,
  )
  await expect(page.getByTestId('account-environment')).toHaveCount(2)
  await expect(page.getByRole('link', { name: 'Verder bij Kroonbank' })).toBeVisible()
  const zzp = page.getByRole('link', { name: 'Naar ZZP Schild' })
  await expect(zzp).toHaveAttribute('href', partnerUrl('zzp', `/sign-in?email=${encodeURIComponent(email)}`))
  await shot(page, 'accounts-two', 375)
  await shot(page, 'accounts-two', 1280)

  // Signed in there already (this browser): the link goes straight on, signed in.
  await zzp.click()
  await expect(page).toHaveURL(partnerUrl('zzp', '/profession'))
  await expect(page.getByTestId('user-menu')).toHaveText(email)

  // Signed out there: the link opens its sign-in page with the address filled in.
  await page.getByTestId('user-menu').click()
  await page.getByRole('menuitem', { name: 'Uitloggen' }).click()
  await expect(page).toHaveURL(partnerUrl('zzp', '/welcome'))
  await page.goto(partnerUrl('kroonbank', '/accounts'))
  await page.getByRole('link', { name: 'Naar ZZP Schild' }).click()
  await expect(page).toHaveURL(partnerUrl('zzp', `/sign-in?email=${encodeURIComponent(email)}`))
  await expect(page.getByLabel('E-mailadres')).toHaveValue(email)
})

test("Kroonbank's user menu has the back-to-partner link to its return address; others have none", async ({
  page,
}) => {
  test.slow()
  await signIn(page, 'kroonbank', uniqueEmail('terug-naar-bank'))
  await expect(page).toHaveURL(partnerUrl('kroonbank', '/profession'))
  await page.getByTestId('user-menu').click()
  const back = page.getByRole('menuitem', { name: 'Terug naar Kroonbank' })
  await expect(back).toHaveAttribute('href', 'https://www.kroonbank.example/zakelijk')
  await shot(page, 'kroonbank-user-menu', 1280)
  // On a small screen the menu's entries are links in the navigation drawer, with the same link.
  await page.keyboard.press('Escape')
  await page.setViewportSize({ width: 375, height: 740 })
  await page.getByRole('button', { name: 'Menu openen' }).click()
  const drawerBack = page.getByRole('dialog').getByRole('link', { name: 'Terug naar Kroonbank' })
  await expect(drawerBack).toHaveAttribute('href', 'https://www.kroonbank.example/zakelijk')
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Mijn verzekeringen' })).toBeVisible()
  await shot(page, 'kroonbank-user-menu', 375)
  // The bank's site does not resolve here: it answers in its place, so the link is followed for real.
  await page.route('https://www.kroonbank.example/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="nl"><title>Kroonbank</title><main><h1>Kroonbank zakelijk</h1></main></html>',
    }),
  )
  await drawerBack.click()
  await expect(page).toHaveURL('https://www.kroonbank.example/zakelijk')
  await page.setViewportSize({ width: 1280, height: 900 })

  await signIn(page, 'zzp', uniqueEmail('geen-bank'))
  await page.getByTestId('user-menu').click()
  await expect(page.getByRole('menuitem', { name: 'Uitloggen' })).toBeVisible()
  await expect(page.getByRole('menuitem', { name: /^Terug naar/ })).toHaveCount(0)
})

test("every seeded partner's logo shows whole, at 1280 and 375 px", async ({ page }) => {
  for (const slug of ['zzp', 'kroonbank', 'testpartner', 'testpartner2', 'bouwzeker']) {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(partnerUrl(slug, '/welcome'))
    const logo = page.getByTestId('logo').locator('img')
    await expect(logo).toBeVisible()
    // The logo's words lie inside its drawing, with the fonts this browser has (inline, same fonts as the image).
    const fit = await page.evaluate(
      async (src) => {
        const host = document.createElement('div')
        host.innerHTML = await (await fetch(src)).text()
        document.body.append(host)
        const svg = host.querySelector('svg')!
        const box = svg.viewBox.baseVal
        const texts = [...svg.querySelectorAll('text')].map((t) => t.getBBox())
        host.remove()
        return texts.map((t) => ({ left: t.x, right: t.x + t.width, width: box.width }))
      },
      (await logo.getAttribute('src'))!,
    )
    expect(fit.length, slug).toBeGreaterThan(0)
    for (const text of fit) {
      expect(text.left, slug).toBeGreaterThanOrEqual(0)
      expect(text.right, `${slug}: the name ends inside the logo`).toBeLessThanOrEqual(text.width)
    }
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 740 })
      const box = (await logo.boundingBox())!
      const natural = await logo.evaluate((img: HTMLImageElement) => img.naturalWidth / img.naturalHeight)
      // Drawn whole: in the window, not squeezed, not under the menu button or the navigation.
      expect(box.x, `${slug} ${width}`).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width, `${slug} ${width}`).toBeLessThanOrEqual(width)
      expect(box.width / box.height, `${slug} ${width}`).toBeCloseTo(natural, 1)
      const next = page.locator(width < 768 ? 'header button[aria-controls="mobile-nav"]' : 'header nav')
      const nextBox = (await next.boundingBox())!
      expect(box.x + box.width, `${slug} ${width}`).toBeLessThanOrEqual(nextBox.x)
      await page
        .locator('header')
        .screenshot({ path: `test-results/screens/words-logo-${slug}-${width}.png` })
    }
  }
})

test('the questions speak to the customer as je, as the rest of the site does', async ({ page }) => {
  await startLiability(page, 'je-niet-u')
  await progress(page, 1)
  await expect(
    question(page).getByRole('heading', {
      name: 'Heb je in de afgelopen 5 jaar een aansprakelijkheidsclaim gehad?',
    }),
  ).toBeVisible()
  expect(await question(page).innerText()).not.toMatch(FORMAL_DUTCH)
  await shot(page, 'question', 375)
  await shot(page, 'question', 1280)
})

test("the cart writes money and dates as the reader's language does: Dutch, English, German", async ({
  page,
}) => {
  test.slow()
  await startLiability(page, 'geld-en-data')
  const cart = page.getByTestId('cart-panel')
  // A cart line's value, by its label (the card's <dl> of list items).
  const line = (label: string) =>
    cart
      .getByTestId('cart-item')
      .locator('dl > div', { has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
      .locator('dd')
  await expect(line('Verzekerd bedrag')).toHaveText(/^€\s1\.250\.000,00$/)
  await expect(line('Eigen risico')).toHaveText(/^€\s250,00$/)
  const start = (await line('Ingangsdatum').innerText()).trim()
  expect(start).toMatch(/^\d{2}-\d{2}-\d{4}$/)
  const [dd, mm, yyyy] = start.split('-')

  await page.getByRole('button', { name: /– Taal kiezen$/ }).click()
  await page.getByRole('menuitem', { name: 'English' }).click()
  await expect(line('Sum insured')).toHaveText('€1,250,000.00')
  await expect(line('Excess')).toHaveText('€250.00')
  await expect(line('Start date')).toHaveText(`${dd}/${mm}/${yyyy}`)
  // The rest of the cart is written the same way.
  await expect(cart.getByTestId('cart-item-price')).toHaveText(/^€60\.98\s*per month$/)
  await expect(cart.getByTestId('cart-total')).toHaveText('€60.98')
  await shot(page, 'cart-en', 1280)

  await page.getByRole('button', { name: /– Choose language$/ }).click()
  await page.getByRole('menuitem', { name: 'Deutsch' }).click()
  await expect(line('Versicherungssumme')).toHaveText(/^1\.250\.000,00\s€$/)
  await expect(line('Selbstbeteiligung')).toHaveText(/^250,00\s€$/)
  await expect(line('Beginndatum')).toHaveText(`${dd}.${mm}.${yyyy}`)
  await expect(cart.getByTestId('cart-total')).toHaveText(/^60,98\s€$/)
  await shot(page, 'cart-de', 1280)
  // Small screens have the cart as an overlay behind a button: the same words there.
  await page.setViewportSize({ width: 375, height: 740 })
  await page.getByTestId('cart-button').click()
  const overlay = page.getByRole('dialog')
  await expect(overlay.getByText('1.250.000,00', { exact: false })).toBeVisible()
  await page.waitForTimeout(500) // the overlay's opening transition, for the picture
  await shot(page, 'cart-de', 375)
})

test('after signing out no request is refused (no 401s on the way to the welcome page)', async ({ page }) => {
  test.slow()
  await startAsCarpenter(page, 'uitloggen-stil')
  await add(page, 'Bedrijfsaansprakelijkheidsverzekering')
  await expect(page.getByTestId('cart-panel').getByTestId('cart-count')).toHaveText('1')
  const refused: string[] = []
  page.on('response', (r) => {
    if (r.status() === 401) refused.push(`${r.request().method()} ${new URL(r.url()).pathname}`)
  })
  await page.getByTestId('user-menu').click()
  await page.getByRole('menuitem', { name: 'Uitloggen' }).click()
  await expect(page).toHaveURL(partnerUrl('zzp', '/welcome'))
  await expect(page.getByRole('link', { name: 'Inloggen' }).first()).toBeVisible()
  // The page a sign-out leaves asked again at once (cart, products); give any such request time to answer.
  await page.waitForTimeout(2000)
  expect(refused).toEqual([])
})

test('the local identity check sends its photos without an aborted request', async ({ page }) => {
  test.slow()
  await incomeProtectionToForms(page, 'idv-zonder-afbreken')
  await fillDetails(page)
  const aborted: string[] = []
  page.on('requestfailed', (r) => aborted.push(`${new URL(r.url()).pathname} ${r.failure()?.errorText}`))
  page.on('console', (m) => {
    if (m.text().includes('ERR_ABORTED')) aborted.push(`console: ${m.text()}`)
  })
  await verifyIdentity(page, 'Geverifieerd')
  await expect(page).toHaveURL(/\/result/)
  expect(aborted).toEqual([])
})
