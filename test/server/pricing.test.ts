// @vitest-environment node
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { AOV_PRESETS } from '../../api/contract/aov'
import { moneySchema } from '../../api/contract/products'
import { quoteOn } from '../../api/server/aov/income-pricing'
import { addDays, amsterdamDate, listItems } from '../../api/server/cart/list-items'
import { PRODUCTS } from '../../api/server/db/products-data'
import {
  AOV_RISK_FACTORS,
  formatMoney,
  grossCents,
  multiplyCents,
  netCents,
  productCents,
  STANDARD_RISK_FACTORS,
} from '../../api/server/products/pricing'

const product = (slug: string) => {
  const p = PRODUCTS.find((x) => x.slug === slug)
  if (!p) throw new Error(slug)
  return p
}

describe('pricing', () => {
  it('formats cents as the contract money string', () => {
    expect(formatMoney(0)).toBe('0.00')
    expect(formatMoney(5)).toBe('0.05')
    expect(formatMoney(1234)).toBe('12.34')
    expect(formatMoney(125_000_000)).toBe('1250000.00')
    expect(() => formatMoney(-1)).toThrow(RangeError)
    expect(() => formatMoney(1.5)).toThrow(RangeError)
    fc.assert(fc.property(fc.nat(10 ** 12), (c) => moneySchema.safeParse(formatMoney(c)).success))
  })

  it('rounds half up to whole cents, without float drift', () => {
    expect(multiplyCents(4500, 1.4)).toBe(6300) // 4500 * 1.4 is 6299.999... in floats
    expect(multiplyCents(8313, 1)).toBe(8313)
    expect(multiplyCents(11875, 0.7)).toBe(8313) // 8312.5
    expect(multiplyCents(19950, 1.4)).toBe(27930)
    expect(grossCents(450)).toBe(545) // 544.5
    expect(grossCents(950)).toBe(1150) // 1149.5
    expect(grossCents(750)).toBe(908) // 907.5
    expect(grossCents(9500)).toBe(11495)
    expect(grossCents(11875)).toBe(14369) // 14368.75
    expect(grossCents(19950)).toBe(24140) // 24139.5
    expect(grossCents(0)).toBe(0)
  })

  it('adds 21% tax: gross is net × 1.21 rounded half up, for any amount', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), (net) => {
        const gross = grossCents(net)
        // gross - 0.5 <= net * 1.21 < gross + 0.5, in exact integer arithmetic (× 100)
        expect(gross * 100 - 50).toBeLessThanOrEqual(net * 121)
        expect(net * 121).toBeLessThan(gross * 100 + 50)
      }),
    )
  })

  it('prices a risk class with the product factors; no factors is one price', () => {
    expect(STANDARD_RISK_FACTORS.map((_, i) => netCents(1800, STANDARD_RISK_FACTORS, (i + 1) as 1))).toEqual([
      1800, 2520, 3600, 5040,
    ])
    expect([1, 2, 3, 4].map((rc) => netCents(9500, AOV_RISK_FACTORS, rc as 1))).toEqual([
      9500, 11875, 15200, 19950,
    ])
    expect(netCents(450, null, 4)).toBe(450)
    expect(productCents(product('car'), 2)).toEqual({ net: null, gross: null })
    expect(productCents(product('professional_liability'), 2)).toEqual({ net: 2880, gross: 3485 })
    expect(productCents(product('aov_acture'), 3)).toEqual({ net: 9000, gross: 10890 })
  })

  it('prices the aov presets with the premium model, as the premium page does (docs/pricing.md)', () => {
    const basis = { riskClass: 1, age: 35, ageKnown: true, medicalLoading: false } as const
    const gross = (preset: keyof typeof AOV_PRESETS) => formatMoney(quoteOn(AOV_PRESETS[preset], basis).gross)
    // The worked example: the medium preset at 35 in class 1 is 118.56 a month.
    expect(gross('medium')).toBe('118.56')
    expect([gross('short'), gross('large')]).toEqual(['43.56', '219.54'])
    expect(formatMoney(quoteOn(AOV_PRESETS.medium, { ...basis, medicalLoading: true }).gross)).toBe('148.19')
  })
})

