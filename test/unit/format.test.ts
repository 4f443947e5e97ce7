// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { formatDate, formatPrice } from '../../i18n/format'

const spaces = (text: string) => text.replace(/\s/g, ' ')

describe('formatPrice', () => {
  it('shows euros with two decimals in Dutch format on the Dutch site', () => {
    expect(spaces(formatPrice(12.5, 'EUR', 'nl'))).toBe('€ 12,50')
    expect(spaces(formatPrice(1234.567, 'EUR', 'nl'))).toBe('€ 1.234,57')
  })

  it('shows other currencies in en-GB format on the Dutch site (core §9)', () => {
    expect(formatPrice(1234.5, 'GBP', 'nl')).toBe('£1,234.50')
    expect(formatPrice(3, 'USD', 'nl')).toBe('US$3.00')
  })

  it("shows amounts as the reader's language writes them, always with two decimals", () => {
    expect(formatPrice(1250000, 'EUR', 'en')).toBe('€1,250,000.00')
    expect(spaces(formatPrice(1250000, 'EUR', 'de'))).toBe('1.250.000,00 €')
    expect(spaces(formatPrice(1250000, 'EUR', 'fr'))).toBe('1 250 000,00 €')
    expect(formatPrice(60.98, 'EUR', 'en-GB')).toBe('€60.98')
  })

  it('takes an unknown language for Dutch', () => {
    expect(spaces(formatPrice(12.5, 'EUR', 'xx'))).toBe('€ 12,50')
  })
})

describe('formatDate', () => {
  it('shows DD-MM-YYYY on the Dutch site', () => {
    expect(formatDate('2021-09-01', 'nl')).toBe('01-09-2021')
    expect(formatDate(new Date(2026, 10, 21), 'nl')).toBe('21-11-2026')
    expect(formatDate('2026-02-03T10:00:00Z', 'nl')).toBe('03-02-2026')
  })

  it("keeps day, month, year in the separators of the reader's language", () => {
    expect(formatDate('2026-11-26', 'en')).toBe('26/11/2026')
    expect(formatDate('2026-11-26', 'fr')).toBe('26/11/2026')
    expect(formatDate('2026-11-26', 'de')).toBe('26.11.2026')
  })

  it('gives an empty string for something that is not a date', () => {
    expect(formatDate('2021-02-30', 'nl')).toBe('')
    expect(formatDate('yesterday', 'en')).toBe('')
  })
})

describe('formatList', () => {
  it('joins in the words of the language', async () => {
    const { formatList } = await import('../../i18n/format')
    expect(formatList(['Auto', 'Woning', 'Overig'], 'nl')).toBe('Auto, Woning en Overig')
    expect(formatList(['Car', 'Home'], 'en')).toBe('Car and Home')
    expect(formatList(['Voiture'], 'fr')).toBe('Voiture')
  })
})

describe('formatDate of a moment', () => {
  it('shows the day it was in Amsterdam, not the UTC date it is written in', () => {
    expect(formatDate('2026-11-25T23:30:00Z', 'nl')).toBe('26-11-2026')
    expect(formatDate('2026-11-25T23:30:00+00:00', 'nl')).toBe('26-11-2026')
    expect(formatDate('2026-07-01T21:59:00.000Z', 'nl')).toBe('01-07-2026')
    expect(formatDate('2026-07-01T22:00:00.000Z', 'nl')).toBe('02-07-2026')
    expect(formatDate('2026-11-25', 'nl')).toBe('25-11-2026')
  })
})
