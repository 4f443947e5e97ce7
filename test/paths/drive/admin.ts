import { expect } from '@playwright/test'
import { signAdminToken } from '../../../api/server/auth/admin-token'
import { encodeTestFaults, TEST_FAULT_HEADER } from '../../../api/contract/test-fault'
import { E2E_JWT_SECRET } from '../../../playwright.config'
import type { PathRun } from '../runtime'
import type { Args } from './args'

/** The partner the colour editor's paths change (no other generated path runs on its site). */
export const EDITOR_PARTNER = 'bouwzeker'
/** Dark button colours white text reads on (WCAG AA), so the server accepts each. */
const DARK = ['#1e3a8a', '#7c2d12', '#14532d', '#581c87', '#831843', '#134e4a']
let turn = 0

interface Setting {
  id: number
  key: string
  value: string
  global: boolean
}

/**
 * Another admin tab's change of the main button colour, through the admin API with this tab's admin
 * token (the fault a test armed for the screen's next call does not answer it): created when the
 * partner has no colour of its own for it, then changed, so there is a change to undo either way.
 */
async function changeElsewhere(run: PathRun) {
  const value = DARK[turn++ % DARK.length]!
  const result = await run.page.evaluate(
    async ({ value, noFault }) => {
      const admin = JSON.parse(sessionStorage.getItem('admin-session') ?? '{}') as { access_token?: string }
      const headers = {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${admin.access_token ?? ''}`,
        ...noFault,
      }
      const partner = (await (await fetch('/partners', { headers: noFault })).json()) as {
        result: { colors: Setting[] }[]
      }
      let own = partner.result[0]!.colors.find((c) => c.key === 'button_primary' && !c.global)
      if (!own) {
        const created = await fetch('/color-key-pairs', {
          method: 'POST',
          headers,
          body: JSON.stringify({ key: 'button_primary', value }),
        })
        if (created.status !== 201 && created.status !== 200) return `create: ${created.status}`
        const body = (await created.json()) as { result: Setting[] }
        own = body.result.find((c) => c.key === 'button_primary')!
      }
      const changed = await fetch('/color-key-pairs/update', {
        method: 'PATCH',
        headers,
        body: JSON.stringify([{ id: own.id, value: value === own.value ? '#0c4a6e' : value }]),
      })
      return changed.ok ? 'ok' : `update: ${changed.status}`
    },
    { value, noFault: { [TEST_FAULT_HEADER]: encodeTestFaults([]) } },
  )
  expect(result, 'the colour changed in another tab').toBe('ok')
}

/** Named steps of the partner admin's colour editor (machines/color-editor). */
export const adminDrive = {
  /**
   * A partner admin (named as the partner: only then is the editor shown) arrives as admins do (a signed hand-over token in /journeys' fragment), a colour
   * was changed before (so there is a change to undo), and the admin opens the welcome page and turns
   * on 'Kleuren bewerken'.
   */
  async editColors(run: PathRun, _args: Args) {
    const { page } = run
    const token = await signAdminToken({ partner: EDITOR_PARTNER, name: 'BouwZeker' }, E2E_JWT_SECRET)
    await page.goto(run.url(`/journeys#admin_token=${token}`))
    // The hand-over is taken once the admin session is stored (the charts may still be loading).
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem('admin-session')), { timeout: 30_000 })
      .toBeTruthy()
    await changeElsewhere(run)
    await page.goto(run.url('/welcome'))
    const toggle = page.getByRole('button', { name: 'Kleuren bewerken', exact: true })
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-pressed', 'true')
  },
  /** Another admin changes a colour: the server's live update brings the partner's colours again. */
  async colorsChangedElsewhere(run: PathRun, _args: Args) {
    await changeElsewhere(run)
  },
  /** 'Annuleren' in the popup, or 'Sluiten' under a failed undo: whichever is shown. */
  async cancelColors(run: PathRun, _args: Args) {
    const { page } = run
    const inPopup = page.getByRole('dialog').getByRole('button', { name: 'Annuleren', exact: true })
    const button = inPopup.or(page.getByRole('button', { name: 'Sluiten', exact: true }))
    await button.click()
  },
}
