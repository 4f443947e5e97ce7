import type { Page } from '@playwright/test'
import { axeFindings, expect, test } from './fixtures'
import { fillDetails } from './checkout-forms'
import { add, partnerUrl, uniqueEmail } from './helpers'
import { answerMedical, takeQuiz } from './income-protection'
import { answer, answerTheRest, progress } from './liability'
import {
  commerce,
  consentLog,
  pageEvents,
  productCard,
  QA_PORT,
  startServer,
  welcomeToProducts,
  type LayerEntry,
} from './analytics'

/**
 * The data-layer events of core §7 (docs/analytics.md), read from `window.dataLayer`: each with its GA4
 * payload in production, masked under APP_ENV=qa, and the partner's tag manager only after consent.
 * `support` is also checked per channel with the support menu (support.spec.ts).
 */

const AOV = 'Arbeidsongeschiktheidsverzekering'
const LIABILITY = 'Bedrijfsaansprakelijkheidsverzekering'
const DEVICE = 'Elektronicaverzekering'

/** The liability group's questions, extras and forms, to the result of a purchase. */
async function liabilityToPurchase(page: Page) {
  await progress(page, 1)
  await answer(page, 'Nee')
  await progress(page, 2)
  await answer(page, 'Nee')
  await answerTheRest(page)
  await fillDetails(page)
  // The result lists each group's outcome: the liability one insured.
  await expect(page.locator('[data-testid="outcome"][data-outcome="insured"]')).toBeVisible()
}

