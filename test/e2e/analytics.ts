import { spawn, type ChildProcess } from 'node:child_process'
import { expect, type Page } from '@playwright/test'
import config, { E2E_PORT } from '../../playwright.config'
import { linkFor } from './helpers'

/** The analytics tests' readers of the data layer, and a second server for another APP_ENV. */

export type LayerEntry = Record<string, unknown>

/** The funnel's events in this page's data layer, in order (not the tag manager's own `gtm.*`). */
export const pageEvents = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? []).filter(
      (entry) => typeof entry.event === 'string' && !entry.event.startsWith('gtm.'),
    ),
  ) as Promise<LayerEntry[]>

/**
 * What the tag manager reads about consent, in order: each gtag() command (an Arguments object, as an
 * array here) and the container's start (`['gtm.js']`).
 */
export const consentLog = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? []).flatMap((entry) =>
      Object.prototype.toString.call(entry) === '[object Arguments]'
        ? [Array.from(entry as unknown as ArrayLike<unknown>)]
        : entry.event === 'gtm.js'
          ? [['gtm.js']]
          : [],
    ),
  )

/** A GA4 e-commerce payload with these products, in this order. */
export const commerce = (...names: string[]) =>
  expect.objectContaining({
    ecommerce: expect.objectContaining({
      currency: 'EUR',
      value: expect.any(Number),
      items: names.map((name) =>
        expect.objectContaining({
          item_id: expect.any(String),
          item_name: name,
          item_category: expect.any(String),
          price: expect.any(Number),
          currency: 'EUR',
          quantity: 1,
        }),
      ),
    }),
  })

/**
 * From the welcome page, as a new visitor: the profession searched there, signed in by the e-mailed link
 * (which loads a new page: the events so far are read before it), on the profession page the carpenter
 * chosen. Returns the events of the page left behind.
 */
export async function welcomeToProducts(page: Page, url: (path: string) => string, email: string) {
  await page.goto(url('/welcome'))
  await page.getByLabel('Wat is je beroep?').fill('timmer')
  await page.getByRole('button', { name: 'Log in en bereken je premie' }).click()
  await expect(page).toHaveURL(/\/sign-in/)
  await page.getByLabel('E-mailadres').fill(email)
  await page.getByRole('button', { name: 'Stuur mij een inloglink' }).click()
  await expect(page.getByRole('heading', { name: 'Controleer je e-mail' })).toBeVisible()
  const before = await pageEvents(page)
  await page.goto(await linkFor(page, email))
  await expect(page).toHaveURL(url('/profession?q=timmer'))
  await page.getByRole('radio', { name: 'Timmerman' }).check()
  await page.getByRole('button', { name: 'Verder als Timmerman' }).click()
  await expect(page).toHaveURL(url('/products/available-products'))
  return before
}

/** A product's card on the products page (its title may carry soft hyphens, its add button does not). */
export const productCard = (page: Page, product: string) =>
  page
    .getByTestId('product-card')
    .filter({ has: page.getByRole('button', { name: `${product} toevoegen aan winkelwagen` }) })

/**
 * A server like the e2e suite's (playwright.config.ts) with other settings, on its own port and fresh
 * database; resolves once it answers. Stop it with `stop`.
 */
export async function startServer(env: Record<string, string>, port: number) {
  const base = (config.webServer as { env: Record<string, string> }).env
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'api/server/main.ts'], {
    env: { ...process.env, ...base, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const exited = new Promise((resolve) => server.once('exit', resolve))
  await expect
    .poll(
      async () => {
        if (server.exitCode !== null) throw new Error(`the server on ${port} exited (${server.exitCode})`)
        return fetch(`http://127.0.0.1:${port}/healthz`).then(
          (r) => r.ok,
          () => false,
        )
      },
      { timeout: 120_000, intervals: [500] },
    )
    .toBe(true)
  return {
    origin: (slug: string, path: string) => `http://${slug}.localhost:${port}${path}`,
    stop: async () => {
      server.kill('SIGTERM')
      await exited
    },
  }
}

/** The other server's port: beside the suite's unless told (E2E_QA_PORT). */
export const QA_PORT = Number(process.env.E2E_QA_PORT ?? E2E_PORT + 1)
