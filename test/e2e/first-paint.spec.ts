import { type Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { ownedByApp, partnerUrl } from './helpers'

/**
 * The first HTML is the partner's page (issue 26 item 1): rendered on the server in the partner's language,
 * colours and logo, so it reads whole before any script runs, and React takes it over without drawing anew.
 */
const PARTNERS = [
  {
    slug: 'zzp',
    name: 'ZZP Schild',
    heading: 'Welkom bij ZZP Schild',
    primary: '#0f766e',
    buttonBackground: 'rgb(15, 118, 110)',
  },
  {
    slug: 'kroonbank',
    name: 'Kroonbank',
    heading: 'Verzekerd in vijf minuten',
    primary: '#0b2a5b',
    buttonBackground: 'rgb(172, 99, 28)',
  },
] as const

/** Holds the app's script back until `release()`: the page is the server's HTML alone till then. */
async function holdTheApp(page: Page) {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  return release
}

/** Where the welcome page's main parts are, rounded to whole pixels. */
const layoutOf = (page: Page) =>
  Promise.all(
    [
      page.getByRole('heading', { level: 1 }),
      page.getByLabel('Wat is je beroep?'),
      page.getByRole('button', { name: 'Log in en bereken je premie' }),
      page.getByRole('heading', { name: 'Zo werkt het' }),
    ].map(async (part) => {
      const box = (await part.boundingBox())!
      return [box.x, box.y, box.width, box.height].map(Math.round)
    }),
  )

/** React owns the page's heading: it has hydrated and committed it (the page's own reading, helpers.ts). */
const hydrated = (page: Page) => ownedByApp(page.locator('h1'))

const rootVariable = (page: Page, name: string) =>
  page.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name)

