import { useLingui } from '@lingui/react/macro'
import { useId, type KeyboardEvent } from 'react'
import type { ChartState, ChartTransition } from '../../machines/graph/structure'
import type { ChartLabel, ChartLayout, ChartNode, Point } from './chart-layout'
import { approxMeasure, cssFont, DETAIL_FONT, LABEL_FONT, LABEL_METRICS, TITLE_FONT } from './chart-text'
import type { DropOff, Leave } from './drop-off'
import classes from './journeys.module.css'

export interface ChartSvgProps {
  layout: ChartLayout
  /** Active state ids (a state with an active descendant counts as active too). */
  active: ReadonlySet<string>
  /** Transition keys the current state would take: drawn in the primary colour, as buttons. */
  enabled?: ReadonlySet<string>
  onTransition?: (key: string) => void
  selected?: string | null
  onSelectState?: (id: string) => void
  /** The chart's accessible name. */
  label: string
  zoom?: number
  /** What a state means (its tooltip). */
  describe?: (state: ChartState) => string | undefined
  /** The drop-off overlay: transitions as wide as their share, states with who entered and left. */
  dropOff?: DropOff | null
  /** A state's drop-off in words ("1.240 binnen · 18% haakt af"). */
  leaveText?: (leave: Leave) => string
}

const PRIMARY = 'var(--mantine-primary-color-filled)'
const LINE = 'var(--mantine-color-gray-6)'
const BORDER = 'var(--mantine-color-gray-5)'
const BODY = 'var(--mantine-color-body)'
const TEXT = 'var(--mantine-color-text)'
// The site's muted text colour: legible on the chart's light boxes (the theme's dimmed grey is not).
const DIMMED = 'var(--partner-text-muted)'
const FLOW = 'color-mix(in srgb, var(--mantine-primary-color-filled) 55%, var(--mantine-color-gray-6))'
const PILL_HEIGHT = 18
const CONTAINER = 'var(--mantine-color-default-hover)'
const tint = (percent: number) => `color-mix(in srgb, ${PRIMARY} ${percent}%, ${BODY})`

/** A polyline with rounded corners. */
function pathOf(points: Point[], radius = 6): string {
  const [first, ...rest] = points
  if (!first) return ''
  let d = `M${first.x},${first.y}`
  rest.forEach((p, i) => {
    const next = rest[i + 1]
    const prev = points[i]!
    if (!next) return void (d += ` L${p.x},${p.y}`)
    const r = Math.min(
      radius,
      Math.hypot(p.x - prev.x, p.y - prev.y) / 2,
      Math.hypot(next.x - p.x, next.y - p.y) / 2,
    )
    const towards = (from: Point, to: Point) => {
      const length = Math.hypot(to.x - from.x, to.y - from.y) || 1
      return { x: from.x + ((to.x - from.x) / length) * r, y: from.y + ((to.y - from.y) / length) * r }
    }
    const a = towards(p, prev)
    const b = towards(p, next)
    d += ` L${a.x},${a.y} Q${p.x},${p.y} ${b.x},${b.y}`
  })
  return d
}

const onActivate = (action: () => void) => (e: KeyboardEvent) => {
  if (e.key !== 'Enter' && e.key !== ' ') return
  e.preventDefault()
  action()
}

