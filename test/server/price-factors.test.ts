// @vitest-environment node
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { LOCALES } from '../../api/contract/common'
import { priceFactorSchema } from '../../api/contract/questions'
import { PRODUCTS } from '../../api/server/db/products-data'
import { QUESTIONS } from '../../api/server/db/questions-data'
import { applyPriceFactors, withPriceFactors } from '../../api/server/products/price-factors'
import { productCents } from '../../api/server/products/pricing'
import { answerErrors, EMPTY_ANSWER, mergeAnswer } from '../../api/server/questions/answer-rules'

describe('applyPriceFactors', () => {
  it('multiplies by every factor and rounds once, half up', () => {
    expect(applyPriceFactors(2178, [])).toBe(2178)
    expect(applyPriceFactors(2178, ['1.00'])).toBe(2178)
    expect(applyPriceFactors(2178, ['1.25'])).toBe(2723) // 2722.5
    expect(applyPriceFactors(2178, ['1.25', '1.10'])).toBe(2995) // 2994.75
    expect(applyPriceFactors(2178, ['1.10', '1.25'])).toBe(2995)
    expect(applyPriceFactors(908, ['1.40', '1.10'])).toBe(1398) // 1398.32
    expect(applyPriceFactors(1000, ['0.70'])).toBe(700)
    expect(applyPriceFactors(1, ['0.50'])).toBe(1) // 0.5 rounds up
    expect(applyPriceFactors(1, ['0.49'])).toBe(0)
    expect(applyPriceFactors(0, ['1.60'])).toBe(0)
    expect(applyPriceFactors(12345, ['1.5', '2', '0.125'])).toBe(4629) // 4629.375
  })

  it('has no float drift: 4500 × 1.4 is 6300, not 6299.999…', () => {
    expect(applyPriceFactors(4500, ['1.40'])).toBe(6300)
    expect(applyPriceFactors(115, ['1.15', '1.15', '1.15'])).toBe(175) // 174.900625
  })

  it('equals the exact product rounded half up, whatever the order', () => {
    const factor = fc
      .integer({ min: 1, max: 999 })
      .map((n) => `${Math.floor(n / 100)}.${String(n % 100).padStart(2, '0')}`)
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.array(factor, { maxLength: 6 }), (cents, factors) => {
        const result = applyPriceFactors(cents, factors)
        expect(applyPriceFactors(cents, [...factors].reverse())).toBe(result)
        // result - 1/2 <= cents × Π(f) < result + 1/2, in integers (factors in hundredths)
        const exact = factors.reduce((n, f) => n * BigInt(f.replace('.', '')), BigInt(cents))
        const scale = 100n ** BigInt(factors.length)
        expect(2n * exact >= (2n * BigInt(result) - 1n) * scale).toBe(true)
        expect(2n * exact < (2n * BigInt(result) + 1n) * scale).toBe(true)
      }),
    )
  })

  it('refuses what is not a cent amount or a factor; null prices stay null', () => {
    expect(() => applyPriceFactors(-1, [])).toThrow(RangeError)
    expect(() => applyPriceFactors(1.5, [])).toThrow(RangeError)
    for (const bad of ['', '-1.00', '1,10', 'x', '1e2', ' 1.10']) {
      expect(() => applyPriceFactors(100, [bad])).toThrow(RangeError)
    }
    expect(withPriceFactors(null, ['2.00'])).toBeNull()
    expect(withPriceFactors(100, ['2.00'])).toBe(200)
  })
})

