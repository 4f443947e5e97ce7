/**
 * The journey part of `npm run bench`: one new customer, scripted in Chromium, from `/welcome` to the
 * first premium on screen and on to "Je bent verzekerd". Counts the user's interactions (each click,
 * check, fill and key press is one; opening the e-mailed link and the first page load are one each)
 * and the wall-clock time to both milestones. Same steps and texts as test/e2e/default-flow.spec.ts.
 * The car premium journey (`runCarJourney`) follows test/e2e/car.spec.ts.
 */
import type { Browser, Page } from '@playwright/test'
import { median } from './bench-budgets'

export interface Milestone {
  seconds: number
  interactions: number
}
export interface JourneyRun {
  premium: Milestone
  insured: Milestone
}

const LIABILITY = 'Bedrijfsaansprakelijkheidsverzekering'
const TIMEOUT = 30_000
/** A quick typist's pace: some 200 keys a minute. */
const TYPING_DELAY_MS = 60

/** The median of each milestone's time and interactions over the runs. */
export function medianRun(runs: JourneyRun[]): JourneyRun {
  const of = (key: keyof JourneyRun): Milestone => ({
    seconds: median(runs.map((run) => run[key].seconds)),
    interactions: median(runs.map((run) => run[key].interactions)),
  })
  return { premium: of('premium'), insured: of('insured') }
}

/** Runs the journey once in a fresh context (a new visitor: no session, empty storage). */
export async function runJourney(browser: Browser, origin: string): Promise<JourneyRun> {
  const context = await browser.newContext()
  context.setDefaultTimeout(TIMEOUT)
  const page = await context.newPage()
  let interactions = 0
  /** One user interaction: the only way the script touches the page. */
  const act: Act = (action) => {
    interactions += 1
    return action()
  }
  const start = performance.now()
  const milestone = (): Milestone => ({ seconds: Math.round(performance.now() - start) / 1000, interactions })
  let premium: Milestone | undefined
  try {
    await walkLiabilityPurchase(page, origin, act, () => (premium = milestone()))
    return { premium: premium!, insured: milestone() }
  } finally {
    await context.close()
  }
}

/**
 * What a click shows next: the first element matching `selector` whose text matches `text`. The step
 * bench (bench-steps.ts) watches for it inside the page to time the step; `runJourney` ignores it.
 */
export interface NextScreen {
  /** A short name for the step, as printed. */
  step: string
  selector: string
  text?: RegExp
}

/**
 * One user interaction: the only way the walk touches the page. A click that brings the next screen
 * (or the next content of this one) names it.
 */
export type Act = <T>(action: () => Promise<T>, next?: NextScreen) => Promise<T>

const headingScreen = (step: string, name: string): NextScreen => ({
  step,
  selector: 'h1, h2, h3, h4',
  text: new RegExp(`^${name}$`),
})

/**
 * A new customer buys the business liability insurance: from `/welcome` through sign-in, profession,
 * products, cart, questions and details to "Je bent verzekerd". `onPremium` is called when the first
 * premium is on screen. Same steps and texts as test/e2e/default-flow.spec.ts.
 */
