import { expect } from '@playwright/test'
import { fillQuote } from '../../e2e/car'
import { fillConsumerDetails } from '../../e2e/checkout-forms'
import type { PathRun } from '../runtime'

import type { Args } from './args'

/** Named steps for the car and home groups' journeys (carJourney, homeJourney). */
export const carHomeDrive = {
  /** The car quote form filled for GZ-123-B, a Volkswagen Golf of the local plate register (test/e2e/car.ts). */
  async fillCarQuote(run: PathRun, _args: Args) {
    await fillQuote(run.page, 'GZ-123-B')
  },
  /** On the quote: WA (third-party only), without breakdown assistance. */
  async chooseCarCover(run: PathRun, _args: Args) {
    const quote = run.page.getByTestId('car-quote')
    await quote.getByRole('radio', { name: /^WA(?! \+)/ }).check()
    await quote.getByRole('checkbox', { name: /^Pechhulp/ }).uncheck()
  },
  /**
   * A step back in the car journey, by the button its screen names so: Vorige stap on the quote,
   * Gegevens aanpassen when the quote failed, Keuzes aanpassen when the choice was not stored.
   */
  async carStepBack(run: PathRun, _args: Args) {
    const { page } = run
    const back = page
      .getByTestId('car-quote')
      .getByRole('button', { name: 'Vorige stap', exact: true })
      .or(page.getByTestId('car-failed').getByRole('button', { name: /^(Gegevens|Keuzes) aanpassen$/ }))
    await back.click()
  },
  /**
   * The home form answered for a normal stone house: Ja, the owner (when buildings insurance asks it) and
   * the first household (when liability asks it).
   */
  async answerHome(run: PathRun, _args: Args) {
    const form = run.page.getByTestId('home-form')
    await expect(form.getByRole('heading', { name: 'Over je woning' })).toBeVisible()
    await form
      .getByRole('radiogroup', { name: /gewoon stenen huis/ })
      .getByRole('radio', { name: 'Ja', exact: true })
      .check()
    const owner = form.getByRole('radiogroup', { name: /eigenaar van de woning/ })
    if (await owner.count()) await owner.getByRole('radio', { name: 'Ja, ik ben eigenaar' }).check()
    const household = form.getByRole('radiogroup', { name: /gezinssamenstelling/i })
    if (await household.count()) await household.getByRole('radio').first().check()
  },
  /** Every product of the group has its quote or refusal: the calculating screen is gone. */
  async awaitQuotes(run: PathRun, _args: Args) {
    await expect(run.page.getByTestId('home-form')).toHaveCount(0)
    await expect(run.page.getByTestId('home-calculating')).toHaveCount(0, { timeout: 30_000 })
  },
  /** The home group's forms without a company, then the purchase (test/e2e/checkout-forms.ts). */
  async fillConsumerForms(run: PathRun, _args: Args) {
    await fillConsumerDetails(run.page)
  },
}
