/** WCAG 2 contrast helpers, so no partner palette can make text unreadable. */

const channel = (c: number) => {
  const s = c / 255
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
}

export const rgb = (hex: string): [number, number, number] => {
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

export const toHex = (c: [number, number, number]) =>
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