export async function walkLiabilityPurchase(page: Page, origin: string, act: Act, onPremium?: () => void) {
  const email = `bench.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@example.nl`
  // Welcome: the profession search is the page's call to action; it needs a signed-in customer.
  await act(() => page.goto(`${origin}/welcome`))
  // Typed key by key as a quick typist does (60 ms a key), not pasted in at once: the page fetches the
  // sign-in step's code from the first key on (views/funnel/prefetch-next.ts), as it would for a customer.
  await act(() =>
    page.getByLabel('Wat is je beroep?').pressSequentially('timmer', { delay: TYPING_DELAY_MS }),
  )
  await act(() => page.getByRole('button', { name: 'Log in en bereken je premie' }).click(), {
    step: 'welcome → sign-in',
    selector: 'label',
    text: /^E-mailadres/,
  })
  await page.waitForURL('**/sign-in')
  await act(() => page.getByLabel('E-mailadres').fill(email))
  await act(
    () => page.getByRole('button', { name: 'Stuur mij een inloglink' }).click(),
    headingScreen('sign-in → check e-mail', 'Controleer je e-mail'),
  )
  await page.getByRole('heading', { name: 'Controleer je e-mail' }).waitFor()
  const link = await linkFor(page, email)
  await act(() => page.goto(link))

  // Profession (the welcome page's search is still there after sign-in; its one hit is chosen
  // already), then the products with their monthly prices.
  await page.getByRole('heading', { name: 'Wat is je beroep?' }).waitFor()
  const carpenter = page.getByRole('radio', { name: 'Timmerman' })
  await carpenter.waitFor()
  if (!(await carpenter.isChecked())) await act(() => carpenter.check())
  await act(() => page.getByRole('button', { name: 'Verder als Timmerman' }).click(), {
    step: 'profession → products',
    selector: '[data-testid="product-price"]',
    text: /€\s*\d/,
  })
  const addLiability = page.getByRole('button', { name: `${LIABILITY} toevoegen aan winkelwagen` })
  const card = page.getByTestId('product-card').filter({ has: addLiability })
  await card
    .getByTestId('product-price')
    .filter({ hasText: /€\s*\d/ })
    .waitFor()
  onPremium?.()

  await act(() => addLiability.click(), {
    step: 'product → cart',
    selector: '[data-testid="cart-total"]',
    text: /€\s*\d/,
  })
  const cart = page.getByTestId('cart-panel')
  await cart
    .getByTestId('cart-total')
    .filter({ hasText: /€\s*\d/ })
    .waitFor()
  await act(() => cart.getByRole('button', { name: 'Verder' }).click(), questionScreen(1, 'cart'))
  await answerQuestions(page, act)
  await fillDetails(page, act)
  const outcome = page.locator('[data-testid="outcome"][data-outcome="insured"]')
  await outcome.getByRole('heading', { name: 'Je bent verzekerd' }).waitFor()
}

const questionScreen = (n: number, from: string): NextScreen => ({
  step: `${from} → question ${n}`,
  selector: '[data-testid="question-progress"]',
  text: new RegExp(`^Vraag ${n} van 5$`),
})

/**
 * The car premium (issue 19): a new customer signs in and chooses a profession (not counted), then from
 * the products page: adds the car insurance, continues, fills the quote form with a seeded plate and
 * sends it, until the first car premium is on screen. Counted like `runJourney` (goal: ≤ 60 s, ≤ 12).
 */
export async function runCarJourney(browser: Browser, origin: string): Promise<Milestone> {
  const context = await browser.newContext()
  context.setDefaultTimeout(TIMEOUT)
  const page = await context.newPage()
  const email = `bench.car.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@example.nl`
  try {
    await page.goto(`${origin}/sign-in?email=${encodeURIComponent(email)}`)
    await page.getByRole('button', { name: 'Stuur mij een inloglink' }).click()
    await page.getByRole('heading', { name: 'Controleer je e-mail' }).waitFor()
    await page.goto(await linkFor(page, email))
    await page.getByLabel('Zoek je beroep').fill('timmer')
    await page.getByRole('radio', { name: 'Timmerman' }).check()
    await page.getByRole('button', { name: 'Verder als Timmerman' }).click()
    const addCar = page.getByRole('button', { name: 'Zakelijke autoverzekering toevoegen aan winkelwagen' })
    await addCar.waitFor()

    // From here on the products page: counted.
    let interactions = 0
    const act = <T>(action: () => Promise<T>) => {
      interactions += 1
      return action()
    }
    const start = performance.now()
    await act(() => addCar.click())
    const cart = page.getByTestId('cart-panel')
    await cart.getByText('Premie nog niet berekend').waitFor()
    await act(() => cart.getByRole('button', { name: 'Verder' }).click())
    const form = page.getByTestId('car-quote-form')
    await act(() => form.getByLabel('Kenteken').fill('GZ-123-B'))
    await act(() => form.getByLabel('Kilometers per jaar').selectOption('10k_to_20k'))
    await act(() => form.getByLabel('Schadevrije jaren').fill('5'))
    await act(() => form.getByLabel('Geboortedatum').fill('1990-02-28'))
    await act(() => form.getByLabel('Postcode').fill('1012lg'))
    await act(() => form.getByLabel('Huisnummer').fill('7'))
    await form.getByTestId('car-found-address').waitFor()
    await act(() => form.getByRole('button', { name: 'Bereken mijn premie' }).click())
    await page
      .getByTestId('car-total')
      .filter({ hasText: /€\s*\d/ })
      .waitFor()
    return { seconds: Math.round(performance.now() - start) / 1000, interactions }
  } finally {
    await context.close()
  }
}

