import { expect, type Page } from '@playwright/test'
import { add, partnerUrl, startAsCarpenter } from './helpers'

/** The default flow with business liability: its questions, for the tests that go through them. */

export const question = (page: Page) => page.getByTestId('question')
export const answer = (page: Page, option: string) =>
  question(page).getByRole('button', { name: option, exact: true }).click()
export const progress = (page: Page, n: number) =>
  expect(page.getByTestId('question-progress')).toHaveText(`Vraag ${n} van 5`)

/** A carpenter with business liability in the cart, on its first question. */
export async function startLiability(page: Page, name: string): Promise<string> {
  const email = await startAsCarpenter(page, name)
  await add(page, 'Bedrijfsaansprakelijkheidsverzekering')
  const cart = page.getByTestId('cart-panel')
  await expect(cart.getByTestId('cart-total')).toHaveText('€ 60,98')
  await cart.getByRole('button', { name: 'Verder' }).click()
  await expect(page).toHaveURL(partnerUrl('zzp', '/checkout'))
  await progress(page, 1)
  return email
}

/** The remaining questions after the first two, answered the plain way. */
export async function answerTheRest(page: Page) {
  await progress(page, 3)
  await answer(page, 'Tot € 100.000')
  await progress(page, 4)
  await answer(page, 'Nee')
  await progress(page, 5)
  await question(page).getByRole('textbox').fill('2')
  await question(page).getByRole('button', { name: 'Volgende' }).click()
  await declineExtras(page)
}

/** The extra coverages page: none taken. */
export async function declineExtras(page: Page) {
  const extras = page.getByTestId('extras-step')
  await expect(extras.getByRole('heading', { name: 'Extra dekkingen' })).toBeVisible()
  await extras.getByRole('button', { name: 'Verder' }).click()
}

/** A carpenter with business liability in the cart, every question answered the plain way: at the company. */
export async function liabilityToForms(page: Page, name: string): Promise<string> {
  const email = await startLiability(page, name)
  await answer(page, 'Nee')
  await progress(page, 2)
  await answer(page, 'Nee')
  await answerTheRest(page)
  return email
}
