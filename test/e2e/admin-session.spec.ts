import type { Page } from '@playwright/test'
import { signAdminToken } from '../../api/server/auth/admin-token'
import { E2E_JWT_SECRET } from '../../playwright.config'
import { expect, test } from './fixtures'
import { partnerUrl } from './helpers'

/** The newest admin sign-in link the local outbox holds for an address (none: undefined). */
async function adminLinkFor(page: Page, email: string): Promise<string | undefined> {
  const { result } = await page.evaluate(
    (to) => fetch(`/dev/outbox.json?to=${encodeURIComponent(to)}`).then((r) => r.json()),
    email,
  )
  return (result as { text: string }[])
    .map((m) => /https?:\/\/\S+\/admin\/sign-in\/verify#token=[\w-]+/.exec(m.text)?.[0])
    .find(Boolean)
}

const banner = (page: Page) => page.getByTestId('admin-banner')
const storedAdmin = (page: Page) =>
  page.evaluate(
    () => JSON.parse(sessionStorage.getItem('admin-session') ?? 'null') as { access_token: string } | null,
  )
const refreshCookie = async (page: Page) =>
  (await page.context().cookies()).find((c) => c.name === 'admin_refresh')

/** Opens `path` on zzp with an admin hand-over in the fragment, as the partner portal does. */
async function handOver(
  page: Page,
  returnURL: string,
  { slug = 'zzp', partner = 'zzp', name = 'ZZP Schild' } = {},
) {
  const token = await signAdminToken({ partner, name }, E2E_JWT_SECRET)
  const fragment = new URLSearchParams({ admin_token: token, name, return_url: returnURL })
  await page.goto(partnerUrl(slug, `/welcome#${fragment}`))
}

test('a partner admin signs in by e-mail link, stays admin across a reload by the refresh cookie, and leaves to the return address', async ({
  page,
}) => {
  test.slow() // sign-in, mail, reload, exit, the used link again: many pages on a shared two-core machine
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto(partnerUrl('zzp', '/admin/sign-in?return_url=%2Fsign-in'))
  await expect(page.getByRole('heading', { name: 'Inloggen als beheerder', level: 1 })).toBeVisible()
  await page.screenshot({ path: '/tmp/session-signin-1280.png', fullPage: true })
  // An empty address: the contract's rule, in the user's language.
  await page.getByRole('button', { name: 'Stuur mij een beheerderslink' }).click()
  await expect(page.getByLabel('E-mailadres')).toHaveAttribute('aria-invalid', 'true')
  await page.screenshot({ path: '/tmp/session-signin-error-1280.png', fullPage: true })
  await page.setViewportSize({ width: 375, height: 740 })
  await page.screenshot({ path: '/tmp/session-signin-error-375.png', fullPage: true })

  await page.getByLabel('E-mailadres').fill('admin@zzp.example')
  await page.getByRole('button', { name: 'Stuur mij een beheerderslink' }).click()
  await expect(page.getByRole('heading', { name: 'Check je e-mail' })).toBeVisible()
  await page.screenshot({ path: '/tmp/session-sent-375.png', fullPage: true })
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.screenshot({ path: '/tmp/session-sent-1280.png', fullPage: true })

  let link: string | undefined
  await expect.poll(async () => (link = await adminLinkFor(page, 'admin@zzp.example'))).toBeTruthy()
  // The colour editor loads after the banner and makes the page's first admin call with the token. It must
  // be answered before the token is made stale below: a call with the stale token would start a refresh,
  // and the reload would cut off its answer after the server had rotated the cookie, so the browser would
  // keep the old one.
  const editorLoaded = page.waitForResponse(
    (r) => r.url().endsWith('/color-key-pairs/changes') && r.request().method() === 'GET',
  )
  await page.goto(link!)
  await expect(banner(page)).toContainText('Beheerder: ZZP Schild')
  expect((await editorLoaded).status()).toBe(200)
  expect(page.url()).not.toContain('token')
  const cookie = await refreshCookie(page)
  expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/admin' })
  expect(await page.evaluate(() => document.cookie)).not.toContain('admin_refresh')

  // The access token has expired (here: is no longer valid): on reload the cookie buys a new one.
  await page.evaluate(() => {
    const stored = JSON.parse(sessionStorage.getItem('admin-session')!) as Record<string, unknown>
    sessionStorage.setItem('admin-session', JSON.stringify({ ...stored, access_token: 'expired' }))
  })
  const refreshed = page.waitForResponse((r) => r.url().endsWith('/admin/auth/jwt/refresh'))
  await page.reload()
  expect((await refreshed).status()).toBe(200)
  await expect(banner(page)).toContainText('Beheerder: ZZP Schild')
  await expect.poll(async () => (await storedAdmin(page))?.access_token).not.toBe('expired')

  // Leaving: the session ends on the server, the cookie goes, and the browser returns to the given page.
  await banner(page).getByRole('button', { name: 'Beheer verlaten' }).click()
  await expect(page).toHaveURL(partnerUrl('zzp', '/sign-in'))
  await expect(banner(page)).toHaveCount(0)
  expect(await refreshCookie(page)).toBeUndefined()
  expect(await storedAdmin(page)).toBeNull()

  // The link worked once.
  await page.goto(link!)
  await expect(page.getByRole('heading', { name: 'Inloggen als beheerder mislukt' })).toBeVisible()
  await expect(page.getByTestId('admin-verify-failed')).toContainText('al gebruikt')
  expect(page.url()).not.toContain('token')
  await page.screenshot({ path: '/tmp/session-used-1280.png', fullPage: true })
  await page.getByRole('link', { name: 'Vraag een nieuwe link aan' }).click()
  await expect(page.getByRole('heading', { name: 'Inloggen als beheerder', level: 1 })).toBeVisible()
})

/**
 * Leaves the admin session and waits for the page it goes to: leaving loads a new page, which may have the
 * address this one has (home), so the address alone cannot tell that it happened.
 */
async function leave(page: Page) {
  await page.evaluate(() => Object.assign(window, { leftBefore: true }))
  await banner(page).getByRole('button', { name: 'Beheer verlaten' }).click()
  await expect.poll(() => page.evaluate(() => 'leftBefore' in window).catch(() => true)).toBe(false)
  await page.waitForLoadState('load')
}

test('a hand-over leaves the address bar at once, and leaving never follows a return address to another site', async ({
  page,
}) => {
  test.slow() // five hand-overs and exits
  for (const evil of [
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    '%2F%2Fevil.example',
  ]) {
    await handOver(page, evil)
    await expect(banner(page)).toContainText('Beheerder: ZZP Schild')
    expect(new URL(page.url()).hash).toBe('')
    await leave(page)
    await expect(page).toHaveURL(/^http:\/\/zzp\.localhost:\d+\/(welcome)?$/)
    await expect(banner(page)).toHaveCount(0)
  }
})

test("leaving goes to the partner's configured return address", async ({ page }) => {
  await page.route('https://www.kroonbank.example/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="nl"><title>Kroonbank</title><main><h1>Kroonbank zakelijk</h1></main></html>',
    }),
  )
  await handOver(page, 'https://www.kroonbank.example/zakelijk', {
    slug: 'kroonbank',
    partner: 'kroonbank',
    name: 'Kroonbank',
  })
  await expect(banner(page)).toContainText('Beheerder: Kroonbank')
  await banner(page).getByRole('button', { name: 'Beheer verlaten' }).click()
  await expect(page).toHaveURL('https://www.kroonbank.example/zakelijk')
})