describe('answerErrors', () => {
  const single = { type: 'single' as const, optionIds: new Set([1, 2]) }
  const multi = { type: 'multi' as const, optionIds: new Set([3, 4, 5]) }
  const values = (given: Parameters<typeof mergeAnswer>[1]) => mergeAnswer(EMPTY_ANSWER, given)

  it('accepts a value in the field of the question type and nothing else', () => {
    expect(answerErrors(single, values({ option: 2 }))).toEqual({})
    expect(answerErrors(multi, values({ multi_select_options: [3, 5, 3] }))).toEqual({})
    const none = new Set<number>()
    expect(answerErrors({ type: 'date', optionIds: none }, values({ date_value: '2000-01-31' }))).toEqual({})
    expect(answerErrors({ type: 'money', optionIds: none }, values({ money_value: '45000' }))).toEqual({})
    expect(answerErrors({ type: 'number', optionIds: none }, values({ float_value: 0 }))).toEqual({})
    expect(answerErrors({ type: 'text', optionIds: none }, values({ text_value: 'x' }))).toEqual({})
    // null and [] in the other fields are fine
    expect(
      answerErrors(single, values({ option: 1, text_value: null, files: [], multi_select_options: [] })),
    ).toEqual({})
  })

  it('names the missing field, options of another question and fields the type does not take', () => {
    expect(answerErrors(single, values({}))).toEqual({ option: ['required'] })
    expect(answerErrors(single, values({ option: 3 }))).toEqual({ option: ['invalidChoice'] })
    expect(answerErrors(multi, values({ multi_select_options: [] }))).toEqual({
      multi_select_options: ['required'],
    })
    expect(answerErrors(multi, values({ multi_select_options: [3, 1] }))).toEqual({
      multi_select_options: ['invalidChoice'],
    })
    expect(answerErrors(single, values({ option: 1, text_value: 'x', float_value: 1 }))).toEqual({
      text_value: ['notAllowed'],
      float_value: ['notAllowed'],
    })
    expect(answerErrors(multi, values({ option: 3, multi_select_options: [3] }))).toEqual({
      option: ['notAllowed'],
    })
    expect(answerErrors(single, values({ option: 1, files: [7] }))).toEqual({ files: ['notFound'] })
    expect(answerErrors(single, values({ option: 1, files: [7] }), new Set([7]))).toEqual({})
  })

  it('merges a change over the stored answer, keeping what is not given', () => {
    const stored = values({ option: 1, files: [] })
    expect(mergeAnswer(stored, {})).toEqual(stored)
    expect(mergeAnswer(stored, { option: 2 })).toEqual({ ...stored, option: 2 })
    expect(mergeAnswer(stored, { option: null }).option).toBeNull()
    expect(mergeAnswer(stored, { multi_select_options: [4, 4, 3] }).multi_select_options).toEqual([4, 3])
  })
})

describe('the seeded questions', () => {
  it('give every product 3 to 6 questions with a price question and a price-raising normal one', () => {
    for (const product of PRODUCTS) {
      const list = QUESTIONS[product.type]
      expect(list.length, product.slug).toBeGreaterThanOrEqual(3)
      expect(list.length, product.slug).toBeLessThanOrEqual(6)
      expect(new Set(list.map((q) => q.key)).size, product.slug).toBe(list.length)
      const price = list.filter((q) => q.group === 'price')
      expect(
        price.some((q) => q.options.some((o) => o.price_factor !== '1.00')),
        product.slug,
      ).toBe(true)
      const raising = list.filter(
        (q) => q.group === 'normal' && q.options.some((o) => o.consequence === 'price_increase'),
      )
      expect(raising.length, product.slug).toBeGreaterThan(0)
    }
    expect(
      PRODUCTS.filter((p) => QUESTIONS[p.type].some((q) => q.group === 'extra_coverage')).length,
    ).toBeGreaterThan(2)
  })

  it('drop liability customers with a claim (hard) or a refused policy (soft)', () => {
    for (const type of ['business_liability', 'professional_liability', 'allianz_liability'] as const) {
      const claims = QUESTIONS[type].find((q) => q.key === 'claims_last_5_years')
      expect(claims?.options.find((o) => o.key === 'yes')?.consequence).toBe('hard_drop_out')
      expect(claims?.options.find((o) => o.key === 'no')?.consequence).toBe('none')
      const refused = QUESTIONS[type].find((q) => q.key === 'insurer_refused')
      expect(refused?.options.find((o) => o.key === 'yes')?.consequence).toBe('drop_out')
    }
  })

  it('have texts in every language, options only where the type takes them, valid factors', () => {
    for (const [product, list] of Object.entries(QUESTIONS)) {
      for (const q of list) {
        for (const locale of LOCALES) {
          expect(q.text[locale].trim(), `${product}/${q.key}`).not.toBe('')
          if (q.help) expect(q.help[locale].trim()).not.toBe('')
          for (const o of q.options) expect(o.text[locale].trim()).not.toBe('')
        }
        const takesOptions = q.type === 'single' || q.type === 'multi'
        expect(q.options.length > 0, `${product}/${q.key}`).toBe(takesOptions)
        expect(new Set(q.options.map((o) => o.key)).size).toBe(q.options.length)
        for (const o of q.options) {
          expect(priceFactorSchema.safeParse(o.price_factor).success).toBe(true)
          expect(Number(o.price_factor)).toBeGreaterThan(0)
          expect(Number(o.price_factor)).toBeLessThan(10) // numeric(4, 2)
        }
      }
    }
  })

  it('keep the highest possible price of every product far inside a 32-bit cent amount', () => {
    for (const product of PRODUCTS) {
      const gross = Math.max(...([1, 2, 3, 4] as const).map((c) => productCents(product, c).gross ?? 0))
      const factors = QUESTIONS[product.type].flatMap((q) => {
        const fs = q.options.map((o) => o.price_factor)
        if (q.type === 'multi') return fs.filter((f) => Number(f) > 1)
        return fs.length === 0 ? [] : [fs.reduce((a, b) => (Number(a) >= Number(b) ? a : b))]
      })
      expect(applyPriceFactors(gross, factors), product.slug).toBeLessThan(2 ** 31 / 100)
    }
  })
})
