import { type Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { fillDetails } from './checkout-forms'
import { partnerUrl } from './helpers'
import { PHOTO, verifyIdentity } from './identity'
import { incomeProtectionToForms } from './income-protection'

/** A screenshot of the identity step (test-results/screens/identity-<name>-<width>.png). */
const shot = (page: Page, name: string, width: number) =>
  page.screenshot({ path: `test-results/screens/identity-${name}-${width}.png`, fullPage: true })

test('a refused document says why, lets the customer try another one, and buys only once verified', async ({
  page,
}) => {
  test.slow()
  await incomeProtectionToForms(page, 'idv-afgewezen')
  await fillDetails(page)
  await shot(page, 'start', 1280)
  // The socket's progress, then the provider's refusal.
  const purchases: string[] = []
  page.on('request', (r) => new URL(r.url()).pathname === '/cart-item/purchase' && purchases.push(r.url()))
  await verifyIdentity(page, 'Je selfie lijkt niet op de pasfoto van je identiteitsbewijs.')
  // Not "we'll be in touch": the refusal, its reason, and a way to try again (issue 17 item 8).
  await expect(page).toHaveURL(partnerUrl('zzp', '/checkout/identity-verification'))
  const refused = page.getByTestId('identity-refused')
  await expect(refused.getByRole('heading', { level: 1 })).toHaveText(
    'Je identiteitsbewijs is niet goedgekeurd',
  )
  await expect(refused.getByRole('alert')).toContainText(
    'Je selfie lijkt niet op de pasfoto van je identiteitsbewijs.',
  )
  await expect(refused).toContainText('Je verzekering is nog niet afgesloten')
  expect(purchases).toEqual([])
  await shot(page, 'refused', 1280)
  await page.setViewportSize({ width: 375, height: 740 })
  await shot(page, 'refused', 375)
  await page.setViewportSize({ width: 1280, height: 720 })

  // Another document, verified this time: now it is taken out, once.
  await refused.getByRole('button', { name: 'Probeer een ander identiteitsbewijs' }).click()
  await verifyIdentity(page, 'Geverifieerd')
  await expect(page).toHaveURL(partnerUrl('zzp', '/result'))
  await expect(page.getByTestId('product-outcome')).toHaveAttribute('data-result', 'insured')
  expect(purchases).toHaveLength(1)
})

test('a failing identity request goes to the failure page with a warning, and a retry starts again', async ({
  page,
}) => {
  test.slow()
  await incomeProtectionToForms(page, 'idv-storing')
  await fillDetails(page)
  await expect(page).toHaveURL(partnerUrl('zzp', '/checkout/identity-verification'))
  // The provider is down: injected on the request itself.
  await page.route('**/identity-verification', (route) =>
    route.fulfill({
      status: 502,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'identity_provider_unavailable', detail: 'Stripe is down.' }),
    }),
  )
  await page.getByRole('button', { name: 'Start de controle' }).click()
  await expect(page).toHaveURL(partnerUrl('zzp', '/checkout/failure'))
  await expect(
    page.getByRole('heading', { name: 'Je identiteit kon niet worden gecontroleerd' }),
  ).toBeVisible()
  const toast = page.getByRole('alert').filter({ hasText: 'De identiteitscontrole is nu niet bereikbaar' })
  await expect(toast).toBeVisible()
  await shot(page, 'failure', 1280)
  await toast.getByRole('button', { name: 'Sluiten' }).click()
  await expect(toast).toBeHidden()
  // A reload keeps the failure page; once the provider is back, trying again starts the check.
  await page.reload()
  await expect(
    page.getByRole('heading', { name: 'Je identiteit kon niet worden gecontroleerd' }),
  ).toBeVisible()
  await page.unroute('**/identity-verification')
  await page.getByRole('button', { name: 'Opnieuw proberen' }).click()
  await expect(page).toHaveURL(partnerUrl('zzp', '/checkout/identity-verification'))
  // Closing the overlay before submitting is told, and the start button is back.
  await page.getByRole('button', { name: 'Start de controle' }).click()
  const overlay = page.getByRole('dialog', { name: 'Identiteit controleren' })
  await overlay.getByLabel('Foto van je identiteitsbewijs').setInputFiles(PHOTO)
  await overlay.getByRole('button', { name: 'Versturen' }).click()
  await expect(overlay.getByText('Kies een foto.')).toBeVisible()
  await shot(page, 'overlay', 1280)
  await overlay.getByRole('button', { name: 'Sluiten' }).click()
  await expect(
    page.getByRole('alert').filter({ hasText: 'Je hebt de identiteitscontrole gesloten' }),
  ).toBeVisible()
  await verifyIdentity(page, 'Geverifieerd')
  await expect(page.getByTestId('identity-progress')).toBeVisible()
  await expect(page).toHaveURL(partnerUrl('zzp', '/result'))
  await expect(page.getByText('Je bent verzekerd')).toBeVisible()
})
