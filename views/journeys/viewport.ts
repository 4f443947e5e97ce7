/**
 * The chart's viewport as numbers (pure, unit-tested): the chart is drawn at `zoom` inside a scrolling
 * box, `PADDING` px from its edges; a chart point (x, y) sits at (x * zoom + PADDING, y * zoom + PADDING)
 * of the box's content, and the box's scroll position says which part of it is in view.
 */

export const PADDING = 16
export const MIN_ZOOM = 0.25
export const MAX_ZOOM = 3
/** Below this the chart's 12 px text is no longer readable: "fit" stops here and the user pans. */
export const READABLE_ZOOM = 0.6
/** The steps of the zoom buttons and keys. */
export const ZOOM_STEPS = [0.25, 0.33, 0.5, 0.6, 0.75, 0.9, 1, 1.25, 1.5, 2, 2.5, 3]

export interface Size {
  width: number
  height: number
}
export interface Rect extends Size {
  x: number
  y: number
}
/** Where the box is scrolled to (px of its content). */
export interface Scroll {
  left: number
  top: number
}
export interface View extends Scroll {
  zoom: number
}

export const clampZoom = (zoom: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom))

/** The next zoom step in or out from `zoom` (stays put at the ends). */
export function stepZoom(zoom: number, direction: 1 | -1): number {
  const next =
    direction > 0 ? ZOOM_STEPS.find((s) => s > zoom + 0.001) : ZOOM_STEPS.findLast((s) => s < zoom - 0.001)
  return next ?? zoom
}

/** The chart point under a point of the box (px from the box's top left corner). */
export const chartPointAt = (scroll: Scroll, zoom: number, x: number, y: number) => ({
  x: (scroll.left + x - PADDING) / zoom,
  y: (scroll.top + y - PADDING) / zoom,
})

/** Zooms to `zoom` keeping the chart point under (x, y) of the box where it is. */
export function zoomAround(view: View, zoom: number, x: number, y: number): View {
  const next = clampZoom(zoom)
  const point = chartPointAt(view, view.zoom, x, y)
  return { zoom: next, left: point.x * next + PADDING - x, top: point.y * next + PADDING - y }
}

/** The scroll that puts the chart point (x, y) in the middle of a box of size `box`. */
export const centreOn = (zoom: number, x: number, y: number, box: Size): Scroll => ({
  left: x * zoom + PADDING - box.width / 2,
  top: y * zoom + PADDING - box.height / 2,
})

/**
 * "Fit": the whole chart in the box when that is readable; otherwise its width (and the user pans
 * down), but never below READABLE_ZOOM (and then the user pans both ways). Never above 1.5.
 */
export function fitZoom(chart: Size, box: Size): number {
  const width = (box.width - 2 * PADDING) / chart.width
  const height = (box.height - 2 * PADDING) / chart.height
  const whole = Math.min(width, height, 1.5)
  if (whole >= READABLE_ZOOM) return whole
  return Math.max(READABLE_ZOOM, Math.min(width, 1.5))
}

/** A region of the chart (chart units) filling the box, centred; its zoom clamped. */
export function zoomToRegion(region: Rect, box: Size): View {
  const zoom = clampZoom(
    Math.min(
      (box.width - 2 * PADDING) / Math.max(region.width, 1),
      (box.height - 2 * PADDING) / Math.max(region.height, 1),
    ),
  )
  return { zoom, ...centreOn(zoom, region.x + region.width / 2, region.y + region.height / 2, box) }
}

/** The rectangle spanned by two points, whichever way it was dragged. */
export const rectBetween = (a: { x: number; y: number }, b: { x: number; y: number }): Rect => ({
  x: Math.min(a.x, b.x),
  y: Math.min(a.y, b.y),
  width: Math.abs(a.x - b.x),
  height: Math.abs(a.y - b.y),
})

/** The minimap: the whole chart scaled into `map` (its scale and drawn size). */
export function minimapScale(chart: Size, map: Size): { scale: number; width: number; height: number } {
  const scale = Math.min(map.width / chart.width, map.height / chart.height)
  return { scale, width: chart.width * scale, height: chart.height * scale }
}

/** The part of the chart in view, as a rectangle of the minimap (clipped to the chart). */
export function minimapViewport(view: View, box: Size, chart: Size, scale: number): Rect {
  const top = chartPointAt(view, view.zoom, 0, 0)
  const bottom = chartPointAt(view, view.zoom, box.width, box.height)
  const x = Math.max(0, top.x)
  const y = Math.max(0, top.y)
  const right = Math.min(chart.width, bottom.x)
  const below = Math.min(chart.height, bottom.y)
  return {
    x: x * scale,
    y: y * scale,
    width: Math.max(0, right - x) * scale,
    height: Math.max(0, below - y) * scale,
  }
}

/** A click (or drag) at (x, y) of the minimap: the scroll that centres the view there. */
export const minimapTo = (x: number, y: number, scale: number, zoom: number, box: Size): Scroll =>
  centreOn(zoom, x / scale, y / scale, box)