test.describe('without JavaScript', () => {
  // The same pages pass axe with JavaScript (partner-themes.spec.ts); axe itself needs it to run.
  test.use({ javaScriptEnabled: false, axe: false })

  for (const partner of PARTNERS) {
    test(`${partner.slug}: the entry pages arrive whole, in the partner's language, colours and logo`, async ({
      page,
      browser,
    }) => {
      const welcome = await page.goto(partnerUrl(partner.slug, '/welcome'))
      expect(welcome?.status()).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', 'nl')
      await expect(page).toHaveTitle(`Welkom | ${partner.name}`)
      await expect(page.getByRole('heading', { level: 1, name: partner.heading })).toBeVisible()
      const logo = page.getByRole('img', { name: partner.name, exact: true })
      await expect(logo).toBeVisible()
      // The logo has loaded (an image that failed has no natural width).
      expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
      expect(await rootVariable(page, '--partner-primary')).toBe(partner.primary)
      await expect(page.getByRole('button', { name: 'Log in en bereken je premie' })).toHaveCSS(
        'background-color',
        partner.buttonBackground,
      )
      // Styled as the app draws it: once the app has taken over, nothing has moved (no late styles, no shift).
      const serverLayout = await layoutOf(page)
      const withScripts = await browser.newPage({ javaScriptEnabled: true })
      await withScripts.goto(partnerUrl(partner.slug, '/welcome'))
      await expect.poll(() => hydrated(withScripts)).toBe(true)
      expect(await layoutOf(withScripts)).toEqual(serverLayout)
      await withScripts.close()

      await page.goto(partnerUrl(partner.slug, '/sign-in'))
      await expect(page).toHaveTitle(`Inloggen | ${partner.name}`)
      await expect(page.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible()
      await expect(page.getByLabel('E-mailadres')).toBeVisible()
      expect(await rootVariable(page, '--partner-primary')).toBe(partner.primary)

      const missing = await page.goto(partnerUrl(partner.slug, '/no-such-page'))
      expect(missing?.status()).toBe(404)
      await expect(page).toHaveTitle(`Pagina niet gevonden | ${partner.name}`)
      await expect(page.getByRole('heading', { level: 1, name: 'Sorry, er ging iets mis' })).toBeVisible()
      await expect(page.getByRole('img', { name: partner.name, exact: true })).toBeVisible()
    })
  }
})

// BouwZeker has a tag manager: its cookie banner shows in production only, on the server's render too.
for (const [slug, path] of [
  ['zzp', '/welcome'],
  ['zzp', '/sign-in'],
  ['bouwzeker', '/sign-in'],
] as const) {
  test(`${slug}${path}: React takes over the server's page without a mismatch or a second drawing`, async ({
    page,
  }) => {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    page.on('pageerror', (error) => errors.push(error.message))
    // The app's script waits until the server's heading is marked, so a page drawn anew would show.
    const release = await holdTheApp(page)
    await page.goto(partnerUrl(slug, path), { waitUntil: 'commit' })
    const heading = page.getByRole('heading', { level: 1 })
    await expect(heading).toBeVisible()
    await heading.evaluate((node) => ((window as { serverHeading?: Element }).serverHeading = node))
    release()
    // React has taken the page: its heading belongs to a component (React keeps its fiber on the element).
    await expect.poll(() => hydrated(page)).toBe(true)
    expect(
      await heading.evaluate((node) => (window as { serverHeading?: Element }).serverHeading === node),
      "the heading is the server's own element, not one drawn anew",
    ).toBe(true)
    // And it answers: the language menu opens.
    await page.getByRole('button', { name: /Taal kiezen/ }).click()
    await expect(page.getByRole('menuitem', { name: /Nederlands/ })).toBeVisible()
    expect(errors).toEqual([])
  })
}

test('what a visitor types and sends before the app runs is not lost: the sign-in link is sent', async ({
  page,
}) => {
  const release = await holdTheApp(page)
  await page.goto(partnerUrl('zzp', '/sign-in'), { waitUntil: 'commit' })
  const email = `vroeg.${Date.now()}@example.nl`
  await page.getByLabel('E-mailadres').fill(email)
  await page.getByRole('button', { name: 'Stuur mij een inloglink' }).click()
  // Sent before the app ran: the page stays (no reload that would empty the field), the text stays.
  await expect(page).toHaveURL(partnerUrl('zzp', '/sign-in'))
  await expect(page.getByLabel('E-mailadres')).toHaveValue(email)
  release()
  await expect(page.getByRole('heading', { name: 'Controleer je e-mail' })).toBeVisible()
  await expect(page.getByText(email)).toBeVisible()
})

test('the page stays where the visitor scrolled it before the app ran, and the button under their finger works @mobile', async ({
  page,
}) => {
  const release = await holdTheApp(page)
  const email = `gescrold.${Date.now()}@example.nl`
  await page.goto(partnerUrl('zzp', `/sign-in?email=${encodeURIComponent(email)}`), { waitUntil: 'commit' })
  const send = page.getByRole('button', { name: 'Stuur mij een inloglink' })
  await send.scrollIntoViewIfNeeded()
  const scrolled = await page.evaluate(() => scrollY)
  expect(scrolled).toBeGreaterThan(0)
  release()
  await expect.poll(() => ownedByApp(send)).toBe(true)
  // The app's first render leaves the scroll as it was: the button is still where the visitor saw it.
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(scrolled)
  await page.waitForTimeout(200)
  expect(await page.evaluate(() => scrollY)).toBe(scrolled)
  await send.click()
  await expect(page.getByRole('heading', { name: 'Controleer je e-mail' })).toBeVisible()
  await expect(page.getByText(email)).toBeVisible()
})

test('a button pressed before the app runs is not lost: the language menu opens once the app does', async ({
  page,
}) => {
  const release = await holdTheApp(page)
  await page.goto(partnerUrl('zzp', '/welcome'), { waitUntil: 'commit' })
  const language = page.getByRole('button', { name: /Taal kiezen/ })
  // With the keyboard, as on the server's HTML a press does nothing yet.
  await language.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('menu')).toHaveCount(0)
  release()
  await expect(page.getByRole('menuitem', { name: /English/ })).toBeVisible()
  await page.getByRole('menuitem', { name: /English/ }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to ZZP Schild')
})

test("the app's scripts are fetched once the server's page has painted, and the app then takes it over", async ({
  page,
}) => {
  await page.goto(partnerUrl('zzp', '/welcome'))
  await expect.poll(() => hydrated(page)).toBe(true)
  const { paint, scripts } = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name))
      .map((entry) => entry.startTime),
  }))
  // The page painted from its HTML and styles alone: no script competed with them for the line.
  expect(paint).toBeGreaterThan(0)
  expect(scripts.length).toBeGreaterThan(0)
  expect(Math.min(...scripts)).toBeGreaterThanOrEqual(paint!)
  // And it answers.
  await page.getByRole('button', { name: /Taal kiezen/ }).click()
  await expect(page.getByRole('menuitem', { name: /English/ })).toBeVisible()
})

test("a rendered page's own code is fetched with the app's, not after it has run", async ({ page }) => {
  await page.goto(partnerUrl('zzp', '/sign-in'))
  await expect.poll(() => hydrated(page)).toBe(true)
  const timing = await page.evaluate(() => {
    const scripts = performance.getEntriesByType('resource') as PerformanceResourceTiming[]
    const of = (name: RegExp) => scripts.filter((entry) => name.test(entry.name))
    return {
      route: of(/\/assets\/sign-in-[\w-]+\.js$/).map((entry) => entry.startTime),
      entry: of(/\/assets\/index-[\w-]+\.js$/).map((entry) => entry.responseEnd),
    }
  })
  // Requested before the entry had even arrived (the page's loader preloads it beside the entry), not
  // imported by the router once the entry ran.
  expect(timing.route).toHaveLength(1)
  expect(timing.entry).toHaveLength(1)
  expect(timing.route[0]).toBeLessThan(timing.entry[0]!)
  await page.getByLabel('E-mailadres').fill('vooraf@example.nl')
  await page.getByRole('button', { name: 'Stuur mij een inloglink' }).click()
  await expect(page.getByRole('heading', { name: 'Controleer je e-mail' })).toBeVisible()
})
