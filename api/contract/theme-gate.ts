/**
 * The contrast gate of a partner theme (issue 20 item 3): the pairs the site paints and the failures of a
 * theme, for the colour editor and the colour routes. Apart from contrast.ts (the helpers the first page's
 * theme needs), so the first page does not carry the gate.
 */
import { contrastRatio, MIN_CONTRAST, rgb, toHex } from './contrast'

/** AA for large text and for controls against what surrounds them (WCAG 1.4.3 large, 1.4.11). */
export const MIN_CONTRAST_LARGE = 3

/**
 * The foreground/background pairs the site really paints with a partner's colour keys, and the minimum
 * each needs (body text 4.5:1; headings, controls and focus rings against what surrounds them 3:1).
 * The editor refuses a theme where any pair falls below, and the colour routes answer 400 naming it.
 * Where each is painted (views/**): text and muted text on the page (layout .shell, Mantine's dimmed) and
 * on cards and the cart panel (products .card, cart .side: `surface`); links and the welcome title on the
 * page; navigation items on the header; filled buttons, the skip link and step icons (button text on the
 * button colour); the filled button against the page and the product cards, and the account menu's focus
 * outline (button colour); Mantine's focus ring, input focus border and the funnel's step bar (`primary`,
 * brand shade 6) against the page; the ticker. `navigation_item_active` is not painted anywhere yet.
 */
export const THEME_PAIRS = [
  { foreground: 'text', background: 'background', min: MIN_CONTRAST },
  { foreground: 'text', background: 'surface', min: MIN_CONTRAST },
  { foreground: 'text_muted', background: 'background', min: MIN_CONTRAST },
  { foreground: 'text_muted', background: 'surface', min: MIN_CONTRAST },
  { foreground: 'link', background: 'background', min: MIN_CONTRAST },
  { foreground: 'heading', background: 'background', min: MIN_CONTRAST_LARGE },
  { foreground: 'navigation_item', background: 'header_background', min: MIN_CONTRAST },
  { foreground: 'button_primary_text', background: 'button_primary', min: MIN_CONTRAST },
  { foreground: 'button_primary', background: 'background', min: MIN_CONTRAST_LARGE },
  { foreground: 'button_primary', background: 'surface', min: MIN_CONTRAST_LARGE },
  { foreground: 'primary', background: 'background', min: MIN_CONTRAST_LARGE },
  { foreground: 'ticker_text', background: 'ticker_background', min: MIN_CONTRAST },
] as const satisfies readonly { foreground: string; background: string; min: number }[]

export interface ContrastFailure {
  foreground: (typeof THEME_PAIRS)[number]['foreground']
  background: (typeof THEME_PAIRS)[number]['background']
  /** The pair's ratio, rounded down to 2 decimals (4.49 never shows as 4.5). */
  ratio: number
  min: number
  /** The nearest foreground colour (same hue, toward black or white) that passes on this background. */
  suggestion: string
}

/** The nearest colour to `foreground` (same hue, moved toward black or white) with at least `min` on `background`. */
export function nearestPassing(foreground: string, background: string, min: number = MIN_CONTRAST): string {
  if (contrastRatio(foreground, background) >= min) return foreground.toLowerCase()
  const from = rgb(foreground)
  const towards = (target: number) => {
    for (let step = 1; step <= 100; step += 1) {
      const w = step / 100
      const mixed = toHex(from.map((c) => c + (target - c) * w) as [number, number, number])
      if (contrastRatio(mixed, background) >= min) return { mixed, step }
    }
    return null
  }
  const options = [towards(0), towards(255)].filter((o) => o !== null)
  options.sort((a, b) => a.step - b.step)
  return options[0]?.mixed ?? (contrastRatio('#000000', background) >= min ? '#000000' : '#ffffff')
}

/**
 * Every pair of THEME_PAIRS below its minimum in `colors` (all keys resolved through their fallbacks:
 * `resolveColors`). Empty when the theme passes.
 */
export function themeContrastFailures(colors: Readonly<Record<string, string>>): ContrastFailure[] {
  return THEME_PAIRS.flatMap((pair) => {
    const fg = colors[pair.foreground]
    const bg = colors[pair.background]
    if (!fg || !bg) return []
    const ratio = contrastRatio(fg, bg)
    if (ratio >= pair.min) return []
    return [{ ...pair, ratio: Math.floor(ratio * 100) / 100, suggestion: nearestPassing(fg, bg, pair.min) }]
  })
}
