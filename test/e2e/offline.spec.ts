import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { isApiPath } from '../../api/contract/routes'
import { axeFindings, expect, test } from './fixtures'
import { chooseProfession, partnerUrl, signIn, uniqueEmail } from './helpers'
import { answer, progress, question, startLiability } from './liability'

/**
 * The service worker (docs/offline.md): the offline page in the partner's theme and the customer's
 * language, nothing personal in its caches, and a new version offered, never forced. The rest of the
 * suite runs without workers (playwright.config.ts); these tests let them in.
 */
test.use({ serviceWorkers: 'allow' })
// The update test changes the served sw.js (and puts it back): no test of this file runs beside it.
test.describe.configure({ mode: 'serial' })

const SW_FILE = path.resolve(process.env.STATIC_DIR ?? 'dist', 'sw.js')

/** Waits until the page is controlled by the active worker (it claims the pages it finds open). */
async function controlled(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
}

/** Every URL in the worker's caches with the type of what is stored for it. */
const cached = (page: Page) =>
  page.evaluate(async () => {
    const entries: { url: string; type: string }[] = []
    for (const name of await caches.keys()) {
      const cache = await caches.open(name)
      for (const request of await cache.keys()) {
        const response = await cache.match(request)
        entries.push({ url: request.url, type: response?.headers.get('content-type') ?? '' })
      }
    }
    return entries
  })

async function shots(page: Page, name: string) {
  const size = page.viewportSize()!
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 740 : 800 })
    await page.screenshot({ path: `/tmp/${name}-${width}.png` })
  }
  await page.setViewportSize(size)
}

test('offline, a reload shows the offline page in the partner colours; back online, retrying returns to the app', async ({
  page,
  context,
}) => {
  await page.goto(partnerUrl('kroonbank', '/welcome'))
  await expect(page.getByTestId('logo')).toBeVisible()
  await controlled(page)

  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Je bent offline')
  await expect(page).toHaveURL(partnerUrl('kroonbank', '/welcome'))
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl')
  await expect(page.getByText('Controleer je verbinding en probeer het opnieuw.')).toBeVisible()
  const retry = page.getByRole('button', { name: 'Opnieuw proberen' })
  // Kroonbank's button colour (#ac631c) with its white text, and its logo from the worker's cache.
  await expect(retry).toHaveCSS('background-color', 'rgb(172, 99, 28)')
  await expect(retry).toHaveCSS('color', 'rgb(255, 255, 255)')
  const logo = page.getByRole('img', { name: 'Kroonbank' })
  await expect(logo).toBeVisible()
  expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  expect(await axeFindings(page)).toEqual([])
  await shots(page, 'offline-kroonbank-nl')

  await context.setOffline(false)
  await retry.click()
  await expect(page.getByTestId('logo')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Je bent offline')
  await expect(page).toHaveURL(partnerUrl('kroonbank', '/welcome'))
})

test('the offline page speaks the language the customer chose', async ({ page, context }) => {
  await page.goto(partnerUrl('zzp', '/welcome'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welkom bij ZZP Schild')
  await page.getByRole('button', { name: /– Taal kiezen$/ }).click()
  await page.getByRole('menuitem', { name: 'English' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to ZZP Schild')
  await controlled(page)

  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCSS(
    'background-color',
    'rgb(15, 118, 110)',
  )
  expect(await axeFindings(page)).toEqual([])
  await shots(page, 'offline-zzp-en')
  await context.setOffline(false)
})

test('pages come fresh from the network, and no API answer is served by the worker or kept in its caches', async ({
  page,
}) => {
  test.slow()
  const apiResponses: { path: string; fromWorker: boolean }[] = []
  page.on('response', (response) => {
    const { pathname } = new URL(response.url())
    if (isApiPath(pathname)) apiResponses.push({ path: pathname, fromWorker: response.fromServiceWorker() })
  })
  await page.goto(partnerUrl('zzp', '/welcome'))
  await controlled(page)
  const nonce = () => page.evaluate(() => document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce)
  const first = await nonce()
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welkom bij ZZP Schild')
  // Each page carries its own CSP nonce: it was never a copy from a cache.
  expect(await nonce()).not.toBe(first)
  // Personal answers: the sign-in, the customer, the profession search, the products for it.
  await signIn(page, 'zzp', uniqueEmail('worker'))
  await chooseProfession(page, 'timmer', 'Timmerman')

  const called = new Set(apiResponses.map((r) => r.path.split('/')[1]))
  for (const prefix of ['magic-link', 'professions', 'users']) expect(called).toContain(prefix)
  // The partner came inline with each page (rendered on the server): no call asked for it.
  expect(called).not.toContain('partners')
  expect(apiResponses.filter((r) => r.fromWorker)).toEqual([])

  const entries = await cached(page)
  const paths = entries.map((e) => new URL(e.url).pathname)
  expect(paths).toContain('/offline.html')
  const entry = await page.evaluate(
    () => document.querySelector<HTMLScriptElement>('script[type=module]')!.src,
  )
  expect(paths).toContain(new URL(entry).pathname)
  expect(paths.filter((p) => isApiPath(p))).toEqual([])
  expect(paths.filter((p) => ['/', '/index.html', '/welcome', '/profession'].includes(p))).toEqual([])
  expect(entries.filter((e) => e.type.includes('json'))).toEqual([])
  expect(paths.filter((p) => p.endsWith('.map'))).toEqual([])
})

test('a new version is offered and taken only when the customer asks; the journey goes on where it was', async ({
  page,
}) => {
  test.slow()
  await startLiability(page, 'update')
  await answer(page, 'Nee')
  await progress(page, 2)
  await answer(page, 'Nee')
  await progress(page, 3)
  await controlled(page)

  const deployed = readFileSync(SW_FILE, 'utf8')
  try {
    // A new build: a worker that differs by a byte is a new version to the browser.
    writeFileSync(SW_FILE, `${deployed}\n// deployed again ${Date.now()}\n`)
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true))
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r!.update()))

    const prompt = page.getByRole('status').filter({ hasText: 'Er is een nieuwe versie klaar.' })
    await expect(prompt).toBeVisible()
    // Nothing happens under the customer: the same page, the same question, until they choose.
    await page.waitForTimeout(1500)
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
    await progress(page, 3)
    expect(await axeFindings(page)).toEqual([])
    await shots(page, 'update-prompt')

    const reloaded = page.waitForEvent('load')
    await prompt.getByRole('button', { name: 'Vernieuwen' }).click()
    await reloaded
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(false)
    await expect(prompt).toHaveCount(0)
    // The journey resumes at its question with the answers given before the update.
    await progress(page, 3)
    await page.getByRole('button', { name: 'Vorige vraag' }).click()
    await progress(page, 2)
    await expect(question(page).getByRole('button', { name: 'Nee', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    // The waiting worker took over: none waits any more, and it runs the page.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration()
          return {
            waiting: registration?.waiting != null,
            controlled: navigator.serviceWorker.controller != null,
          }
        }),
      )
      .toEqual({ waiting: false, controlled: true })
  } finally {
    writeFileSync(SW_FILE, deployed)
  }
})
