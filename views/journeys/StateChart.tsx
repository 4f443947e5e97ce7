import { useLingui } from '@lingui/react/macro'
import { ActionIcon, Alert, Box, Center, Group, Loader, Text } from '@mantine/core'
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react'
import type { Chart } from '../../machines/graph/structure'
import { layoutChart, type ChartLayout, type ChartWords } from './chart-layout'
import { ChartSvg, type ChartSvgProps } from './ChartSvg'
import classes from './journeys.module.css'
import { Minimap } from './Minimap'
import {
  centreOn,
  chartPointAt,
  fitZoom,
  PADDING,
  rectBetween,
  stepZoom,
  zoomAround,
  zoomToRegion,
  type Rect,
  type Scroll,
  type Size,
  type View,
} from './viewport'

export interface StateChartProps extends Omit<ChartSvgProps, 'layout' | 'zoom'> {
  chart: Chart
  /** The words the chart is drawn with (labels and headers); laid out again when they change. */
  words: ChartWords
  /** A state to zoom to (a new object each time it is asked). */
  zoomTo?: { id: string } | null
}

const PAN_STEP = 80
const MINIMAP = { width: 180, height: 120 }
const MINIMAP_SMALL = { width: 96, height: 72 }

interface Drag {
  pointer: number
  region: boolean
  start: { x: number; y: number }
  scroll: Scroll
  moved: boolean
}

/**
 * A journey machine as a statechart: ELK lays it out (a loader shows meanwhile). The chart scrolls in a
 * focusable box: zoom with the buttons, ctrl + wheel or a pinch (around the pointer), pan by dragging, by
 * touch or with the arrow keys, zoom to a region (the region tool, or shift + drag), and a minimap.
 * "Fit" never shrinks the chart below a readable size: it fits the width and the user pans.
 */
