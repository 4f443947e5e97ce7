import { useRef, type PointerEvent } from 'react'
import type { ChartLayout } from './chart-layout'
import classes from './journeys.module.css'
import { minimapScale, minimapTo, minimapViewport, type Scroll, type Size, type View } from './viewport'

/**
 * The whole chart small, with the part in view as a rectangle: a click or a drag on it moves the view
 * there (mouse and touch; keyboard users pan with the arrow keys in the chart itself).
 */
export function Minimap({
  layout,
  view,
  box,
  size,
  onMove,
}: {
  layout: ChartLayout
  view: View
  box: Size
  size: Size
  onMove: (scroll: Scroll) => void
}) {
  const { scale, width, height } = minimapScale(layout, size)
  const shown = minimapViewport(view, box, layout, scale)
  const dragging = useRef(false)
  const move = (e: PointerEvent<SVGSVGElement>) => {
    const at = e.currentTarget.getBoundingClientRect()
    onMove(minimapTo(e.clientX - at.left, e.clientY - at.top, scale, view.zoom, box))
  }
  return (
    <svg
      className={classes.minimap}
      width={width}
      height={height}
      aria-hidden="true"
      data-testid="minimap"
      onPointerDown={(e) => {
        dragging.current = true
        e.currentTarget.setPointerCapture(e.pointerId)
        move(e)
      }}
      onPointerMove={(e) => dragging.current && move(e)}
      onPointerUp={() => (dragging.current = false)}
      onPointerCancel={() => (dragging.current = false)}
    >
      {layout.nodes.map((node) => (
        <rect
          key={node.id}
          x={node.x * scale}
          y={node.y * scale}
          width={node.width * scale}
          height={node.height * scale}
          fill={node.state.children.length ? 'var(--mantine-color-gray-1)' : 'var(--mantine-color-gray-3)'}
          stroke="var(--mantine-color-gray-5)"
          strokeWidth={0.5}
        />
      ))}
      <rect
        data-testid="minimap-view"
        x={shown.x}
        y={shown.y}
        width={shown.width}
        height={shown.height}
        fill="color-mix(in srgb, var(--mantine-primary-color-filled) 12%, transparent)"
        stroke="var(--mantine-primary-color-filled)"
        strokeWidth={1.5}
      />
    </svg>
  )
}
