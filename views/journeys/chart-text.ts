import { eventLabel, type ChartState, type ChartTransition } from '../../machines/graph/structure'

/** The chart's text: 12 px titles and labels, 11 px detail lines, in the system font. */
export interface ChartFont {
  size: number
  weight: 400 | 600
}
export type MeasureText = (text: string, font: ChartFont) => number

export const FONT_FAMILY = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif'
export const TITLE_FONT: ChartFont = { size: 12, weight: 600 }
export const LABEL_FONT: ChartFont = { size: 12, weight: 400 }
export const DETAIL_FONT: ChartFont = { size: 11, weight: 400 }
export const cssFont = (font: ChartFont) => `${font.weight} ${font.size}px ${FONT_FAMILY}`

/** A line of a state's header before it is placed: its text and what it shows. */
export interface HeaderLine {
  text: string
  /** `says`: what the state means to the customer, in the reader's words (its script). */
  kind: 'title' | 'says' | 'route' | 'step' | 'tags' | 'invoke'
}

export const PAD_X = 10
export const PAD_Y = 6
const TITLE_LINE = 16
const DETAIL_LINE = 14
const LABEL_LINE = 15
const LABEL_PAD_X = 6
const LABEL_PAD_Y = 3

/** Rough glyph widths of a sans-serif at 1 px (jsdom and node have no canvas). */
export const approxMeasure: MeasureText = (text, font) => {
  let em = 0
  for (const ch of text) {
    if ("ilj.,:;!|'`()[]".includes(ch)) em += 0.3
    else if ('mwMW@'.includes(ch)) em += 0.85
    else if (ch >= 'A' && ch <= 'Z') em += 0.68
    else em += 0.56
  }
  return Math.ceil(em * font.size * (font.weight === 600 ? 1.1 : 1))
}

let canvas: OffscreenCanvasRenderingContext2D | null | undefined
/** The browser's own text metrics; undefined where there is no OffscreenCanvas (node, jsdom). */
export function canvasMeasure(): MeasureText | undefined {
  if (canvas === undefined)
    canvas = typeof OffscreenCanvas === 'undefined' ? null : new OffscreenCanvas(1, 1).getContext('2d')
  const ctx = canvas
  if (!ctx) return undefined
  return (text, font) => {
    ctx.font = cssFont(font)
    return Math.ceil(ctx.measureText(text).width)
  }
}

export const transitionText = (t: ChartTransition): string[] =>
  t.guard ? [eventLabel(t.event), `[${t.guard}]`] : [eventLabel(t.event)]

export function labelSize(lines: string[], measure: MeasureText) {
  const width = Math.max(...lines.map((line) => measure(line, LABEL_FONT)))
  return { width: width + 2 * LABEL_PAD_X, height: lines.length * LABEL_LINE + 2 * LABEL_PAD_Y }
}

/** A state's header lines: key, route, step, tags and invoked actors. */
export function headerOf(state: ChartState): HeaderLine[] {
  const lines: HeaderLine[] = [{ text: state.key, kind: 'title' }]
  if (state.route) lines.push({ text: state.route, kind: 'route' })
  if (state.step) lines.push({ text: `step: ${state.step}`, kind: 'step' })
  if (state.tags.length) lines.push({ text: state.tags.map((tag) => `#${tag}`).join(' '), kind: 'tags' })
  for (const inv of state.invokes) lines.push({ text: `invoke: ${inv.src}`, kind: 'invoke' })
  return lines
}

export const lineHeight = (kind: HeaderLine['kind']) => (kind === 'title' ? TITLE_LINE : DETAIL_LINE)
export const fontOf = (kind: HeaderLine['kind']) => (kind === 'title' ? TITLE_FONT : DETAIL_FONT)

export const LABEL_METRICS = { line: LABEL_LINE, padX: LABEL_PAD_X, padY: LABEL_PAD_Y }

/** The words the chart is drawn with: a transition's label lines and a state's header lines. */
export interface ChartWords {
  transition: (t: ChartTransition) => string[]
  header: (state: ChartState) => HeaderLine[]
}
/** The machine's own ids (tests, and before the reader's words are known). */
export const DEVELOPER_WORDS: ChartWords = { transition: transitionText, header: headerOf }