test('the default flow from welcome to purchase sends each event with its payload', async ({ page }) => {
  test.setTimeout(240_000) // welcome to purchase, with an eleven-question quiz on the way
  const email = uniqueEmail('analytics')
  const url = (path: string) => partnerUrl('zzp', path)
  const events: LayerEntry[] = await welcomeToProducts(page, url, email)

  // A question about a product opened (select_item), three added, one removed again.
  await productCard(page, LIABILITY).locator('summary').first().click()
  await add(page, AOV)
  await add(page, LIABILITY)
  await add(page, DEVICE)
  const cart = page.getByTestId('cart-panel')
  await expect(cart.getByTestId('cart-count')).toHaveText('3')
  await cart.getByRole('button', { name: `${DEVICE} verwijderen` }).click()
  await page
    .getByRole('dialog', { name: 'Verzekering verwijderen' })
    .getByRole('button', { name: 'Verwijderen' })
    .click()
  await expect(cart.getByTestId('cart-count')).toHaveText('2')
  await cart.getByRole('button', { name: 'Verder' }).click()
  await page.getByRole('button', { name: 'Begrepen, verder' }).click()

  // Income protection: the quiz passed, then a BMI of 37 ends it (dropout); the liability group follows.
  await takeQuiz(page, true, 'Start de toets')
  await page.getByTestId('quiz').getByRole('button', { name: 'Verder' }).click()
  await answerMedical(page, '180', '120')
  await liabilityToPurchase(page)
  // Help asked for after the purchase: the FAQ from the header's menu.
  await page.getByRole('button', { name: 'Hulp' }).click()
  await page.getByRole('menuitem', { name: 'Veelgestelde vragen' }).click()
  await expect(page.getByRole('dialog', { name: 'Veelgestelde vragen' })).toBeVisible()
  events.push(...(await pageEvents(page)))

  const names = new Set(events.map((e) => e.event))
  for (const event of [
    'funnel_button_click',
    'funnel_select',
    'add_shipping_info',
    'add_payment_info',
    'quiz',
    'funnel_search',
    'funnel_profession_select',
    'select_item',
    'add_to_cart',
    'view_cart',
    'view_item_list',
    'remove_from_cart',
    'begin_checkout',
    'purchase',
    'dropout',
    'support',
  ])
    expect(names, event).toContain(event)
  expect(names.size).toBe(16)
  const all = (name: string) => events.filter((e) => e.event === name)
  const one = (name: string) => {
    expect(all(name), name).toHaveLength(1)
    return all(name)[0]!
  }

  expect(all('funnel_button_click')).toEqual([
    { event: 'funnel_button_click', button: 'welcome_start', mode: 'default' },
    { event: 'funnel_button_click', button: 'disclaimer_continue', groups: ['aov', 'normal'] },
  ])
  expect(one('funnel_search')).toEqual({
    event: 'funnel_search',
    search_term: 'timmer',
    results: expect.any(Number),
  })
  expect(one('funnel_profession_select')).toEqual({
    event: 'funnel_profession_select',
    profession_id: expect.any(Number),
    profession_name: 'Timmerman',
    manual: false,
  })
  const list = one('view_item_list').ecommerce as { items: unknown[]; item_list_id: string }
  expect(list.item_list_id).toBe('available_products')
  expect(list.items.length).toBeGreaterThan(3)
  expect(one('select_item')).toEqual(commerce(LIABILITY))
  expect(all('add_to_cart')).toEqual([commerce(AOV), commerce(LIABILITY), commerce(DEVICE)])
  expect(one('remove_from_cart')).toEqual(commerce(DEVICE))
  expect(all('view_cart').length).toBeGreaterThan(0)
  expect(one('begin_checkout')).toEqual(commerce(AOV, LIABILITY))

  const quiz = all('quiz')
  expect(quiz.map((e) => e.quiz_action)).toEqual([...Array(11).fill('answer'), 'result'])
  expect(quiz.at(-1)).toMatchObject({ passed: true, attempt: 1 })
  expect(one('dropout')).toEqual(commerce(AOV))
  expect(one('dropout').outcome).toEqual(expect.any(String))

  // The liability questions: the key of each option chosen; a typed number goes without its value.
  const selects = all('funnel_select')
  expect(selects.length).toBeGreaterThanOrEqual(5)
  for (const select of selects)
    expect(select).toMatchObject({ product: expect.any(Number), question_key: expect.any(String) })
  expect(selects.filter((s) => s.question_type === 'single').every((s) => typeof s.answer === 'string')).toBe(
    true,
  )
  expect(selects.find((s) => s.question_type === 'number')).not.toHaveProperty('answer')

  expect(one('add_shipping_info')).toEqual(commerce(LIABILITY))
  expect(one('add_payment_info')).toEqual(commerce(LIABILITY))
  expect(one('support')).toEqual({ event: 'support', channel: 'faq' })
  expect((one('add_payment_info').ecommerce as LayerEntry).payment_type).toBe('sepa_direct_debit')
  expect(one('purchase')).toEqual(commerce(LIABILITY))
  expect((one('purchase').ecommerce as LayerEntry).transaction_id).toEqual(expect.any(String))
  // The order the funnel went through.
  const order = events.map((e) => e.event)
  const at = (name: string) => order.indexOf(name)
  expect(at('begin_checkout')).toBeLessThan(at('quiz'))
  expect(at('dropout')).toBeLessThan(at('funnel_select'))
  expect(at('add_shipping_info')).toBeLessThan(at('add_payment_info'))
  expect(at('add_payment_info')).toBeLessThan(at('purchase'))
})

test.describe('under APP_ENV=qa', () => {
  let qa: Awaited<ReturnType<typeof startServer>>
  test.beforeAll(async () => {
    test.setTimeout(150_000)
    qa = await startServer({ APP_ENV: 'qa' }, QA_PORT)
  })
  test.afterAll(async () => qa?.stop())

  test('no event holds the customer’s name, e-mail or search text, and nothing asks for consent', async ({
    page,
  }) => {
    test.setTimeout(150_000)
    const requested: string[] = []
    await page.route('https://www.googletagmanager.com/**', async (route) => {
      requested.push(route.request().url())
      await route.fulfill({ contentType: 'text/javascript', body: '' })
    })
    const email = uniqueEmail('qa-analytics')
    const url = (path: string) => qa.origin('zzp', path)
    const events: LayerEntry[] = await welcomeToProducts(page, url, email)
    await add(page, LIABILITY)
    await page.getByTestId('cart-panel').getByRole('button', { name: 'Verder' }).click()
    await liabilityToPurchase(page)
    events.push(...(await pageEvents(page)))

    const text = JSON.stringify(events)
    expect(events.map((e) => e.event)).toEqual(expect.arrayContaining(['funnel_search', 'purchase']))
    for (const secret of ['timmer', 'Timmerman', 'Ada', 'de Vries', email, email.split('@')[0]!])
      expect(text.toLowerCase(), secret).not.toContain(secret.toLowerCase())
    // Masked, not left out: the fields are there; product data stays readable.
    expect(events.find((e) => e.event === 'funnel_search')).toMatchObject({ search_term: '***' })
    expect(events.find((e) => e.event === 'purchase')).toEqual(commerce(LIABILITY))

    // The partner with a container: outside production no banner, no footer link, no tag manager.
    await page.goto(qa.origin('bouwzeker', '/welcome'))
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.waitForTimeout(500)
    await expect(page.getByTestId('consent-banner')).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Cookie-instellingen' })).toHaveCount(0)
    expect(await consentLog(page)).toEqual([])
    expect(requested).toEqual([])
  })
})

