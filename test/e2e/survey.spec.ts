import { type Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { partnerUrl, signIn, uniqueEmail } from './helpers'

/** Signs a new zzp user in and chooses a profession, as the funnel test does; ends on the products page. */
async function startAsCarpenter(page: Page, name: string) {
  await signIn(page, 'zzp', uniqueEmail(name))
  await expect(page).toHaveURL(partnerUrl('zzp', '/profession'))
  await page.getByLabel('Zoek je beroep').fill('timmer')
  await page.getByRole('radio', { name: 'Timmerman' }).check()
  await page.getByRole('button', { name: 'Verder als Timmerman' }).click()
  await expect(page).toHaveURL(partnerUrl('zzp', '/products/available-products'))
}

/** A product the signed-in user may buy, read from the API with the page's own access token. */
const buyableProduct = (page: Page, type: string) =>
  page.evaluate(async (wanted) => {
    const { access_token } = JSON.parse(localStorage.getItem('auth-storage') ?? '{}') as {
      access_token: string
    }
    const response = await fetch('/insurance-products', {
      headers: { Authorization: `Bearer ${access_token}`, 'Accept-Language': 'nl-nl' },
    })
    const { result } = (await response.json()) as { result: { id: number; name: string; type: string }[] }
    return result.find((p) => p.type === wanted)!
  }, type)

test('a customer rates a purchase with feedback, and the thanks stay after a reload', async ({ page }) => {
  test.slow() // sign-in and profession first
  await startAsCarpenter(page, 'survey')
  const product = await buyableProduct(page, 'business_liability')
  const posts: string[] = []
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/surveys') posts.push(r.postData() ?? '')
  })

  await page.goto(partnerUrl('zzp', `/survey/purchase-policy/${product.id}`))
  // Long names carry soft hyphens, so they wrap at a joint on a phone.
  const title = page.getByRole('heading', { level: 1 })
  await expect(title).toContainText('Hoe tevreden ben je over het afsluiten van')
  expect((await title.textContent())?.replaceAll('\u00AD', '')).toBe(
    `Hoe tevreden ben je over het afsluiten van ${product.name}?`,
  )
  const rating = page.getByRole('radiogroup', { name: 'Hoe tevreden ben je?' })
  await expect(rating.getByRole('radio')).toHaveCount(5)

  // Sending without a rating asks for one and sends nothing.
  await page.getByRole('button', { name: 'Versturen' }).click()
  await expect(page.getByText('Kies hoe tevreden je bent.')).toBeVisible()

  // Too long feedback: its own message, nothing sent.
  await rating.getByRole('radio', { name: 'Tevreden', exact: true }).click()
  const feedback = page.getByLabel('Wil je nog iets kwijt?')
  await feedback.fill('x'.repeat(2001))
  await page.getByRole('button', { name: 'Versturen' }).click()
  await expect(page.getByText('Je toelichting is te lang. Gebruik hoogstens 2000 tekens.')).toBeVisible()
  expect(posts).toEqual([])

  // With the keyboard: from "Tevreden" one step right is "Zeer tevreden".
  await rating.getByRole('radio', { name: 'Tevreden', exact: true }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(rating.getByRole('radio', { name: 'Zeer tevreden' })).toBeChecked()
  await feedback.fill('  Snel geregeld, duidelijke vragen.  ')
  await page.screenshot({ path: 'test-results/screens/survey-1280.png', fullPage: true })
  await page.getByRole('button', { name: 'Versturen' }).click()

  const thanks = page.getByTestId('survey-thanks')
  await expect(thanks).toContainText('Bedankt voor je mening!')
  await expect(thanks).toContainText('Je antwoord: Zeer tevreden')
  expect(posts).toHaveLength(1)
  expect(JSON.parse(posts[0]!)).toEqual({
    slug: 'purchase-policy',
    product: product.id,
    rating: 5,
    feedback: 'Snel geregeld, duidelijke vragen.',
  })
  await page.screenshot({ path: 'test-results/screens/survey-thanks-1280.png', fullPage: true })

  // After a reload the server says it was answered; a trailing path after the id is the same page.
  await page.reload()
  await expect(page.getByTestId('survey-thanks')).toContainText('Je antwoord: Zeer tevreden')
  await page.goto(partnerUrl('zzp', `/survey/purchase-policy/${product.id}/anything`))
  await expect(page.getByTestId('survey-thanks')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Versturen' })).toHaveCount(0)

  await page.getByRole('link', { name: 'Terug naar de verzekeringen' }).click()
  await expect(page).toHaveURL(partnerUrl('zzp', '/products/available-products'))
})

test('an address that names no survey shows the not-found page', async ({ page }) => {
  await signIn(page, 'zzp', uniqueEmail('survey-404'))
  for (const path of ['/survey/exit/1', '/survey/purchase-policy/abc', '/survey/general/0']) {
    await page.goto(partnerUrl('zzp', path))
    await expect(page.getByText('De pagina die je zoekt bestaat niet.')).toBeVisible()
  }
})

test('a signed-out visitor of a survey goes to sign in', async ({ page }) => {
  await page.goto(partnerUrl('zzp', '/survey/purchase-policy/1'))
  await expect(page).toHaveURL(partnerUrl('zzp', '/sign-in'))
})

test('the survey on a phone @mobile', async ({ page }) => {
  test.slow()
  await startAsCarpenter(page, 'survey-mobile')
  const product = await buyableProduct(page, 'business_liability')
  await page.goto(partnerUrl('zzp', `/survey/purchase-policy/${product.id}`))
  const title = page.getByRole('heading', { level: 1 })
  await expect(title).toContainText('Hoe tevreden ben je over het afsluiten van')
  // Nothing wider than the screen: the title, the options, the field and the button.
  for (const part of [
    title,
    page.getByRole('radiogroup'),
    page.getByRole('textbox'),
    page.getByRole('button', { name: 'Versturen' }),
  ]) {
    const box = (await part.boundingBox())!
    expect(box.x + box.width).toBeLessThanOrEqual(375)
  }
  expect(await title.evaluate((h) => h.scrollWidth <= h.clientWidth)).toBe(true)
  await page.getByRole('radio', { name: 'Neutraal' }).check()
  await page.screenshot({ path: 'test-results/screens/survey-375.png', fullPage: true })
  await page.getByRole('button', { name: 'Versturen' }).click()
  await expect(page.getByTestId('survey-thanks')).toContainText('Je antwoord: Neutraal')
  await page.screenshot({ path: 'test-results/screens/survey-thanks-375.png', fullPage: true })
})
