// @vitest-environment node
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { typoAllowance, typoDistance } from '../../api/server/professions/typos'

/** The whole table, no shortcuts: edits from `q` to the nearest beginning of `t` (swaps of neighbours count one). */
function reference(q: string, t: string): number {
  const d = Array.from({ length: q.length + 1 }, (_, i) =>
    Array.from({ length: t.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  )
  for (let i = 1; i <= q.length; i += 1)
    for (let j = 1; j <= t.length; j += 1) {
      d[i]![j] = Math.min(
        d[i - 1]![j]! + 1,
        d[i]![j - 1]! + 1,
        d[i - 1]![j - 1]! + (q[i - 1] === t[j - 1] ? 0 : 1),
      )
      if (i > 1 && j > 1 && q[i - 1] === t[j - 2] && q[i - 2] === t[j - 1])
        d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1)
    }
  return Math.min(...d[q.length]!)
}

describe('typo distance of the profession search', () => {
  it('forgives a letter left out, added, replaced or swapped, also in a name half typed', () => {
    expect(typoDistance('webdevloper', 'webdeveloper', 2)).toBe(1)
    expect(typoDistance('timerman', 'timmerman', 2)).toBe(1)
    expect(typoDistance('loodgeiter', 'loodgieter', 2)).toBe(1)
    expect(typoDistance('loodgiet', 'loodgieter', 2)).toBe(0)
    expect(typoDistance('webdevl', 'webdeveloper', 1)).toBe(1)
    expect(typoDistance('bakkre', 'bakker', 1)).toBe(1)
    expect(typoDistance('qqqxyz', 'timmerman', 2)).toBe(Infinity)
    expect(typoDistance('webdevloper', 'web', 2)).toBe(Infinity)
  })

  it('agrees with the whole table whenever the answer is within the allowance', () => {
    // Few letters, so that typos meet; a few outside a to z, which the quick way out counts as held.
    const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'd', 'z', '1', 'ß'), maxLength: 12 })
    fc.assert(
      fc.property(word, word, fc.integer({ min: 0, max: 3 }), (q, t, max) => {
        const expected = reference(q, t)
        expect(typoDistance(q, t, max)).toBe(expected <= max ? expected : Infinity)
      }),
      { numRuns: 5000 },
    )
  })

  it('allows no typo below four letters, one up to seven, two from eight', () => {
    expect([3, 4, 7, 8, 20].map(typoAllowance)).toEqual([0, 1, 1, 2, 2])
  })
})