describe('the seeded products', () => {
  it('are the ten product types, each with names, descriptions and 2–3 FAQ entries in four languages', () => {
    expect(PRODUCTS.map((p) => p.slug).sort()).toEqual(
      [
        'aov',
        'aov_acture',
        'allianz_building',
        'allianz_content',
        'allianz_liability',
        'business_liability',
        'car',
        'death_risk',
        'device',
        'professional_liability',
      ].sort(),
    )
    for (const p of PRODUCTS) {
      expect(p.type).toBe(p.slug)
      expect(p.faq.length).toBeGreaterThanOrEqual(2)
      expect(p.faq.length).toBeLessThanOrEqual(3)
      const texts = [p.names, p.descriptions, ...p.faq.flatMap((f) => [f.question, f.answer])]
      for (const text of texts) {
        expect(Object.keys(text).sort()).toEqual(['de', 'en', 'fr', 'nl'])
        for (const value of Object.values(text)) expect(value.trim().length).toBeGreaterThan(3)
        // Translated, not copied: the English differs from the Dutch (names aside, which may coincide).
        if (text !== p.names) expect(text.en).not.toBe(text.nl)
      }
    }
  })
})

describe('cart list items', () => {
  it('judge days in Amsterdam', () => {
    expect(amsterdamDate(new Date('2026-03-28T23:30:00Z'))).toBe('2026-03-29') // CET +1
    expect(amsterdamDate(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01') // CEST +2
    expect(amsterdamDate(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02')
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
  })

  it('has 1–6 lines for every product type, translated', () => {
    const at = { startDate: '2026-05-11' }
    for (const p of PRODUCTS) {
      // Income protection lists its cover (the medium preset until the customer chooses).
      const facts = p.type === 'aov' ? { ...at, cover: AOV_PRESETS.medium } : at
      const nl = listItems(p.type, facts, 'nl')
      expect(nl.length).toBeGreaterThanOrEqual(1)
      expect(nl.length).toBeLessThanOrEqual(6)
      for (const locale of ['en', 'fr', 'de'] as const) {
        const other = listItems(p.type, facts, locale)
        expect(other.map((l) => [l.type, l.type === 'text' ? '' : l.value])).toEqual(
          nl.map((l) => [l.type, l.type === 'text' ? '' : l.value]),
        )
        expect(other.map((l) => l.label)).not.toEqual(nl.map((l) => l.label))
      }
      for (const line of nl) {
        if (line.type === 'money') expect(moneySchema.safeParse(line.value).success).toBe(true)
        if (line.type === 'date') expect(line.value).toBe('2026-05-11')
      }
    }
    expect(listItems('business_liability', at, 'nl')).toEqual([
      { label: 'Verzekerd bedrag', value: '1250000.00', type: 'money' },
      { label: 'Eigen risico', value: '250.00', type: 'money' },
      { label: 'Ingangsdatum', value: '2026-05-11', type: 'date' },
    ])
    // No plate line the customer cannot fill in until the car journey asks for it (issue 19).
    expect(listItems('car', at, 'en')).toEqual([{ label: 'Start date', value: '2026-05-11', type: 'date' }])
  })

  it('lists income protection’s cover as chosen, in the premium page’s words', () => {
    const cover = { ...AOV_PRESETS.large, covered_income: '52000', burnout: false }
    expect(listItems('aov', { startDate: '2026-05-11', cover }, 'nl')).toEqual([
      { label: 'Verzekerd jaarinkomen', value: '52000.00', type: 'money' },
      { label: 'Uitkeringsduur', value: 'Tot je 67e', type: 'text' },
      { label: 'Eigen risico', value: '14 dagen', type: 'text' },
      { label: 'Indexatie', value: 'Ja', type: 'text' },
      { label: 'Psychische klachten meeverzekerd', value: 'Nee', type: 'text' },
      { label: 'Ingangsdatum', value: '2026-05-11', type: 'date' },
    ])
    expect(
      listItems('aov_acture', { startDate: '2026-05-11', cover: AOV_PRESETS.short }, 'de').map(
        (l) => l.value,
      ),
    ).toEqual(['30000.00', '2 Jahre', '90 Tage', 'Nein', 'Nein', '2026-05-11'])
  })
})
