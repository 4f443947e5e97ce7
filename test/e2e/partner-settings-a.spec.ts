import { type Page } from '@playwright/test'
import { addDays, addMonths, todayInNl } from '../../api/contract/date-rules'
import { signExternalLogin } from '../../api/server/auth/signature'
import { devSignatureSecret } from '../../api/server/db/seed-data'
import { expect, test } from './fixtures'
import { add, partnerUrl, signIn, uniqueEmail } from './helpers'
import { answer, declineExtras, progress, question } from './liability'

/**
 * The partner settings of docs/partner-settings.md, each seen on a partner with it and one without
 * (api/server/db/seed-data.ts): kroonbank hides the KvK number and takes no company typed in by hand,
 * zzp does both; testpartner lets the start date go past a month; testpartner2 has no e-mail sign-in.
 */

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `/tmp/settings-a-${name}.png`, fullPage: true })

/** Both widths of the page as it is (the spec's 1280 and 375 px). */
async function shots(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 900 })
  await shot(page, `${name}-1280`)
  await page.setViewportSize({ width: 375, height: 740 })
  await shot(page, `${name}-375`)
  await page.setViewportSize({ width: 1280, height: 900 })
}

/** A new carpenter of `slug` with business liability, through its questions to the company step. */
async function toCompanyStep(page: Page, slug: string, name: string) {
  await signIn(page, slug, uniqueEmail(name))
  const chooseFirst = page.getByRole('link', { name: 'Kies je beroep' })
  await expect(page.getByRole('heading', { name: 'Wat is je beroep?' }).or(chooseFirst)).toBeVisible()
  if (await chooseFirst.isVisible()) await chooseFirst.click()
  await page.getByLabel('Zoek je beroep').fill('timmer')
  await page.getByRole('radio', { name: 'Timmerman' }).check()
  await page.getByRole('button', { name: 'Verder als Timmerman' }).click()
  await expect(page).toHaveURL(partnerUrl(slug, '/products/available-products'))
  await add(page, 'Bedrijfsaansprakelijkheidsverzekering')
  await page.getByTestId('cart-panel').getByRole('button', { name: 'Verder' }).click()
  await expect(page).toHaveURL(partnerUrl(slug, '/checkout'))
  await progress(page, 1)
  await answer(page, 'Nee')
  await progress(page, 2)
  await answer(page, 'Nee')
  await progress(page, 3)
  await answer(page, 'Tot € 100.000')
  await progress(page, 4)
  await answer(page, 'Nee')
  await progress(page, 5)
  await question(page).getByRole('textbox').fill('2')
  await question(page).getByRole('button', { name: 'Volgende' }).click()
  await declineExtras(page)
  await expect(page.getByRole('heading', { name: 'Je bedrijf' })).toBeVisible()
}

/** The company lookup answers 503 lookup_unavailable, as when the register is down. */
const registerDown = (page: Page) =>
  page.route('**/company-lookup/search**', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'lookup_unavailable', detail: 'The lookup service is unavailable.' }),
    }),
  )

test('hide_kvk and no manual entry (kroonbank): searched by name, no KvK shown, no typing in, even when the register fails', async ({
  page,
}) => {
  test.slow()
  await toCompanyStep(page, 'kroonbank', 'kvk-verborgen')
  const step = page.getByTestId('company-step')
  await expect(step).toContainText('Zoek je bedrijf op bedrijfsnaam.')
  await expect(page.getByLabel('KvK-nummer of bedrijfsnaam')).toHaveCount(0)
  await expect(step.getByRole('button', { name: 'Gegevens zelf invullen' })).toHaveCount(0)
  await page.getByLabel('Bedrijfsnaam').fill('Timmerbedrijf De Vries')
  await page.getByRole('button', { name: 'Zoeken' }).click()
  const match = step.getByRole('listitem').filter({ hasText: 'Timmerbedrijf De Vries' })
  await expect(match).toContainText('8011 RH')
  await expect(step).not.toContainText('KvK')
  await expect(step).not.toContainText('64829301')
  await shots(page, 'company-kroonbank')

  // The register down: no form to type the company in, but a way on.
  await registerDown(page)
  await page.getByLabel('Bedrijfsnaam').fill('Bakkerij')
  await page.getByRole('button', { name: 'Zoeken' }).click()
  await expect(page.getByTestId('company-lookup-failed')).toContainText(
    'We kunnen je bedrijfsgegevens nu niet controleren. Probeer het over een paar minuten opnieuw.',
  )
  await expect(page.getByLabel('Straat')).toHaveCount(0)
  await expect(page.getByLabel('Bedrijfsnaam')).toBeVisible()
  await shots(page, 'company-kroonbank-register-down')
  await page.unroute('**/company-lookup/search**')
  await page.getByLabel('Bedrijfsnaam').fill('Timmerbedrijf De Vries')
  await page.getByRole('button', { name: 'Zoeken' }).click()
  await page.getByRole('button', { name: 'Kies Timmerbedrijf De Vries' }).click()
  await expect(page.getByRole('heading', { name: 'Je persoonlijke gegevens' })).toBeVisible()
})

