import { expect } from '@playwright/test'
import { add, partnerUrl, signedEntry, startAsCarpenter } from '../../e2e/helpers'
import { answer, answerTheRest, progress, question } from '../../e2e/liability'
import { DEMO_QUOTES } from '../../../api/server/broker/demo-quotes'
import { brokerQuoteLink } from '../../../api/server/broker/quote-link'
import { devSignatureSecret } from '../../../api/server/db/seed-data'
import type { PathRun } from '../runtime'

import type { Args } from './args'

/** The page's own API call with its access token: the status. */
const apiCall = (run: PathRun, method: string, path: string) =>
  run.page.evaluate(
    async ({ method, path }) => {
      const { access_token } = JSON.parse(localStorage.getItem('auth-storage') ?? '{}') as {
        access_token?: string
      }
      const res = await fetch(path, { method, headers: { Authorization: `Bearer ${access_token ?? ''}` } })
      return res.status
    },
    { method, path },
  )

const calculatorProgress = (run: PathRun, n: number, of: number) =>
  expect(run.page.getByTestId('question-progress')).toHaveText(`Vraag ${n} van ${of}`)

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

  /**
   * A web developer enters the calculator by the partner's signed link, puts business liability and
   * `{ second }` (a product's name on screen) in the cart and clicks Verder: the first price question.
   * `{ products }` instead: those (names on screen) in the cart; `{ stay: true }`: Verder not clicked.
   */
  async startCalculator(run: PathRun, args: Args) {
    const { page } = run
    const professionId = await page.evaluate(async () => {
      const r = await fetch('/professions?q=Webdeveloper&limit=1', {
        headers: { 'Accept-Language': 'nl-NL' },
      })
      return ((await r.json()) as { result: { id: number }[] }).result[0]!.id
    })
    const entry = signedEntry('zzp', `pad-calc-${Date.now()}-${Math.random().toString(36).slice(2, 6)}`, {
      insurance_calculator: '1',
      profession_id: String(professionId),
    })
    await page.goto(run.url(entry))
    await expect(page).toHaveURL(/\/insurance-calculator\/available-products/)
    const products = (args.products as string[] | undefined) ?? [
      'Bedrijfsaansprakelijkheidsverzekering',
      String(args.second),
    ]
    for (const product of products) await add(page, product)
    const cart = page.getByTestId('cart-panel')
    await expect(cart.getByTestId('cart-item')).toHaveCount(products.length)
    if (args.stay) return
    await cart.getByRole('button', { name: 'Verder' }).click()
    await expect(page).toHaveURL(run.url('/insurance-calculator/checkout'))
  },
  /**
   * The calculator's price questions answered the plain way (the question-flow child journey to its
   * end): two for business liability, two more when professional liability is in the cart.
   */
  async answerCalculator(run: PathRun, _args: Args) {
    const { page } = run
    const progressText = page.getByTestId('question-progress')
    await expect(progressText).toHaveText(/^Vraag 1 van (2|4)$/)
    const of = Number(/van (\d+)/.exec((await progressText.textContent()) ?? '')![1])
    const answers = of === 4 ? ['Tot € 100.000', 'Nee', '€ 500.000', 'Nee'] : ['Tot € 100.000', 'Nee']
    for (const [i, option] of answers.entries()) {
      await calculatorProgress(run, i + 1, of)
      await answer(page, option)
    }
    await expect(question(page)).toHaveCount(0)
  },

  /**
   * The customer opens the signed link of one of the demo seed's broker quotes (`{ quote: 'open' |
   * 'second' | 'expired' }`, api/server/broker/demo-quotes.ts): signed in with the quote, on the quotation.
   * A fresh server (DATA_DIR=memory) has them open; a path that accepts one for real uses it up.
   */
  async openBrokerQuote(run: PathRun, args: Args) {
    const quote = DEMO_QUOTES[args.quote as keyof typeof DEMO_QUOTES]
    await run.page.goto(brokerQuoteLink(run.url(''), devSignatureSecret('zzp'), quote.customer, quote.id))
    await expect(run.page).toHaveURL(/\/checkout\/quotation\?/)
  },
  /** The signed-in customer accepted their broker quote before (its own call), then opens the quotation again. */
  async reopenAcceptedQuote(run: PathRun, args: Args) {
    const quote = DEMO_QUOTES[args.quote as keyof typeof DEMO_QUOTES]
    await expect(run.page.getByTestId('quotation-accept')).toBeVisible()
    expect(await apiCall(run, 'POST', `/broker-quotes/${quote.id}/accept`)).toBeLessThan(300)
    await run.page.goto(run.url(`/checkout/quotation?quote_id=${quote.id}`))
  },
  /** A carpenter signed in by e-mail (no broker quote) opens the quotation's address. */
  async openQuotationWithoutQuote(run: PathRun, _args: Args) {
    await startAsCarpenter(run.page, 'pad-offerte')
    await run.page.goto(run.url('/checkout/quotation'))
  },
}
