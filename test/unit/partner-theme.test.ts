import { describe, expect, it } from 'vitest'
import { SEED_PARTNERS } from '../../api/server/db/seed-data'
import { contrastRatio } from '../../api/contract/contrast'
import { applyPartnerTheme, brandShades, hoverOf, partnerCssVariables } from '../../views/theme/partner-theme'

const partner = (colors: { key: string; value: string }[], font: string | null = null) => ({
  colors: colors.map((c, i) => ({
    id: i + 1,
    group: 'brand',
    title: c.key,
    global: false,
    fallbackKey: null,
    ...c,
  })),
  brand: { logo_primary: null, logo_secondary: null, font_primary: font },
})

describe('partner theme', () => {
  it('turns colours into CSS variables through their fallbacks', () => {
    const vars = partnerCssVariables(
      partner([
        { key: 'primary', value: '#0f766e' },
        { key: 'text', value: '#111827' },
      ]),
    )
    expect(vars['--partner-primary']).toBe('#0f766e')
    expect(vars['--partner-navigation-item']).toBe('#111827')
    expect(vars['--partner-brand-6']).toBe('#0f766e')
    expect(vars['--partner-background']).toBe('#ffffff')
  })

  it('builds ten shades from light to dark around the primary', () => {
    const shades = brandShades('#336699')
    expect(shades).toHaveLength(10)
    expect(shades[6]).toBe('#336699')
    expect(shades.every((s) => /^#[0-9a-f]{6}$/.test(s))).toBe(true)
    expect(brandShades('#fff')[6]).toBe('#ffffff')
  })

  it('accepts a plain font list and refuses anything that could escape the property', () => {
    expect(partnerCssVariables(partner([], 'Georgia, "Times New Roman", serif'))['--partner-font']).toBe(
      'Georgia, "Times New Roman", serif',
    )
    expect(partnerCssVariables(partner([], 'x; } body { display:none'))['--partner-font']).toBeUndefined()
  })

  it('applies the variables one property at a time', () => {
    const root = document.createElement('div')
    applyPartnerTheme(partner([{ key: 'primary', value: '#123456' }]), root)
    expect(root.style.getPropertyValue('--partner-primary')).toBe('#123456')
    expect(root.style.getPropertyValue('--partner-brand-6')).toBe('#123456')
  })

  it("takes over from the server's first-paint colours: their style element goes", () => {
    const style = document.createElement('style')
    style.id = 'partner-theme'
    style.textContent = ':root{--partner-font:Inter}'
    document.head.append(style)
    applyPartnerTheme(partner([{ key: 'primary', value: '#123456' }]), document.documentElement)
    expect(document.getElementById('partner-theme')).toBeNull()
    expect(getComputedStyle(document.documentElement).getPropertyValue('--partner-font')).toBe('')
    document.documentElement.removeAttribute('style')
  })
})

describe('readable partner colours', () => {
  it('keeps a configured pair that reads well', () => {
    const vars = partnerCssVariables(
      partner([
        { key: 'button_primary', value: '#0b2a5b' },
        { key: 'button_primary_text', value: '#ffffff' },
      ]),
    )
    expect(vars['--partner-button-primary-text']).toBe('#ffffff')
  })

  it('picks black or white button text when the partner’s pair is below AA', () => {
    const vars = partnerCssVariables(
      partner([
        { key: 'button_primary', value: '#f28c28' },
        { key: 'button_primary_text', value: '#ffffff' },
      ]),
    )
    expect(vars['--partner-button-primary-text']).toBe('#000000')
  })

  it('reads a filled button at AA at rest and under the pointer, in every seeded partner’s colours', () => {
    for (const seeded of SEED_PARTNERS) {
      const vars = partnerCssVariables(
        partner(Object.entries(seeded.colors).map(([key, value]) => ({ key, value: value as string }))),
      )
      const text = vars['--partner-button-primary-text']!
      const rest = vars['--partner-button-primary']!
      const hover = vars['--partner-button-primary-hover']!
      expect(hover, seeded.slug).not.toBe(rest)
      expect(contrastRatio(text, rest), `${seeded.slug} at rest`).toBeGreaterThanOrEqual(4.5)
      // Under the pointer it reads at least as well as at rest: it moves away from its text.
      expect(contrastRatio(text, hover), `${seeded.slug} hovered`).toBeGreaterThanOrEqual(
        contrastRatio(text, rest),
      )
    }
    // The two cases of issue 17 item 6: white on teal (was 4.06:1), black on orange (was 4.44:1).
    expect(contrastRatio('#ffffff', hoverOf('#0f766e', '#ffffff'))).toBeGreaterThan(5.47)
    expect(contrastRatio('#000000', hoverOf('#ea580c', '#000000'))).toBeGreaterThan(5.9)
  })

  it('darkens links and text that are too light on the background, keeping their hue', () => {
    const vars = partnerCssVariables(
      partner([
        { key: 'primary', value: '#ea580c' },
        { key: 'text', value: '#cccccc' },
        { key: 'background', value: '#fafaf9' },
      ]),
    )
    for (const name of ['--partner-link', '--partner-text', '--partner-text-muted']) {
      expect(contrastRatio(vars[name]!, '#fafaf9'), name).toBeGreaterThanOrEqual(4.5)
    }
    expect(vars['--partner-link']).not.toBe('#000000')
    expect(vars['--partner-primary']).toBe('#ea580c') // the brand colour itself is untouched
  })

  it('computes WCAG ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 0)
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1)
  })
})
