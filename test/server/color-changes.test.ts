// @vitest-environment node
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ColorSetting } from '../../api/contract/colors'
import {
  colorChangesResponseSchema,
  colorSettingsResponseSchema,
  colorUndoResponseSchema,
} from '../../api/contract/color-admin'
import { contrastRatio } from '../../api/contract/contrast'
import { errorBodySchema } from '../../api/contract/errors'
import { signAdminToken } from '../../api/server/auth/admin-token'
import { partnerColors, partners } from '../../api/server/db/schema'
import { CHANGES_LISTED } from '../../api/server/partners/color-service'
import { createTestApp, type TestApp } from './helpers'

/**
 * The contrast gate on the admin colour calls (issue 20 item 3) and the change history with undo (item 4).
 * Each part works on its own partner: the gate on testpartner, undo on testpartner2, the list on bouwzeker.
 */

let t: TestApp
const tokens: Record<string, string> = {}
beforeAll(async () => {
  t = await createTestApp()
  for (const [partner, name] of [
    ['testpartner', 'Tess Admin'],
    ['testpartner2', 'Twan Admin'],
    ['bouwzeker', 'Bob Admin'],
    ['zzp', 'Anna Admin'],
  ]) {
    tokens[partner!] = await signAdminToken({ partner: partner!, name: name! }, t.deps.config.jwtSecret)
  }
}, 60_000)
afterAll(async () => t?.close())

const call = (method: string, path: string, partner: string, body?: unknown, token = tokens[partner]) =>
  t.app.request(`http://${partner}.localhost${path}`, {
    method,
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  })

const post = (partner: string, body: unknown) => call('POST', '/color-key-pairs', partner, body)
const patch = (partner: string, body: unknown) => call('PATCH', '/color-key-pairs/update', partner, body)
const undo = (partner: string, token?: string) =>
  call('POST', '/color-key-pairs/undo', partner, undefined, token)
const changes = async (partner: string) => {
  const res = await call('GET', '/color-key-pairs/changes', partner)
  expect(res.status).toBe(200)
  return colorChangesResponseSchema.parse(await res.json()).result
}

/** The partner's stored settings as `{ key: value }`, straight from the database (no cache). */
const stored = async (partner: string) => {
  const rows = await t.database.db
    .select({ key: partnerColors.key, value: partnerColors.value })
    .from(partnerColors)
    .innerJoin(partners, eq(partners.id, partnerColors.partner_id))
    .where(eq(partners.slug, partner))
  return Object.fromEntries(rows.map((r) => [r.key, r.value]))
}
const settingsOf = (result: ColorSetting[]) => Object.fromEntries(result.map((s) => [s.key, s.value]))
const errorOf = async (res: Response) => errorBodySchema.parse(await res.json())

