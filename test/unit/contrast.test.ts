// @vitest-environment node
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { COLOR_KEYS, resolveColors } from '../../api/contract/colors'
import { contrastRatio, MIN_CONTRAST } from '../../api/contract/contrast'
import {
  MIN_CONTRAST_LARGE,
  nearestPassing,
  THEME_PAIRS,
  themeContrastFailures,
} from '../../api/contract/theme-gate'
import { SEED_PARTNERS } from '../../api/server/db/seed-data'

const hex = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
  .map((c) => `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`)

/** Largest channel difference: how far a suggestion moved from the colour asked for. */
const distance = (a: string, b: string) => {
  const ch = (h: string, i: number) => Number.parseInt(h.slice(1 + 2 * i, 3 + 2 * i), 16)
  return Math.max(...[0, 1, 2].map((i) => Math.abs(ch(a, i) - ch(b, i))))
}

describe('contrastRatio (WCAG 2)', () => {
  it('gives the known ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5)
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2)
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5) // the lightest grey passing on white
    expect(contrastRatio('#abcdef', '#abcdef')).toBe(1)
  })

  it('reads #rgb as #rrggbb and ignores an alpha channel', () => {
    expect(contrastRatio('#fff', '#000')).toBeCloseTo(21, 5)
    expect(contrastRatio('#777777cc', '#fff')).toBeCloseTo(contrastRatio('#777777', '#ffffff'), 10)
  })
})

describe('nearestPassing', () => {
  it('keeps a colour that passes (lower case)', () => {
    expect(nearestPassing('#000000', '#FFFFFF')).toBe('#000000')
    expect(nearestPassing('#0F766E', '#ffffff')).toBe('#0f766e')
  })

  it('moves #777 on white just far enough: it passes and stays close', () => {
    const suggestion = nearestPassing('#777777', '#ffffff')
    expect(contrastRatio(suggestion, '#ffffff')).toBeGreaterThanOrEqual(MIN_CONTRAST)
    expect(distance(suggestion, '#777777')).toBeLessThanOrEqual(3)
  })

  it('moves toward white on a dark background', () => {
    const suggestion = nearestPassing('#333333', '#111111')
    expect(contrastRatio(suggestion, '#111111')).toBeGreaterThanOrEqual(MIN_CONTRAST)
    expect(Number.parseInt(suggestion.slice(1, 3), 16)).toBeGreaterThan(0x33)
  })

  it('always passes (when black or white can) for any pair and either minimum', () => {
    fc.assert(
      fc.property(hex, hex, fc.constantFrom(MIN_CONTRAST, MIN_CONTRAST_LARGE), (fg, bg, min) => {
        const suggestion = nearestPassing(fg, bg, min)
        expect(suggestion).toMatch(/^#[0-9a-f]{6}$/)
        const best = Math.max(contrastRatio('#000000', bg), contrastRatio('#ffffff', bg))
        if (best >= min) expect(contrastRatio(suggestion, bg)).toBeGreaterThanOrEqual(min)
        // A colour already passing is never changed.
        if (contrastRatio(fg, bg) >= min) expect(suggestion).toBe(fg)
      }),
      { numRuns: 2000 },
    )
  })
})

describe('themeContrastFailures', () => {
  const theme = (colors: Record<string, string>) =>
    resolveColors(Object.entries(colors).map(([key, value]) => ({ key, value })))

  it('passes a plain dark-on-white theme', () => {
    expect(
      themeContrastFailures(theme({ primary: '#0f766e', text: '#1f2933', button_primary_text: '#ffffff' })),
    ).toEqual([])
  })

  it('names a body-text pair below 4.5 with its ratio rounded down and a passing suggestion', () => {
    const failures = themeContrastFailures(
      theme({ primary: '#0f766e', text: '#1f2933', text_muted: '#777777', button_primary_text: '#ffffff' }),
    )
    // The surface falls back to the page background: the muted text fails on both.
    expect(failures).toEqual(
      ['background', 'surface'].map((background) => ({
        foreground: 'text_muted',
        background,
        min: 4.5,
        ratio: 4.47,
        suggestion: '#767676',
      })),
    )
    expect(contrastRatio(failures[0]!.suggestion, '#ffffff')).toBeGreaterThanOrEqual(4.5)
  })

  it('uses 3:1 for headings and controls: a heading at 4 passes, at 2.5 fails', () => {
    const base = { primary: '#0f766e', text: '#1f2933', button_primary_text: '#ffffff' }
    expect(themeContrastFailures(theme({ ...base, heading: '#808080' }))).toEqual([]) // 3.95:1
    const failures = themeContrastFailures(theme({ ...base, heading: '#a0a0a0' })) // 2.6:1
    expect(failures.map((f) => [f.foreground, f.background, f.min])).toEqual([['heading', 'background', 3]])
  })

  it('follows fallbacks: an unset link takes the primary colour', () => {
    const failures = themeContrastFailures(
      theme({ primary: '#ea580c', text: '#111111', button_primary_text: '#000000' }),
    )
    expect(failures.map((f) => `${f.foreground}/${f.background}`)).toContain('link/background')
  })

  it('every pair names colour keys', () => {
    const keys = new Set<string>(COLOR_KEYS.map((k) => k.key))
    for (const pair of THEME_PAIRS) {
      expect(keys.has(pair.foreground) && keys.has(pair.background)).toBe(true)
      expect([MIN_CONTRAST, MIN_CONTRAST_LARGE]).toContain(pair.min)
    }
  })
})

describe('the seeded partners (CI gate, issue 20 item 3)', () => {
  it.each(SEED_PARTNERS.map((p) => [p.slug, p.colors] as const))('%s passes every pair', (_, colors) => {
    const resolved = resolveColors(Object.entries(colors).map(([key, value]) => ({ key, value: value! })))
    expect(themeContrastFailures(resolved)).toEqual([])
  })
})
