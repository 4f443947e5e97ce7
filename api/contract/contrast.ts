/** WCAG 2 contrast helpers, so no partner palette can make text unreadable. */

const channel = (c: number) => {
  const s = c / 255
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
}

const rgb = (hex: string): [number, number, number] => {
  const full = hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex.slice(0, 7)
  const n = Number.parseInt(full.slice(1), 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}

export function luminance(hex: string): number {
  const [r, g, b] = rgb(hex)
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

/** AA for normal text. */
export const MIN_CONTRAST = 4.5

const toHex = (c: [number, number, number]) =>
  `#${c.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`

/**
 * The foreground as given when it reads well on the background; otherwise the same hue moved toward
 * black (on light backgrounds) or white (on dark ones) until it does.
 */
export function readable(foreground: string, background: string): string {
  if (contrastRatio(foreground, background) >= MIN_CONTRAST) return foreground.toLowerCase()
  const target = luminance(background) > 0.18 ? 0 : 255
  const from = rgb(foreground)
  for (let step = 1; step <= 10; step += 1) {
    const w = step / 10
    const mixed = toHex(from.map((c) => c + (target - c) * w) as [number, number, number])
    if (contrastRatio(mixed, background) >= MIN_CONTRAST) return mixed
  }
  return target === 0 ? '#000000' : '#ffffff'
}

/** Text on a filled surface (a button): the partner's choice when it reads, else black or white. */
export function textOn(background: string, preferred: string): string {
  if (contrastRatio(preferred, background) >= MIN_CONTRAST) return preferred.toLowerCase()
  return contrastRatio('#000000', background) >= contrastRatio('#ffffff', background) ? '#000000' : '#ffffff'
}

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
