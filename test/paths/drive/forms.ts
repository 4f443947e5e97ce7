import { expect, test } from '@playwright/test'
import { verifyIdentity } from '../../e2e/identity'
import { incomeProtectionToForms } from '../../e2e/income-protection'
import { signIn, uniqueEmail } from '../../e2e/helpers'
import type { PathRun } from '../runtime'
import type { Args } from './args'
import { api, funnelDrive } from './funnel'

/**
 * A new carpenter on `partner` with `product` (its name on screen) put in the cart by the page's own API
 * calls, then on the checkout through the cart's Verder, as a customer goes there.
 */
async function cartOn(run: PathRun, partner: string, product: string) {
  const { page } = run
  await signIn(page, partner, uniqueEmail('pad-forms'))
  // Signed in once the page holds the access token (where the link lands differs per partner).
  await expect
    .poll(() =>
      page.evaluate(() => Boolean(JSON.parse(localStorage.getItem('auth-storage') ?? '{}').access_token)),
    )
    .toBe(true)
  const professions = await api(run, 'GET', '/professions?q=Timmerman&limit=1')
  const profession = (professions.json as { result: { id: number }[] }).result[0]!.id
  expect((await api(run, 'PATCH', '/users/me', { profession })).status).toBe(200)
  const catalogue = await api(run, 'GET', '/insurance-products')
  const products = (catalogue.json as { result: { id: number; name: string }[] }).result
  const chosen = products.find((p) => p.name === product)
  expect(chosen, `${product} is offered to a carpenter on ${partner}`).toBeTruthy()
  expect((await api(run, 'POST', '/cart-item', { insurance_product: chosen!.id })).status).toBeLessThan(300)
  await page.goto(run.url('/products/available-products'))
  const cart = page.getByRole('complementary', { name: /^Winkelwagen/ })
  await expect(cart.getByRole('listitem')).toHaveCount(1, { timeout: 30_000 })
  await cart.getByRole('button', { name: 'Verder' }).click()
  await expect(page).toHaveURL(run.url('/checkout'), { timeout: 30_000 })
}

/** Named steps for the checkout forms (forms). */
export const formsDrive = {
  /**
   * A new customer at the first of the checkout forms of a group, `{ flow }`: `normal` (a device quoted
   * on screen: its step is the only one before the forms; `partner` other than zzp when told),
   * `consumer` (contents insurance quoted on the home form) or `aov` (income protection: quiz, health
   * and premium, as test/e2e/income-protection.ts does; it requires identity verification).
   */
  async toForms(run: PathRun, args: Args) {
    const { page } = run
    // A path through all the forms (and for income protection quiz, health and premium on screen before
    // them) outlasts the generated spec's 4 minutes on a busy two-core machine: more time of its own.
    test.info().setTimeout(test.info().timeout + (args.flow === 'aov' ? 480_000 : 300_000))
    if (args.flow === 'aov') {
      await incomeProtectionToForms(page, 'pad-forms-aov')
      return
    }
    if (args.flow === 'consumer') {
      await cartOn(run, 'zzp', 'Inboedelverzekering')
      await expect(page.getByRole('heading', { name: 'Over je woning' })).toBeVisible()
      await page
        .getByRole('radiogroup', { name: /gewoon stenen huis/ })
        .getByRole('radio', { name: 'Ja' })
        .check()
      await page.getByRole('button', { name: 'Bereken je premie' }).click()
      await page.getByRole('button', { name: 'Verder naar je gegevens' }).click()
      await expect(page.getByRole('heading', { name: 'Je persoonlijke gegevens' })).toBeVisible()
      return
    }
    await cartOn(run, String(args.partner ?? 'zzp'), 'Elektronicaverzekering')
    await funnelDrive.quoteDevice(run, {})
    await expect(page.getByRole('heading', { name: 'Je bedrijf' })).toBeVisible()
  },
  /** Back a step: Vorige stap on a form, Gegevens aanpassen on a failure page (the same event). */
  async formsBack(run: PathRun, _args: Args) {
    const { page } = run
    await page
      .getByRole('button', { name: 'Vorige stap', exact: true })
      .or(page.getByRole('button', { name: 'Gegevens aanpassen', exact: true }))
      .first()
      .click()
  },
  /** Again: Opnieuw proberen, or Probeer een ander identiteitsbewijs after a refused document (the same event). */
  async formsRetry(run: PathRun, _args: Args) {
    const { page } = run
    await page
      .getByRole('button', { name: 'Opnieuw proberen', exact: true })
      .or(page.getByRole('button', { name: 'Probeer een ander identiteitsbewijs', exact: true }))
      .first()
      .click()
  },
  /** The identity check walked in the local overlay (test/e2e/identity.ts), `{ outcome }` its label. */
  async walkIdentity(run: PathRun, args: Args) {
    await verifyIdentity(run.page, String(args.outcome))
  },
}
