import { expect, test } from './fixtures'
import { signExternalLogin } from '../../api/server/auth/signature'
import { devSignatureSecret } from '../../api/server/db/seed-data'
import { linkFor, partnerUrl, signIn, uniqueEmail } from './helpers'

test('a new user signs in with a link from the e-mail; the link works once; reload keeps the session', async ({
  page,
}) => {
  const email = uniqueEmail('nieuw')
  await page.goto(partnerUrl('zzp', '/welcome'))
  await page.getByRole('link', { name: 'Inloggen' }).first().click()
  await expect(page).toHaveURL(/\/sign-in/)

  await page.getByLabel('E-mailadres').fill('geen-adres')
  await page.getByRole('button', { name: 'Stuur mij een inloglink' }).click()
  await expect(page.getByText('Vul een geldig e-mailadres in')).toBeVisible()

  await page.getByLabel('E-mailadres').fill(email.toUpperCase())
  await page.getByRole('button', { name: 'Stuur mij een inloglink' }).click()
  await expect(page.getByRole('heading', { name: 'Controleer je e-mail' })).toBeVisible()
  await expect(page.getByText(email)).toBeVisible()

  const link = await linkFor(page, email)
  await page.goto(link)
  // Signed in without a profession: the profession page comes first (core §2).
  await expect(page).toHaveURL(partnerUrl('zzp', '/profession'))
  await expect(page.getByTestId('user-menu')).toHaveText(email)

  await page.reload()
  await expect(page.getByTestId('user-menu')).toHaveText(email)

  // The same link again: used up.
  await page.goto(link)
  await expect(page.getByRole('heading', { name: 'Inloggen mislukt' })).toBeVisible()
  await expect(page.getByText('Deze link is niet geldig.')).toBeVisible()
})

test('signing out ends the session in every tab', async ({ page, context }) => {
  const email = uniqueEmail('tabs')
  await page.goto(partnerUrl('kroonbank', `/sign-in?email=${encodeURIComponent(email)}`))
  await page.getByRole('button', { name: 'Stuur mij een inloglink' }).click()
  await page.goto(await linkFor(page, email))
  await expect(page.getByTestId('user-menu')).toHaveText(email)

  const other = await context.newPage()
  await other.goto(partnerUrl('kroonbank', '/welcome'))
  await expect(other.getByTestId('user-menu')).toHaveText(email)

  await page.getByTestId('user-menu').click()
  await page.getByRole('menuitem', { name: 'Uitloggen' }).click()
  await expect(page.getByRole('link', { name: 'Inloggen' }).first()).toBeVisible()
  await expect(other.getByRole('link', { name: 'Inloggen' }).first()).toBeVisible()
})