test("another partner's admin gets no admin session on zzp", async ({ page }) => {
  // Handed over with kroonbank's token: refused, nothing stored, the token still leaves the bar.
  await handOver(page, '/sign-in', { partner: 'kroonbank', name: 'Kroonbank' })
  await expect(page.getByRole('main')).toBeVisible()
  // The server's page shows before the app runs; the app takes the token out of the bar as it starts.
  await expect.poll(() => new URL(page.url()).hash).toBe('')
  await expect.poll(() => storedAdmin(page)).toBeNull()
  await expect(banner(page)).toHaveCount(0)
  expect(await refreshCookie(page)).toBeUndefined()

  // Signing in on zzp's page with kroonbank's admin address: the same answer, but no link is sent.
  await page.goto(partnerUrl('zzp', '/admin/sign-in'))
  await page.getByLabel('E-mailadres').fill('admin@kroonbank.example')
  await page.getByRole('button', { name: 'Stuur mij een beheerderslink' }).click()
  await expect(page.getByRole('heading', { name: 'Check je e-mail' })).toBeVisible()
  expect(await adminLinkFor(page, 'admin@kroonbank.example')).toBeUndefined()
})

test('a customer sees no admin things and loads no admin code', async ({ page }) => {
  const scripts: string[] = []
  let bytes = 0
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return
    scripts.push(response.url())
    bytes += Number(response.headers()['content-length'] ?? (await response.body()).length)
  })
  await page.goto(partnerUrl('zzp', '/welcome'))
  await expect(page.getByRole('main')).toBeVisible()
  await page.waitForLoadState('networkidle')
  await expect(banner(page)).toHaveCount(0)
  const admin = scripts.filter((url) =>
    /admin-(boot|call|exit)|verify-admin-link|AdminSignIn|AdminVerify/.test(url),
  )
  expect(admin).toEqual([])
  console.log(`first page: ${scripts.length} scripts, ${(bytes / 1024).toFixed(1)} KB as sent`)
})
