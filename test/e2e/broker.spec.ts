import type { Page } from '@playwright/test'
import { DEMO_BROKER, DEMO_QUOTES } from '../../api/server/broker/demo-quotes'
import { brokerQuoteLink } from '../../api/server/broker/quote-link'
import { devSignatureSecret } from '../../api/server/db/seed-data'
import { fillDetails } from './checkout-forms'
import { expect, test } from './fixtures'
import { partnerUrl } from './helpers'
import { declineExtras, progress, question } from './liability'

/**
 * Broker quotation (issue 21 point 3): the customer's signed link logs them in with the broker's quote;
 * the quotation shows it; accepting leads through the checkout with the broker's answers to a policy. A
 * link whose quote expired says whom to ask for a new one. The demo seed's quotes (api/server/broker/
 * demo-quotes.ts) on a fresh database: each test uses its own.
 */
const linkTo = (quote: { id: string; customer: string }) =>
  brokerQuoteLink(partnerUrl('zzp', ''), devSignatureSecret('zzp'), quote.customer, quote.id)

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screens/broker-${name}.png`, fullPage: true })

/** The shown question's answer is the broker's (pressed); answering it the same way goes on. */
async function keepAnswer(page: Page, n: number, option: string) {
  await progress(page, n)
  const chosen = question(page).getByRole('button', { name: option, exact: true, pressed: true })
  await expect(chosen).toBeVisible()
  await chosen.click()
}

test('a broker quote from its signed link to a policy, with the broker’s answers', async ({ page }) => {
  // The whole checkout (five questions, four forms, a purchase) with axe on every page.
  test.slow()
  await page.goto(linkTo(DEMO_QUOTES.open))
  await expect(page).toHaveURL(/\/checkout\/quotation\?/)
  const quotation = page.getByTestId('quotation')
  await expect(quotation.getByRole('heading', { name: `Je offerte van ${DEMO_BROKER.name}` })).toBeVisible()
  await expect(
    quotation.getByRole('heading', { name: 'Bedrijfsaansprakelijkheidsverzekering' }),
  ).toBeVisible()
  // Carpenter, working on site (× 1.10): the server's price, per month.
  await expect(quotation.getByTestId('quoted-price')).toHaveText('€ 67,08 per maand')
  await expect(quotation.getByTestId('quotation-total')).toHaveText('€ 67,08')
  await expect(quotation.getByTestId('quotation-valid-until')).toHaveText(
    /^Geldig tot en met \d{2}-\d{2}-\d{4}$/,
  )
  await expect(quotation.getByText('Verzekerd bedrag')).toBeVisible()
  await expect(quotation.getByText('Tot € 100.000')).toBeVisible()
  await expect(quotation.getByTestId('broker-contact')).toContainText(DEMO_BROKER.phone)
  // A user quote: the logo leads nowhere (core §2).
  await expect(page.getByTestId('logo')).not.toHaveAttribute('href')
  await shot(page, 'quotation-1280')

  await quotation.getByRole('button', { name: 'Offerte accepteren' }).click()
  await expect(page).toHaveURL(partnerUrl('zzp', '/checkout'))
  // The cart holds the quoted product at the quoted price, and no delete while the quote is there.
  const cart = page.getByTestId('cart-panel')
  await expect(cart.getByTestId('cart-total')).toHaveText('€ 67,08')
  await expect(cart.getByRole('button', { name: /verwijderen$/ })).toHaveCount(0)

  // Every question shows the broker's answer; going on keeps it.
  await keepAnswer(page, 1, 'Nee')
  await keepAnswer(page, 2, 'Nee')
  await keepAnswer(page, 3, 'Tot € 100.000')
  await keepAnswer(page, 4, 'Ja')
  await progress(page, 5)
  await expect(question(page).getByRole('textbox')).toHaveValue('2')
  await question(page).getByRole('button', { name: 'Volgende' }).click()
  await declineExtras(page)
  // The person form starts with the broker's e-mail address for the customer (fillDetails types none).
  await fillDetails(page)
  await expect(page).toHaveURL(partnerUrl('zzp', '/result'))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await shot(page, 'result-1280')

  // The policy is the customer's, at the quoted premium.
  const policies = await page.evaluate(async () => {
    const stored = JSON.parse(localStorage.getItem('auth-storage') ?? '{}') as { access_token?: string }
    const res = await fetch('/policies', { headers: { Authorization: `Bearer ${stored.access_token}` } })
    return (await res.json()) as { current: unknown[] }
  })
  expect(policies.current).toEqual([
    expect.objectContaining({
      product: expect.objectContaining({ type: 'business_liability' }),
      monthly_premium: '67.08',
      number: expect.stringMatching(/^VZ-\d{4}-\d{6}$/),
    }),
  ])

  // The link was used: opening it again says so, with the broker, never /404.
  await page.goto(linkTo(DEMO_QUOTES.open))
  await expect(page.getByRole('heading', { name: 'Deze offerte is al gebruikt' })).toBeVisible()
})

test('an expired quote’s link says to ask the broker for a new one, with their contact', async ({ page }) => {
  await page.goto(linkTo(DEMO_QUOTES.expired))
  await expect(page).toHaveURL(/\/checkout\/quotation\?/)
  const ended = page.getByTestId('quotation-ended')
  await expect(ended.getByRole('heading', { name: 'Deze offerte is verlopen' })).toBeVisible()
  await expect(ended).toContainText(`Vraag een nieuwe offerte aan bij ${DEMO_BROKER.name}.`)
  await expect(ended.getByRole('link', { name: DEMO_BROKER.email })).toHaveAttribute(
    'href',
    `mailto:${DEMO_BROKER.email}`,
  )
  await expect(ended.getByRole('link', { name: DEMO_BROKER.phone })).toHaveAttribute('href', 'tel:0201234567')
  await shot(page, 'expired-1280')
  await ended.getByRole('button', { name: 'Sluiten' }).click()
  await expect(page).toHaveURL(partnerUrl('zzp', '/quotation-ended'))
  await expect(page.getByRole('heading', { name: 'Je sessie is beëindigd' })).toBeVisible()
})

test('@mobile the quotation at 375 px, declined: the broker session ends', async ({ page }) => {
  await page.goto(linkTo(DEMO_QUOTES.second))
  const quotation = page.getByTestId('quotation')
  await expect(quotation.getByRole('heading', { level: 2 })).toHaveCount(2)
  await expect(quotation.getByText('12-04-1985')).toBeVisible()
  await expect(quotation.getByTestId('quoted-price')).toHaveCount(2)
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(width).toBeLessThanOrEqual(375)
  await shot(page, 'quotation-375')
  await quotation.getByRole('button', { name: 'Niet nu' }).click()
  await expect(page).toHaveURL(partnerUrl('zzp', '/quotation-ended'))
  const session = await page.evaluate(() => localStorage.getItem('auth-storage'))
  expect(JSON.parse(session ?? '{}')).toMatchObject({
    authenticated: false,
    user_quote: null,
    broker_quote: false,
  })
  await shot(page, 'ended-375')
})

test('@mobile an expired quote’s link at 375 px', async ({ page }) => {
  await page.goto(linkTo(DEMO_QUOTES.expired))
  await expect(page.getByRole('heading', { name: 'Deze offerte is verlopen' })).toBeVisible()
  await shot(page, 'expired-375')
})

test('the expired quote’s message in English, French and German', async ({ page }) => {
  const headings = {
    en: 'This quote has expired',
    fr: 'Ce devis a expiré',
    de: 'Dieses Angebot ist abgelaufen',
  }
  const asks = {
    en: `Request a new quote from ${DEMO_BROKER.name}.`,
    fr: `Demandez un nouveau devis à ${DEMO_BROKER.name}.`,
    de: `Fordern Sie bei ${DEMO_BROKER.name} ein neues Angebot an.`,
  }
  for (const language of ['en', 'fr', 'de'] as const) {
    await page.addInitScript((l) => localStorage.setItem('language', l), language)
    await page.goto(linkTo(DEMO_QUOTES.expired))
    const ended = page.getByTestId('quotation-ended')
    await expect(ended.getByRole('heading', { name: headings[language] })).toBeVisible()
    await expect(ended).toContainText(asks[language])
    await shot(page, `expired-${language}-1280`)
  }
})
