import { expect } from '@playwright/test'
import { addDays, todayInNl } from '../../../api/contract/date-rules'
import { fillDetails } from '../../e2e/checkout-forms'
import { signIn, uniqueEmail } from '../../e2e/helpers'
import { answer, answerTheRest, progress, question } from '../../e2e/liability'
import type { PathRun } from '../runtime'

import type { Args } from './args'

/** The page's own API call with its access token, in Dutch (JSON answer and status). */
export const api = (run: PathRun, method: string, path: string, body?: unknown) =>
  run.page.evaluate(
    async ({ method, path, body }) => {
      const { access_token } = JSON.parse(localStorage.getItem('auth-storage') ?? '{}') as {
        access_token?: string
      }
      const res = await fetch(path, {
        method,
        headers: {
          Authorization: `Bearer ${access_token ?? ''}`,
          'Content-Type': 'application/json',
          'Accept-Language': 'nl-NL',
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      return { status: res.status, json: (await res.json().catch(() => null)) as unknown }
    },
    { method, path, body },
  )

const IMEI = '490154203237518'

/** Named steps for the funnel's journeys (professionChoice, defaultJourney, questionFlow, checkout). */
export const funnelDrive = {
  /** A new customer signs in by the e-mailed link; a first sign-in ends on the profession page. */
  async signInAsNewCustomer(run: PathRun, _args: Args) {
    await signIn(run.page, 'zzp', uniqueEmail('pad'))
    await expect(run.page).toHaveURL(run.url('/profession'))
  },
  /** The language menu in the header: `{ language: 'English' }` (the language's own name). */
  /**
   * Another language from the header's menu (`{ language }` as the menu names it). With `{ back: true }`
   * the customer then chooses Nederlands again, once the page speaks the other one, so the steps after
   * it find the Dutch words the script gives.
   */
  async switchLanguage(run: PathRun, args: Args) {
    const { page } = run
    const menu = page.getByRole('banner').getByRole('button', { name: /^[A-Z]{2} – / })
    await menu.click()
    await page.getByRole('menuitem', { name: String(args.language) }).click()
    if (!args.back) return
    await expect(menu).not.toHaveAccessibleName(/^NL – /)
    await menu.click()
    await page.getByRole('menuitem', { name: 'Nederlands' }).click()
    await expect(menu).toHaveAccessibleName('NL – Taal kiezen')
  },
  /** The assistant's first suggestion is chosen (the suggestions come from the assistant, not the script). */
  async pickFirstSuggestion(run: PathRun, _args: Args) {
    const modal = run.page.getByRole('dialog', { name: 'Welk beroep past bij mij?' })
    await modal.getByRole('button', { name: 'Kies', exact: true }).first().click()
  },
  /**
   * A new carpenter with `{ products: [names as on screen] }` in the cart, put there through the page's
   * own API calls (the profession and products screens are other journeys'), then on the checkout
   * (`{ checkout: '/checkout/aov-premium-review' }` where the group's journey has its own page).
   */
  async cartToCheckout(run: PathRun, args: Args) {
    await funnelDrive.fillCart(run, args)
    await funnelDrive.checkoutFromCart(run, args)
  },
  /** `fillCart` by the name the checkout's script uses. */
  async cartOnProducts(run: PathRun, args: Args) {
    await funnelDrive.fillCart(run, args)
  },
  /** The cart of `cartToCheckout` in place, on the products page with the cart's Verder ready. */
  async fillCart(run: PathRun, args: Args) {
    await funnelDrive.signInAsNewCustomer(run, {})
    const professions = await api(run, 'GET', '/professions?q=Timmerman&limit=1')
    const profession = (professions.json as { result: { id: number }[] }).result[0]!.id
    expect((await api(run, 'PATCH', '/users/me', { profession })).status).toBe(200)
    const catalogue = await api(run, 'GET', '/insurance-products')
    const products = (catalogue.json as { result: { id: number; name: string }[] }).result
    for (const name of args.products as string[]) {
      const product = products.find((p) => p.name === name)
      expect(product, `${name} is offered to a carpenter`).toBeTruthy()
      const added = await api(run, 'POST', '/cart-item', { insurance_product: product!.id })
      expect(added.status, `${name} in the cart`).toBeLessThan(300)
    }
    await run.page.goto(run.url('/products/available-products'))
    const cart = run.page.getByRole('complementary', { name: /^Winkelwagen/ })
    await expect(cart.getByRole('listitem')).toHaveCount((args.products as string[]).length)
    // An empty cart (a path's start that adds its own product) has no Verder to enable.
    if ((args.products as string[]).length)
      await expect(cart.getByRole('button', { name: 'Verder' })).toBeEnabled()
  },
  /** The cart's Verder: the checkout is prepared, then its first page (`{ checkout }`, as above) opens. */
  async checkoutFromCart(run: PathRun, args: Args) {
    const cart = run.page.getByRole('complementary', { name: /^Winkelwagen/ })
    await cart.getByRole('button', { name: 'Verder' }).click()
    // The checkout is prepared by the server first (prepare-checkout): slow on a busy machine.
    await expect(run.page).toHaveURL(run.url(String(args.checkout ?? '/checkout')), { timeout: 30_000 })
  },
  /**
   * The group's questions, answered the plain way (test/e2e/liability.ts), for the products that have
   * them; a device alone has none (its own step follows at once).
   */
  async answerQuestions(run: PathRun, _args: Args) {
    const { page } = run
    const device = page.getByRole('heading', { name: 'Welk apparaat wil je verzekeren?' })
    await expect(question(page).or(device).first()).toBeVisible()
    if (await device.isVisible()) return
    await progress(page, 1)
    await answer(page, 'Nee')
    await progress(page, 2)
    await answer(page, 'Nee')
    await answerTheRest(page)
  },
  /**
   * The question on screen answered: a number where it asks one, else its first option (test/e2e/liability.ts);
   * on the extra coverages, the first option of the first one. It waits until the answer is through: the
   * question is gone (the next one, the extras, the end of the questions), the chosen extra is marked, or a
   * failure is said.
   */
  async answerShownQuestion(run: PathRun, _args: Args) {
    const { page } = run
    const shown = question(page)
    const extras = page.getByTestId('extras-step')
    await expect(shown.or(extras).first()).toBeVisible()
    if (await extras.isVisible()) {
      const choice = extras.getByRole('group').first().getByRole('button').first()
      await choice.click()
      await expect(
        choice.and(page.locator('[aria-pressed="true"]')).or(extras.getByRole('alert')),
      ).toBeVisible()
      return
    }
    const before = await shown.getAttribute('data-question-key')
    const field = shown.getByRole('textbox')
    if (await field.count()) {
      await field.fill('2')
      await shown.getByRole('button', { name: 'Volgende' }).click()
    } else await shown.getByRole('button').first().click()
    // Through once that question is gone (the next one, the extras, or the flow's end) or says a failure.
    const same = page.locator(`[data-testid="question"][data-question-key="${before}"]`)
    await expect(async () => {
      if ((await same.isVisible()) && !(await same.getByRole('alert').isVisible())) throw new Error('saving')
    }).toPass({ intervals: [100, 250, 500] })
  },
  /** One question back: "Vorige vraag" on a question, "Vorige stap" on the extra coverages. */
  async backOneQuestion(run: PathRun, _args: Args) {
    const { page } = run
    const extras = page.getByTestId('extras-step')
    await expect(question(page).or(extras).first()).toBeVisible()
    const name = (await extras.isVisible()) ? 'Vorige stap' : 'Vorige vraag'
    await page.getByRole('button', { name, exact: true }).click()
  },
  /**
   * The device step filled for a smartphone the server prices (as test/e2e/device.spec.ts does: a valid
   * IMEI, € 1,000 per claim and € 2,500 a year, an end date in the window), then Bereken mijn premie.
   */
  async quoteDevice(run: PathRun, _args: Args) {
    const step = run.page.getByTestId('device-step')
    await step.getByLabel('Aankoopprijs in euro').fill('800')
    await step.getByLabel('IMEI-nummer').fill(IMEI)
    await step.getByLabel('Vergoeding per schade').selectOption('1000')
    await step.getByLabel('Vergoeding per jaar').selectOption('2500')
    await step.getByLabel('Einddatum').fill(addDays(todayInNl(), 400))
    await step.getByRole('button', { name: 'Bereken mijn premie' }).click()
  },
  /** The shared checkout forms filled for a company and a direct debit (test/e2e/checkout-forms.ts): the purchase. */
  async fillForms(run: PathRun, _args: Args) {
    await fillDetails(run.page)
  },
  /** Deze verzekering overslaan, confirmed: nothing of the group is taken out. */
  async skipGroup(run: PathRun, _args: Args) {
    await run.page.getByRole('button', { name: 'Deze verzekering overslaan' }).click()
    await run.page
      .getByRole('dialog', { name: 'Deze verzekering overslaan?' })
      .getByRole('button', { name: 'Ja, overslaan' })
      .click()
  },
}