describe('the contrast gate on POST /color-key-pairs and PATCH /color-key-pairs/update', () => {
  it('saves a theme in which every pair passes', async () => {
    const res = await post('testpartner', [
      { key: 'text_muted', value: '#595959' },
      { key: 'heading', value: '#3b0764' },
    ])
    expect(res.status).toBe(201)
    expect(settingsOf(colorSettingsResponseSchema.parse(await res.json()).result)).toEqual({
      text_muted: '#595959',
      heading: '#3b0764',
    })
  })

  it('refuses body text below 4.5:1 with 400 contrast naming the pairs, and saves nothing', async () => {
    const before = await stored('testpartner')
    const changesBefore = await changes('testpartner')
    // #777 on white is 4.48:1; the surface falls back to the page, so both pairs fail.
    const res = await post('testpartner', [
      { key: 'text_muted', value: '#777777' },
      { key: 'accent', value: '#00ff00' },
    ])
    expect(res.status).toBe(400)
    const body = await errorOf(res)
    expect(body.code).toBe('contrast')
    expect(body.field_errors).toEqual({
      'text_muted/background': ['contrast'],
      'text_muted/surface': ['contrast'],
    })
    expect(body.contrast).toEqual([
      { foreground: 'text_muted', background: 'background', ratio: 4.47, min: 4.5, suggestion: '#767676' },
      { foreground: 'text_muted', background: 'surface', ratio: 4.47, min: 4.5, suggestion: '#767676' },
    ])
    expect(body.detail).toContain('text_muted on background')
    expect(await stored('testpartner')).toEqual(before)
    expect(await changes('testpartner')).toEqual(changesBefore)
  })

  it('refuses a heading or a control below 3:1 (the large-text minimum), and accepts one at 3.9:1', async () => {
    const heading = await post('testpartner', { key: 'heading', value: '#a0a0a0' }) // 2.61:1 on white
    expect(heading.status).toBe(400)
    const body = await errorOf(heading)
    expect(body.field_errors).toEqual({ 'heading/background': ['contrast'] })
    expect(body.contrast?.[0]).toMatchObject({ min: 3, ratio: 2.61 })
    expect(contrastRatio(body.contrast![0]!.suggestion, '#ffffff')).toBeGreaterThanOrEqual(3)
    // Below 4.5 but above 3: fine for a heading.
    expect((await post('testpartner', { key: 'heading', value: '#808080' })).status).toBe(201)

    // A pale button: its white text fails (4.5) and the fill fails against the page and cards (3).
    const button = await post('testpartner', { key: 'button_primary', value: '#c4b5fd' })
    expect(button.status).toBe(400)
    expect((await errorOf(button)).field_errors).toEqual({
      'button_primary_text/button_primary': ['contrast'],
      'button_primary/background': ['contrast'],
      'button_primary/surface': ['contrast'],
    })
  })

  it('checks the theme a PATCH leaves too, fallbacks included', async () => {
    const text = (await t.deps.partners.get('testpartner'))!.partner.colors.find((c) => c.key === 'text')!
    // Text falls to 1.6:1; navigation items and the surface follow it through their fallbacks.
    const res = await patch('testpartner', [{ id: text.id, value: '#cccccc' }])
    expect(res.status).toBe(400)
    const body = await errorOf(res)
    expect(Object.keys(body.field_errors)).toEqual([
      'text/background',
      'text/surface',
      'navigation_item/header_background',
    ])
    expect((await stored('testpartner')).text).toBe('#222222')
    // Darker is fine.
    expect((await patch('testpartner', [{ id: text.id, value: '#000000' }])).status).toBe(200)
  })

  it('a save that makes a failing pair pass again is accepted even when the page background moves too', async () => {
    const res = await post('testpartner', [
      { key: 'background', value: '#111111' },
      { key: 'text', value: '#f5f5f5' },
      { key: 'text_muted', value: '#bbbbbb' },
      { key: 'heading', value: '#ffffff' },
      { key: 'button_primary', value: '#c4b5fd' },
      { key: 'button_primary_text', value: '#111111' },
      { key: 'link', value: '#c4b5fd' },
      { key: 'primary', value: '#a78bfa' },
    ])
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(201)
  })
})