test('the tag manager waits for consent; the choice is kept and changed from the footer', async ({
  page,
}) => {
  const requested: string[] = []
  await page.route('https://www.googletagmanager.com/**', async (route) => {
    requested.push(route.request().url())
    await route.fulfill({ contentType: 'text/javascript', body: '' })
  })
  const denied = {
    analytics_storage: 'denied',
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
  }
  const granted = {
    analytics_storage: 'granted',
    ad_storage: 'granted',
    ad_user_data: 'granted',
    ad_personalization: 'granted',
  }
  await page.goto(partnerUrl('bouwzeker', '/welcome'))
  const banner = page.getByRole('region', { name: 'Cookies op deze website' })
  await expect(banner).toBeVisible()
  await page.waitForTimeout(500)
  expect(requested).toEqual([])
  expect(await consentLog(page)).toEqual([['consent', 'default', denied]])
  expect(await axeFindings(page)).toEqual([])
  await page.screenshot({ path: '/tmp/consent-banner-1280.png' })

  // The keyboard reaches it at once: after the skip link, its first choice.
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(banner.getByRole('button', { name: 'Accepteren' })).toBeFocused()

  // On a phone it leaves the page's primary button free.
  await page.setViewportSize({ width: 375, height: 740 })
  const start = page.getByRole('button', { name: 'Log in en bereken je premie' })
  const [a, b] = [(await banner.boundingBox())!, (await start.boundingBox())!]
  expect(a.y >= b.y + b.height || b.y >= a.y + a.height, 'banner and button overlap').toBe(true)
  expect(await axeFindings(page)).toEqual([])
  await page.screenshot({ path: '/tmp/consent-banner-375.png' })
  await page.setViewportSize({ width: 1280, height: 720 })

  // Accepted: consent granted first, then exactly one container.
  await banner.getByRole('button', { name: 'Accepteren' }).click()
  await expect(banner).toHaveCount(0)
  await expect.poll(() => requested).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-BZ7K2Q9'])
  expect(await consentLog(page)).toEqual([
    ['consent', 'default', denied],
    ['consent', 'update', granted],
    ['gtm.js'],
  ])
  const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('consent')))!)
  expect(stored).toEqual({ version: 1, choice: 'granted', at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) })

  // Kept across a reload: no banner, the container at once (one request for the new page).
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect.poll(() => requested.length).toBe(2)
  await expect(banner).toHaveCount(0)
  expect(await consentLog(page)).toEqual([
    ['consent', 'default', denied],
    ['consent', 'update', granted],
    ['gtm.js'],
  ])

  // Withdrawn from the footer: the tags are told at once, focus returns to the footer.
  const settings = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-instellingen' })
  await settings.click()
  await expect(banner).toBeVisible()
  await expect(banner.getByTestId('consent-current')).toHaveText(
    'Je keuze nu: cookies voor statistieken en advertenties toegestaan.',
  )
  await banner.getByRole('button', { name: 'Alleen noodzakelijk' }).click()
  await expect(banner).toHaveCount(0)
  await expect(settings).toBeFocused()
  expect((await consentLog(page)).at(-1)).toEqual(['consent', 'update', denied])
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('consent')))!).choice).toBe('denied')

  // After a reload nothing loads and nothing is asked.
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.waitForTimeout(500)
  await expect(banner).toHaveCount(0)
  expect(requested).toHaveLength(2)
  expect(await consentLog(page)).toEqual([['consent', 'default', denied]])
})
