import { expect, type Locator, type Page, type Route } from '@playwright/test'
import { EARLY_INPUT_GLOBAL } from '../../api/contract/rendered-page'
import { signExternalLogin } from '../../api/server/auth/signature'
import { devSignatureSecret } from '../../api/server/db/seed-data'
import { partnerUrl } from '../../playwright.config'

export { partnerUrl }

/** The value of a partner CSS variable on the page. */
export const cssVar = (page: Page, name: string) =>
  page.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name)

/** The partner as the API answers it to this page's host. */
export const apiPartner = (page: Page) =>
  page.evaluate(async () => {
    const response = await fetch('/partners')
    return (await response.json()).result[0] as {
      name: string
      colors: { key: string; value: string }[]
      languages: string[]
    }
  })

/** The newest sign-in link the local outbox holds for an address. */
export async function linkFor(page: Page, email: string): Promise<string> {
  let link: string | undefined
  await expect
    .poll(async () => {
      const { result } = await page.evaluate(
        (to) => fetch(`/dev/outbox.json?to=${encodeURIComponent(to)}`).then((r) => r.json()),
        email,
      )
      // The newest mail with a sign-in link: a policy e-mail may have come after it.
      const texts = (result as { text: string }[]).map((m) => m.text)
      link = texts
        .map((text) => /https?:\/\/\S+\/sign-in\/verify\?token=[\w-]+/.exec(text)?.[0])
        .find(Boolean)
      return link
    })
    .toBeTruthy()
  return link!
}

/**
 * The server's own answer to an intercepted request. The test runner resolves no *.localhost: it asks
 * 127.0.0.1 with the partner's host name.
 */
export function fetchAsPartnerHost(route: Route) {
  const url = new URL(route.request().url())
  const host = url.host
  url.hostname = '127.0.0.1'
  return route.fetch({ url: url.href, headers: { ...route.request().headers(), host } })
}

/**
 * Pages as a server without the first-paint render serves them (api/server/http/page-render.ts): an empty
 * `#root` and no partner inline, so the browser starts by asking `GET /partners`, as it does on a page it
 * did not get from the server (the development server, a build without the render).
 */
export async function withoutServerRender(page: Page) {
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback()
    const response = await fetchAsPartnerHost(route)
    const body = (await response.text()).replace(
      /<div id="root">[\s\S]*<\/div><script id="partner-data"[^>]*>[^<]*<\/script>/,
      '<div id="root"></div>',
    )
    await route.fulfill({ response, body })
  })
}

/**
 * Whether the app owns the element of a page rendered on the server: React has hydrated and committed it,
 * so what it does on a hover or a focus runs (the page's script reads it: views/platform/early-input.ts).
 * Before that the server's element shows but does only what HTML does.
 */
export const ownedByApp = (target: Locator) =>
  target.evaluate((element, global) => {
    const early = (window as unknown as Record<string, { own: (e: Element) => boolean } | undefined>)[global]
    return early?.own(element) ?? false
  }, EARLY_INPUT_GLOBAL)

export const uniqueEmail = (name: string) =>
  `${name}.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@example.nl`

/** Signs a new user in on a partner's site through the e-mailed link; the page ends where the link leads. */
export async function signIn(page: Page, slug: string, email: string) {
  await page.goto(partnerUrl(slug, `/sign-in?email=${encodeURIComponent(email)}`))
  await page.getByRole('button', { name: 'Stuur mij een inloglink' }).click()
  await expect(page.getByRole('heading', { name: 'Controleer je e-mail' })).toBeVisible()
  await page.goto(await linkFor(page, email))
}

/** Chooses a profession on the profession page by searching for it; the page ends at the products. */
export async function chooseProfession(page: Page, search: string, profession: string) {
  await expect(page.getByRole('heading', { name: 'Wat is je beroep?' })).toBeVisible()
  await page.getByLabel('Zoek je beroep').fill(search)
  await page.getByRole('radio', { name: profession }).check()
  await page.getByRole('button', { name: `Verder als ${profession}` }).click()
  await expect(page).toHaveURL(partnerUrl('zzp', '/products/available-products'))
  await expect(page.getByText(`Passend bij je beroep ${profession}.`)).toBeVisible()
}

/** Signs a new user in and chooses a profession by searching for it (a carpenter unless told); answers the e-mail address. */
export async function startAsCarpenter(
  page: Page,
  name: string,
  search = 'timmer',
  profession = 'Timmerman',
): Promise<string> {
  const email = uniqueEmail(name)
  await signIn(page, 'zzp', email)
  await expect(page).toHaveURL(partnerUrl('zzp', '/profession'))
  await chooseProfession(page, search, profession)
  return email
}

/** Adds a product to the cart from the products page. */
export const add = (page: Page, product: string) =>
  page.getByRole('button', { name: `${product} toevoegen aan winkelwagen` }).click()

/** A signed entry link of a partner's platform (`/?external_id…&signature…`), with other parameters (core §4). */
export function signedEntry(slug: string, externalId: string, extra: Record<string, string> = {}) {
  const createdAt = new Date().toISOString()
  return `/?${new URLSearchParams({
    external_id: externalId,
    signature_created_at: createdAt,
    signature: signExternalLogin(devSignatureSecret(slug), externalId, createdAt),
    ...extra,
  })}`
}

/**
 * The ids a csc login names, as the API answers them for a signed login (`login`: its external id, time
 * and signature): a carpenter's profession and the income-protection product (funnel.spec.ts, the path drive).
 */
export async function cscIds(page: Page, login: Record<string, string>) {
  return page.evaluate(async (login) => {
    const json = (r: Response) => r.json()
    const profession = (
      await fetch('/professions?q=Timmerman&limit=1', { headers: { 'Accept-Language': 'nl-NL' } }).then(json)
    ).result[0].id
    const tokens = await fetch('/jwt/create-by-external-id', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...login, profession_id: profession }),
    }).then(json)
    const products = await fetch('/insurance-products', {
      headers: { Authorization: `Bearer ${tokens.access}` },
    }).then(json)
    return {
      professionId: profession as number,
      productId: products.result.find((p: { type: string }) => p.type === 'aov').id as number,
    }
  }, login)
}
