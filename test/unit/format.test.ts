// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { formatDate, formatPrice } from '../../i18n/format'

describe('formatPrice', () => {
  it('shows euros with two decimals in Dutch format', () => {
    expect(formatPrice(12.5).replace(/\s/g, ' ')).toBe('€ 12,50')
    expect(formatPrice(1234.567).replace(/\s/g, ' ')).toBe('€ 1.234,57')
  })

  it('shows other currencies in en-GB format', () => {
    expect(formatPrice(1234.5, 'GBP')).toBe('£1,234.50')
    expect(formatPrice(3, 'USD')).toBe('US$3.00')
  })
})

describe('formatDate', () => {
  it('shows DD-MM-YYYY', () => {
    expect(formatDate('2021-09-01')).toBe('01-09-2021')
    expect(formatDate(new Date(2026, 10, 21))).toBe('21-11-2026')
    expect(formatDate('2026-02-03T10:00:00Z')).toBe('03-02-2026')
  })

  it('gives an empty string for something that is not a date', () => {
    expect(formatDate('2021-02-30')).toBe('')
    expect(formatDate('yesterday')).toBe('')
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
