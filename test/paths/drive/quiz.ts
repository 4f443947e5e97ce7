import { expect } from '@playwright/test'
import { add, startAsCarpenter } from '../../e2e/helpers'
import { AOV_PAGE, answerShown, answersOf } from '../../e2e/income-protection'
import { encodeTestFaults, TEST_FAULT_HEADER } from '../../../api/contract/test-fault'
import type { PathRun } from '../runtime'
import type { Args } from './args'

type QuizBody = Parameters<typeof answersOf>[0] & { attempt: 1 | 2 }

/**
 * The page's own API call with its access token: the status and the JSON body. It is the setup's or
 * another tab's call, so a fault the test armed for the screen's next call does not answer it.
 */
const api = (run: PathRun, method: string, path: string, body?: unknown) =>
  run.page.evaluate(
    async ({ method, path, body, noFault }) => {
      const { access_token } = JSON.parse(localStorage.getItem('auth-storage') ?? '{}') as {
        access_token?: string
      }
      const res = await fetch(path, {
        method,
        headers: {
          Authorization: `Bearer ${access_token ?? ''}`,
          'Content-Type': 'application/json',
          'Accept-Language': 'nl-NL',
          ...noFault,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      return { status: res.status, json: (await res.json().catch(() => null)) as unknown }
    },
    { method, path, body, noFault: { [TEST_FAULT_HEADER]: encodeTestFaults([]) } },
  )

/** The next attempt's quiz handed in through the API (another tab), every answer right or wrong. */
async function handInByApi(run: PathRun, right: boolean) {
  const product = Number(run.memo.quizProduct)
  const quiz = await api(run, 'GET', `/quiz?product=${product}`)
  expect(quiz.status, 'the next attempt’s quiz').toBe(200)
  const { attempt } = quiz.json as QuizBody
  const answers = answersOf(quiz.json as QuizBody, right)
  const result = await api(run, 'POST', '/quiz-result', { product, attempt, answers })
  expect(result.status, `attempt ${attempt} handed in`).toBe(201)
}

/** Whether the attempt on screen is answered right (the path's outcome): the second is always failed. */
const rightNow = async (run: PathRun) =>
  run.memo.quizRight === true &&
  !(await run.page.getByTestId('quiz-progress').innerText()).startsWith('Tweede poging')

/**
 * Named steps of the knowledge quiz (machines/quiz.machine.ts): income protection in the cart, the
 * attempts the path starts after handed in through the API, and the quiz's own actions that depend on
 * the path (which answers are right; an attempt handed in meanwhile in another tab).
 */
export const quizDrive = {
  /**
   * A new carpenter with income protection in the cart; `{ failed }` attempts (0 to 2) failed or
   * `{ passed }` the first passed through the API. `{ right }`: the first attempt on screen is answered
   * right. `{ staleSubmit }`, `{ staleRetry }`, `{ firstElsewhere }`: an attempt is handed in meanwhile in
   * another tab (the one on screen; the second before it starts; the first before it starts).
   */
  async prepareQuiz(run: PathRun, args: Args) {
    const { page } = run
    await startAsCarpenter(page, 'pad-quiz')
    // Under load the products page may not take the first click: added again until the cart has it.
    const inCart = page.getByTestId('cart-panel').getByTestId('cart-item')
    await expect(async () => {
      if ((await inCart.count()) === 0) await add(page, 'Arbeidsongeschiktheidsverzekering')
      await expect(inCart).toHaveCount(1, { timeout: 5_000 })
    }).toPass({ timeout: 60_000 })
    const items = await api(run, 'GET', '/cart-item')
    const [item] = (items.json as { result: { insurance_product: { id: number } }[] }).result
    run.memo.quizProduct = item!.insurance_product.id
    run.memo.quizRight = args.right === true
    run.memo.staleSubmit = args.staleSubmit === true
    run.memo.staleRetry = args.staleRetry === true
    run.memo.firstElsewhere = args.firstElsewhere === true
    if (args.passed) await handInByApi(run, true)
    for (let n = 0; n < Number(args.failed ?? 0); n++) await handInByApi(run, false)
  },
  /** On to income protection's page from the cart (the quiz asks where the customer stands). */
  async openQuiz(run: PathRun, _args: Args) {
    const { page } = run
    // Under load the cart's button may be re-rendered as it is clicked: clicked again until the page moves.
    await expect(async () => {
      if (page.url() !== AOV_PAGE)
        await page.getByTestId('cart-panel').getByRole('button', { name: 'Verder' }).click()
      await expect(page).toHaveURL(AOV_PAGE, { timeout: 3_000 })
    }).toPass()
  },
  /** 'Start de toets'; with `firstElsewhere` the first attempt was failed in another tab meanwhile. */
  async startQuiz(run: PathRun, _args: Args) {
    if (run.memo.firstElsewhere) {
      run.memo.firstElsewhere = false
      await handInByApi(run, false)
    }
    await run.page.getByRole('button', { name: 'Start de toets', exact: true }).click()
  },
  /** The first question answered (right or wrong as the path goes on). */
  async answerFirst(run: PathRun, _args: Args) {
    await answerShown(run.page, await rightNow(run))
  },
  /** The other questions answered, one by one, to the last. */
  async answerRest(run: PathRun, _args: Args) {
    const { page } = run
    const progress = page.getByTestId('quiz-progress')
    const right = await rightNow(run)
    for (let n = 2; n <= 11; n++) {
      await expect(progress).toHaveText(new RegExp(`vraag ${n} van 11$`, 'i'))
      await answerShown(page, right)
    }
    await expect(page.getByRole('button', { name: 'Toets inleveren' })).toBeVisible()
  },
  /** Hands the attempt in ('Toets inleveren'); with `staleSubmit` it was handed in in another tab first. */
  async handIn(run: PathRun, _args: Args) {
    if (run.memo.staleSubmit) {
      run.memo.staleSubmit = false
      await handInByApi(run, false)
    }
    await run.page.getByRole('button', { name: 'Toets inleveren' }).click()
  },
  /**
   * 'Tweede poging starten' after a failed attempt, or 'Opnieuw proberen' after a failure, whichever is
   * shown; with `staleRetry` the second attempt was made in another tab first.
   */
  async retryQuiz(run: PathRun, _args: Args) {
    const { page } = run
    const second = page.getByRole('button', { name: 'Tweede poging starten' })
    const button = second.or(page.getByRole('button', { name: 'Opnieuw proberen' }))
    await expect(button).toBeVisible()
    if ((await second.isVisible()) && run.memo.staleRetry) {
      run.memo.staleRetry = false
      await handInByApi(run, false)
    }
    await button.click()
  },
}