/** The five questions, answered the plain way (no claims, no work at clients' sites). */
async function answerQuestions(page: Page, act: Act) {
  const question = page.getByTestId('question')
  const progress = page.getByTestId('question-progress')
  const answer = async (n: number, option: string) => {
    await progress.filter({ hasText: `Vraag ${n} van 5` }).waitFor()
    await act(
      () => question.getByRole('button', { name: option, exact: true }).click(),
      questionScreen(n + 1, `question ${n}`),
    )
  }
  await answer(1, 'Nee')
  await answer(2, 'Nee')
  await answer(3, 'Tot € 100.000')
  await answer(4, 'Nee')
  await progress.filter({ hasText: 'Vraag 5 van 5' }).waitFor()
  await act(() => question.getByRole('textbox').fill('2'))
  await act(
    () => question.getByRole('button', { name: 'Volgende' }).click(),
    headingScreen('question 5 → extras', 'Extra dekkingen'),
  )
  // The extra coverages page: none taken.
  await page.getByRole('heading', { name: 'Extra dekkingen' }).waitFor()
  await act(
    () => page.getByTestId('extras-step').getByRole('button', { name: 'Verder' }).click(),
    headingScreen('extras → company', 'Je bedrijf'),
  )
}

/** Company by KvK number, person, address by postal code, formalities, IBAN and consent. */
async function fillDetails(page: Page, act: Act) {
  const heading = (name: string) => page.getByRole('heading', { name }).waitFor()
  const next = (to: NextScreen) => act(() => page.getByRole('button', { name: 'Verder' }).click(), to)
  await heading('Je bedrijf')
  await act(() => page.getByLabel('KvK-nummer of bedrijfsnaam').fill('64829301'))
  await act(() => page.getByRole('button', { name: 'Zoeken' }).click(), {
    step: 'company search → hits',
    selector: 'button[aria-label="Kies Timmerbedrijf De Vries"]',
  })
  await act(
    () => page.getByRole('button', { name: 'Kies Timmerbedrijf De Vries' }).click(),
    headingScreen('company → person', 'Je persoonlijke gegevens'),
  )

  await heading('Je persoonlijke gegevens')
  await act(() => page.getByLabel('Voornaam').fill('Ada'))
  await act(() => page.getByLabel('Achternaam').fill('de Vries'))
  await act(() => page.getByLabel('Geboortedatum').fill('1990-02-28'))
  await act(() => page.getByLabel('Telefoonnummer').fill('06 1234 5678'))
  await next(headingScreen('person → address', 'Je woonadres'))

  await heading('Je woonadres')
  await act(() => page.getByLabel('Postcode').fill('1012lg'))
  await act(() => page.getByLabel('Huisnummer').fill('7'))
  await page.getByTestId('found-address').filter({ hasText: 'Damrak 7' }).waitFor()
  await next(headingScreen('address → formalities', 'Verklaringen'))

  await heading('Verklaringen')
  for (const box of await page.getByRole('checkbox').all()) await act(() => box.check())
  await next(headingScreen('formalities → payment', 'Ingangsdatum en betaling'))

  await heading('Ingangsdatum en betaling')
  await act(() => page.getByLabel('IBAN').fill('NL91 ABNA 0417 1643 00'))
  await act(() => page.getByRole('checkbox').check())
  await act(() => page.getByRole('button', { name: 'Verzekering afsluiten' }).click(), {
    step: 'payment → insured',
    selector:
      '[data-testid="outcome"][data-outcome="insured"] h1, [data-testid="outcome"][data-outcome="insured"] h2',
    text: /^Je bent verzekerd$/,
  })
}

/** The newest sign-in link the bench server's outbox (EXPOSE_DEV_OUTBOX) holds for an address. */
async function linkFor(page: Page, email: string): Promise<string> {
  for (let i = 0; i < 100; i += 1) {
    const text = await page.evaluate(
      (to) =>
        fetch(`/dev/outbox.json?to=${encodeURIComponent(to)}`)
          .then((r) => r.json() as Promise<{ result: { text?: string }[] }>)
          .then((body) => body.result[0]?.text ?? ''),
      email,
    )
    const link = /https?:\/\/\S+\/sign-in\/verify\?token=[\w-]+/.exec(text)?.[0]
    if (link) return link
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`no sign-in link for ${email} in the outbox`)
}