/** The laid-out chart as SVG (pure: no layout, no state). */
export function ChartSvg({
  layout,
  active,
  enabled,
  onTransition,
  selected,
  onSelectState,
  label,
  zoom = 1,
  describe,
  dropOff,
  leaveText,
}: ChartSvgProps) {
  const { t } = useLingui()
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, '')
  const arrow = `${uid}-arrow`
  const arrowOn = `${uid}-arrow-on`
  const arrowInitial = `${uid}-arrow-initial`
  const parents = new Map(layout.nodes.map((n) => [n.id, n.state.parent]))
  const lit = new Set<string>()
  for (const id of active)
    for (let at: string | null | undefined = id; at && !lit.has(at); at = parents.get(at)) lit.add(at)
  const isActive = (node: ChartNode) => lit.has(node.id)
  const isEnabled = (key: string) => enabled?.has(key) ?? false

  const transitionLabel = (transition: ChartTransition, box: ChartLabel, on: boolean, reactKey: string) => {
    const actions = transition.actions.filter((a) => a !== 'inline').join(', ')
    // The name holds the visible words (event, then guard), as the reader sees them.
    const event = box.lines.join(' ')
    const send = () => onTransition?.(transition.key)
    return (
      <g
        key={reactKey}
        data-transition-key={transition.key}
        data-enabled={on ? 'true' : undefined}
        {...(on && {
          role: 'button',
          tabIndex: 0,
          'aria-label': t`Verstuur ${event}`,
          onClick: send,
          onKeyDown: onActivate(send),
          style: { cursor: 'pointer' },
        })}
      >
        {actions && <title>{t`Acties: ${actions}`}</title>}
        <rect
          x={box.x}
          y={box.y}
          width={box.width}
          height={box.height}
          rx={4}
          fill={on ? PRIMARY : BODY}
          stroke={on ? PRIMARY : BORDER}
          strokeDasharray={transition.event === '' ? '3 2' : undefined}
        />
        {box.lines.map((line, i) => (
          <text
            key={i}
            x={box.x + LABEL_METRICS.padX}
            y={box.y + LABEL_METRICS.padY + (i + 1) * LABEL_METRICS.line - 4}
            fill={on ? 'var(--mantine-primary-color-contrast)' : i > 0 ? DIMMED : TEXT}
            style={i > 0 ? { font: cssFont(DETAIL_FONT) } : undefined}
          >
            {line}
          </text>
        ))}
      </g>
    )
  }

  const nodes = [...layout.nodes].sort((a, b) => a.depth - b.depth)
  // Enabled transitions last: their lines and labels lie on top.
  const edges = [...layout.edges].sort((a, b) => Number(isEnabled(a.key)) - Number(isEnabled(b.key)))
  const regions = new Set(
    layout.nodes.filter((n) => n.state.type === 'parallel').flatMap((n) => n.state.children),
  )
  return (
    <svg
      role="group"
      aria-label={label}
      width={layout.width * zoom}
      height={layout.height * zoom}
      viewBox={`0 0 ${layout.width} ${layout.height}`}
      style={{ font: cssFont(LABEL_FONT), display: 'block' }}
      className={classes.svg}
    >
      <defs>
        {[
          [arrow, LINE],
          [arrowOn, PRIMARY],
          [arrowInitial, TEXT],
        ].map(([id, fill]) => (
          <marker
            key={id}
            id={id}
            viewBox="0 0 10 10"
            refX={10}
            refY={5}
            markerWidth={8}
            markerHeight={8}
            markerUnits="userSpaceOnUse"
            orient="auto-start-reverse"
          >
            <path d="M0,0 L10,5 L0,10 z" fill={fill} />
          </marker>
        ))}
      </defs>
      {nodes.map((node) => {
        const on = isActive(node)
        const container = node.state.children.length > 0
        const select = () => onSelectState?.(node.id)
        const history = node.state.type === 'history'
        const about = describe?.(node.state)
        const leave = dropOff?.leave[node.id]
        // The name holds what the box shows (a history state shows "H"), and its drop-off.
        const name = [
          history ? `${node.state.key} (H)` : node.texts.map((line) => line.text).join(' '),
          leave && leaveText ? leaveText(leave) : '',
        ]
          .filter(Boolean)
          .join(', ')
        return (
          <g
            key={node.id}
            data-state-id={node.id}
            data-active={on ? 'true' : undefined}
            {...(onSelectState && {
              role: 'button',
              tabIndex: 0,
              'aria-label': name,
              'aria-pressed': selected === node.id,
              onClick: (e: { stopPropagation: () => void }) => {
                e.stopPropagation()
                select()
              },
              onKeyDown: onActivate(select),
              style: { cursor: 'pointer' },
            })}
          >
            {about && <title>{about}</title>}
            {selected === node.id && (
              <rect
                x={node.x - 4}
                y={node.y - 4}
                width={node.width + 8}
                height={node.height + 8}
                rx={12}
                fill="none"
                stroke={PRIMARY}
                strokeOpacity={0.4}
                strokeWidth={4}
              />
            )}
            <rect
              x={node.x}
              y={node.y}
              width={node.width}
              height={node.height}
              rx={history ? node.width / 2 : 8}
              fill={on ? tint(container ? 6 : 14) : container ? CONTAINER : BODY}
              stroke={on ? PRIMARY : BORDER}
              strokeWidth={on ? 3 : 1.25}
              strokeDasharray={regions.has(node.id) ? '6 4' : undefined}
            />
            {node.state.type === 'final' && (
              <rect
                x={node.x + 3}
                y={node.y + 3}
                width={node.width - 6}
                height={node.height - 6}
                rx={5}
                fill="none"
                stroke={on ? PRIMARY : BORDER}
              />
            )}
            {history ? (
              <text
                x={node.x + node.width / 2}
                y={node.y + node.height / 2 + 4}
                textAnchor="middle"
                style={{ font: cssFont(TITLE_FONT) }}
                fill={TEXT}
              >
                H
              </text>
            ) : (
              node.texts.map((line) => (
                <text
                  key={`${line.kind}${line.y}`}
                  x={line.x}
                  y={line.y}
                  fill={line.kind === 'title' || line.kind === 'says' ? TEXT : DIMMED}
                  style={{ font: cssFont(line.kind === 'title' ? TITLE_FONT : DETAIL_FONT) }}
                >
                  {line.text}
                </text>
              ))
            )}
          </g>
        )
      })}
      {layout.initials.map((initial) => (
        <g key={initial.state} aria-hidden="true">
          <circle cx={initial.x} cy={initial.y} r={initial.radius} fill={TEXT} />
          <path
            d={pathOf(initial.points)}
            fill="none"
            stroke={TEXT}
            strokeWidth={1.25}
            markerEnd={`url(#${arrowInitial})`}
          />
        </g>
      ))}
      {edges.map((edge) => (
        <path
          key={`${edge.key}>${edge.target}`}
          d={pathOf(edge.points)}
          fill="none"
          stroke={isEnabled(edge.key) ? PRIMARY : dropOff ? FLOW : LINE}
          strokeWidth={dropOff ? (dropOff.width[edge.key] ?? 1) : isEnabled(edge.key) ? 2 : 1.25}
          data-width={dropOff ? (dropOff.width[edge.key] ?? 1) : undefined}
          strokeDasharray={edge.transition.event === '' ? '5 4' : undefined}
          markerEnd={`url(#${isEnabled(edge.key) ? arrowOn : arrow})`}
          aria-hidden="true"
        />
      ))}
      {layout.edges
        .filter((edge) => edge.anywhere && edge.points[0])
        .map((edge) => (
          <circle
            key={`${edge.key}>${edge.target}`}
            cx={edge.points[0]!.x}
            cy={edge.points[0]!.y}
            r={3.5}
            fill={BODY}
            stroke={isEnabled(edge.key) ? PRIMARY : LINE}
            strokeWidth={1.5}
            aria-hidden="true"
          />
        ))}
      {layout.chips.map((chip) =>
        transitionLabel(chip.transition, chip.label, isEnabled(chip.key), chip.key),
      )}
      {edges.map((edge) =>
        transitionLabel(edge.transition, edge.label, isEnabled(edge.key), `${edge.key}>${edge.target}`),
      )}
      {dropOff && leaveText && (
        <g aria-hidden="true" data-testid="drop-off-pills">
          {layout.nodes.map((node) => {
            const leave = dropOff.leave[node.id]
            if (!leave || leave.entered === 0) return null
            const text = leaveText(leave)
            const width = approxMeasure(text, DETAIL_FONT) + 12
            const x = node.x + node.width / 2 - width / 2
            // Just under the box, over its border: clear of its text lines.
            const y = node.y + node.height - 4
            const high = leave.share >= 0.25
            return (
              <g key={node.id} data-leave-state={node.id}>
                <rect
                  x={x}
                  y={y}
                  width={width}
                  height={PILL_HEIGHT}
                  rx={PILL_HEIGHT / 2}
                  fill={high ? 'var(--mantine-color-red-0)' : BODY}
                  stroke={high ? 'var(--mantine-color-red-7)' : BORDER}
                />
                <text
                  x={x + width / 2}
                  y={y + 13}
                  textAnchor="middle"
                  fill={high ? 'var(--mantine-color-red-9)' : TEXT}
                  style={{ font: cssFont(DETAIL_FONT) }}
                >
                  {text}
                </text>
              </g>
            )
          })}
        </g>
      )}
    </svg>
  )
}