describe('GET /color-key-pairs/changes and POST /color-key-pairs/undo', () => {
  it('records each save as one change: who, old and new values (null: not set), newest first', async () => {
    expect(await changes('testpartner2')).toEqual([])
    expect((await post('testpartner2', { key: 'link', value: '#9f1239' })).status).toBe(201)
    const text = (await t.deps.partners.get('testpartner2'))!.partner.colors.find((c) => c.key === 'text')!
    expect((await patch('testpartner2', [{ id: text.id, value: '#000000' }])).status).toBe(200)
    // Setting a key to the value it has records nothing.
    expect((await post('testpartner2', { key: 'text', value: '#000000' })).status).toBe(201)
    const list = await changes('testpartner2')
    expect(list).toEqual([
      {
        change: 2,
        key: 'text',
        old_value: '#1f1f1f',
        new_value: '#000000',
        admin: 'Twan Admin',
        at: expect.any(String),
        undone: false,
      },
      {
        change: 1,
        key: 'link',
        old_value: null,
        new_value: '#9f1239',
        admin: 'Twan Admin',
        at: expect.any(String),
        undone: false,
      },
    ])
    expect(Date.parse(list[0]!.at)).toBeGreaterThanOrEqual(Date.parse(list[1]!.at))
  })

  it('undoes the latest change: old values back, a key that was not set deleted (NOTIFY fires), cache dropped', async () => {
    const cached = await t.deps.partners.get('testpartner2')
    const first = await undo('testpartner2')
    expect(first.status).toBe(200)
    const one = colorUndoResponseSchema.parse(await first.json())
    expect(one.undone).toBe(2)
    expect(settingsOf(one.result).text).toBe('#1f1f1f')
    expect((await stored('testpartner2')).text).toBe('#1f1f1f')
    expect(await t.deps.partners.get('testpartner2')).not.toBe(cached)

    const notified: string[] = []
    const stop = await t.database.listen('partner_updated', (slug) => void notified.push(slug))
    try {
      const second = colorUndoResponseSchema.parse(await (await undo('testpartner2')).json())
      expect(second.undone).toBe(1)
      expect(settingsOf(second.result)).not.toHaveProperty('link')
      expect(await stored('testpartner2')).not.toHaveProperty('link')
      // Deleting the row alone sent the notification: the trigger covers DELETE.
      await expect.poll(() => notified).toContain('testpartner2')
    } finally {
      await stop()
    }
    const partner = (await t.deps.partners.get('testpartner2'))!.partner
    expect(partner.colors.map((c) => c.key)).not.toContain('link')

    expect((await changes('testpartner2')).map((c) => [c.change, c.undone])).toEqual([
      [2, true],
      [1, true],
    ])
  })

  it('answers undone: null with the current settings when nothing is left to undo', async () => {
    const res = await undo('testpartner2')
    expect(res.status).toBe(200)
    const body = colorUndoResponseSchema.parse(await res.json())
    expect(body.undone).toBeNull()
    expect(settingsOf(body.result)).toEqual(await stored('testpartner2'))
  })

  it('numbers the next save after the undone ones; undo never undoes an undo', async () => {
    expect((await post('testpartner2', { key: 'surface', value: '#fff1f2' })).status).toBe(201)
    expect((await changes('testpartner2'))[0]).toMatchObject({ change: 3, key: 'surface', undone: false })
    expect(colorUndoResponseSchema.parse(await (await undo('testpartner2')).json()).undone).toBe(3)
    // The undo recorded no change of its own: the next undo finds nothing, it does not redo.
    expect(colorUndoResponseSchema.parse(await (await undo('testpartner2')).json()).undone).toBeNull()
    expect(await stored('testpartner2')).not.toHaveProperty('surface')
  })

  it('two undos at once undo two different changes; two saves at once get two numbers', async () => {
    const saves = await Promise.all([
      post('testpartner2', { key: 'heading', value: '#4c0519' }),
      post('testpartner2', { key: 'text_muted', value: '#4b5563' }),
    ])
    expect(saves.map((r) => r.status)).toEqual([201, 201])
    const numbers = (await changes('testpartner2')).filter((c) => !c.undone).map((c) => c.change)
    expect(new Set(numbers).size).toBe(2)

    const undos = await Promise.all([undo('testpartner2'), undo('testpartner2'), undo('testpartner2')])
    const undone = await Promise.all(
      undos.map(async (r) => colorUndoResponseSchema.parse(await r.json()).undone),
    )
    expect(undone.filter((n) => n !== null).sort()).toEqual([...numbers].sort())
    expect(undone.filter((n) => n === null)).toHaveLength(1)
    const now = await stored('testpartner2')
    expect(now).not.toHaveProperty('heading')
    expect(now).not.toHaveProperty('text_muted')
  })

  it('refuses an undo that would leave a failing theme (data saved before the gate), changing nothing', async () => {
    // A pale muted text written straight into the database, as before the gate existed.
    await t.database.db.execute(
      sql`insert into partner_colors (partner_id, key, value) select id, 'text_muted', '#aaaaaa' from partners where slug = 'testpartner2'`,
    )
    // The admin fixes it (accepted)...
    expect((await post('testpartner2', { key: 'text_muted', value: '#555555' })).status).toBe(201)
    // ...and undoing the fix would bring the failing colour back: 400 contrast.
    const res = await undo('testpartner2')
    expect(res.status).toBe(400)
    const body = await errorOf(res)
    expect(body.code).toBe('contrast')
    expect(body.field_errors).toHaveProperty(['text_muted/background'])
    expect((await stored('testpartner2')).text_muted).toBe('#555555')
    expect((await changes('testpartner2'))[0]).toMatchObject({ key: 'text_muted', undone: false })
  })

  it('keeps each partner to its own changes', async () => {
    expect(await changes('zzp')).toEqual([])
    const res = await undo('zzp')
    expect(colorUndoResponseSchema.parse(await res.json()).undone).toBeNull()
    expect((await changes('testpartner2'))[0]).toMatchObject({ key: 'text_muted', undone: false })
  })

  it(`lists the latest ${CHANGES_LISTED} changes, each with all its keys`, async () => {
    for (let i = 0; i < CHANGES_LISTED + 2; i += 1) {
      const shade = (0x10 + i).toString(16).padStart(2, '0')
      const res = await post('bouwzeker', [
        { key: 'heading', value: `#1111${shade}` },
        { key: 'text', value: `#2222${shade}` },
      ])
      expect(res.status).toBe(201)
    }
    const list = await changes('bouwzeker')
    expect(list).toHaveLength(CHANGES_LISTED * 2)
    expect(list[0]).toMatchObject({ change: CHANGES_LISTED + 2, key: 'heading', admin: 'Bob Admin' })
    expect(list[1]).toMatchObject({ change: CHANGES_LISTED + 2, key: 'text' })
    expect(list.at(-1)).toMatchObject({ change: 3, key: 'text' })
  })

  it('ignores a body or a query it does not use', async () => {
    const res = await call('POST', '/color-key-pairs/undo', 'bouwzeker', '{"change": 1')
    expect(res.status).toBe(200)
    expect(colorUndoResponseSchema.parse(await res.json()).undone).toBe(CHANGES_LISTED + 2)
    const listed = await call('GET', '/color-key-pairs/changes?limit=-1&change=x', 'bouwzeker')
    expect(listed.status).toBe(200)
  })

  it('needs an admin token of the host partner: 401 without or with a bad one, 403 for another partner', async () => {
    for (const [method, path] of [
      ['GET', '/color-key-pairs/changes'],
      ['POST', '/color-key-pairs/undo'],
    ] as const) {
      const none = await call(method, path, 'testpartner2', undefined, '')
      expect(none.status).toBe(401)
      expect((await errorOf(none)).code).toBe('not_authenticated')
      const forged = await signAdminToken({ partner: 'testpartner2', name: 'Mallory' }, 'x'.repeat(40))
      expect((await call(method, path, 'testpartner2', undefined, forged)).status).toBe(401)
      const other = await call(method, path, 'testpartner2', undefined, tokens.zzp)
      expect(other.status).toBe(403)
      const body = await errorOf(other)
      expect(body.code).toBe('permission_denied')
      expect(JSON.stringify(body)).not.toContain('text_muted') // nothing of testpartner2's leaks
    }
    // The refused undo changed nothing.
    expect((await changes('testpartner2'))[0]).toMatchObject({ key: 'text_muted', undone: false })
  })

  it('POST and PATCH with a failing theme are refused after the token check: 401 first, 403 for another partner', async () => {
    const none = await call('POST', '/color-key-pairs', 'testpartner', { key: 'text', value: '#ffffff' }, '')
    expect(none.status).toBe(401)
    const other = await call(
      'POST',
      '/color-key-pairs',
      'testpartner',
      { key: 'text', value: '#ffffff' },
      tokens.zzp,
    )
    expect(other.status).toBe(403)
    expect((await errorOf(other)).contrast).toBeUndefined()
  })
})
