import { expect, test } from './fixtures'
import { fillDetails } from './checkout-forms'
import { add, partnerUrl, startAsCarpenter } from './helpers'
import { liabilityToForms } from './liability'
import { loseFirstAnswer } from './network-faults'

/**
 * The purchase and the cart add with their answer lost once (network-faults.ts); the funnel's other
 * writing calls: network-faults-funnel.spec.ts.
 */

test('the purchase’s answer is lost on the way: trying again gives the same policy, not a second one', async ({
  page,
}) => {
  test.slow()
  await liabilityToForms(page, 'antwoord-kwijt')
  const sent = await loseFirstAnswer(page, '/cart-item/purchase')
  await fillDetails(page)

  // The customer is told it did not go through, with a way to try again (the answer may be slow to fail).
  const failed = page.getByTestId('purchase-failed')
  await expect(failed.getByRole('heading', { name: 'Het afsluiten is niet gelukt' })).toBeVisible({
    timeout: 30_000,
  })
  await expect(failed.getByRole('alert')).toBeVisible()
  await expect(page).not.toHaveURL(partnerUrl('zzp', '/result'))
  await page.screenshot({ path: 'test-results/screens/network-faults-purchase-failed.png', fullPage: true })
  await failed.getByRole('button', { name: 'Opnieuw proberen' }).click()

  await expect(page).toHaveURL(partnerUrl('zzp', '/result'))
  await expect(page.getByTestId('outcome').filter({ hasText: 'Je bent verzekerd' })).toBeVisible()
  // The same request twice (its request id), so the server answered the second with the first's policy.
  expect(sent).toHaveLength(2)
  expect((sent[1] as { request_id: string }).request_id).toBe((sent[0] as { request_id: string }).request_id)

  await page.goto(partnerUrl('zzp', '/user/policies'))
  await expect(page.getByTestId('policy-card')).toHaveCount(1)
})

test('adding to the cart whose answer is lost: the cart shows the product once, and it cannot be added twice', async ({
  page,
}) => {
  await startAsCarpenter(page, 'toevoegen-kwijt')
  const sent = await loseFirstAnswer(page, '/cart-item')
  await add(page, 'Bedrijfsaansprakelijkheidsverzekering')
  // The customer hears something went wrong; the cart, asked again, shows what the server did.
  await expect(page.getByText('Er ging iets mis')).toBeVisible({ timeout: 30_000 })
  const cart = page.getByTestId('cart-panel')
  await expect(cart.getByTestId('cart-total')).toHaveText('€ 60,98')
  await expect(page.getByRole('button', { name: /In je winkelwagen/ }).first()).toBeVisible()
  await page.screenshot({ path: 'test-results/screens/network-faults-add-failed.png', fullPage: true })
  await page.reload()
  await expect(page.getByTestId('cart-panel').getByTestId('cart-total')).toHaveText('€ 60,98')
  expect(sent).toHaveLength(1)
})
