import { expect, test } from './fixtures'
import { signAdminToken } from '../../api/server/auth/admin-token'
import { E2E_JWT_SECRET } from '../../playwright.config'
import { cssVar, ownedByApp, partnerUrl } from './helpers'

test('a colour an admin saves repaints open pages of that partner without a reload', async ({ page }) => {
  await page.goto(partnerUrl('bouwzeker', '/welcome'))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // The repaint is the app's: counted from when it owns the server's page (its start settles the address).
  await expect.poll(() => ownedByApp(page.getByRole('heading', { level: 1 }))).toBe(true)
  expect(await cssVar(page, '--partner-primary')).toBe('#ea580c')
  const navigations: string[] = []
  page.on('framenavigated', (frame) => frame === page.mainFrame() && navigations.push(frame.url()))

  const token = await signAdminToken({ partner: 'bouwzeker', name: 'E2E Admin' }, E2E_JWT_SECRET)
  const save = (value: string) =>
    page.evaluate(
      async ({ token, value }) => {
        const response = await fetch('/color-key-pairs', {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ key: 'primary', value }),
        })
        return { status: response.status, body: await response.json() }
      },
      { token, value },
    )

  // Not a hex colour: refused with a field error, nothing changes.
  const refused = await save('red; background: url(x)')
  expect(refused.status).toBe(400)
  expect(refused.body.field_errors.value).toEqual(['hexColor'])

  expect((await save('#2563eb')).status).toBe(201)
  await expect.poll(() => cssVar(page, '--partner-primary')).toBe('#2563eb')
  expect(navigations).toEqual([])
  await save('#ea580c')
})
