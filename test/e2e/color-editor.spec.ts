import { type Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { signAdminToken } from '../../api/server/auth/admin-token'
import { E2E_JWT_SECRET } from '../../playwright.config'
import { cssVar, partnerUrl } from './helpers'

/** zzp's button colour as seeded: no button_primary of its own, so its primary. */
const ZZP_BUTTON = '#0f766e'
const VIOLET = '#7c3aed'

/** The tab becomes an admin's the way admins arrive (a token in /journeys' fragment), then goes to `path`. */
async function asAdmin(
  page: Page,
  claims: { partner: string; name: string },
  slug = 'zzp',
  path = '/welcome',
) {
  const token = await signAdminToken(claims, E2E_JWT_SECRET)
  await page.goto(partnerUrl(slug, `/journeys#admin_token=${token}`))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.goto(partnerUrl(slug, path))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
}

const primaryButton = (page: Page) => page.getByRole('button', { name: 'Log in en bereken je premie' })
const background = (page: Page) =>
  primaryButton(page).evaluate((element) => getComputedStyle(element).backgroundColor)

async function openButtonColours(page: Page) {
  const toggle = page.getByRole('button', { name: 'Kleuren bewerken', exact: true })
  if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click()
  const icon = page.getByRole('button', { name: 'Kleuren bewerken: de hoofdknoppen' })
  await icon.click()
  const dialog = page.getByRole('dialog', { name: 'Kleuren van de hoofdknoppen' })
  await expect(dialog).toBeVisible()
  return { icon, dialog }
}

/** Sets a Mantine ColorInput as a person types it. */
async function setColour(page: Page, label: string, value: string) {
  const input = page.getByRole('dialog').getByLabel(label, { exact: true })
  await input.fill(value)
  await input.press('Tab')
}

test('the partner admin changes the button colour in place: preview, contrast gate, save, other tabs repaint', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000)
  // A customer's tab on the same site.
  const customerContext = await browser.newContext()
  const customer = await customerContext.newPage()
  await customer.goto(partnerUrl('zzp', '/welcome'))
  await expect(primaryButton(customer)).toBeVisible()
  expect(await cssVar(customer, '--partner-button-primary')).toBe(ZZP_BUTTON)

  await asAdmin(page, { partner: 'zzp', name: 'ZZP Schild' })
  await expect(page.getByTestId('admin-banner')).toContainText('Beheerder: ZZP Schild')
  const toggle = page.getByRole('button', { name: 'Kleuren bewerken', exact: true })
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByRole('button', { name: 'Kleuren bewerken: de kopbalk' })).toBeVisible()
  await page.screenshot({ path: '/tmp/editor-edit-mode-1280.png' })

  const { icon, dialog } = await openButtonColours(page)
  const before = await background(page)
  await setColour(page, 'Hoofdknop', VIOLET)
  // The page previews the draft; nothing is saved yet, so the customer's tab keeps the old colour.
  await expect.poll(() => cssVar(page, '--partner-button-primary')).toBe(VIOLET)
  expect(await background(page)).not.toBe(before)
  expect(await background(page)).toBe('rgb(124, 58, 237)')
  expect(await cssVar(customer, '--partner-button-primary')).toBe(ZZP_BUTTON)
  await page.screenshot({ path: '/tmp/editor-popup-1280.png' })

  await dialog.getByRole('button', { name: 'Doorgaan' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('status').filter({ hasText: 'Kleuren opgeslagen.' })).toBeVisible()
  await expect(icon).toBeFocused()
  // The customer's tab repaints without a reload (the server's live update).
  await expect.poll(() => cssVar(customer, '--partner-button-primary')).toBe(VIOLET)
  await expect.poll(() => background(customer)).toBe('rgb(124, 58, 237)')

  // Button text the colour of the button: refused before any request, the pair named, a suggestion offered.
  const saves: string[] = []
  page.on(
    'request',
    (r) => r.url().includes('/color-key-pairs') && r.method() !== 'GET' && saves.push(r.url()),
  )
  await openButtonColours(page)
  await setColour(page, 'Tekst op de hoofdknop', VIOLET)
  await dialog.getByRole('button', { name: 'Doorgaan' }).click()
  const refusal = dialog.getByTestId('contrast-refusal')
  await expect(refusal).toContainText('Niet opgeslagen: deze kleuren zijn slecht leesbaar')
  await expect(refusal).toContainText('Tekst op de hoofdknop op Hoofdknop: contrast 1:1, minimaal 4,5:1.')
  expect(saves).toEqual([])
  await page.screenshot({ path: '/tmp/editor-refusal-1280.png' })
  const suggestion = refusal.getByRole('button', {
    name: /^Gebruik #[0-9a-f]{6} voor Tekst op de hoofdknop$/,
  })
  const suggested = (await suggestion.textContent())!.match(/#[0-9a-f]{6}/)![0]
  await suggestion.click()
  await expect(refusal).toBeHidden()
  await expect(dialog.getByLabel('Tekst op de hoofdknop', { exact: true })).toHaveValue(suggested)
  // Cancel restores the saved colours on the page.
  await dialog.getByRole('button', { name: 'Annuleren' }).click()
  await expect(dialog).toBeHidden()
  await expect.poll(() => cssVar(page, '--partner-button-primary-text')).toBe('#ffffff')
  expect(saves).toEqual([])

  // The same theme sent straight to the server, with this admin's own token, is refused too, the pair named.
  const direct = await page.evaluate(async (value) => {
    const admin = JSON.parse(sessionStorage.getItem('admin-session') ?? '{}') as { access_token?: string }
    const res = await fetch('/color-key-pairs', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${admin.access_token}` },
      body: JSON.stringify({ key: 'button_primary_text', value }),
    })
    return { status: res.status, body: (await res.json()) as { code: string; field_errors: object } }
  }, VIOLET)
  expect(direct.status).toBe(400)
  expect(direct.body.code).toBe('contrast')
  expect(direct.body.field_errors).toHaveProperty(['button_primary_text/button_primary'])

  // Saved back through the editor (the server's undo is the next test's).
  await openButtonColours(page)
  await setColour(page, 'Hoofdknop', ZZP_BUTTON)
  await dialog.getByRole('button', { name: 'Doorgaan' }).click()
  await expect(dialog).toBeHidden()
  await expect.poll(() => cssVar(customer, '--partner-button-primary')).toBe(ZZP_BUTTON)
  await customerContext.close()
})

// Undo needs the server's `POST /color-key-pairs/undo` and `GET /color-key-pairs/changes` (branch h-gate).
test('the admin undoes the latest change from the banner: the old colour comes back everywhere', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000)
  const customerContext = await browser.newContext()
  const customer = await customerContext.newPage()
  await customer.goto(partnerUrl('zzp', '/welcome'))
  await expect(primaryButton(customer)).toBeVisible()
  await asAdmin(page, { partner: 'zzp', name: 'ZZP Schild' })
  const { dialog } = await openButtonColours(page)
  await setColour(page, 'Hoofdknop', VIOLET)
  await dialog.getByRole('button', { name: 'Doorgaan' }).click()
  await expect.poll(() => cssVar(customer, '--partner-button-primary')).toBe(VIOLET)

  // The latest change: who and what, old → new.
  const latest = page.getByTestId('latest-change')
  await expect(latest).toContainText('ZZP Schild')
  await expect(latest).toContainText(`Hoofdknop`)
  await expect(latest).toContainText(`→ ${VIOLET}`)
  await page.getByRole('button', { name: 'Laatste wijziging ongedaan maken' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Laatste wijziging ongedaan gemaakt.' }),
  ).toBeVisible()
  await expect.poll(() => cssVar(page, '--partner-button-primary')).toBe(ZZP_BUTTON)
  await expect.poll(() => cssVar(customer, '--partner-button-primary')).toBe(ZZP_BUTTON)
  await customerContext.close()
})

test('an admin of another partner, or one who is not the partner, gets no editor on zzp', async ({
  page,
}) => {
  const chunks: string[] = []
  page.on('request', (r) => /AdminEditor|\/load-/.test(r.url()) && chunks.push(r.url()))
  // kroonbank's admin: the server refuses the token on zzp, so the tab is no admin's at all.
  await asAdmin(page, { partner: 'kroonbank', name: 'Kroonbank' })
  await expect(page.getByTestId('admin-banner')).toHaveCount(0)
  await expect(page.getByRole('button', { name: /Kleuren bewerken/ })).toHaveCount(0)
  // zzp's own admin token, but a name that is not the partner's (core §4): no banner, no editor.
  await asAdmin(page, { partner: 'zzp', name: 'Anna Admin' })
  await expect(page.getByTestId('admin-banner')).toHaveCount(0)
  await expect(page.getByRole('button', { name: /Kleuren bewerken/ })).toHaveCount(0)
  expect(chunks).toEqual([])
})

test('a customer sees no edit icon and never loads the editor', async ({ page }) => {
  const chunks: string[] = []
  page.on('request', (r) => /AdminEditor|\/load-|admin-/.test(r.url()) && chunks.push(r.url()))
  await page.goto(partnerUrl('zzp', '/welcome'))
  await expect(primaryButton(page)).toBeVisible()
  // The page only marks what each colour paints.
  await expect(primaryButton(page)).toHaveAttribute('data-theme-keys', 'button_primary button_primary_text')
  await expect(page.locator('[data-edit-keys]')).toHaveCount(0)
  await expect(page.getByRole('button', { name: /Kleuren bewerken/ })).toHaveCount(0)
  expect(chunks).toEqual([])
})

test('@mobile the editor at 375 px: edit mode, the popup and a refusal', async ({ page }) => {
  await asAdmin(page, { partner: 'zzp', name: 'ZZP Schild' })
  await page.getByRole('button', { name: 'Kleuren bewerken', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Kleuren bewerken: de hoofdknoppen' })).toBeVisible()
  await page.screenshot({ path: '/tmp/editor-edit-mode-375.png' })
  const { dialog } = await openButtonColours(page)
  await page.screenshot({ path: '/tmp/editor-popup-375.png' })
  await setColour(page, 'Hoofdknop', '#ffff00')
  await dialog.getByRole('button', { name: 'Doorgaan' }).click()
  await expect(dialog.getByTestId('contrast-refusal')).toContainText('Hoofdknop op Achtergrond pagina')
  await page.screenshot({ path: '/tmp/editor-refusal-375.png' })
  await dialog.getByRole('button', { name: 'Annuleren' }).click()
  await expect.poll(() => cssVar(page, '--partner-button-primary')).not.toBe('#ffff00')
})
