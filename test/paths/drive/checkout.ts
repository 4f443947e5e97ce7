import { expect } from '@playwright/test'
import { fillDetailsWithCarFormalities, fillQuote } from '../../e2e/car'
import { fillConsumerDetails, fillDetails } from '../../e2e/checkout-forms'
import { cscIds, signedEntry } from '../../e2e/helpers'
import { verifyIdentity } from '../../e2e/identity'
import { quizToForms } from '../../e2e/income-protection'
import type { PathRun } from '../runtime'
import type { Args } from './args'
import { funnelDrive } from './funnel'

/** The home form's first question (test/e2e/home.spec.ts): an ordinary stone house. */
const conformity = (run: PathRun) => run.page.getByRole('radiogroup', { name: /gewoon stenen huis/ })

/**
 * Named steps for the checkout journey (machines/checkout): the cart's deletion, the csc login link and
 * each group's child journey walked to its end in the browser, reusing the e2e suite's helpers.
 */
export const checkoutDrive = {
  /**
   * `{ product }` (its name on screen) deleted from the cart panel and the deletion confirmed. From the
   * result page, which shows no cart, the customer goes to the products by the header and comes back.
   */
  async deleteFromCart(run: PathRun, args: Args) {
    const { page } = run
    const onResult = new URL(page.url()).pathname === '/result'
    if (onResult) {
      // In the app (no page load: the data layer stays), by the header's menu.
      await page.getByTestId('user-menu').click()
      await page.getByRole('menuitem', { name: 'Beschikbare verzekeringen' }).click()
      await expect(page).toHaveURL(/\/products\/available-products/)
    }
    // The calculator's cart holds the calculator's products (`calculator`: the name there).
    const calculator = new URL(page.url()).pathname.startsWith('/insurance-calculator')
    const product = String(calculator && args.calculator ? args.calculator : args.product)
    const cart = page.getByTestId('cart-panel')
    await cart.getByRole('button', { name: `${product} verwijderen` }).click()
    await page
      .getByRole('dialog', { name: 'Verzekering verwijderen' })
      .getByRole('button', { name: 'Verwijderen' })
      .click()
    await expect(cart.getByRole('button', { name: `${product} verwijderen` })).toHaveCount(0)
    if (onResult) await page.goBack()
  },

  /**
   * A csc login link of the partner (core §4: funnel_type csc with the income-protection product) for a
   * new carpenter, opened: signed in, the product goes into the cart and the checkout starts.
   */
  async openCscLink(run: PathRun, _args: Args) {
    const { page } = run
    const unique = `${Date.now()}-${Math.random().toString(36).slice(2, 6)}`
    // The signed login's own fields (external id, time, signature), for the API's login as the page does.
    const probe = Object.fromEntries(
      new URLSearchParams(signedEntry('zzp', `pad-csc-probe-${unique}`).slice(2)),
    )
    const { professionId, productId } = await cscIds(page, probe)
    const entry = signedEntry('zzp', `pad-csc-${unique}`, {
      profession_id: String(professionId),
      funnel_type: 'csc',
      product_id: String(productId),
    })
    await page.goto(run.url(entry))
  },

  /** The cart panel's Verder: the checkout starts (prepared by the server first). */
  async continueFromCart(run: PathRun, _args: Args) {
    await run.page.getByTestId('cart-panel').getByRole('button', { name: 'Verder' }).click()
  },

  /** The car group taken out: the quote for a known plate, the cover offered first, the forms, the purchase. */
  async takeOutCar(run: PathRun, _args: Args) {
    const { page } = run
    await fillQuote(page, 'GZ-123-B')
    await page.getByRole('button', { name: 'Bereken mijn premie' }).click()
    await page.getByTestId('car-quote').getByRole('button', { name: 'Verder met deze dekking' }).click()
    await fillDetailsWithCarFormalities(page)
  },
  /** A plate the insurer refuses (test/e2e/car.spec.ts), then Terug naar het overzicht: the checkout stops. */
  async leaveRefusedCar(run: PathRun, _args: Args) {
    const { page } = run
    await fillQuote(page, '57-HTK-2')
    await page.getByRole('button', { name: 'Bereken mijn premie' }).click()
    await page.getByRole('button', { name: 'Terug naar het overzicht' }).click()
  },

  /** The home group quoted (an ordinary stone house, the cover offered), on to the consumer forms. */
  async quoteHome(run: PathRun, _args: Args) {
    const { page } = run
    await conformity(run).getByRole('radio', { name: 'Ja' }).check()
    await page.getByRole('button', { name: 'Bereken je premie' }).click()
    await page.getByRole('button', { name: 'Verder naar je gegevens' }).click()
  },
  /** The home group taken out: quoted, then the consumer forms and the purchase (test/e2e/checkout-forms.ts). */
  async takeOutHome(run: PathRun, args: Args) {
    await checkoutDrive.quoteHome(run, args)
    await fillConsumerDetails(run.page)
  },
  /** The home group quoted, then skipped on its forms (Deze verzekering overslaan): nothing taken out. */
  async skipHome(run: PathRun, args: Args) {
    await checkoutDrive.quoteHome(run, args)
    await funnelDrive.skipGroup(run, args)
  },
  /** Not an ordinary stone house: the insurer refuses; Terug naar het overzicht stops the checkout. */
  async leaveRefusedHome(run: PathRun, _args: Args) {
    const { page } = run
    await conformity(run).getByRole('radio', { name: 'Nee' }).check()
    const owner = page.getByRole('radiogroup', { name: /eigenaar van de woning/ })
    if (await owner.count()) await owner.getByRole('radio', { name: 'Ja, ik ben eigenaar' }).check()
    await page.getByRole('button', { name: 'Bereken je premie' }).click()
    await page.getByTestId('home-refused').getByRole('button', { name: 'Terug naar het overzicht' }).click()
  },

  /** The device group (a smartphone) taken out: its quote, the forms and the purchase. */
  async takeOutDevice(run: PathRun, args: Args) {
    await funnelDrive.answerQuestions(run, args)
    await funnelDrive.quoteDevice(run, args)
    await funnelDrive.fillForms(run, args)
  },
  /** The device group quoted, then skipped on its forms: nothing taken out. */
  async skipDevice(run: PathRun, args: Args) {
    await funnelDrive.answerQuestions(run, args)
    await funnelDrive.quoteDevice(run, args)
    await funnelDrive.skipGroup(run, args)
  },

  /** The income-protection group taken out: quiz passed, healthy, the premium agreed, the forms, the purchase. */
  async takeOutIncomeProtection(run: PathRun, _args: Args) {
    const { page } = run
    await quizToForms(page)
    await fillDetails(page)
    // Income protection asks for an identity check after the forms (test/e2e/aov.spec.ts): verified.
    await verifyIdentity(page, 'Geverifieerd')
  },

  /** The group on screen (by its first screen's heading) taken out. */
  async takeOutGroup(run: PathRun, args: Args) {
    const walk = {
      car: 'takeOutCar',
      consumer: 'takeOutHome',
      aov: 'takeOutIncomeProtection',
      normal: 'takeOutDevice',
    }
    await checkoutDrive[walk[await groupOnScreen(run)] as keyof typeof checkoutDrive](run, args)
  },
  /** The group on screen skipped on its forms (car and aov have no skip before their forms: device or home). */
  async skipGroupJourney(run: PathRun, args: Args) {
    const group = await groupOnScreen(run)
    if (group === 'consumer') return checkoutDrive.skipHome(run, args)
    if (group === 'normal') return checkoutDrive.skipDevice(run, args)
    throw new Error(`skipping the ${group} group is not scripted`)
  },
  /** The group on screen refused by its insurer, then Terug naar het overzicht (car and home only). */
  async leaveGroup(run: PathRun, args: Args) {
    const group = await groupOnScreen(run)
    if (group === 'car') return checkoutDrive.leaveRefusedCar(run, args)
    if (group === 'consumer') return checkoutDrive.leaveRefusedHome(run, args)
    throw new Error(`the ${group} group has no refusal page to leave by`)
  },
  /** The button that stops the checkout where the customer is: the result's or the disclaimer's, or Stoppen. */
  async stopCheckout(run: PathRun, _args: Args) {
    const { page } = run
    const stop = page
      .getByRole('button', { name: 'Terug naar de verzekeringen', exact: true })
      .or(page.getByRole('button', { name: 'Stoppen', exact: true }))
    await stop.first().click()
  },
}

/** The group whose journey shows: its first screen's heading (the checkout's own script names them). */
async function groupOnScreen(run: PathRun): Promise<'car' | 'consumer' | 'aov' | 'normal'> {
  const { page } = run
  const first = {
    car: page.getByRole('heading', { name: 'Bereken je autopremie' }),
    consumer: page.getByRole('heading', { name: 'Over je woning' }),
    aov: page.getByRole('heading', { name: 'Kennistoets' }),
    normal: page.getByRole('heading', { name: 'Welk apparaat wil je verzekeren?' }),
  }
  await expect(first.car.or(first.consumer).or(first.aov).or(first.normal).first()).toBeVisible()
  for (const group of ['car', 'consumer', 'aov', 'normal'] as const)
    if (await first[group].isVisible()) return group
  throw new Error('no group journey on screen')
}
