import { expect } from '@playwright/test'
import { add, partnerUrl, startAsCarpenter } from '../../e2e/helpers'
import { answer, answerTheRest, progress } from '../../e2e/liability'
import type { PathRun } from '../runtime'

import type { Args } from './args'

/** Named steps for the products' own journeys (device, calculator, quotation, check-in, car, home). */
export const productsDrive = {
  /**
   * A new carpenter with device insurance in the cart, on its way to the device step. With
   * `{ questions: true }` business liability is in the cart too: its questions come first (so the
   * device step has a step to go back to), answered the plain way.
   */
  async startDevice(run: PathRun, args: Args) {
    const { page } = run
    await startAsCarpenter(page, 'pad-device')
    if (args.questions) await add(page, 'Bedrijfsaansprakelijkheidsverzekering')
    await add(page, 'Elektronicaverzekering')
    await expect(page.getByTestId('cart-panel').getByTestId('cart-item')).toHaveCount(args.questions ? 2 : 1)
    await page.getByTestId('cart-panel').getByRole('button', { name: 'Verder' }).click()
    await expect(page).toHaveURL(partnerUrl('zzp', '/checkout'))
    if (!args.questions) return
    await progress(page, 1)
    await answer(page, 'Nee')
    await progress(page, 2)
    await answer(page, 'Nee')
    await answerTheRest(page)
  },
}
