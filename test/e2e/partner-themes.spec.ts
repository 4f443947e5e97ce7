import { type Page } from '@playwright/test'
import { axeFindings, expect, test } from './fixtures'
import { signExternalLogin } from '../../api/server/auth/signature'
import { devSignatureSecret } from '../../api/server/db/seed-data'
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
    if (slug === 'testpartner2') {
      // No e-mail sign-in here (login_via_email_available off): its platform signs the customer in.
      const now = new Date().toISOString()
      const signature = signExternalLogin(devSignatureSecret(slug), `thema-${slug}`, now)
      await page.goto(
        partnerUrl(
          slug,
          `/?external_id=thema-${slug}&signature_created_at=${encodeURIComponent(now)}&signature=${signature}`,
        ),
      )
    } else {
      await page.goto(partnerUrl(slug, '/sign-in'))
      await check()
      await signIn(page, slug, uniqueEmail(`thema-${slug}`))
    }
    await expect(page).not.toHaveURL(/\/sign-in/)
    await check()
    const at = (path: string) => new URL(page.url()).pathname === path
    const addLiability = page.getByRole('button', {
      name: 'Bedrijfsaansprakelijkheidsverzekering toevoegen aan winkelwagen',
    })
    const chooseFirst = page.getByRole('link', { name: 'Kies je beroep' })
    // Where the profession page is no step of its own (Testpartner), the products page leads there.
    if (at('/products/available-products')) {
      await expect(addLiability.or(chooseFirst).first()).toBeVisible()
      if ((await chooseFirst.count()) > 0) {
        await chooseFirst.click()
        await expect(page).toHaveURL(/\/profession$/)
      }
    }
    if (at('/profession')) {
      await check()
      await page.getByLabel('Zoek je beroep').fill('timmer')
      await page.getByRole('radio', { name: 'Timmerman' }).check()
      await page.getByRole('button', { name: 'Verder als Timmerman' }).click()
      await expect(page).toHaveURL(/\/products\/available-products$/)
      await check()
    }
    await add(page, 'Bedrijfsaansprakelijkheidsverzekering')
    await page.getByTestId('cart-panel').getByRole('button', { name: 'Verder' }).click()
    await expect(page.getByTestId('question')).toBeVisible()
    await check()
    // Every partner's customer reaches the products and the first question.
    expect(seen.length).toBeGreaterThanOrEqual(slug === 'testpartner2' ? 4 : 5)
  })
}
