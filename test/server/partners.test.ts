// @vitest-environment node
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorBodySchema } from '../../api/contract/errors'
import { healthSchema, partnersResponseSchema, type Partner } from '../../api/contract/partner'
import { featureFlags, partnerColors, partners } from '../../api/server/db/schema'
import { seed } from '../../api/server/db/seed'
import { createTestApp, type TestApp } from './helpers'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
}, 60_000)
afterAll(async () => t?.close())

const partnerOf = async (app: TestApp['app'], host: string): Promise<Partner> => {
  const res = await app.request(`http://${host}/partners`)
  expect(res.status).toBe(200)
  const body = partnersResponseSchema.parse(await res.json())
  expect(body.result[0]?.slug).toBe(host.split('.')[0])
  return body.result[0]!
}
const color = (p: Partner, key: string) => p.colors.find((c) => c.key === key)?.value

describe('seed', () => {
  it('can run again without duplicating anything', async () => {
    const { db } = t.database
    const count = async () => [
      await db.$count(partners),
      await db.$count(partnerColors),
      await db.$count(featureFlags),
    ]
    const before = await count()
    await seed(t.database.db)
    expect(await count()).toEqual(before)
    expect(before[0]).toBe(5)
    expect(before[2]).toBe(7)
  })
})

describe('GET /healthz', () => {
  it('answers ok with the kind of database', async () => {
    const res = await t.app.request('http://localhost/healthz')
    expect(res.status).toBe(200)
    expect(healthSchema.parse(await res.json()).database).toBe(t.database.kind)
  })
})

describe('GET /partners', () => {
  it('answers the host partner first, with its own name, languages, colours and flags', async () => {
    const zzp = await partnerOf(t.app, 'zzp.localhost')
    const bank = await partnerOf(t.app, 'kroonbank.localhost')
    expect(zzp.name).toBe('ZZP Schild')
    expect(bank.name).toBe('Kroonbank')
    expect(zzp.languages).toEqual(['nl', 'en', 'fr', 'de'])
    expect(bank.languages).toEqual(['nl', 'en'])
    expect(zzp.available_languages).toContainEqual({ code: 'fr', name: 'Français', abbreviation: 'FR' })
    expect(color(zzp, 'primary')).not.toBe(color(bank, 'primary'))
    expect(zzp.colors.find((c) => c.key === 'secondary')).toMatchObject({
      group: 'brand',
      title: 'Secondary',
      global: false,
      fallbackKey: 'primary',
    })
    expect(zzp.features.promo_ticker).toEqual({ active: true })
    expect(bank.features.promo_ticker).toEqual({ active: false })
    expect(bank.features.prefill_deep_link?.active).toBe(true)
    expect(bank.returnURL).toBe('https://www.kroonbank.example/zakelijk')
    expect(bank.is_direct).toBe(false)
    expect(zzp.enable_visual_effects).toBe(true)
    expect(bank.enable_visual_effects).toBe(false)
    expect(zzp.translations.nl?.['welcome.title']).toBe('Welkom bij ZZP Schild')
    expect(zzp.brand.logo_primary).toBe('/logos/zzp.svg')
  })

  it('evaluates include, exclude and * per partner', async () => {
    const test1 = await partnerOf(t.app, 'testpartner.localhost')
    const test2 = await partnerOf(t.app, 'testpartner2.localhost')
    expect(test1.languages).toEqual(['nl'])
    expect(test1.hide_profession_page).toBe(true)
    expect(test2.hide_professions_on_welcome_screen).toBe(true)
    for (const p of [test1, test2]) {
      expect(p.features.hide_invoices?.active).toBe(true)
      expect(p.features.disable_logo_click?.active).toBe(true)
    }
    expect(test1.features.ai_support).toEqual({ active: false })
    expect(test2.features.ai_support).toEqual({ active: true, extra: { support_times: 'office-hours' } })
  })

  it('uses the flag rules of APP_ENV (ai_support is on for one partner in production)', async () => {
    const prod = await t.withConfig({ APP_ENV: 'production' })
    expect((await partnerOf(prod.app, 'zzp.localhost')).features.ai_support).toEqual({ active: false })
    expect((await partnerOf(prod.app, 'bouwzeker.localhost')).features.ai_support).toEqual({
      active: true,
      extra: { support_times: 'office-hours' },
    })
    expect((await partnerOf(t.app, 'zzp.localhost')).features.ai_support?.active).toBe(true)
  })

  it('answers 404 unknown_partner for an unknown or missing partner label', async () => {
    for (const host of ['nobody.localhost', 'localhost', '127.0.0.1']) {
      const res = await t.app.request(`http://${host}/partners`)
      expect(res.status).toBe(404)
      const body = errorBodySchema.parse(await res.json())
      expect(body).toMatchObject({ code: 'unknown_partner', field_errors: {}, non_field_errors: [] })
    }
  })

  it('falls back to the Host header', async () => {
    const res = await t.app.request('/partners', { headers: { Host: 'bouwzeker.localhost:3000' } })
    expect(res.status).toBe(200)
    const partner = partnersResponseSchema.parse(await res.json()).result[0]
    expect(partner?.brand.font_primary).toBe('Georgia, serif')
  })

  it('keeps the answer cached until the partner changes, also when another instance changes it', async () => {
    const first = await t.deps.partners.get('bouwzeker')
    expect(await t.deps.partners.get('bouwzeker')).toBe(first)
    // A change that does not pass through this app: only NOTIFY partner_updated can tell it.
    await t.database.db.execute(sql`update partners set name = 'BouwZeker BV' where slug = 'bouwzeker'`)
    await expect.poll(async () => (await partnerOf(t.app, 'bouwzeker.localhost')).name).toBe('BouwZeker BV')
  })
})