test('with the KvK number and manual entry (zzp): both offered, and the register failing opens the form', async ({
  page,
}) => {
  test.slow()
  await toCompanyStep(page, 'zzp', 'kvk-getoond')
  const step = page.getByTestId('company-step')
  await expect(page.getByLabel('KvK-nummer of bedrijfsnaam')).toBeVisible()
  await expect(step.getByRole('button', { name: 'Gegevens zelf invullen' })).toBeVisible()
  await registerDown(page)
  await page.getByLabel('KvK-nummer of bedrijfsnaam').fill('Bakkerij')
  await page.getByRole('button', { name: 'Zoeken' }).click()
  await expect(step.getByRole('alert')).toContainText(
    'We kunnen je bedrijfsgegevens niet controleren. Vul ze hieronder zelf in.',
  )
  await expect(page.getByRole('textbox', { name: 'KvK-nummer', exact: true })).toBeVisible()
  await expect(page.getByLabel('Straat')).toBeVisible()
})

test('validate_policy_start_date off (testpartner): a start date two months ahead is taken and the policy starts then', async ({
  page,
}) => {
  test.slow()
  await toCompanyStep(page, 'testpartner', 'start-later')
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
  const today = todayInNl()
  const start = page.getByLabel('Ingangsdatum')
  // Never in the past, and at most a year ahead.
  await start.fill(addDays(today, -1))
  await page.getByLabel('IBAN').fill('NL91 ABNA 0417 1643 00')
  await page.getByRole('checkbox').check()
  await page.getByRole('button', { name: 'Verzekering afsluiten' }).click()
  await expect(page.getByText('Deze ingangsdatum ligt te vroeg. Kies een latere datum.')).toBeVisible()
  await start.fill(addDays(addMonths(today, 12), 1))
  await expect(page.getByText('De ingangsdatum ligt hoogstens een jaar vooruit.')).toBeVisible()
  const later = addMonths(today, 2)
  await start.fill(later)
  await expect(page.getByText('De ingangsdatum ligt hoogstens een maand vooruit.')).toHaveCount(0)
  await expect(page.getByText('De ingangsdatum ligt hoogstens een jaar vooruit.')).toHaveCount(0)
  await shots(page, 'payment-testpartner')
  const purchase = page.waitForResponse((r) => r.url().endsWith('/cart-item/purchase'))
  await page.getByRole('button', { name: 'Verzekering afsluiten' }).click()
  const body = (await (await purchase).json()) as { policies: { start_date: string }[] }
  expect(body.policies.map((p) => p.start_date)).toEqual([later])
  await expect(page.getByTestId('outcome')).toHaveAttribute('data-outcome', 'insured')
})

test('login_via_email_available off (testpartner2): no sign-in page or link, the calculator instead; its platform still signs in', async ({
  page,
}) => {
  await page.goto(partnerUrl('testpartner2', '/sign-in?email=a%40example.com'))
  await expect(page).toHaveURL(partnerUrl('testpartner2', '/insurance-calculator'))
  await expect(page.getByTestId('welcome-partner-sign-in')).toContainText(
    'Log in via de website of app van Testpartner Twee om je premie te berekenen.',
  )
  await expect(page.getByRole('link', { name: 'Inloggen' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Log in en bereken je premie' })).toHaveCount(0)
  await shots(page, 'welcome-testpartner2')
  // A guarded page sends a visitor to the calculator too, not to the sign-in page.
  await page.goto(partnerUrl('testpartner2', '/user/policies'))
  await expect(page).toHaveURL(partnerUrl('testpartner2', '/insurance-calculator'))

  const now = new Date().toISOString()
  const signature = signExternalLogin(devSignatureSecret('testpartner2'), 'tp2-klant', now)
  await page.goto(
    partnerUrl(
      'testpartner2',
      `/?external_id=tp2-klant&signature_created_at=${encodeURIComponent(now)}&signature=${signature}`,
    ),
  )
  await expect(page.getByTestId('user-menu')).toBeVisible()

  // With it (zzp) the sign-in page and its link stay.
  await page.goto(partnerUrl('zzp', '/welcome'))
  await expect(page.getByRole('link', { name: 'Inloggen' }).first()).toBeVisible()
  await page.goto(partnerUrl('zzp', '/sign-in'))
  await expect(page).toHaveURL(partnerUrl('zzp', '/sign-in'))
  await expect(page.getByRole('button', { name: 'Stuur mij een inloglink' })).toBeVisible()
})
