// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  chartPointAt,
  fitZoom,
  minimapScale,
  minimapTo,
  minimapViewport,
  PADDING,
  READABLE_ZOOM,
  rectBetween,
  stepZoom,
  zoomAround,
  zoomToRegion,
} from '../../views/journeys/viewport'
import { chosenValue, inputFor, startFields } from '../../views/journeys/start-options'
import { daysBefore, isPeriod, todayInAmsterdam } from '../../views/journeys/period'
import { guardInWords } from '../../views/journeys/labels'

describe('the chart viewport', () => {
  it('zooms around a point: the chart point under the pointer stays under it', () => {
    const view = { zoom: 1, left: 200, top: 100 }
    const before = chartPointAt(view, view.zoom, 300, 150)
    const next = zoomAround(view, 2, 300, 150)
    expect(next.zoom).toBe(2)
    const after = chartPointAt(next, next.zoom, 300, 150)
    expect(after.x).toBeCloseTo(before.x)
    expect(after.y).toBeCloseTo(before.y)
  })

  it('keeps the zoom between 25% and 300%', () => {
    expect(zoomAround({ zoom: 1, left: 0, top: 0 }, 10, 0, 0).zoom).toBe(3)
    expect(zoomAround({ zoom: 1, left: 0, top: 0 }, 0.01, 0, 0).zoom).toBe(0.25)
    expect(stepZoom(1, 1)).toBe(1.25)
    expect(stepZoom(1, -1)).toBe(0.9)
    expect(stepZoom(3, 1)).toBe(3)
    expect(stepZoom(0.25, -1)).toBe(0.25)
    expect(stepZoom(0.8, 1)).toBe(0.9)
  })

  it('fits a small chart whole, and a large one never below a readable size', () => {
    const box = { width: 800 + 2 * PADDING, height: 600 + 2 * PADDING }
    expect(fitZoom({ width: 400, height: 300 }, box)).toBe(1.5)
    expect(fitZoom({ width: 1000, height: 600 }, box)).toBeCloseTo(0.8)
    // 27% would show it whole: the width is fitted instead (the user pans down).
    expect(fitZoom({ width: 1000, height: 2200 }, box)).toBeCloseTo(0.8)
    // Even its width would be too small: the readable minimum, panned both ways.
    expect(fitZoom({ width: 3000, height: 2200 }, box)).toBe(READABLE_ZOOM)
  })

  it('zooms to a dragged region, centred', () => {
    const box = { width: 400 + 2 * PADDING, height: 400 + 2 * PADDING }
    const region = rectBetween({ x: 300, y: 200 }, { x: 100, y: 100 })
    expect(region).toEqual({ x: 100, y: 100, width: 200, height: 100 })
    const view = zoomToRegion(region, box)
    expect(view.zoom).toBe(2)
    const centre = chartPointAt(view, view.zoom, box.width / 2, box.height / 2)
    expect(centre.x).toBeCloseTo(200)
    expect(centre.y).toBeCloseTo(150)
  })

  it('maps the view onto the minimap and a minimap click back onto the view', () => {
    const chart = { width: 2000, height: 1000 }
    const { scale, width, height } = minimapScale(chart, { width: 200, height: 200 })
    expect(scale).toBe(0.1)
    expect([width, height]).toEqual([200, 100])
    const box = { width: 500, height: 300 }
    const view = { zoom: 1, left: PADDING + 100, top: PADDING + 50 }
    expect(minimapViewport(view, box, chart, scale)).toEqual({ x: 10, y: 5, width: 50, height: 30 })
    // Clipped to the chart at its far end.
    const far = minimapViewport({ zoom: 1, left: PADDING + 1800, top: 0 }, box, chart, scale)
    expect(far.x + far.width).toBeCloseTo(200)
    // A click at (100, 50) of the map centres the chart's (1000, 500).
    const to = minimapTo(100, 50, scale, 2, box)
    const centre = chartPointAt(to, 2, box.width / 2, box.height / 2)
    expect(centre).toEqual({ x: 1000, y: 500 })
  })
})

describe('the start form', () => {
  const inputs = [
    { flow: 'normal', items: [1], mode: 'default' },
    { flow: 'aov', items: [1], mode: 'default', birthDate: '1990-02-28' },
    { flow: 'consumer', items: [1], mode: 'default' },
  ]

  it('offers the fields whose values differ', () => {
    expect(startFields(inputs)).toEqual([
      { name: 'flow', values: ['normal', 'aov', 'consumer'] },
      { name: 'birthDate', values: [undefined, '1990-02-28'] },
    ])
    expect(startFields([{ mode: 'default' }])).toEqual([])
    // Inputs that are not objects: one choice per input.
    expect(startFields([undefined, 'x'])).toEqual([{ name: '', values: [undefined, 'x'] }])
  })

  it('chooses the input a choice leads to, keeping the other fields where it can', () => {
    const payment = [
      { returned: 'succeeded', paymentIntent: 'pi_1' },
      { returned: 'failed', paymentIntent: 'pi_1' },
      {},
    ]
    const fields = startFields(payment)
    const returned = fields.find((f) => f.name === 'returned')!
    expect(chosenValue(returned, payment[1])).toBe(1)
    expect(inputFor(payment, fields, 0, returned, 1)).toBe(1)
    expect(inputFor(payment, fields, 1, returned, 2)).toBe(2)
    const flow = startFields(inputs)[0]!
    expect(inputFor(inputs, startFields(inputs), 0, flow, 2)).toBe(2)
  })
})

describe('the drop-off period and the chart words', () => {
  it('counts days back in calendar days and checks the period', () => {
    expect(daysBefore('2026-03-01', 1)).toBe('2026-02-28')
    expect(daysBefore('2026-11-26', 29)).toBe('2026-10-28')
    expect(todayInAmsterdam(new Date('2026-11-25T23:30:00Z'))).toBe('2026-11-26')
    expect(isPeriod({ from: '2026-11-01', to: '2026-11-26' })).toBe(true)
    expect(isPeriod({ from: '2026-11-27', to: '2026-11-26' })).toBe(false)
    expect(isPeriod({ from: '', to: '2026-11-26' })).toBe(false)
  })

  it('reads a guard name as words', () => {
    expect(guardInWords('hasGroups')).toBe('has groups')
    expect(guardInWords('!isAov2Product')).toBe('!is aov2 product')
  })
})