test('a partner platform signs its customer in with a signature; an expired one shows the invalid-link message', async ({
  page,
}) => {
  const now = new Date().toISOString()
  const fresh = signExternalLogin(devSignatureSecret('bouwzeker'), 'klant-42', now)
  await page.goto(
    partnerUrl(
      'bouwzeker',
      `/?external_id=klant-42&signature_created_at=${encodeURIComponent(now)}&signature=${fresh}&platform=app`,
    ),
  )
  await expect(page).toHaveURL(partnerUrl('bouwzeker', '/profession?platform=app'))
  await expect(page.getByTestId('user-menu')).toBeVisible()

  await page.evaluate(() => localStorage.clear())
  const old = new Date(Date.now() - 60 * 60_000).toISOString()
  const expired = signExternalLogin(devSignatureSecret('bouwzeker'), 'klant-42', old)
  await page.goto(
    partnerUrl(
      'bouwzeker',
      `/?external_id=klant-42&signature_created_at=${encodeURIComponent(old)}&signature=${expired}`,
    ),
  )
  await expect(page).toHaveURL(partnerUrl('bouwzeker', '/welcome'))
  await expect(page.getByRole('alert').filter({ hasText: 'Deze link is niet geldig.' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Inloggen' }).first()).toBeVisible()
})

test('a corrupted auth-storage value still boots to the welcome page', async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem('auth-storage', '{"authenticated":true,"access_token":'),
  )
  await page.goto(partnerUrl('zzp', '/'))
  await expect(page).toHaveURL(partnerUrl('zzp', '/welcome'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welkom bij ZZP Schild')
})

test('insured with two partners: after signing in the customer chooses the environment', async ({ page }) => {
  const email = uniqueEmail('twee')
  await signIn(page, 'zzp', email)
  await expect(page).toHaveURL(partnerUrl('zzp', '/profession'))
  await signIn(page, 'kroonbank', email)
  await expect(page).toHaveURL(partnerUrl('kroonbank', '/accounts'))
  await expect(page.getByRole('link', { name: 'Verder bij Kroonbank' })).toBeVisible()
  const other = page.getByRole('link', { name: 'Naar ZZP Schild' })
  await expect(other).toHaveAttribute(
    'href',
    partnerUrl('zzp', `/sign-in?email=${encodeURIComponent(email)}`),
  )
})

test('a guarded page sends a visitor who is not signed in to the sign-in page', async ({ page }) => {
  await page.goto(partnerUrl('testpartner', '/accounts'))
  await expect(page).toHaveURL(partnerUrl('testpartner', '/sign-in'))
  await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible()
})

test('a profession searched on the welcome page is still there after signing in by the e-mailed link', async ({
  page,
  context,
}) => {
  const email = uniqueEmail('zoeker')
  await page.goto(partnerUrl('zzp', '/welcome'))
  await page.getByLabel('Wat is je beroep?').fill('timmer')
  await page.getByRole('button', { name: 'Log in en bereken je premie' }).click()
  await expect(page).toHaveURL(/\/sign-in/)
  await page.getByLabel('E-mailadres').fill(email)
  await page.getByRole('button', { name: 'Stuur mij een inloglink' }).click()
  await expect(page.getByRole('heading', { name: 'Controleer je e-mail' })).toBeVisible()
  // The link is opened from the mail, in another tab.
  const mail = await context.newPage()
  await mail.goto(await linkFor(page, email))
  await expect(mail).toHaveURL(partnerUrl('zzp', '/profession?q=timmer'))
  await expect(mail.getByLabel('Zoek je beroep')).toHaveValue('timmer')
  await expect(mail.getByRole('radio', { name: 'Timmerman' })).toBeVisible()
  // Followed once: a later sign-in lands on the usual page.
  expect(await mail.evaluate(() => localStorage.getItem('user-choice'))).toBeNull()
})

test('a link that did not reach the server stays in the address, and a retry signs in', async ({ page }) => {
  const email = uniqueEmail('herhaal')
  await page.goto(partnerUrl('zzp', `/sign-in?email=${encodeURIComponent(email)}`))
  await page.getByRole('button', { name: 'Stuur mij een inloglink' }).click()
  await expect(page.getByRole('heading', { name: 'Controleer je e-mail' })).toBeVisible()
  const link = await linkFor(page, email)

  // The first exchange never reaches the server: the customer is told so, and the link is still there.
  await page.route('**/magic-link/verify', (route) => route.abort('internetdisconnected'), { times: 1 })
  await page.goto(link)
  await expect(page.getByRole('heading', { name: 'Inloggen mislukt' })).toBeVisible()
  await expect(page.getByRole('alert')).toContainText('De server was niet bereikbaar')
  expect(page.url()).toBe(link)

  // Reached this time: signed in, on the page the link leads to.
  await page.getByRole('button', { name: 'Opnieuw proberen' }).click()
  await expect(page).toHaveURL(partnerUrl('zzp', '/profession'))
  await expect(page.getByTestId('user-menu')).toHaveText(email)
  await expect(page.getByRole('heading', { name: 'Inloggen mislukt' })).toHaveCount(0)
})

test('a spent link leaves no token behind: a reload of its page still says the link is not valid', async ({
  page,
}) => {
  const email = uniqueEmail('verbruikt')
  await signIn(page, 'kroonbank', email)
  await expect(page.getByTestId('user-menu')).toHaveText(email)
  const link = await linkFor(page, email)
  await page.goto(link)
  await expect(page.getByText('Deze link is niet geldig.')).toBeVisible()
  expect(page.url()).toBe(partnerUrl('kroonbank', '/sign-in/verify'))
  await page.reload()
  await expect(page.getByText('Deze link is niet geldig.')).toBeVisible()
  await page.getByRole('link', { name: 'Vraag een nieuwe link aan' }).click()
  await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible()
})
