/*
 * The colour keys of a partner theme and how they resolve, apart from the colour settings' schemas
 * (colors.ts): the first page applies the theme without zod (issue 26: a small first page).
 */

/** A hex colour: #rgb, #rrggbb or #rrggbbaa. Anything else is rejected by the API and ignored by the client. */
export const HEX_COLOR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/
export const isHexColor = (value: unknown): value is string =>
  typeof value === 'string' && HEX_COLOR.test(value)

/** Where a chain of fallbacks ends when nothing is set. */
export const DEFAULT_COLOR = '#ffffff'

export const COLOR_GROUPS = ['brand', 'text', 'navigation', 'buttons', 'surfaces', 'ticker'] as const
export type ColorGroup = (typeof COLOR_GROUPS)[number]

export interface ColorKeyDefinition {
  key: string
  group: ColorGroup
  /** The key whose value is used when this one is not set; `null` ends at white. */
  fallbackKey: string | null
}

/**
 * The colour keys a partner can set, with their fallback chain (core §3: default white;
 * many keys fall back to another, navigation items to text).
 */
export const COLOR_KEYS = [
  { key: 'primary', group: 'brand', fallbackKey: null },
  { key: 'secondary', group: 'brand', fallbackKey: 'primary' },
  { key: 'accent', group: 'brand', fallbackKey: 'secondary' },
  { key: 'text', group: 'text', fallbackKey: null },
  { key: 'text_muted', group: 'text', fallbackKey: 'text' },
  { key: 'heading', group: 'text', fallbackKey: 'text' },
  { key: 'link', group: 'text', fallbackKey: 'primary' },
  { key: 'navigation_item', group: 'navigation', fallbackKey: 'text' },
  { key: 'navigation_item_active', group: 'navigation', fallbackKey: 'primary' },
  { key: 'header_background', group: 'navigation', fallbackKey: 'background' },
  { key: 'button_primary', group: 'buttons', fallbackKey: 'primary' },
  { key: 'button_primary_text', group: 'buttons', fallbackKey: null },
  { key: 'button_secondary', group: 'buttons', fallbackKey: 'secondary' },
  { key: 'background', group: 'surfaces', fallbackKey: null },
  { key: 'surface', group: 'surfaces', fallbackKey: 'background' },
  { key: 'backdrop', group: 'surfaces', fallbackKey: 'secondary' },
  { key: 'ticker_background', group: 'ticker', fallbackKey: 'primary' },
  { key: 'ticker_text', group: 'ticker', fallbackKey: 'button_primary_text' },
] as const satisfies readonly ColorKeyDefinition[]

export type ColorKey = (typeof COLOR_KEYS)[number]['key']
/**
 * Resolves every known key through its fallback chain. Values that are not hex colours are ignored,
 * so a bad value from anywhere can never reach the page. Cycles end at the default.
 */
export function resolveColors(settings: readonly { key: string; value: string }[]): Record<ColorKey, string> {
  const given = new Map<string, string>()
  for (const s of settings) if (isHexColor(s.value)) given.set(s.key, s.value.toLowerCase())
  const defs = new Map<string, ColorKeyDefinition>(COLOR_KEYS.map((d) => [d.key, d]))
  const resolve = (key: string, seen: Set<string>): string => {
    const own = given.get(key)
    if (own) return own
    const next = defs.get(key)?.fallbackKey
    if (!next || seen.has(next)) return DEFAULT_COLOR
    seen.add(next)
    return resolve(next, seen)
  }
  return Object.fromEntries(COLOR_KEYS.map((d) => [d.key, resolve(d.key, new Set([d.key]))])) as Record<
    ColorKey,
    string
  >
}