export function StateChart({ chart, words, zoomTo, ...props }: StateChartProps) {
  const { t } = useLingui()
  const [result, setResult] = useState<{
    chart: Chart
    words: ChartWords
    layout?: ChartLayout
    failed?: true
  } | null>(null)
  const [zoom, setZoom] = useState(1)
  const [scroll, setScroll] = useState<Scroll>({ left: 0, top: 0 })
  const [box, setBox] = useState<Size>({ width: 0, height: 0 })
  const [regionTool, setRegionTool] = useState(false)
  const [minimap, setMinimap] = useState(true)
  const [region, setRegion] = useState<Rect | null>(null)
  const viewport = useRef<HTMLDivElement>(null)
  const pending = useRef<Scroll | null>(null)
  const drag = useRef<Drag | null>(null)
  const pinch = useRef<{ distance: number; zoom: number } | null>(null)
  const zoomRef = useRef(zoom)
  zoomRef.current = zoom
  const keysId = useId()

  useEffect(() => {
    let current = true
    layoutChart(chart, undefined, words).then(
      (layout) => current && setResult({ chart, words, layout }),
      () => current && setResult({ chart, words, failed: true }),
    )
    return () => {
      current = false
    }
  }, [chart, words])
  // While the words change (another language), the chart laid out with the former words stays.
  const layout = result?.chart === chart ? result.layout : undefined

  /** Shows a view: its zoom, then (once drawn at that zoom) its scroll. */
  const show = useCallback((view: View) => {
    const el = viewport.current
    pending.current = { left: view.left, top: view.top }
    if (Math.abs(view.zoom - zoomRef.current) < 1e-6 && el) {
      el.scrollTo({ left: view.left, top: view.top })
      pending.current = null
    } else setZoom(view.zoom)
  }, [])
  useLayoutEffect(() => {
    const el = viewport.current
    if (!el || !pending.current) return
    el.scrollTo(pending.current)
    pending.current = null
  }, [zoom, layout])

  const boxSize = (): Size => ({
    width: viewport.current?.clientWidth ?? 0,
    height: viewport.current?.clientHeight ?? 0,
  })
  const currentView = (): View => ({
    zoom: zoomRef.current,
    left: viewport.current?.scrollLeft ?? 0,
    top: viewport.current?.scrollTop ?? 0,
  })
  const zoomBy = (next: number, at?: { x: number; y: number }) => {
    const size = boxSize()
    const point = at ?? { x: size.width / 2, y: size.height / 2 }
    show(zoomAround(currentView(), next, point.x, point.y))
  }
  const fit = () => {
    if (!layout) return
    const zoom = fitZoom(layout, boxSize())
    show({ zoom, left: 0, top: 0 })
  }

  // The box's size (for the minimap and fit), and its scroll (for the minimap).
  useEffect(() => {
    const el = viewport.current
    if (!el) return
    const measure = () => setBox({ width: el.clientWidth, height: el.clientHeight })
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(el)
    return () => observer.disconnect()
  }, [])

  // A first look: the whole chart when that is readable, else its width (at most 100%).
  const firstFit = useRef<Chart | null>(null)
  useLayoutEffect(() => {
    if (!layout || firstFit.current === chart || !viewport.current) return
    firstFit.current = chart
    show({ zoom: Math.min(1, fitZoom(layout, boxSize())), left: 0, top: 0 })
  }, [layout, chart, show])

  // ctrl/⌘ + wheel (and a touchpad's pinch) zooms around the pointer; two fingers pinch on a touch screen.
  useEffect(() => {
    const el = viewport.current
    if (!el) return
    const local = (x: number, y: number) => {
      const at = el.getBoundingClientRect()
      return { x: x - at.left - el.clientLeft, y: y - at.top - el.clientTop }
    }
    const wheel = (e: WheelEvent) => {
      if (!e.ctrlKey && !e.metaKey) return
      e.preventDefault()
      zoomBy(zoomRef.current * Math.exp(-e.deltaY * 0.002), local(e.clientX, e.clientY))
    }
    const fingers = (e: TouchEvent) => {
      const [a, b] = [e.touches[0]!, e.touches[1]!]
      return {
        distance: Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY),
        centre: local((a.clientX + b.clientX) / 2, (a.clientY + b.clientY) / 2),
      }
    }
    const touchStart = (e: TouchEvent) => {
      if (e.touches.length === 2) pinch.current = { distance: fingers(e).distance, zoom: zoomRef.current }
    }
    const touchMove = (e: TouchEvent) => {
      if (e.touches.length !== 2 || !pinch.current) return
      e.preventDefault()
      const { distance, centre } = fingers(e)
      zoomBy((pinch.current.zoom * distance) / Math.max(pinch.current.distance, 1), centre)
    }
    const touchEnd = (e: TouchEvent) => {
      if (e.touches.length < 2) pinch.current = null
    }
    el.addEventListener('wheel', wheel, { passive: false })
    el.addEventListener('touchstart', touchStart, { passive: true })
    el.addEventListener('touchmove', touchMove, { passive: false })
    el.addEventListener('touchend', touchEnd)
    return () => {
      el.removeEventListener('wheel', wheel)
      el.removeEventListener('touchstart', touchStart)
      el.removeEventListener('touchmove', touchMove)
      el.removeEventListener('touchend', touchEnd)
    }
  })

  // The state the journey moved to comes into view (the chart is larger than its box), once per move.
  const leaf = layout?.nodes.find((n) => props.active.has(n.id) && n.state.children.length === 0)
  useEffect(() => {
    const el = viewport.current
    if (!el || !leaf) return
    const [x, y, w, h] = [
      leaf.x * zoom + PADDING,
      leaf.y * zoom + PADDING,
      leaf.width * zoom,
      leaf.height * zoom,
    ]
    const visible =
      x >= el.scrollLeft &&
      x + w <= el.scrollLeft + el.clientWidth &&
      y >= el.scrollTop &&
      y + h <= el.scrollTop + el.clientHeight
    if (!visible) el.scrollTo(centreOn(zoom, leaf.x + leaf.width / 2, leaf.y + leaf.height / 2, boxSize()))
    // Only when the journey moves, not when the user zooms.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [leaf])

  // A state asked for (its details' "zoom to this state"): it fills the view.
  useEffect(() => {
    const node = zoomTo && layout?.nodes.find((n) => n.id === zoomTo.id)
    if (!node) return
    const margin = 24
    show(
      zoomToRegion(
        {
          x: node.x - margin,
          y: node.y - margin,
          width: node.width + 2 * margin,
          height: node.height + 2 * margin,
        },
        boxSize(),
      ),
    )
    viewport.current?.focus({ preventScroll: true })
  }, [zoomTo, layout, show])

  const local = (e: PointerEvent) => {
    const at = e.currentTarget.getBoundingClientRect()
    const el = e.currentTarget as HTMLElement
    return { x: e.clientX - at.left - el.clientLeft, y: e.clientY - at.top - el.clientTop }
  }
  /** A click that ends a drag is no click on the state under it. */
  const dragged = useRef(false)
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    const regionDrag = regionTool || (e.shiftKey && e.pointerType === 'mouse')
    if (e.button !== 0 || !layout) return
    // A touch pans the box natively (and pinches, above); a mouse drags anywhere on the chart.
    if (!regionDrag && e.pointerType !== 'mouse') return
    if (regionDrag) e.preventDefault()
    dragged.current = false
    drag.current = {
      pointer: e.pointerId,
      region: regionDrag,
      start: local(e),
      scroll: { left: e.currentTarget.scrollLeft, top: e.currentTarget.scrollTop },
      moved: false,
    }
  }
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current
    if (!d || d.pointer !== e.pointerId) return
    const at = local(e)
    if (!d.moved) {
      if (Math.hypot(at.x - d.start.x, at.y - d.start.y) <= 4) return
      d.moved = true
      e.currentTarget.setPointerCapture(e.pointerId)
    }
    if (d.region) setRegion(rectBetween(d.start, at))
    else
      e.currentTarget.scrollTo({
        left: d.scroll.left - (at.x - d.start.x),
        top: d.scroll.top - (at.y - d.start.y),
      })
  }
  const onPointerUp = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current
    if (!d || d.pointer !== e.pointerId) return
    drag.current = null
    dragged.current = d.moved
    setRegion(null)
    if (!d.region || !d.moved) return
    const at = local(e)
    const view = currentView()
    const [a, b] = [
      chartPointAt(view, view.zoom, d.start.x, d.start.y),
      chartPointAt(view, view.zoom, at.x, at.y),
    ]
    const picked = rectBetween(a, b)
    if (picked.width * view.zoom < 12 || picked.height * view.zoom < 12) return
    setRegionTool(false)
    show(zoomToRegion(picked, boxSize()))
  }
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const el = e.currentTarget
    const pan: Record<string, [number, number]> = {
      ArrowLeft: [-PAN_STEP, 0],
      ArrowRight: [PAN_STEP, 0],
      ArrowUp: [0, -PAN_STEP],
      ArrowDown: [0, PAN_STEP],
    }
    const by = pan[e.key]
    if (by) el.scrollBy({ left: by[0], top: by[1] })
    else if (e.key === '+' || e.key === '=') zoomBy(stepZoom(zoomRef.current, 1))
    else if (e.key === '-' || e.key === '_') zoomBy(stepZoom(zoomRef.current, -1))
    else if (e.key === '0') fit()
    else if (e.key === 'Escape' && regionTool) setRegionTool(false)
    else return
    e.preventDefault()
  }

  let body: ReactNode
  if (result?.chart === chart && result.failed)
    body = <Alert color="red">{t`De kaart kon niet worden getekend.`}</Alert>
  else if (!layout)
    body = (
      <Center mih={200}>
        <Loader role="status" aria-label={t`Kaart wordt getekend`} />
      </Center>
    )
  else body = <ChartSvg layout={layout} zoom={zoom} {...props} />

  const small = box.width > 0 && box.width < 480
  const zoomText = layout ? `${Math.round(zoom * 100)}%` : ''
  const button = (label: string, action: () => void, icon: string, pressed?: boolean) => (
    // The browser's own tooltip (title): Mantine's Tooltip would put floating-ui's hover code (7.7 KB)
    // on every first page, since the menus there share its module.
    <ActionIcon
      variant={pressed ? 'filled' : 'default'}
      onClick={action}
      disabled={!layout}
      aria-label={label}
      aria-pressed={pressed}
      title={label}
      size="lg"
    >
      <ZoomIcon d={icon} />
    </ActionIcon>
  )
  return (
    <div className={classes.chartFrame}>
      <Group gap={4} justify="flex-end" wrap="wrap" role="toolbar" aria-label={t`Kaart bekijken`}>
        <Text
          size="sm"
          c="var(--partner-text-muted)"
          miw={44}
          ta="right"
          aria-live="polite"
          data-testid="zoom"
        >
          {zoomText}
        </Text>
        {button(
          t`Inzoomen`,
          () => zoomBy(stepZoom(zoom, 1)),
          'M11 8v6M8 11h6M11 4a7 7 0 1 0 0 14a7 7 0 0 0 0-14M21 21l-5-5',
        )}
        {button(
          t`Uitzoomen`,
          () => zoomBy(stepZoom(zoom, -1)),
          'M8 11h6M11 4a7 7 0 1 0 0 14a7 7 0 0 0 0-14M21 21l-5-5',
        )}
        {button(t`Passend maken`, fit, 'M4 8V4h4M16 4h4v4M20 16v4h-4M8 20H4v-4')}
        {button(t`Ware grootte`, () => zoomBy(1), 'M7 6v12M12 9v.01M12 15v.01M17 6v12')}
        {button(
          t`Gebied inzoomen`,
          () => setRegionTool((on) => !on),
          'M4 4h4M4 4v4M20 4h-4M20 4v4M4 20h4M4 20v-4M20 20h-4M20 20v-4M9 9h6v6H9z',
          regionTool,
        )}
        {button(
          t`Overzichtskaart`,
          () => setMinimap((on) => !on),
          'M3 6l6-2l6 2l6-2v14l-6 2l-6-2l-6 2zM9 4v14M15 6v14',
          minimap,
        )}
      </Group>
      <div className={classes.chartStage}>
        <Box
          ref={viewport}
          className={classes.viewport}
          data-region-tool={regionTool || undefined}
          role="region"
          aria-label={props.label}
          aria-describedby={keysId}
          tabIndex={0}
          onScroll={(e) => setScroll({ left: e.currentTarget.scrollLeft, top: e.currentTarget.scrollTop })}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={() => {
            drag.current = null
            setRegion(null)
          }}
          onClickCapture={(e) => {
            if (!dragged.current) return
            dragged.current = false
            e.stopPropagation()
            e.preventDefault()
          }}
          onKeyDown={onKeyDown}
          style={{ padding: PADDING }}
          data-testid="state-chart"
        >
          {body}
        </Box>
        {region && (
          <div
            className={classes.region}
            style={{ left: region.x, top: region.y, width: region.width, height: region.height }}
            aria-hidden="true"
          />
        )}
        {layout && minimap && box.width > 0 && (
          <Minimap
            layout={layout}
            view={{ zoom, ...scroll }}
            box={box}
            size={small ? MINIMAP_SMALL : MINIMAP}
            onMove={(to) => viewport.current?.scrollTo(to)}
          />
        )}
      </div>
      <Text size="xs" c="var(--partner-text-muted)" id={keysId}>
        {regionTool
          ? t`Sleep een rechthoek over het deel van de kaart waarop je wilt inzoomen.`
          : t`Verschuif met de pijltjestoetsen of door te slepen, zoom met + en − of Ctrl + scrollen, 0 maakt passend; Shift + slepen zoomt in op een gebied.`}
      </Text>
    </div>
  )
}

function ZoomIcon({ d }: { d: string }) {
  return (
    <svg
      width={18}
      height={18}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={d} />
    </svg>
  )
}
