import { expect, test } from './fixtures'
import { partnerUrl } from './helpers'

test('an unknown path shows the Dutch 404 page with a way home', async ({ page }) => {
  await page.goto(partnerUrl('zzp', '/dit/bestaat/niet'))
  await expect(page.getByText('Oeps! We kunnen niet vinden waar je naar zoekt.')).toBeVisible()
  await page.getByRole('link', { name: 'Terug naar home' }).click()
  await expect(page).toHaveURL(/\/welcome$/)
})

test('the 500 page offers a way back to the start', async ({ page }) => {
  await page.goto(partnerUrl('kroonbank', '/500'))
  await expect(page.getByRole('heading', { name: 'Er is een probleem met het platform' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Terug naar start' })).toBeVisible()
})

test('a crash shows the crash page, which offers to report and go back', async ({ page }) => {
  // The welcome screen's chunk throws while loading: a bug, not a network problem.
  await page.route(/\/assets\/welcome-.*\.js$/, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'throw new Error("boom")' }),
  )
  await page.goto(partnerUrl('zzp', '/welcome'))
  const crash = page.getByTestId('crash-page')
  await expect(crash.getByRole('heading', { name: 'Oeps, er ging iets mis' })).toBeVisible()
  await expect(crash.getByRole('button', { name: 'Ga terug' })).toBeVisible()
  const sent = page.waitForResponse((r) => r.url().endsWith('/client-errors') && r.status() === 202)
  await crash.getByRole('button', { name: 'Probleem melden' }).click()
  expect((await sent).request().postDataJSON()).toMatchObject({
    message: 'Error: boom',
    url: partnerUrl('zzp', '/welcome'),
  })
  await expect(crash.getByText('Bedankt voor je melding. We kijken ernaar.')).toBeVisible()
})

test('a screen chunk that fails to load reloads the page once, then shows the crash page', async ({
  page,
}) => {
  let loads = 0
  page.on('load', () => (loads += 1))
  await page.route(/\/assets\/welcome-.*\.js$/, (route) => route.abort('connectionreset'))
  await page.goto(partnerUrl('zzp', '/welcome'))
  await expect(page.getByTestId('crash-page')).toBeVisible()
  expect(loads).toBe(2)
})
