import { COLOR_KEYS, resolveColors, type ColorKey } from '../../api/contract/color-keys'
import type { Partner } from '../../api/contract/partner'
import { PARTNER_THEME_ELEMENT_ID } from '../../api/contract/rendered-page'
import { luminance, readable, textOn } from '../../api/contract/contrast'

/** Mixes a hex colour with white (weight < 0) or black (weight > 0): weight in [-1, 1]. */
export function shade(hex: string, weight: number): string {
  const full = hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex.slice(0, 7)
  const n = Number.parseInt(full.slice(1), 16)
  const target = weight < 0 ? 255 : 0
  const w = Math.abs(weight)
  const mix = (c: number) => Math.round(c + (target - c) * w)
  const rgb = [mix((n >> 16) & 255), mix((n >> 8) & 255), mix(n & 255)]
  return `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`
}

/** Ten shades around the primary colour, index 6 being the colour itself (Mantine's primaryShade). */
export function brandShades(primary: string): string[] {
  const weights = [-0.9, -0.78, -0.62, -0.46, -0.3, -0.15, 0, 0.15, 0.3, 0.45]
  return weights.map((w) => shade(primary, w))
}

/**
 * Text colours made readable (WCAG AA) on the surfaces they sit on, whatever the partner configured:
 * text and links on the background, navigation on the header, button and ticker text on their fills.
 */
function readableColors(colors: Record<ColorKey, string>): Record<ColorKey, string> {
  const on = (key: ColorKey, background: ColorKey) => readable(colors[key], colors[background])
  return {
    ...colors,
    text: on('text', 'background'),
    text_muted: on('text_muted', 'background'),
    heading: on('heading', 'background'),
    link: on('link', 'background'),
    navigation_item: on('navigation_item', 'header_background'),
    navigation_item_active: on('navigation_item_active', 'header_background'),
    button_primary_text: textOn(colors.button_primary, colors.button_primary_text),
    ticker_text: textOn(colors.ticker_background, colors.ticker_text),
  }
}

/**
 * A filled button under the pointer: 15% further from its text colour (darker under light text, lighter
 * under dark text), so it reads at least as well as at rest. Mixing toward the text made a white-on-teal
 * button 4.06:1 ("faded", issue 17 item 6); always darkening made black-on-orange 4.44:1.
 */
export const hoverOf = (background: string, text: string) =>
  shade(background, luminance(text) > luminance(background) ? 0.15 : -0.15)

/** The CSS variables a partner's colours and font resolve to. Pure, for tests. */
export function partnerCssVariables(partner: Pick<Partner, 'colors' | 'brand'>): Record<string, string> {
  const colors = readableColors(resolveColors(partner.colors))
  const vars: Record<string, string> = {}
  for (const { key } of COLOR_KEYS) vars[`--partner-${key.replaceAll('_', '-')}`] = colors[key as ColorKey]
  vars['--partner-button-primary-hover'] = hoverOf(colors.button_primary, colors.button_primary_text)
  brandShades(colors.primary).forEach((value, i) => {
    vars[`--partner-brand-${i}`] = value
  })
  const font = partner.brand.font_primary
  if (font && /^[\w\s,"'-]+$/.test(font)) vars['--partner-font'] = font
  return vars
}

/** Applies a partner's variables to the document, one property at a time (never CSS text). */
export function applyPartnerTheme(
  partner: Pick<Partner, 'colors' | 'brand'>,
  root = document.documentElement,
) {
  const vars = partnerCssVariables(partner)
  for (const [name, value] of Object.entries(vars)) root.style.setProperty(name, value)
  if (!vars['--partner-font']) root.style.removeProperty('--partner-font')
  // The server's first paint carried the same variables in a style element (api/server/http/page-render.ts):
  // from here on the page's own are the only ones, so a property left out now cannot fall back to a stale one.
  root.ownerDocument.getElementById(PARTNER_THEME_ELEMENT_ID)?.remove()
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', vars['--partner-primary'] ?? '')
}
