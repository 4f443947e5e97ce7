import { type Page } from '@playwright/test'
import { axeFindings, expect, test } from './fixtures'
import { add, partnerUrl, signIn, uniqueEmail } from './helpers'

/**
 * Accessible in every seeded partner's theme (issue 17 item 9): each partner's colours, fonts and logo
 * differ, so the way in (welcome, sign-in, where the link leads, the products, the first question) is
 * checked with axe under each of them, with nothing tolerated.
 */
const PARTNERS = ['zzp', 'kroonbank', 'testpartner', 'testpartner2', 'bouwzeker'] as const

const heading = (page: Page) => page.getByRole('heading', { level: 1 })

for (const slug of PARTNERS) {
  test(`${slug}: the way in passes axe in the partner's own theme`, async ({ page }) => {
    test.slow()
    const seen: string[] = []
    const check = async () => {
      await expect(heading(page).first()).toBeVisible()
      const path = new URL(page.url()).pathname
      seen.push(path)
      expect(await axeFindings(page), `${slug} ${path}`).toEqual([])
    }
    await page.goto(partnerUrl(slug, '/welcome'))
    await check()
    await page.goto(partnerUrl(slug, '/sign-in'))
    await check()
    await signIn(page, slug, uniqueEmail(`thema-${slug}`))
    await expect(page).not.toHaveURL(/\/sign-in/)
    await check()
    if (new URL(page.url()).pathname === '/profession') {
      await page.getByLabel('Zoek je beroep').fill('timmer')
      await page.getByRole('radio', { name: 'Timmerman' }).check()
      await page.getByRole('button', { name: 'Verder als Timmerman' }).click()
      await expect(page).toHaveURL(/\/products\/available-products$/)
      await check()
    }
    const addLiability = page.getByRole('button', {
      name: 'Bedrijfsaansprakelijkheidsverzekering toevoegen aan winkelwagen',
    })
    // The products, or what the page says instead (a customer without a profession where it is hidden).
    if (new URL(page.url()).pathname === '/products/available-products')
      await expect(addLiability.or(page.getByRole('alert')).first()).toBeVisible()
    if ((await addLiability.count()) > 0) {
      await add(page, 'Bedrijfsaansprakelijkheidsverzekering')
      await page.getByTestId('cart-panel').getByRole('button', { name: 'Verder' }).click()
      await expect(page.getByTestId('question')).toBeVisible()
      await check()
    }
    // The products are reached wherever the partner lets a new customer in that way.
    expect(seen.length).toBeGreaterThanOrEqual(3)
  })
}
